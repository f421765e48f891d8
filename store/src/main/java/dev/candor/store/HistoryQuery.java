package dev.candor.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Which calls of the ledger {@link ResultStore#history} lists: newest first, at most {@code limit}
 * of them, all matches counted.
 *
 * @param runId only calls of this run
 * @param failedOnly only calls that failed (a non-zero exit code, a signal, or a timeout)
 * @param since only calls that started at or after this time
 * @param grep only calls whose command line (the arguments joined by spaces, unquoted) or tool name an RE2
 *     pattern finds
 * @param limit the most calls to list, 1..10,000
 */
public record HistoryQuery(Optional<String> runId, boolean failedOnly, Optional<Instant> since, Optional<String> grep,
    int limit) {

  /** The most calls one query lists. */
  public static final int MAX_LIMIT = 10_000;

  public HistoryQuery {
    Objects.requireNonNull(runId, "runId");
    Objects.requireNonNull(since, "since");
    Objects.requireNonNull(grep, "grep");
    if (limit < 1 || limit > MAX_LIMIT) {
      throw new IllegalArgumentException("limit " + limit + " outside 1.." + MAX_LIMIT);
    }
  }

  /** The newest 50 calls of every run. */
  public static HistoryQuery latest() {
    return new HistoryQuery(Optional.empty(), false, Optional.empty(), Optional.empty(), 50);
  }

  public HistoryQuery withRunId(String id) {
    return new HistoryQuery(Optional.of(id), failedOnly, since, grep, limit);
  }

  public HistoryQuery failed() {
    return new HistoryQuery(runId, true, since, grep, limit);
  }

  public HistoryQuery withSince(Instant time) {
    return new HistoryQuery(runId, failedOnly, Optional.of(time), grep, limit);
  }

  public HistoryQuery withGrep(String regex) {
    return new HistoryQuery(runId, failedOnly, since, Optional.of(regex), limit);
  }

  public HistoryQuery withLimit(int n) {
    return new HistoryQuery(runId, failedOnly, since, grep, n);
  }
}

package dev.candor.pipeline;

import dev.candor.store.Handle;
import dev.candor.store.LedgerEntry;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import dev.candor.trace.Span;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * The one place a shaped call becomes a ledger row: from the span every front end's call leaves
 * ({@link Pipeline} records it for {@code candor run}, {@code candor shape} and {@code mcp serve}'s
 * tools; the proxy for each {@code tools/call}), so the ledger and the trace can never disagree.
 *
 * <p>A run is named by {@code --run NAME}, else {@code $CANDOR_RUN}, else what the session supplies
 * (an MCP session's own id, or the agent session id a hook passes as {@code --run}), else none.
 */
public final class Ledgers {
  /** The environment variable that names the run when no {@code --run} is given. */
  public static final String RUN_ENV = "CANDOR_RUN";

  private Ledgers() {}

  /**
   * The run a call belongs to: {@code given} (a {@code --run} flag) when set, else {@code
   * $CANDOR_RUN}, else empty.
   *
   * @throws IllegalArgumentException if {@code given} is blank or longer than 200 characters
   */
  public static Optional<String> run(String given, Map<String, String> env) {
    if (given != null) {
      if (given.isBlank() || given.length() > 200) {
        throw new IllegalArgumentException("--run takes a name of 1 to 200 characters, such as an agent session id, not '"
            + given + "'");
      }
      return Optional.of(given.strip());
    }
    String fromEnv = env.get(RUN_ENV);
    return fromEnv == null || fromEnv.isBlank() ? Optional.empty() : Optional.of(fromEnv.strip());
  }

  /** A new session's own run name, {@code PREFIX-} and 12 hex digits, for a session that names none. */
  public static String sessionRun(String prefix) {
    byte[] b = new byte[6];
    Random.SOURCE.nextBytes(b);
    return prefix + "-" + HexFormat.of().formatHex(b);
  }

  /** The ledger row of {@code span}, in {@code run}. */
  static LedgerEntry entry(Span span, Optional<String> run) {
    Objects.requireNonNull(span, "span");
    LedgerEntry e = LedgerEntry.of(span.toolName(), span.argv(), span.cwd(), span.startTime())
        .withDurationMs(span.durationMs())
        .withEnd(span.exitCode(), span.signal(), span.timedOut())
        .withSize(span.stdout().bytes() + span.stderr().bytes(), OptionalLong.empty())
        .withStrategy(span.strategy(), !span.cuts().isEmpty() || span.stdout().truncated() || span.stderr().truncated())
        .withErrorLines(span.errorLinesFound(), span.errorLinesShown());
    if (span.handle().isPresent()) {
      e = e.withHandle(Handle.parse(span.handle().get()));
    }
    return run.isPresent() ? e.withRunId(run.get()) : e;
  }

  /**
   * Records {@code span} in {@code store}'s ledger (nothing when {@code store} is null); a ledger
   * that cannot be written costs one line given to {@code warn}, never the call.
   */
  public static void record(ResultStore store, Span span, Optional<String> run, Consumer<String> warn) {
    if (store == null) {
      return;
    }
    try {
      store.record(entry(span, run));
    } catch (StoreException | IllegalArgumentException | IllegalStateException e) {
      warn.accept("the call was not recorded in the ledger of " + store.describe() + ": " + e.getMessage());
    }
  }

  /** Made on first use: {@code candor run} names its run on every call and never needs one. */
  private static final class Random {
    static final SecureRandom SOURCE = new SecureRandom();
  }
}

package dev.candor.store;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How a store keeps results and whose results it serves.
 *
 * @param ttl how long a result is kept unless its {@link ResultMeta#ttl()} says otherwise
 * @param maxBytes the cap on stored (compressed) bytes; {@link ResultStore#gc()} deletes the
 *     oldest results until the store is under it
 * @param gcEvery on average one {@code put} in this many also runs {@link ResultStore#gc()}; 0
 *     never does, 1 always does. Random rather than counted, so it works across short-lived
 *     processes that each store one result
 * @param runId the run this store is scoped to: reading another run's handle fails with {@link
 *     StoreException.Kind#FOREIGN_HANDLE}, and results stored without a run id get this one.
 *     Empty serves every run (as a person at a terminal would want)
 * @param clock the source of "now" for creation and expiry times
 * @param spoolDir where a result being stored is staged, compressed, before it goes into the
 *     database in one short transaction; results under 1 MiB compressed stay in memory
 * @param busyTimeout how long to wait for another writer before giving up (SQLite's busy timeout,
 *     the pool's wait for a connection)
 */
public record StoreOptions(
    Duration ttl, long maxBytes, int gcEvery, Optional<String> runId, Clock clock, Path spoolDir,
    Duration busyTimeout) {

  public StoreOptions {
    Objects.requireNonNull(ttl, "ttl");
    Objects.requireNonNull(runId, "runId");
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(spoolDir, "spoolDir");
    Objects.requireNonNull(busyTimeout, "busyTimeout");
    if (ttl.isNegative() || ttl.isZero()) {
      throw new IllegalArgumentException("ttl must be positive: " + ttl);
    }
    if (maxBytes < 1) {
      throw new IllegalArgumentException("maxBytes < 1: " + maxBytes);
    }
    if (gcEvery < 0) {
      throw new IllegalArgumentException("gcEvery < 0: " + gcEvery + " (0 turns opportunistic gc off)");
    }
    if (busyTimeout.toMillis() < 1) {
      throw new IllegalArgumentException("busyTimeout below 1 ms: " + busyTimeout);
    }
    if (runId.isPresent() && runId.get().isBlank()) { // a plain test: no lambda on a small call's path
      throw new IllegalArgumentException("runId is blank; leave it empty to serve every run");
    }
  }

  /** Seven days, 2 GiB, gc on one put in 100, no scope, the system clock, the temp directory, 30 s. */
  public static StoreOptions defaults() {
    return new StoreOptions(Duration.ofDays(7), 2L << 30, 100, Optional.empty(), Clock.systemUTC(),
        Path.of(System.getProperty("java.io.tmpdir")), Duration.ofSeconds(30));
  }

  public StoreOptions withTtl(Duration time) {
    return new StoreOptions(time, maxBytes, gcEvery, runId, clock, spoolDir, busyTimeout);
  }

  public StoreOptions withMaxBytes(long bytes) {
    return new StoreOptions(ttl, bytes, gcEvery, runId, clock, spoolDir, busyTimeout);
  }

  public StoreOptions withGcEvery(int puts) {
    return new StoreOptions(ttl, maxBytes, puts, runId, clock, spoolDir, busyTimeout);
  }

  /** Scopes the store to one run; see {@link #runId()}. */
  public StoreOptions withRunId(String id) {
    return new StoreOptions(ttl, maxBytes, gcEvery, Optional.of(id), clock, spoolDir, busyTimeout);
  }

  public StoreOptions withClock(Clock source) {
    return new StoreOptions(ttl, maxBytes, gcEvery, runId, source, spoolDir, busyTimeout);
  }

  public StoreOptions withSpoolDir(Path dir) {
    return new StoreOptions(ttl, maxBytes, gcEvery, runId, clock, dir, busyTimeout);
  }

  public StoreOptions withBusyTimeout(Duration time) {
    return new StoreOptions(ttl, maxBytes, gcEvery, runId, clock, spoolDir, time);
  }
}

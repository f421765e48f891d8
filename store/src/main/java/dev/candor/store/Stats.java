package dev.candor.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The store's size and contents.
 *
 * @param results handles that resolve
 * @param gone handles kept only to say they expired or were evicted
 * @param contents distinct contents (results with equal bytes share one)
 * @param logicalBytes the raw bytes of every live result, as if nothing were shared
 * @param rawBytes the raw bytes of the distinct contents
 * @param storedBytes the compressed bytes of the distinct contents
 * @param oldest when the oldest live result was stored
 */
public record Stats(
    long results, long gone, long contents, long logicalBytes, long rawBytes, long storedBytes,
    Optional<Instant> oldest) {

  public Stats {
    Objects.requireNonNull(oldest, "oldest");
  }

  /** Raw bytes per stored byte; 1 when empty. */
  public double compressionRatio() {
    return storedBytes == 0 ? 1.0 : (double) rawBytes / storedBytes;
  }

  /** Logical bytes per stored byte: compression and deduplication together; 1 when empty. */
  public double savingsRatio() {
    return storedBytes == 0 ? 1.0 : (double) logicalBytes / storedBytes;
  }
}

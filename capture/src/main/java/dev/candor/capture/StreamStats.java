package dev.candor.capture;

import dev.candor.Sha256Digest;
import java.util.Objects;

/**
 * How much one stream carried and a digest of every byte of it, computed as it was read.
 *
 * @param bytes the number of bytes read from the pipe
 * @param sha256 the SHA-256 of those bytes, as 64 lowercase hex digits
 */
public record StreamStats(long bytes, String sha256) {

  private static final StreamStats EMPTY =
      new StreamStats(0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");

  public StreamStats {
    if (bytes < 0) {
      throw new IllegalArgumentException("bytes < 0: " + bytes);
    }
    Objects.requireNonNull(sha256, "sha256");
    if (!Sha256Digest.isHex(sha256)) {
      throw new IllegalArgumentException("sha256 is not 64 lowercase hex digits: " + sha256);
    }
  }

  /** A stream that carried nothing, such as one of a command that never started. */
  public static StreamStats empty() {
    return EMPTY;
  }
}

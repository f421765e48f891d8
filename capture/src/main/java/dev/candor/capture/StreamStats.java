package dev.candor.capture;

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
    if (!lowerHex64(sha256)) {
      throw new IllegalArgumentException("sha256 is not 64 lowercase hex digits: " + sha256);
    }
  }

  /** A stream that carried nothing, such as one of a command that never started. */
  public static StreamStats empty() {
    return EMPTY;
  }

  /** Whether {@code s} is 64 lowercase hex digits: a loop, not a regex compiled on every run's path. */
  private static boolean lowerHex64(String s) {
    if (s.length() != 64) {
      return false;
    }
    for (int i = 0; i < 64; i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }
}

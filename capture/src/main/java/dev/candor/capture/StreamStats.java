package dev.candor.capture;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * How much one stream carried and a digest of every byte of it, computed as it was read.
 *
 * @param bytes the number of bytes read from the pipe
 * @param sha256 the SHA-256 of those bytes, as 64 lowercase hex digits
 */
public record StreamStats(long bytes, String sha256) {

  private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");
  private static final StreamStats EMPTY =
      new StreamStats(0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");

  public StreamStats {
    if (bytes < 0) {
      throw new IllegalArgumentException("bytes < 0: " + bytes);
    }
    Objects.requireNonNull(sha256, "sha256");
    if (!SHA256_HEX.matcher(sha256).matches()) {
      throw new IllegalArgumentException("sha256 is not 64 lowercase hex digits: " + sha256);
    }
  }

  /** A stream that carried nothing, such as one of a command that never started. */
  public static StreamStats empty() {
    return EMPTY;
  }
}

package dev.candor;

import java.util.Objects;
import java.util.Optional;

/**
 * Facts about the whole input stream, measured before any cut, as a trace needs them.
 *
 * @param bytes the length of the raw stream
 * @param lines its line count: line breaks, plus one for a last line without a break
 * @param chars its Unicode code points (an invalid UTF-8 sequence counts as one U+FFFD)
 * @param sha256 the hex SHA-256 of the raw stream
 * @param headSha256 when truncated, the hex SHA-256 of the raw bytes from the start to the end of
 *     the last line shown from the start
 * @param tailSha256 when truncated, the hex SHA-256 of the raw bytes from the first line shown at
 *     the end to the end of the stream
 * @param encoding {@code utf-8} or {@code binary}
 * @param invalidUtf8 how many invalid UTF-8 sequences were replaced with U+FFFD
 * @param binaryType for binary content, what it looks like ({@code ELF executable}, {@code PNG
 *     image}, {@code unknown binary})
 */
public record StreamFacts(
    long bytes,
    long lines,
    long chars,
    String sha256,
    Optional<String> headSha256,
    Optional<String> tailSha256,
    String encoding,
    long invalidUtf8,
    Optional<String> binaryType) {

  public StreamFacts {
    Objects.requireNonNull(sha256, "sha256");
    Objects.requireNonNull(headSha256, "headSha256");
    Objects.requireNonNull(tailSha256, "tailSha256");
    Objects.requireNonNull(encoding, "encoding");
    Objects.requireNonNull(binaryType, "binaryType");
    if (bytes < 0 || lines < 0 || chars < 0 || invalidUtf8 < 0) {
      throw new IllegalArgumentException(
          "negative count: bytes=" + bytes + " lines=" + lines + " chars=" + chars + " invalidUtf8=" + invalidUtf8);
    }
  }

  /** Whether the stream was binary rather than text. */
  public boolean binary() {
    return binaryType.isPresent();
  }
}

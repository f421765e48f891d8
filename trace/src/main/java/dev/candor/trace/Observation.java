package dev.candor.trace;

import dev.candor.Tokenizer;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * What the model saw: the size and digest of the observation text, header and markers included.
 *
 * @param chars its Unicode code points
 * @param bytes its UTF-8 length
 * @param tokens its tokens, counted by the tokenizer the span's budget names
 * @param sha256 the hex SHA-256 of its UTF-8 bytes
 */
public record Observation(long chars, long bytes, long tokens, String sha256) {

  public Observation {
    Objects.requireNonNull(sha256, "sha256");
    if (chars < 0 || bytes < 0 || tokens < 0) {
      throw new IllegalArgumentException("negative size: chars=" + chars + " bytes=" + bytes + " tokens=" + tokens);
    }
    if (chars > bytes) {
      throw new IllegalArgumentException("chars " + chars + " > bytes " + bytes + ": every char is at least one UTF-8 byte");
    }
  }

  /** Measures {@code text}, counting tokens with {@code tokenizer}. */
  public static Observation of(String text, Tokenizer tokenizer) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    return new Observation(text.codePointCount(0, text.length()), utf8.length, tokenizer.count(text), sha256(utf8));
  }

  static String sha256(byte[] data) {
    return dev.candor.Sha256Digest.hex(data); // a small observation never loads the JCA providers
  }
}

package dev.candor.store;

import java.util.Locale;
import java.util.Objects;

/**
 * A contiguous stretch of a stored result, with where it sits in the whole. The text is the
 * stored bytes of that stretch, line feeds included, decoded as UTF-8 (malformed bytes become
 * U+FFFD), so the excerpts of consecutive ranges concatenate to the result. Shaping it to a
 * budget is the caller's job.
 *
 * @param handle the result it comes from
 * @param text the stretch's content
 * @param offset the byte offset of its first byte in the result
 * @param length its length in stored bytes
 * @param firstLine the line its first byte is on, counting from 1; for an empty excerpt, the line
 *     that would come next
 * @param lastLine the line its last byte is on; {@code firstLine - 1} when empty
 * @param startsMidLine whether it begins inside a line (pages can; line ranges cannot)
 * @param totalLines the lines in the whole result
 * @param totalBytes the bytes in the whole result
 */
public record Excerpt(
    Handle handle,
    String text,
    long offset,
    long length,
    long firstLine,
    long lastLine,
    boolean startsMidLine,
    long totalLines,
    long totalBytes) {

  public Excerpt {
    Objects.requireNonNull(handle, "handle");
    Objects.requireNonNull(text, "text");
    if (offset < 0 || length < 0 || offset + length > totalBytes) {
      throw new IllegalArgumentException("bytes [" + offset + ", " + (offset + length) + ") outside 0.." + totalBytes);
    }
    if (lastLine < firstLine - 1) {
      throw new IllegalArgumentException("lastLine " + lastLine + " < firstLine " + firstLine + " - 1");
    }
  }

  /** Whether nothing of the result follows this excerpt. */
  public boolean atEnd() {
    return offset + length >= totalBytes;
  }

  /** Whether this is the whole result. */
  public boolean isWhole() {
    return offset == 0 && atEnd();
  }

  /** Whether the last line shown continues past the excerpt. */
  public boolean endsMidLine() {
    return !atEnd() && length > 0 && !text.endsWith("\n");
  }

  /**
   * Where this excerpt sits and what comes next, for the model: {@code lines 101-200 of 5,000
   * (bytes 8,192-16,383 of 409,600); next: line 201}.
   */
  public String describe() {
    StringBuilder s = new StringBuilder();
    if (length == 0) {
      s.append(String.format(Locale.ROOT, "nothing at line %,d: the result has %,d lines (%,d bytes)", firstLine, totalLines, totalBytes));
      return s.toString();
    }
    s.append(String.format(Locale.ROOT, "lines %,d-%,d of %,d (bytes %,d-%,d of %,d)", firstLine, lastLine, totalLines,
        offset, offset + length - 1, totalBytes));
    if (startsMidLine) {
      s.append(String.format(Locale.ROOT, "; starts inside line %,d", firstLine));
    }
    if (atEnd()) {
      s.append("; end of result");
    } else if (endsMidLine()) {
      s.append(String.format(Locale.ROOT, "; line %,d continues at byte %,d", lastLine, offset + length));
    } else {
      s.append(String.format(Locale.ROOT, "; next: line %,d", lastLine + 1));
    }
    return s.toString();
  }
}

package dev.candor.trace;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a trace file line by line as raw bytes, so that a line of binary garbage or invalid UTF-8
 * is reported as that line rather than failing the whole file. A line break is {@code \n}; a
 * {@code \r} before it is dropped. A line longer than {@link #MAX_LINE} bytes is skipped to its
 * end and reported, rather than buffered.
 */
final class TraceLines {
  /** The longest line read; spans are a few kilobytes. */
  static final int MAX_LINE = 16 * 1024 * 1024;

  /** One line: its number counting from 1, and its text or why there is none. */
  record Line(long number, String text, String failure) {}

  private final InputStream in;
  private final ByteArrayOutputStream buf = new ByteArrayOutputStream(4096);
  private long number;

  TraceLines(InputStream in) {
    this.in = in;
  }

  /** Why {@code file} cannot be read as a trace at all, such as {@code no such file}; null if it can. */
  static String unusable(Path file) {
    if (Files.isDirectory(file)) {
      return "is a directory";
    }
    if (!Files.exists(file)) {
      return "no such file";
    }
    return Files.isReadable(file) ? null : "permission denied";
  }

  /** The next line, or null at the end of the input. */
  Line next() throws IOException {
    buf.reset();
    boolean tooLong = false;
    int b;
    while ((b = in.read()) != -1 && b != '\n') {
      if (buf.size() < MAX_LINE) {
        buf.write(b);
      } else {
        tooLong = true;
      }
    }
    if (b == -1 && buf.size() == 0 && !tooLong) {
      return null;
    }
    number++;
    if (tooLong) {
      return new Line(number, null, "line longer than " + MAX_LINE + " bytes");
    }
    byte[] raw = buf.toByteArray();
    int len = raw.length > 0 && raw[raw.length - 1] == '\r' ? raw.length - 1 : raw.length;
    try {
      String text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(raw, 0, len))
          .toString();
      return new Line(number, text, null);
    } catch (CharacterCodingException e) {
      return new Line(number, null, "not UTF-8 text");
    }
  }
}

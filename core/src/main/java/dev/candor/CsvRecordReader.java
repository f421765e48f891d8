package dev.candor;

import dev.candor.StructuredShaper.NotStructured;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Reads RFC 4180 records: fields split by one delimiter; a field in double quotes may hold the
 * delimiter, line breaks and doubled quotes; records end at CRLF, LF or CR. Empty lines are
 * skipped. A quote inside an unquoted field is taken literally; anything but a delimiter or a line
 * break after a closing quote is an error, and so is input that ends inside quotes.
 *
 * <p>A record's fields are kept only up to a limit in chars; past it they are counted, not stored,
 * so one enormous field cannot exhaust the heap. Byte positions count the UTF-8 encoding of what
 * was read: exact for valid UTF-8, while a malformed sequence, decoded as U+FFFD, counts 3 bytes.
 */
final class CsvRecordReader {

  /**
   * One record.
   *
   * @param fields the fields, or null when they were longer than the keep limit
   * @param fieldCount how many fields it had, kept or not
   * @param start the byte position of its first char
   * @param line the line it starts on, counting from 1
   * @param terminated whether a line break ended it, rather than the end of input
   * @param quoted the indexes of the fields that were written in quotes, so that a kept record is
   *     shown quoted as the tool wrote it
   */
  record Row(List<String> fields, int fieldCount, long start, long line, boolean terminated, BitSet quoted) {}

  private final Reader in;
  private final char delimiter;
  private final char[] buf = new char[8192];
  private int pos;
  private int limit;
  private long bytes;
  private long line = 1;
  private String lineBreak;

  /** The record being read: its fields so far, null once past the keep limit. */
  private List<String> fields;
  private final StringBuilder field = new StringBuilder();
  private long keepLeft;

  CsvRecordReader(Reader in, char delimiter) {
    this.in = in;
    this.delimiter = delimiter;
  }

  /** The UTF-8 bytes read so far. */
  long position() {
    return bytes;
  }

  /** The first line break seen: {@code \r\n}, {@code \n} or {@code \r}; {@code \n} when none was. */
  String lineBreak() {
    return lineBreak == null ? "\n" : lineBreak;
  }

  /** The next record, keeping at most {@code keepChars} chars of fields; null at the end of input. */
  Row next(long keepChars) throws IOException, NotStructured {
    if (bytes == 0 && peek() == '\uFEFF') {
      read();
    }
    while (peek() == '\r' || peek() == '\n') {
      lineEnd(read());
    }
    if (peek() < 0) {
      return null;
    }
    long start = bytes;
    long startLine = line;
    fields = new ArrayList<>();
    keepLeft = keepChars;
    int count = 0;
    BitSet quoted = new BitSet();
    while (true) {
      if (peek() == '"') {
        quoted(startLine, count);
        quoted.set(count);
      } else {
        for (int c = peek(); c >= 0 && c != delimiter && c != '\r' && c != '\n'; c = peek()) {
          keep(read());
        }
      }
      count++;
      if (fields != null) {
        fields.add(field.toString());
      }
      field.setLength(0);
      int c = read();
      if (c != delimiter) {
        lineEnd(c);
        return new Row(fields, count, start, startLine, c >= 0, quoted);
      }
    }
  }

  /** Keeps {@code c} in the current field while the record is within its keep limit. */
  private void keep(int c) {
    if (fields == null) {
      return;
    }
    if (keepLeft-- <= 0) {
      fields = null;
      field.setLength(0);
      return;
    }
    field.append((char) c);
  }

  /** Reads a quoted field, without its quotes, into the current field. */
  private void quoted(long startLine, int index) throws IOException, NotStructured {
    read();
    while (true) {
      int c = read();
      if (c < 0) {
        throw new NotStructured("input ends inside a quoted field (field " + (index + 1) + " of the record on line "
            + startLine + "): the tool's own output looks truncated", true);
      }
      if (c == '"') {
        if (peek() != '"') {
          break;
        }
        read();
      } else if (c == '\n' || (c == '\r' && peek() != '\n')) {
        line++;
      }
      keep(c);
    }
    int after = peek();
    if (after >= 0 && after != delimiter && after != '\r' && after != '\n') {
      throw new NotStructured("not valid CSV at line " + line + ": '" + (char) after
          + "' after the closing quote of field " + (index + 1) + "; only a delimiter or a line break may follow", false);
    }
  }

  /** Consumes the rest of a line break that started with {@code c}. */
  private void lineEnd(int c) throws IOException {
    if (c == '\r' && peek() == '\n') {
      read();
      noteBreak("\r\n");
    } else if (c == '\r' || c == '\n') {
      noteBreak(c == '\r' ? "\r" : "\n");
    } else {
      return;
    }
    line++;
  }

  private void noteBreak(String b) {
    if (lineBreak == null) {
      lineBreak = b;
    }
  }

  private int peek() throws IOException {
    if (pos == limit) {
      limit = in.read(buf, 0, buf.length);
      pos = 0;
      if (limit <= 0) {
        limit = 0;
        return -1;
      }
    }
    return buf[pos];
  }

  private int read() throws IOException {
    int c = peek();
    if (c >= 0) {
      pos++;
      // UTF-8 length by UTF-16 unit: a surrogate pair is 4 bytes, counted on its high half.
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isHighSurrogate((char) c) ? 4
          : Character.isLowSurrogate((char) c) ? 0 : 3;
    }
    return c;
  }
}

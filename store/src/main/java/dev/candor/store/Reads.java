package dev.candor.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Line ranges, pages and whole reads over a content's chunks.
 *
 * <p>A chunk records the line its first byte is on, so the chunks holding lines {@code [from,
 * to]} are found with two index lookups: from the last chunk starting on a line before {@code
 * from} (line {@code from} begins after one of its line feeds, or at the next chunk's start) to
 * the last chunk starting on a line at most {@code to}. Only those are decompressed.
 */
final class Reads {
  private Reads() {}

  static Excerpt lines(Connection c, Row row, long from, long to) throws SQLException {
    if (row.size() == 0 || from > row.lines()) {
      return new Excerpt(row.handle(), "", row.size(), 0, from, from - 1, false, row.lines(), row.size());
    }
    long last = Math.min(to, row.lines());
    long[] start = chunkStartingBefore(c, row, from);
    int startSeq = start == null ? 0 : (int) start[0];
    int endSeq = (int) chunkStartingBefore(c, row, last + 1)[0];
    Bytes out = new Bytes(ResultStore.EXCERPT_LIMIT);
    long offset = -1;
    try (ChunkCursor cursor = new ChunkCursor(c, row, startSeq, endSeq, false)) {
      long line = 0;
      boolean emitting = start == null;
      boolean done = false;
      while (!done && cursor.next()) {
        byte[] b = cursor.bytes();
        int n = cursor.length();
        int i = 0;
        if (line == 0) {
          line = cursor.firstLine();
        }
        if (emitting && offset < 0) {
          offset = cursor.offset();
        }
        for (; !emitting && i < n; i++) {
          if (b[i] == '\n' && ++line == from) {
            emitting = true;
            offset = cursor.offset() + i + 1;
          }
        }
        int j = i;
        for (; emitting && j < n; j++) {
          if (b[j] == '\n' && line++ == last) {
            done = true;
            j++;
            break;
          }
        }
        if (emitting && !out.append(b, i, j - i)) {
          break;
        }
      }
    }
    int kept = out.keep();
    long lastLine = from + out.count((byte) '\n', kept) - (kept > 0 && out.at(kept - 1) == '\n' ? 1 : 0);
    return new Excerpt(row.handle(), out.text(kept), offset, kept, from, lastLine, false, row.lines(), row.size());
  }

  static Excerpt page(Connection c, Row row, long n, int pageBytes) throws SQLException {
    long start = (n - 1) * pageBytes;
    if (start >= row.size()) {
      return new Excerpt(row.handle(), "", row.size(), 0, row.lines() + 1, row.lines(), false, row.lines(), row.size());
    }
    long end = Math.min(row.size(), start + pageBytes);
    long windowFrom = Math.max(0, start - 1);
    long windowTo = Math.min(row.size(), end + 3);
    int fromSeq = (int) (windowFrom / row.chunkSize());
    int toSeq = (int) ((windowTo - 1) / row.chunkSize());
    Bytes window = new Bytes(Integer.MAX_VALUE);
    long windowLine;
    try (ChunkCursor cursor = new ChunkCursor(c, row, fromSeq, toSeq, false)) {
      cursor.next();
      windowLine = cursor.firstLine();
      do {
        window.append(cursor.bytes(), 0, cursor.length());
      } while (cursor.next());
    }
    long base = (long) fromSeq * row.chunkSize();
    if (row.isUtf8()) {
      start = toBoundary(window, base, start, row.size());
      end = toBoundary(window, base, end, row.size());
    }
    int s = (int) (start - base);
    int e = (int) (end - base);
    long firstLine = windowLine + window.count((byte) '\n', s);
    long lastLine = firstLine + window.countBetween((byte) '\n', s, Math.max(s, e - 1));
    boolean mid = start > 0 && window.at(s - 1) != '\n';
    String text = new String(window.array(), s, e - s, StandardCharsets.UTF_8);
    return new Excerpt(row.handle(), text, start, e - s, firstLine, e > s ? lastLine : firstLine - 1, mid && e > s,
        row.lines(), row.size());
  }

  /** Moves {@code at} forward past UTF-8 continuation bytes, at most three. */
  private static long toBoundary(Bytes window, long base, long at, long size) {
    for (int k = 0; k < 3 && at < size && (window.at((int) (at - base)) & 0xC0) == 0x80; k++) {
      at++;
    }
    return at;
  }

  /** Chunks {@code from} to {@code to} of {@code row}, checked, one after the other into {@code into}; returns their length. */
  static int chunks(Connection c, Row row, int from, int to, byte[] into) throws SQLException {
    int n = 0;
    try (ChunkCursor cursor = new ChunkCursor(c, row, from, to, false)) {
      while (cursor.next()) {
        System.arraycopy(cursor.bytes(), 0, into, n, cursor.length());
        n += cursor.length();
      }
    }
    return n;
  }

  static long raw(Connection c, Row row, OutputStream out) throws SQLException, IOException {
    if (row.chunks() == 0) {
      return 0;
    }
    long written = 0;
    try (ChunkCursor cursor = new ChunkCursor(c, row, 0, row.chunks() - 1, true)) {
      while (cursor.next()) {
        out.write(cursor.bytes(), 0, cursor.length());
        written += cursor.length();
      }
    }
    return written;
  }

  /** The last chunk (seq, first_line) whose first byte is on a line before {@code line}; null if none. */
  private static long[] chunkStartingBefore(Connection c, Row row, long line) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("SELECT seq, first_line FROM chunk WHERE content_id = ?"
        + " AND first_line < ? ORDER BY content_id DESC, first_line DESC, seq DESC LIMIT 1")) {
      p.setLong(1, row.contentId());
      p.setLong(2, line);
      try (ResultSet rs = p.executeQuery()) {
        return rs.next() ? new long[] {rs.getLong(1), rs.getLong(2)} : null;
      }
    }
  }
}

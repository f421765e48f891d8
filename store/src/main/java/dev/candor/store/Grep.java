package dev.candor.store;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Searches a whole content line by line with RE2/J, whose matching time is linear in the input,
 * so a hostile pattern cannot hang the store. Keeps {@code context} lines before each match in a
 * ring and counts every match, shown or not.
 */
final class Grep {
  private final Pattern pattern;
  private final int context;
  private final int max;
  private final List<NumberedLine> out = new ArrayList<>();
  private final ArrayDeque<NumberedLine> before = new ArrayDeque<>();
  /** The longest pattern accepted, in chars. */
  static final int MAX_PATTERN = 4_096;
  /** Appended to a clipped line before matching, so that {@code $} cannot match where the clip falls. */
  private static final String CLIP = "\uFFFF";
  static final String CLIPPED_NOTE = " [... line cut at 64 KiB: matched in its first 65,536 bytes only ...]";

  private final byte[] line = new byte[Matches.LINE_LIMIT];
  private int lineLength;
  private boolean lineClipped;
  private long number;
  private long shown;
  private long total;
  private long clipped;
  private long after;

  private Grep(Pattern pattern, int context, int max) {
    this.pattern = pattern;
    this.context = context;
    this.max = max;
  }

  /** Compiles a pattern or says, as a {@link StoreException.Kind#BAD_PATTERN}, why not. */
  static Pattern compile(String regex) {
    if (regex.length() > MAX_PATTERN) {
      // RE2 stays linear in the text, but each byte costs in proportion to the pattern's size.
      throw new StoreException(StoreException.Kind.BAD_PATTERN, null, String.format(java.util.Locale.ROOT,
          "pattern of %,d chars is over the limit of %,d: search for fewer alternatives at a time, or a shared part "
              + "of them", regex.length(), MAX_PATTERN));
    }
    try {
      return Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      throw new StoreException(StoreException.Kind.BAD_PATTERN, null, "bad pattern \"" + regex + "\": "
          + e.getDescription() + "; patterns use RE2 syntax (no backreferences or lookaround)");
    }
  }

  static Matches run(Connection c, Row row, Pattern pattern, int context, int max) throws SQLException {
    Grep g = new Grep(pattern, context, max);
    if (row.chunks() > 0) {
      try (ChunkCursor cursor = new ChunkCursor(c, row, 0, row.chunks() - 1, true)) {
        while (cursor.next()) {
          g.feed(cursor.bytes(), cursor.length());
        }
      }
    }
    if (g.lineLength > 0 || g.lineClipped) {
      g.endLine();
    }
    return new Matches(row.handle(), pattern.pattern(), g.out, g.shown, g.total, g.number, g.clipped);
  }

  private void feed(byte[] b, int n) {
    int start = 0;
    for (int i = 0; i < n; i++) {
      if (b[i] == '\n') {
        take(b, start, i - start);
        endLine();
        start = i + 1;
      }
    }
    take(b, start, n - start);
  }

  private void take(byte[] b, int off, int len) {
    int room = Math.min(len, line.length - lineLength);
    System.arraycopy(b, off, line, lineLength, room);
    lineLength += room;
    lineClipped |= room < len;
  }

  private void endLine() {
    number++;
    if (lineClipped) {
      clipped++;
    }
    String text = new String(line, 0, lineLength, StandardCharsets.UTF_8);
    boolean wasClipped = lineClipped;
    lineLength = 0;
    lineClipped = false;
    if (pattern.matcher(wasClipped ? text + CLIP : text).find()) {
      total++;
      if (shown < max) {
        shown++;
        out.addAll(before);
        before.clear();
        out.add(new NumberedLine(number, wasClipped ? text + CLIPPED_NOTE : text, true));
        after = context;
        return;
      }
      after = 0; // past the maximum: no context for matches that are not shown
    }
    if (after > 0) {
      out.add(new NumberedLine(number, text, false));
      after--;
    } else if (context > 0 && shown < max) {
      if (before.size() == context) {
        before.removeFirst();
      }
      before.addLast(new NumberedLine(number, text, false));
    }
  }
}

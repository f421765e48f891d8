package dev.candor.store;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The lines of a stored result that match a pattern, with context, in the order they occur.
 *
 * @param handle the result searched
 * @param pattern the RE2 pattern
 * @param lines matching lines and their context lines, in line order
 * @param shown how many matching lines are in {@code lines}
 * @param total how many lines of the whole result match; more than {@code shown} when the
 *     maximum was reached
 * @param scannedLines the lines in the result
 * @param clippedLines how many lines were longer than {@link #LINE_LIMIT} bytes and were matched
 *     and shown only up to it
 */
public record Matches(
    Handle handle, String pattern, List<NumberedLine> lines, long shown, long total, long scannedLines,
    long clippedLines) {

  /** Bytes of one line that are matched and shown; the rest of a longer line is not searched. */
  public static final int LINE_LIMIT = 64 * 1024;

  public Matches {
    Objects.requireNonNull(handle, "handle");
    Objects.requireNonNull(pattern, "pattern");
    lines = List.copyOf(lines);
    if (shown > total) {
      throw new IllegalArgumentException("shown " + shown + " > total " + total);
    }
  }

  /** Whether some matching lines are not in {@link #lines()}. */
  public boolean truncated() {
    return shown < total;
  }

  /**
   * The lines as {@code grep -n} prints them: {@code 12:text} for a match, {@code 11-text} for
   * context, and {@code --} between groups that are not adjacent.
   */
  public String text() {
    StringBuilder s = new StringBuilder();
    long previous = -1;
    for (NumberedLine line : lines) {
      if (previous >= 0 && line.number() != previous + 1) {
        s.append("--\n");
      }
      s.append(line.number()).append(line.match() ? ':' : '-').append(line.text()).append('\n');
      previous = line.number();
    }
    return s.toString();
  }

  /** What was found, for the model: {@code 20 of 341 matching lines shown (of 90,210 lines)}. */
  public String describe() {
    String found = truncated()
        ? String.format(Locale.ROOT, "%,d of %,d matching lines shown", shown, total)
        : String.format(Locale.ROOT, "%,d matching line%s", total, total == 1 ? "" : "s");
    String clipped = clippedLines == 0 ? ""
        : String.format(Locale.ROOT, "; %,d long lines searched only in their first %,d bytes", clippedLines, LINE_LIMIT);
    return found + String.format(Locale.ROOT, " (of %,d lines)", scannedLines) + clipped;
  }
}

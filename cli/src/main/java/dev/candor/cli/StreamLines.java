package dev.candor.cli;

import dev.candor.Cut;
import dev.candor.CutReason;
import dev.candor.Shaped;
import java.util.List;

/**
 * Which lines of a merged output came from stderr, and what follows from it: the note that tells
 * the model which is which, and whether a cut took any of each stream's lines.
 */
final class StreamLines {
  /** Ranges listed in the note at most. */
  private static final int SHOWN = 6;

  private StreamLines() {}

  /** The note naming stderr's lines when both streams wrote something; null otherwise. */
  static String note(long stdoutBytes, long stderrBytes, List<long[]> stderrLines) {
    if (stdoutBytes == 0 || stderrBytes == 0) {
      return null;
    }
    if (stderrLines == null) {
      return "stdout and stderr merged in arrival order";
    }
    StringBuilder sb = new StringBuilder("stderr wrote line");
    long count = 0;
    for (long[] r : stderrLines) {
      count += r[1] - r[0] + 1;
    }
    sb.append(count == 1 ? " " : "s ");
    for (int i = 0; i < Math.min(SHOWN, stderrLines.size()); i++) {
      long[] r = stderrLines.get(i);
      sb.append(i == 0 ? "" : ", ").append(r[0] == r[1] ? "L" + r[0] : "L" + r[0] + "-L" + r[1]);
    }
    if (stderrLines.size() > SHOWN) {
      sb.append(" and ").append(stderrLines.size() - SHOWN).append(" more stretches");
    }
    return sb.append("; stdout the rest, merged in arrival order").toString();
  }

  /**
   * Whether a cut of {@code shaped} took any line of stderr ({@code stderr} true) or of stdout.
   * Where lines cannot be told apart (too many stderr stretches, or cuts counted in items or
   * binary bytes) any cut counts, so a stream is never reported whole when it may not be.
   */
  static boolean cut(Shaped shaped, List<long[]> stderrLines, boolean stderr) {
    if (!shaped.truncated()) {
      return false;
    }
    if (stderrLines == null) {
      return true;
    }
    for (Cut c : shaped.cuts()) {
      if (c.reason() == CutReason.ITEMS || c.reason() == CutReason.BINARY) {
        return true;
      }
      if (stderr ? overlaps(c, stderrLines) : !covered(c, stderrLines)) {
        return true;
      }
    }
    return false;
  }

  private static boolean overlaps(Cut c, List<long[]> ranges) {
    for (long[] r : ranges) {
      if (r[0] <= c.to() && c.from() <= r[1]) {
        return true;
      }
    }
    return false;
  }

  /** Whether every line of the cut is a stderr line. */
  private static boolean covered(Cut c, List<long[]> ranges) {
    long next = c.from();
    for (long[] r : ranges) {
      if (r[1] < next) {
        continue;
      }
      if (r[0] > next) {
        return false;
      }
      next = r[1] + 1;
      if (next > c.to()) {
        return true;
      }
    }
    return next > c.to();
  }
}

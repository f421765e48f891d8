package dev.candor.cli;

import dev.candor.Cut;
import dev.candor.CutReason;
import dev.candor.Shaped;
import java.util.List;

/**
 * Whether a cut took any of each stream's lines in a merged output (the note that tells the model
 * which lines are stderr's is {@link dev.candor.capture.LineMerger#streamsNote}).
 */
final class StreamLines {
  private StreamLines() {}

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

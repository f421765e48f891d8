package dev.candor.pipeline;

import dev.candor.Cut;
import dev.candor.CutReason;
import dev.candor.Shaped;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a cut took any of each stream's lines in a merged output (the note that tells the model
 * which lines are stderr's is {@link dev.candor.capture.LineMerger#streamsNote}).
 */
final class StreamLines {
  /**
   * A numbered excerpt line of an observation: {@code > L854: text} or {@code   L854: text};
   * compiled when first needed (the holder idiom), since most calls' stderr is not cut at all.
   */
  private static final class Excerpt {
    static final Pattern PATTERN = Pattern.compile("(?m)^(?:> |  )L(\\d+): (.*)$");

    private Excerpt() {}
  }

  /** Past this many stderr lines, shown-in-full is not worked out line by line. */
  private static final long MAX_LINES = 10_000;

  private StreamLines() {}

  /**
   * Whether some of stderr's {@code bytes} are missing from the observation. A cut that spans a
   * stderr line may still show it as a numbered excerpt ("cut ... except N numbered below"); when
   * every stderr line lies in a cut and the excerpts of those lines add up to exactly the stream's
   * bytes, nothing of stderr was dropped. Anything less certain counts as truncated, as {@link
   * #cut} does.
   */
  static boolean stderrCut(Shaped shaped, List<long[]> stderrLines, long bytes) {
    if (!cut(shaped, stderrLines, true)) {
      return false;
    }
    if (stderrLines == null || stderrLines.isEmpty()) {
      return true;
    }
    long count = 0;
    for (long[] r : stderrLines) {
      count += r[1] - r[0] + 1;
    }
    if (count > MAX_LINES) {
      return true;
    }
    Map<Long, String> excerpts = new HashMap<>();
    Matcher m = Excerpt.PATTERN.matcher(shaped.text());
    while (m.find()) {
      excerpts.putIfAbsent(Long.parseLong(m.group(1)), m.group(2));
    }
    long shown = 0;
    for (long[] r : stderrLines) {
      for (long n = r[0]; n <= r[1]; n++) {
        String text = excerpts.get(n);
        if (text == null || !inCut(shaped, n)) {
          return true; // shown verbatim, whose length is not known here, or not shown at all
        }
        shown += text.getBytes(StandardCharsets.UTF_8).length + 1;
      }
    }
    // The stream's last line may lack its line break.
    return !(shown == bytes || shown - 1 == bytes);
  }

  private static boolean inCut(Shaped shaped, long line) {
    for (Cut c : shaped.cuts()) {
      if (c.hasExcerpts() && c.from() <= line && line <= c.to()) {
        return true;
      }
    }
    return false;
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

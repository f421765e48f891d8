package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The warning lines of a streamed scan, for an output with no error line: a success's warnings
 * are what happened in between its head and its tail ({@link Scan#allWarnings}). A whole read
 * keeps every one; this keeps, in bounded memory, the first {@value #KEEP}, the first of each
 * other template (up to {@value #KEEP}) and the last {@value #KEEP}. Only lines holding {@code
 * warn} or {@code deprecat} (any case) are read, found by a {@link Triggers} search. The scan
 * stops looking once it finds an error line: then the error lines are shown, not the warnings.
 * A warning line kept brings its block and header, read from the stream's last bytes as an error
 * line's are ({@link HitContext#addWarning}).
 */
final class WarnWatch {
  static final int KEEP = 100;
  private static final Triggers WORDS = Triggers.of(List.of("warn", "deprecat"));

  private final List<HitContext.Slot> first = new ArrayList<>();
  private final List<HitContext.Slot> distinct = new ArrayList<>();
  private final ArrayDeque<HitContext.Slot> last = new ArrayDeque<>();
  private final Set<Long> templates = new HashSet<>();
  private final Clean.Stats stats = new Clean.Stats();
  private final int lineKeep;
  private final HitContext context;

  WarnWatch(int lineKeep, HitContext context) {
    this.lineKeep = lineKeep;
    this.context = context;
  }

  /** The longest line held to be compared with the next ones. */
  private static final int QUIET_MAX = 1024;
  /** The last line looked at that holds neither word: a line byte for byte the same holds neither. */
  private final byte[] quiet = new byte[QUIET_MAX];
  /** The length of the line held in {@link #quiet}, or -1 when none is held. */
  private int quietLen = -1;

  /**
   * Looks at the complete lines in {@code b[start, end]} ({@code b[end]} is a line break), the
   * first numbered {@code no}; raw offsets are {@code base} + index. A line the same as the last
   * one found to hold neither word is passed over without a search: a log that repeats a line
   * (a million times {@code processed batch ...}) costs one comparison a line, where the search
   * of every byte spent most of its shaping.
   */
  void lines(byte[] b, int start, int end, long no, long base) {
    int s = start;
    while (s <= end) {
      int q = quietLen;
      if (q >= 0 && s + q <= end && b[s + q] == '\n' && java.util.Arrays.equals(b, s, s + q, quiet, 0, q)) {
        int k = 1 + Scanner.repeatsAfter(b, s + q + 1, q + 1, end); // and the same line again after it
        s += k * (q + 1);
        no += k;
        continue;
      }
      int e = Scanner.indexOf(b, s, end + 1);
      if (WORDS.find(b, s, e) < 0) {
        if (e - s <= QUIET_MAX) {
          System.arraycopy(b, s, quiet, 0, e - s);
          quietLen = e - s;
        }
      } else {
        int shown = Math.min(e, s + lineKeep);
        line(new Line(no, base + s, base + shown, Clean.line(b, s, shown, stats), false, shown < e, base + e));
      }
      no++;
      s = e + 1;
    }
  }

  /**
   * Looks at {@code l}, the line a piece of the stream ended in, whose bytes are {@code b[s, e)}:
   * searched for the words first, as {@link #lines} searches every other line. Run on every piece
   * of a gigabyte, the pattern alone made the JIT compile the regex engine, a fifth of a second.
   */
  void carried(Line l, byte[] b, int s, int e) {
    if (WORDS.find(b, s, e) >= 0) {
      line(l);
    }
  }

  /** Looks at one line. */
  private void line(Line l) {
    if (!Scan.Warning.PATTERN.matcher(l.text()).find()) {
      return;
    }
    HitContext.Slot h = context.addWarning(Hit.alone(l));
    boolean fresh = templates.size() < 4 * KEEP ? templates.add(Template.hash(l.text())) : false;
    if (first.size() < KEEP) {
      first.add(h);
    } else if (fresh && distinct.size() < KEEP) {
      distinct.add(h);
    } else {
      last.addLast(h);
      if (last.size() > KEEP) {
        last.removeFirst().drop();
      }
    }
  }

  /** The warning lines kept, with their blocks, in line order. */
  List<Hit> kept() {
    List<Hit> out = new ArrayList<>(first.size() + distinct.size() + last.size());
    // Loops, not lambdas: a bootstrap each on every small call's path.
    for (HitContext.Slot h : first) {
      out.add(h.hit());
    }
    for (HitContext.Slot h : distinct) {
      out.add(h.hit());
    }
    for (HitContext.Slot h : last) {
      out.add(h.hit());
    }
    out.sort(Scanner.ByLine.HITS);
    return out;
  }
}

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
 */
final class WarnWatch {
  static final int KEEP = 100;
  private static final Triggers WORDS = Triggers.of(List.of("warn", "deprecat"));

  private final List<Line> first = new ArrayList<>();
  private final List<Line> distinct = new ArrayList<>();
  private final ArrayDeque<Line> last = new ArrayDeque<>();
  private final Set<Long> templates = new HashSet<>();
  private final Clean.Stats stats = new Clean.Stats();
  private final int lineKeep;

  WarnWatch(int lineKeep) {
    this.lineKeep = lineKeep;
  }

  /** Looks at the complete lines in {@code b[start, end]} ({@code b[end]} is a line break), the first numbered {@code no}; raw offsets are {@code base} + index. */
  void lines(byte[] b, int start, int end, long no, long base) {
    int counted = start;
    int p = start;
    while (p < end) {
      int h = WORDS.find(b, p, end);
      if (h < 0) {
        return;
      }
      int ls = h;
      while (ls > start && b[ls - 1] != '\n') {
        ls--;
      }
      int le = Scanner.indexOf(b, h, end + 1);
      for (int i = counted; i < ls; i++) {
        if (b[i] == '\n') {
          no++;
        }
      }
      counted = ls;
      int shown = Math.min(le, ls + lineKeep);
      line(new Line(no, base + ls, base + shown, Clean.line(b, ls, shown, stats), false, shown < le, base + le));
      p = le + 1;
    }
  }

  /** Looks at one line. */
  void line(Line l) {
    if (!Scan.WARNING.matcher(l.text()).find()) {
      return;
    }
    boolean fresh = templates.size() < 4 * KEEP ? templates.add(Template.hash(l.text())) : false;
    if (first.size() < KEEP) {
      first.add(l);
    } else if (fresh && distinct.size() < KEEP) {
      distinct.add(l);
    } else {
      last.addLast(l);
      if (last.size() > KEEP) {
        last.removeFirst();
      }
    }
  }

  /** The warning lines kept, in line order. */
  List<Line> kept() {
    List<Line> out = new ArrayList<>(first);
    out.addAll(distinct);
    out.addAll(last);
    out.sort(java.util.Comparator.comparingLong(Line::number));
    return out;
  }
}

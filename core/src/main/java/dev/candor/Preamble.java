package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * The block of comments a source file often opens with (a licence, a module docstring), which a
 * file read can skip to reach the package line, the imports and the first definitions.
 */
final class Preamble {
  /** Preambles shorter than this are kept whole. */
  private static final int LONG = 8;
  /** How many non-blank lines of a long preamble are kept, so the model sees what it is. */
  private static final int KEEP = 3;

  private Preamble() {}

  /**
   * The lines of {@code head} with a long opening comment block reduced to its first lines; the
   * lines skipped leave a gap that the body marks as a cut.
   */
  static List<Line> skip(List<Line> head) {
    int end = end(head);
    if (end < LONG) {
      return head;
    }
    List<Line> out = new ArrayList<>(head.size() - end + KEEP);
    for (int i = 0; i < end && out.size() < KEEP; i++) {
      if (!head.get(i).text().isBlank()) {
        out.add(head.get(i));
      }
    }
    out.addAll(head.subList(end, head.size()));
    return out;
  }

  /** The index of the first line after the opening comment block. */
  static int end(List<Line> lines) {
    int i = 0;
    String close = null;
    for (; i < lines.size(); i++) {
      String t = lines.get(i).text().strip();
      if (close != null) {
        if (t.contains(close)) {
          close = null;
        }
        continue;
      }
      if (t.isEmpty() || t.startsWith("//") || t.startsWith("--") || t.startsWith(";;")
          || (t.startsWith("#") && !t.startsWith("#include") && !t.startsWith("#define") && !t.startsWith("#import"))) {
        continue;
      }
      if (t.startsWith("/*")) {
        close = t.indexOf("*/", 2) >= 0 ? null : "*/";
        continue;
      }
      String quote = t.startsWith("\"\"\"") || t.startsWith("r\"\"\"") ? "\"\"\"" : t.startsWith("'''") ? "'''" : null;
      if (quote != null) {
        int at = t.indexOf(quote) + 3;
        close = t.indexOf(quote, at) >= 0 ? null : quote;
        continue;
      }
      if (t.startsWith("*")) {
        continue;
      }
      break;
    }
    return i;
  }
}

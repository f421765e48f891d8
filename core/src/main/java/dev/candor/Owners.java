package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines that head a line's group, defined by the shape of the output rather than by any tool:
 * a kept line brings them when the budget allows, so a finding shows the file it is in, a hunk
 * line its hunk and file, an assertion its test.
 *
 * <ul>
 *   <li>By indentation: the nearest line above that is less indented (a linter's file line over its
 *       indented findings, a test's name over its assertion, a dependency over what it needs).
 *       Indentation is counted after a prefix the line shares with the line before it ({@code
 *       npm ERR! }, {@code [ERROR] }), so a log's own prefix does not hide its structure.
 *   <li>By a shared prefix: the first of a run of lines that all start with the same path-like
 *       token ({@code src/x.c: In function 'main':} over {@code src/x.c:10:5: error: ...}), when it
 *       reads differently from the line (a header, not one more finding).
 *   <li>By a banner: the nearest line above framed by a run of one punctuation character ({@code
 *       ____ test_parse ____}, {@code ==== FAILURES ====}, {@code @@ -1,4 +1,5 @@}); a unified
 *       diff's hunk header is headed in turn by its file's {@code +++} line.
 * </ul>
 *
 * Each owner may have an owner of its own, up to {@link #DEPTH} lines in all.
 */
final class Owners {
  /** How far above a line its owner is looked for. */
  static final int REACH = 40;
  /** How far above an indented line the less indented line it sits under is looked for. */
  static final int INDENT_REACH = 400;
  /** At most this many owners, nearest first. */
  static final int DEPTH = 2;
  /** A log prefix is at most this long. */
  private static final int PREFIX_MAX = 24;

  private Owners() {}

  /**
   * The owners of the line numbered {@code number}, nearest first, among the lines {@code scan}
   * holds around it; none when it is not held.
   */
  static List<Line> of(Scan scan, long number) {
    List<Line> list = around(scan, number);
    return list == null ? List.of() : of(list, (int) (number - list.get(0).number()));
  }

  /** The lines {@code scan} holds without a gap around the line numbered {@code number}: its head or its tail; null when neither holds it. */
  static List<Line> around(Scan scan, long number) {
    return holding(scan.head(), number) ? scan.head() : holding(scan.tail(), number) ? scan.tail() : null;
  }

  /** Whether {@code lines}, numbered without a gap, hold the line numbered {@code number}. */
  static boolean holding(List<Line> lines, long number) {
    return !lines.isEmpty() && number >= lines.get(0).number() && number <= lines.get(lines.size() - 1).number()
        && lines.get((int) (number - lines.get(0).number())).number() == number;
  }

  /** The owners of {@code all[i]}, nearest first. */
  static List<Line> of(List<Line> all, int i) {
    List<Line> out = new ArrayList<>(DEPTH);
    int at = i;
    while (out.size() < DEPTH) {
      int o = owner(all, at);
      if (o < 0) {
        break;
      }
      out.add(all.get(o));
      at = o;
    }
    return out;
  }

  /** The index of the owner of {@code all[i]}, or -1. */
  static int owner(List<Line> all, int i) {
    String text = all.get(i).text();
    if (text.isBlank()) {
      return -1;
    }
    if (text.startsWith("@@ ")) {
      return diffFile(all, i);
    }
    int o = hunk(all, i);
    if (o < 0) {
      o = byIndent(all, i);
    }
    if (o < 0) {
      o = byPrefix(all, i);
    }
    if (o < 0) {
      o = byBanner(all, i);
    }
    return o;
  }

  /** The nearest line above, after the lines' shared prefix, that is less indented; -1 when none. */
  private static int byIndent(List<Line> all, int i) {
    String text = all.get(i).text();
    String prefix = i > 0 ? logPrefix(text, all.get(i - 1).text()) : "";
    int ind = Blocks.indent(text.substring(prefix.length()));
    if (ind <= 0) {
      return -1;
    }
    for (int k = i - 1; k >= 0 && i - k <= INDENT_REACH; k--) {
      String t = all.get(k).text();
      if (!t.startsWith(prefix)) {
        return -1; // out of the prefixed stretch
      }
      int ki = Blocks.indent(t.substring(prefix.length()));
      if (ki >= 0 && ki < ind) {
        return k;
      }
    }
    return -1;
  }

  /**
   * The prefix {@code text} shares with the line before it, up to a space, when it starts at the
   * first column with a non-space character ({@code npm ERR! }, {@code [ERROR] }); empty otherwise.
   */
  static String logPrefix(String text, String before) {
    return text.substring(0, sharedStart(text, before, PREFIX_MAX));
  }

  /**
   * How many chars of {@code text} lie up to the last space of the start (of at most {@code max}
   * chars) it shares with {@code before}, when it starts at its first column with a non-space
   * character; 0 otherwise, and when no space past the first char ends that start.
   */
  static int sharedStart(String text, String before, int max) {
    if (text.isEmpty() || Character.isWhitespace(text.charAt(0))) {
      return 0;
    }
    int n = Math.min(Math.min(text.length(), before.length()), max);
    int common = 0;
    while (common < n && text.charAt(common) == before.charAt(common)) {
      common++;
    }
    int space = text.lastIndexOf(' ', common - 1);
    return space <= 0 ? 0 : space + 1;
  }

  /**
   * The header of the run of lines above that share this line's path-like first token: the run's
   * first line when it reads differently and is no finding itself ({@code src/x.c: In function
   * 'main':} over {@code src/x.c:10:5: error: ...}); else the line just above the run when that
   * names no file, is not indented and is not blank: the section header one file's findings sit
   * under ({@code # example.com/svc} over go vet's {@code svc/svc.go:54:7: ...}).
   */
  private static int byPrefix(List<Line> all, int i) {
    String token = pathToken(all.get(i).text());
    if (token == null) {
      return -1;
    }
    int k = i;
    while (k > 0 && i - k < REACH && all.get(k - 1).text().startsWith(token)) {
      k--;
    }
    String first = all.get(k).text();
    if (k < i && Template.hash(first) != Template.hash(all.get(i).text()) && Blocks.indent(first) == 0
        && !locates(first, token)) {
      return k;
    }
    if (k == 0 || i - k >= REACH) {
      return -1;
    }
    String above = all.get(k - 1).text();
    return Blocks.indent(above) == 0 && pathToken(above) == null ? k - 1 : -1;
  }

  /** Whether {@code text}, which starts with path token {@code token}, goes on with a line number: a finding, not a header. */
  private static boolean locates(String text, String token) {
    return text.length() > token.length() && Character.isDigit(text.charAt(token.length()));
  }

  /** The line's first token up to and with its first colon, when it names a file ({@code src/x.c:}); null otherwise. */
  static String pathToken(String text) {
    int colon = text.indexOf(':');
    if (colon < 3 || colon > 200) {
      return null;
    }
    String t = text.substring(0, colon);
    if (t.indexOf(' ') >= 0 || t.indexOf('\t') >= 0 || t.indexOf('.') < 0 && t.indexOf('/') < 0) {
      return null;
    }
    return text.substring(0, colon + 1);
  }

  /** The nearest banner above, within {@link #REACH}; for a banner, the nearest above of another frame. */
  private static int byBanner(List<Line> all, int i) {
    char mine = banner(all.get(i).text());
    for (int k = i - 1; k >= 0 && i - k <= REACH; k--) {
      char f = banner(all.get(k).text());
      if (f != 0 && f != mine) {
        return k;
      }
    }
    return -1;
  }

  /** Whether {@code all[i]} is a line of a unified diff's hunk, under its {@code @@} header. */
  static boolean inHunk(List<Line> all, int i) {
    return hunk(all, i) >= 0;
  }

  /**
   * For a line of a unified diff's hunk ({@code +}, {@code -} or a space, then the text), its hunk
   * header: the nearest {@code @@} line above, reached over hunk lines only; -1 otherwise.
   */
  private static int hunk(List<Line> all, int i) {
    for (int k = i; k >= 0 && i - k <= REACH * 5; k--) {
      String t = all.get(k).text();
      if (k < i && t.startsWith("@@ ")) {
        return k;
      }
      if (t.isEmpty() || "+- \\".indexOf(t.charAt(0)) < 0 || t.startsWith("+++ ") || t.startsWith("--- ")) {
        return -1;
      }
    }
    return -1;
  }

  /**
   * A unified diff's hunk header: the line that opens its file's header, the nearest {@code diff}
   * command line above it ({@code diff -ru a/x b/x}, {@code diff --git a/x b/x}), or its {@code +++}
   * line when no such line stands right above the file's header lines.
   */
  private static int diffFile(List<Line> all, int i) {
    for (int k = i - 1; k >= 0 && i - k <= REACH * 25; k--) {
      String t = all.get(k).text();
      if (t.startsWith("+++ ")) {
        int d = k - 1;
        while (d >= 0 && k - d <= FILE_HEADER_LINES && !all.get(d).text().startsWith("diff ")
            && fileHeaderLine(all.get(d).text())) {
          d--;
        }
        return d >= 0 && k - d <= FILE_HEADER_LINES && all.get(d).text().startsWith("diff ") ? d : k;
      }
      if (t.startsWith("diff ")) {
        return k;
      }
    }
    return -1;
  }

  /** At most this many lines of a diff's file header ({@code diff}, {@code index}, modes, {@code ---}) stand above its {@code +++} line. */
  private static final int FILE_HEADER_LINES = 6;

  /** Whether a line is one of a diff's file header lines between its {@code diff} line and its {@code +++} line. */
  private static boolean fileHeaderLine(String t) {
    return t.startsWith("--- ") || t.startsWith("index ") || t.startsWith("new file mode") || t.startsWith("deleted file mode")
        || t.startsWith("old mode") || t.startsWith("new mode") || t.startsWith("similarity index");
  }

  /**
   * The character a banner line is framed with ({@code _} for {@code ____ test_x ____}, {@code @}
   * for {@code @@ -1 +1 @@}), or 0 when the line is not a banner: a run of at least two of one
   * punctuation character at its start, some word, and the same run again after a space.
   */
  static char frame(String text) {
    String t = text.strip();
    if (t.length() < 5) {
      return 0;
    }
    char c = t.charAt(0);
    if (Character.isLetterOrDigit(c) || Character.isWhitespace(c) || c == '[' || c == '(' || c == '<' || c == '"' || c == '\'') {
      return 0;
    }
    int run = 0;
    while (run < t.length() && t.charAt(run) == c) {
      run++;
    }
    String closing = " " + String.valueOf(c).repeat(Math.min(run, 2));
    int close = t.indexOf(closing, run);
    if (run < 2 || close < 0) {
      return 0;
    }
    for (int k = run; k < close; k++) {
      if (Character.isLetterOrDigit(t.charAt(k))) {
        return c;
      }
    }
    return 0;
  }

  /** The character a banner ({@link #frame}) or a marked heading ({@link #lead}) is marked with, or 0. */
  private static char banner(String text) {
    char c = frame(text);
    return c != 0 ? c : lead(text);
  }

  /**
   * The character a marked heading opens with, or 0 when the line is none: a run of at least two
   * {@code =}, {@code #} or {@code *} at the line's first column, a space, then a word ({@code ==
   * dist/pos-fw-4.8.2.tar.gz} over the signature report of that file, {@code ## Checks}). A run
   * followed by anything else ({@code ==4021==} of a memory checker) is no heading.
   */
  static char lead(String text) {
    if (text.length() < 4) {
      return 0;
    }
    char c = text.charAt(0);
    if (c != '=' && c != '#' && c != '*') {
      return 0;
    }
    int run = 0;
    while (run < text.length() && text.charAt(run) == c) {
      run++;
    }
    return run >= 2 && run + 1 < text.length() && text.charAt(run) == ' ' && Character.isLetterOrDigit(text.charAt(run + 1))
        ? c : 0;
  }
}

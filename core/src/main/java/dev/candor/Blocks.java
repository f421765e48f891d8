package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which lines belong to an error line: its block. After the error line come its indented
 * continuation, stack frames, YAML/TAP diagnostics ({@code ---}, {@code error:}, {@code expected:})
 * and detail lines ({@code symbol:}, {@code -->}, {@code got}, {@code want}); before it, for an
 * indented error line, the header of its paragraph (a linter's file line). A report whose header
 * is followed by sections (a sub-header, then indented frames: see {@link Sections}) brings the
 * first frames of each section. Blocks are bounded so one huge trace cannot take everything.
 */
final class Blocks {
  /**
   * Within this many lines after an error line, its record, its paragraph and the sections of the
   * report it heads are looked for.
   */
  static final int MAX_LINES = 8;
  /**
   * At most this many lines after an error line belong to it: a longer block than {@link
   * #MAX_LINES} (a deep traceback, an analyzer's event path) shows its first and its last lines
   * within its bound ({@link #byEnds}).
   */
  static final int MAX_SPAN = 40;
  /** A block line is held to this many bytes. */
  static final int LINE_BYTES = 400;
  /** How far back a paragraph's header is looked for. */
  static final int LOOK_BACK = 40;

  /**
   * Lines that carry an error line's detail without being indented: a location, a symbol, an
   * assertion's values, and the lines a report labels as its parts ({@code Assertion:}, {@code
   * DETAIL:}, {@code HINT:}, {@code note:}, {@code Passed in:}), at any indentation.
   */
  private static final Pattern DETAIL = Pattern.compile(
      "^(\\[(ERROR|WARNING)\\]\\s{2,}\\S|E\\s{2,}\\S|\\s*-->|\\s*(symbol|location|expected|actual|found|required|got|want|wanted"
          + "|received|diff|Assertion|Passed in|HINT|DETAIL|note)\\s*:|\\s*(Expected|Received|Actual|expected|actual)\\b|\\s*Caused by:|\\s*\\.\\.\\. [0-9]+ more\\b"
          + "|\\s*\\||>\\s{2,}\\S|\\s*> +[0-9]+ \\|)");

  /** A passing or skipped test's status line: it ends a failure's block (Go's subtests under their parent). */
  private static final Pattern PASSED = Pattern.compile("^\\s*--- (PASS|SKIP):");

  private Blocks() {}

  /**
   * Error line {@code all[i]} with its context: the line before it, {@code after} (the line after
   * it, or the first frame of the caller's own code), its block, its paragraph's header, and its
   * key lines: its lead above it, or the sections of the report it heads.
   */
  static Hit hit(List<Line> all, int i, Line after) {
    Line l = all.get(i);
    List<Line> block = block(all, i);
    int k = block.isEmpty() ? i + 1 : (int) (i + 1 + block.get(block.size() - 1).number() - l.number());
    List<Line> key = new ArrayList<>(Leads.of(all, i));
    if (key.isEmpty()) {
      key.addAll(Leads.sharing(all, i, after));
    }
    if (key.isEmpty()) {
      key.addAll(Leads.naming(all, i, after, block));
    }
    if (key.isEmpty()) {
      key.addAll(Leads.record(all, i));
    }
    if (key.isEmpty()) {
      key.addAll(Leads.session(all, i));
    }
    if (k - i <= MAX_LINES) { // a block that ends within reach may head a report's sections
      key.addAll(Sections.after(all, k, indent(l.text()), i + Sections.REACH));
    }
    return new Hit(l, before(all, i), after, block, header(all, i), Template.hash(l.text()), key);
  }

  /**
   * Warning line {@code all[i]} with its block and its paragraph's header, as an error line has
   * them; no lines before or after it and no key lines: a warning is not a failure's report.
   */
  static Hit warning(List<Line> all, int i) {
    Line l = all.get(i);
    return new Hit(l, null, null, block(all, i), header(all, i), Template.hash(l.text()));
  }

  /** How far above a line of marks only the frame it belongs to is looked for. */
  private static final int MARKS_REACH = 3;

  /**
   * The line before error line {@code all[i]} that says what led to it: the line just before, but
   * when that holds marks only (carets under a source line, which point at the line above them),
   * the nearest frame above it within {@link #MARKS_REACH} lines: a traceback's innermost frame,
   * where it went wrong. Null for the first line.
   */
  static Line before(List<Line> all, int i) {
    if (i == 0) {
      return null;
    }
    Line b = all.get(i - 1);
    if (b.text().isBlank() || saysSomething(b.text()) || i < 2) {
      return b;
    }
    for (int k = i - 2; k >= 0 && k >= i - 1 - MARKS_REACH; k--) {
      if (Frames.isFrame(all.get(k).text())) {
        return all.get(k);
      }
    }
    return b; // marks under another report's source line (a compiler's): that report's, not this one's
  }

  /**
   * The lines after {@code all[i]} that belong to it, at most {@link #MAX_SPAN}: its indented
   * continuation, frames and detail lines, and the lines of its record or of the short paragraph it
   * opens in a prefixed log (see {@link #end}). A unified diff's changed line has the changed lines
   * right after it as its block, not the context lines its hunk goes on with (which read as
   * indented under it): {@code -import struct} brings {@code +from fleetlink.units import kmh}.
   */
  static List<Line> block(List<Line> all, int i) {
    if (changed(all.get(i).text()) && Owners.inHunk(all, i)) {
      List<Line> out = new ArrayList<>();
      for (int k = i + 1; k < all.size() && k - i <= MAX_SPAN && changed(all.get(k).text()); k++) {
        out.add(all.get(k));
      }
      return out;
    }
    int hitIndent = indent(all.get(i).text());
    String at = sourceLine(location(all.get(i).text()));
    int end = end(all, i);
    List<Line> block = new ArrayList<>();
    for (int k = i + 1; k < all.size() && k - i <= MAX_SPAN; k++) {
      Line m = all.get(k);
      int ind = indent(m.text());
      if (k < end) {
        block.add(m); // the lines of its record, or of the short paragraph it opens
        continue;
      }
      if (ind < 0 && k + 1 < all.size() && indent(all.get(k + 1).text()) > hitIndent) {
        continue; // a blank line inside an indented block (a YAML block scalar), passed over
      }
      if (!belongs(hitIndent, ind, m.text(), at)) {
        break;
      }
      block.add(m);
    }
    return block;
  }

  /** Whether {@code t} reads as a unified diff's changed line: {@code +} or {@code -}, not a file header's {@code +++ } or {@code --- }. */
  static boolean changed(String t) {
    return !t.isEmpty() && (t.charAt(0) == '+' || t.charAt(0) == '-') && !t.startsWith("+++ ") && !t.startsWith("--- ");
  }

  /**
   * The order the lines of a block are shown in while its bound lasts: a block of at most {@link
   * #MAX_LINES} lines in line order; a longer one, its first {@code MAX_LINES / 2} lines that carry
   * words, then the others that do from its end back (the innermost frame of a traceback, the last
   * event of an analyzer's path: where it went wrong), then the lines of marks only (carets,
   * tildes, rules).
   */
  static List<Line> byEnds(List<Line> block) {
    if (block.size() <= MAX_LINES) {
      return block;
    }
    List<Line> words = new ArrayList<>(block.size());
    List<Line> marks = new ArrayList<>();
    for (Line l : block) {
      (saysSomething(l.text()) ? words : marks).add(l);
    }
    int front = Math.min(MAX_LINES / 2, words.size());
    List<Line> out = new ArrayList<>(words.subList(0, front));
    // Then the statements (the block's least indented lines: a chain's "Caused by:", the last of
    // them its root cause) from the end back, before the lines indented deeper.
    int top = Integer.MAX_VALUE;
    for (Line l : words) {
      int in = indent(l.text());
      top = in >= 0 ? Math.min(top, in) : top;
    }
    List<Line> under = new ArrayList<>();
    for (int k = words.size() - 1; k >= front; k--) {
      Line l = words.get(k);
      (indent(l.text()) <= top ? out : under).add(l);
    }
    out.addAll(under);
    out.addAll(marks);
    return out;
  }

  /** Whether a line holds a letter or a digit, not only marks that point at the line above. */
  static boolean saysSomething(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.isLetterOrDigit(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** The block ({@link #block}) of the line numbered {@code number}, among the lines {@code scan} holds around it; none when it is not held. */
  static List<Line> of(Scan scan, long number) {
    List<Line> list = Owners.holding(scan.head(), number) ? scan.head() : Owners.holding(scan.tail(), number) ? scan.tail() : null;
    return list == null ? List.of() : block(list, (int) (number - list.get(0).number()));
  }

  /**
   * The first line of the paragraph indented error line {@code all[i]} sits in (after the last
   * blank line, within {@link #LOOK_BACK} lines), when it is less indented and is not the line
   * just before; null otherwise.
   */
  static Line header(List<Line> all, int i) {
    int hitIndent = indent(all.get(i).text());
    if (hitIndent <= 0) {
      return null;
    }
    int k = i;
    while (k > 0 && i - k < LOOK_BACK && indent(all.get(k - 1).text()) >= 0) {
      k--;
    }
    boolean found = k == 0 || indent(all.get(k - 1).text()) < 0;
    return found && i - k >= 2 && indent(all.get(k).text()) < hitIndent ? all.get(k) : null;
  }

  /**
   * The index past the lines after {@code all[i]} that belong to it by the shape of a prefixed
   * log, {@code i + 1} when none; at most {@link #MAX_LINES}. Indentation and blank lines are read
   * after the prefix a line shares with the line before it ({@code ==4021== }, {@code npm ERR! }):
   * <ul>
   *   <li>the lines more indented than it, after that prefix (a memory checker's frames under its
   *       report);
   *   <li>when it opens a paragraph (the line before is blank, after the prefix) and a blank line
   *       ends that paragraph within {@link #MAX_LINES} lines, the whole paragraph (a report's
   *       {@code Locks held: none} and frames, a deadlock's threads under its heading);
   *   <li>the lines that share a longer prefix with it than it shares with the line before it: one
   *       record of a log whose lines start with a time and a process ({@code ... [14035] LOG:}
   *       then {@code ... [14035] HINT:} at the same millisecond).
   * </ul>
   */
  static int end(List<Line> all, int i) {
    if (i + 1 >= all.size()) {
      return i + 1;
    }
    String text = all.get(i).text();
    String prefix = Owners.logPrefix(all.get(i + 1).text(), text);
    String own = i > 0 ? Owners.logPrefix(text, all.get(i - 1).text()) : "";
    int limit = Math.min(all.size(), i + 1 + MAX_LINES);
    int end = i + 1;
    if (prefix.length() > own.length() && prefix.length() >= RECORD_PREFIX && hasDigit(prefix)) {
      while (end < limit && all.get(end).text().startsWith(prefix)) {
        end++;
      }
      return end;
    }
    if (!text.startsWith(prefix)) {
      return end;
    }
    int hitIndent = indent(text.substring(prefix.length()));
    while (!prefix.isEmpty() && end < limit && after(all.get(end).text(), prefix) > hitIndent) {
      end++; // without a prefix, indentation is what belongs() reads
    }
    boolean opens = i == 0 || after(all.get(i - 1).text(), prefix) < 0;
    if (opens && hitIndent >= 0) {
      int k = end;
      while (k < limit && after(all.get(k).text(), prefix) >= 0 && !PASSED.matcher(all.get(k).text()).find()) {
        k++;
      }
      if (k < limit && after(all.get(k).text(), prefix) == -1) {
        end = k; // a short paragraph, ended by a blank line
      }
    }
    return end;
  }

  /** A prefix that binds lines into one record is at least this long: a time and a process, not a shared date. */
  private static final int RECORD_PREFIX = 20;

  /** The indentation of {@code text} after {@code prefix}; -1 when blank after it; -2 when it does not start with it. */
  private static int after(String text, String prefix) {
    return text.startsWith(prefix) ? indent(text.substring(prefix.length())) : text.isBlank() ? -1 : -2;
  }

  private static boolean hasDigit(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isDigit(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a line carries an error line's detail: a location, a symbol, an assertion's values. */
  static boolean isDetail(String text) {
    return DETAIL.matcher(text).find();
  }

  /** The longest tag a line's text may be indented under ({@code N:}, {@code remote:}). */
  static final int TAG_CHARS = 10;

  /**
   * Whether {@code text} is indented under a tag it shares with the lines around it: a word of at
   * most {@value #TAG_CHARS} characters ending in a colon, then three spaces or more (lintian's
   * {@code N:   This executable does not run with...}, the explanation under a finding).
   */
  static boolean indentedUnderTag(String text) {
    int colon = text.indexOf(':');
    if (colon < 1 || colon >= TAG_CHARS || text.length() < colon + 5) {
      return false;
    }
    for (int i = 0; i < colon; i++) {
      if (Character.isWhitespace(text.charAt(i))) {
        return false;
      }
    }
    return text.startsWith("   ", colon + 1);
  }

  /** Leading spaces and tabs, a tab counting as 4. */
  static int indent(String text) {
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ') {
        n++;
      } else if (c == '\t') {
        n += 4;
      } else {
        return n;
      }
    }
    return -1; // blank
  }

  /** Leading white space of raw line {@code b[s, e)}, or -1 for a blank line. */
  static int indent(byte[] b, int s, int e) {
    int n = 0;
    for (int i = s; i < e; i++) {
      byte c = b[i];
      if (c == ' ') {
        n++;
      } else if (c == '\t') {
        n += 4;
      } else if (c != '\r') {
        return n;
      }
    }
    return -1;
  }

  /**
   * Whether a line indented {@code lineIndent}, with {@code text}, continues an error line indented
   * {@code hitIndent} whose source location is {@code at} ({@link #location}; null for none): as
   * {@link #belongs(int, int, String)}, or a report at that same place, as indented as the error
   * line (Verilator's width warning on the select its error rejects, mypy's note under its error).
   */
  static boolean belongs(int hitIndent, int lineIndent, String text, String at) {
    return belongs(hitIndent, lineIndent, text) || at != null && lineIndent == hitIndent && names(text, at);
  }

  /** A source location: a file name with an extension, then its line and column numbers. */
  private static final Pattern LOCATION = Pattern.compile("(?<![\\w./-])[\\w./-]*\\w\\.[A-Za-z]\\w{0,5}:[0-9]+(:[0-9]+)?");

  /** The first source location {@code text} names ({@code rtl/osc_pulse.v:42:37}), or null. */
  static String location(String text) {
    java.util.regex.Matcher m = LOCATION.matcher(text);
    return m.find() ? m.group() : null;
  }

  /** {@code location} without its column ({@code page.html:20:1} is {@code page.html:20}); null for null. */
  static String sourceLine(String location) {
    if (location == null) {
      return null;
    }
    int last = location.lastIndexOf(':');
    int first = location.indexOf(':');
    return last > first ? location.substring(0, last) : location;
  }

  /** Whether {@code text} names location {@code at} itself, not a longer line number that starts like it. */
  private static boolean names(String text, String at) {
    for (int from = text.indexOf(at); from >= 0; from = text.indexOf(at, from + 1)) {
      int end = from + at.length();
      boolean before = from == 0 || !isPathChar(text.charAt(from - 1));
      if (before && (end == text.length() || !Character.isDigit(text.charAt(end)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isPathChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '/' || c == '-';
  }

  /** Whether a line indented {@code lineIndent}, with {@code text}, continues an error line indented {@code hitIndent}. */
  static boolean belongs(int hitIndent, int lineIndent, String text) {
    if (lineIndent < 0 || PASSED.matcher(text).find()) {
      return false;
    }
    if (lineIndent > hitIndent) {
      return true;
    }
    return Frames.isFrame(text) || DETAIL.matcher(text).find();
  }

  /** Whether the raw line, indented {@code lineIndent}, surely continues an error line indented {@code hitIndent}, without reading its text. */
  static boolean surelyBelongs(int hitIndent, int lineIndent) {
    return lineIndent > hitIndent;
  }
}

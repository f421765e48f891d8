package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evidence that sits above the line that matches: {@code go test -v} prints a test's own log
 * lines ({@code ledger_test.go:28: Parse(...):}, {@code got ...}, {@code want ...}) after its
 * {@code === RUN} line and long before the {@code --- FAIL:} line that names it, which says only
 * that it failed. A {@code --- FAIL:} line's lead is that output, found by the test's name. A
 * server's error line has a lead too: the lines just above it that name its connection or request
 * ({@link #sharing}).
 */
final class Leads {
  /** At most this many lines of a test's own output are its lead. */
  static final int MAX_LINES = 8;
  /** Of a longer output, its last this many lines are kept. */
  static final int LAST = 2;
  /** How far back, in lines, the test's {@code === RUN} line is looked for. */
  static final int LOOK_BACK = 5_000;

  static final Pattern FAIL = Pattern.compile("^\\s*--- FAIL: (\\S+)");
  /**
   * A test's start in the runners that tag their lines in brackets (GoogleTest, and busted and
   * others writing its format): {@code [ RUN      ] name}.
   */
  static final Pattern BRACKET_START = Pattern.compile("^\\[ *RUN *\\] +(\\S.*?)\\s*$");
  /** Its failure: {@code [  FAILED  ] name (0.13 ms)}, a parameter after {@code , where} left out. */
  static final Pattern BRACKET_FAIL =
      Pattern.compile("^\\[ *FAILED *\\] +(\\S.*?)(?:, where .*?)?(?: \\([0-9]+(?:\\.[0-9]+)? m?s\\))?\\s*$");
  /** Lines of such a runner, not of a test: where one test's output ends. */
  static final Pattern BRACKET_DRIVER = Pattern.compile("^\\[ *(RUN|OK|FAILED|PASSED|SKIPPED|DISABLED|-+|=+) *\\]");

  /**
   * A failing test named by an error line: its name, and whether its runner tags its lines in
   * brackets (else it is Go's {@code --- FAIL:}).
   */
  record Failed(String name, boolean brackets) {}

  /** The failing test {@code text} names, or null. */
  static Failed failed(String text) {
    Matcher m = FAIL.matcher(text);
    if (m.find()) {
      return new Failed(m.group(1), false);
    }
    m = BRACKET_FAIL.matcher(text);
    return m.find() ? new Failed(m.group(1), true) : null;
  }
  static final Pattern START = Pattern.compile("^=== (RUN|CONT|NAME)\\s+(\\S+)\\s*$");
  /** Lines of the test driver, not of a test: where one test's output ends. */
  static final Pattern DRIVER = Pattern.compile(
      "^(=== (RUN|CONT|NAME|PAUSE)\\b|\\s*--- (PASS|FAIL|SKIP):|PASS\\s*$|FAIL\\b|ok\\s)");

  /** At most this many lines above an error line that share its id are its lead. */
  static final int MAX_SHARING = 4;
  /** How far back, in lines, lines sharing an error line's id are looked for: as far as its paragraph's header is. */
  static final int SHARING_REACH = Blocks.LOOK_BACK;
  /** An id a log line names its request, connection or process by: {@code conn=1149}, {@code pid=30412}, {@code req_id=88213}. */
  private static final Pattern ID = Pattern.compile("(?<![\\w.])[A-Za-z_][A-Za-z_.-]*=[0-9]{3,}(?![\\w.])");

  private Leads() {}

  /**
   * The lines above error line {@code all[i]} that share its id ({@link #ID}; when it names none,
   * the id of {@code after}, the line after it, which a server often writes the result on): slapd's
   * {@code conn=1149 op=1 MOD dn=...} a few lines above the schema error of that modify. The nearest
   * {@link #MAX_SHARING} within {@link #SHARING_REACH} lines, in line order, with the line just before
   * the error line, which stays its context; empty when no line above shares the id, or when most
   * of them do (the pid of a one-process log sets no lines apart).
   */
  static List<Line> sharing(List<Line> all, int i, Line after) {
    String id = id(all.get(i).text());
    if (id == null && after != null) {
      id = id(after.text());
    }
    if (id == null || i < 2) {
      return List.of();
    }
    java.util.ArrayDeque<Line> out = new java.util.ArrayDeque<>();
    int looked = 0;
    int shared = 0;
    for (int k = i - 1; k >= 0 && i - k <= SHARING_REACH; k--) {
      looked++;
      if (contains(all.get(k).text(), id)) {
        shared++;
        if (k < i - 1 && out.size() < MAX_SHARING) {
          out.addFirst(all.get(k));
        }
      }
    }
    if (out.isEmpty() || shared * 2 > looked) {
      return List.of(); // none, or an id most lines name (one process's pid): it sets no lines apart
    }
    List<Line> lines = new ArrayList<>(out);
    lines.add(all.get(i - 1));
    return lines;
  }

  /** Lines of an error line's block whose names are looked for above it ({@link #naming}). */
  static final int NAMING_LINES = 3;

  /**
   * The lines above error line {@code all[i]} that name what its block's first lines name: a test
   * runner's {@code FAIL in (route-05-full-trailer-at-weight-limit)} is followed by {@code
   * LEI-05-S0 with 30 pallets}, and the code under test said, a few lines above, which pallet of
   * route {@code LEI-05-S0} it held back. A name counts when at most {@link #MAX_SHARING} lines
   * within {@link #SHARING_REACH} above hold it (one that more lines hold, a file every report
   * names, sets none apart) and it is not the error line's own (its own names are its {@link
   * #sharing} and {@link #record}). The nearest {@link #MAX_SHARING} such lines, in line order,
   * with the line just before the error line, which stays its context; empty when none.
   */
  static List<Line> naming(List<Line> all, int i, Line after, List<Line> block) {
    if (i < 2) {
      return List.of();
    }
    java.util.Set<String> own = Names.of(all.get(i).text());
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    List<Line> below = new ArrayList<>();
    if (after != null) {
      below.add(after);
    }
    below.addAll(block.subList(0, Math.min(NAMING_LINES, block.size())));
    for (Line b : below) {
      for (String n : Names.of(b.text())) {
        if (!own.contains(n) && isId(n)) {
          names.add(n);
        }
      }
    }
    if (names.isEmpty()) {
      return List.of();
    }
    int from = Math.max(0, i - SHARING_REACH);
    java.util.Map<String, Integer> holders = new java.util.HashMap<>();
    List<java.util.Set<String>> above = new ArrayList<>();
    for (int k = from; k < i; k++) {
      java.util.Set<String> held = Names.of(all.get(k).text());
      held.retainAll(names);
      above.add(held);
      for (String n : held) {
        holders.merge(n, 1, Integer::sum);
      }
    }
    java.util.ArrayDeque<Line> out = new java.util.ArrayDeque<>();
    for (int k = i - 2; k >= from && out.size() < MAX_SHARING; k--) {
      for (String n : above.get(k - from)) {
        if (holders.get(n) <= MAX_SHARING) {
          out.addFirst(all.get(k));
          break;
        }
      }
    }
    if (out.isEmpty()) {
      return List.of();
    }
    List<Line> lines = new ArrayList<>(out);
    lines.add(all.get(i - 1));
    return lines;
  }

  /**
   * Whether name {@code n} is an id of parts, such as {@code LEI-05-S0} or {@code PAL-LEI05029}:
   * letters and digits joined by {@code -} or {@code _}; no path, file or host, and no bare
   * hash or algorithm name ({@code ED25519}).
   */
  private static boolean isId(String n) {
    boolean letter = false;
    boolean digit = false;
    boolean joined = false;
    for (int k = 0; k < n.length(); k++) {
      char c = n.charAt(k);
      if (c == '/' || c == '.' || c == ':') {
        return false;
      }
      letter |= Character.isLetter(c);
      digit |= c >= '0' && c <= '9';
      joined |= c == '-' || c == '_';
    }
    return letter && digit && joined;
  }

  /** At most this many lines of an error line's record, besides its first, name it. */
  static final int MAX_NAMING = 2;

  /**
   * The lines that name the record error line {@code all[i]} sits in, when the error line itself
   * names nothing ({@link Names}): a log that writes a paragraph per request, such as varnishlog's
   * request groups, says {@code FetchError first byte timeout} some lines under the {@code ReqURL}
   * that says which request. The record is the paragraph the error line is in (after a blank line
   * within {@link Blocks#LOOK_BACK} lines, and not starting just above it); its lead is its first
   * line, at most {@link #MAX_NAMING} lines of it that hold a name no other line above the error
   * line within that reach holds (the paragraph's own, not a tag every paragraph repeats), and the
   * line just before the error line, which stays its context. Empty otherwise.
   */
  static List<Line> record(List<Line> all, int i) {
    if (!Names.of(all.get(i).text()).isEmpty()) {
      return List.of();
    }
    int k = i;
    while (k > 0 && i - k < Blocks.LOOK_BACK && !all.get(k - 1).text().isBlank()) {
      k--;
    }
    if (k == 0 || !all.get(k - 1).text().isBlank() || i - k < 3) {
      return List.of();
    }
    int from = Math.max(0, i - Blocks.LOOK_BACK);
    List<Line> out = new ArrayList<>();
    out.add(all.get(k));
    int naming = 0;
    for (int m = k + 1; m < i - 1 && naming < MAX_NAMING; m++) {
      if (ownName(all, m, from, i)) {
        out.add(all.get(m));
        naming++;
      }
    }
    if (naming == 0) {
      return List.of();
    }
    out.add(all.get(i - 1));
    return out;
  }

  /** Whether {@code all[m]} holds a name that no other line of {@code all[from, to)} holds. */
  private static boolean ownName(List<Line> all, int m, int from, int to) {
    for (String name : Names.of(all.get(m).text())) {
      boolean elsewhere = false;
      for (int k = from; k < to && !elsewhere; k++) {
        elsewhere = k != m && all.get(k).text().contains(name);
      }
      if (!elsewhere) {
        return true;
      }
    }
    return false;
  }

  /** How many lines of a session's record, at its start and at its end, are an error line's lead. */
  static final int SESSION_ENDS = 2;
  /**
   * A session's record holds this many lines besides the error line at least: a request's, whose
   * start and end say more than its error line's own detail lines (a statement's DETAIL and STATEMENT).
   */
  static final int SESSION_MIN = 4;
  /** A session's tag: a token with a digit and a bracket, parenthesis or angle bracket, such as {@code (9)} or {@code imap(ann)<2785><KTTU>:}. */
  private static final Pattern TAG = Pattern.compile("[(\\[<]");
  /** A token that is a time or a date ({@code 05:16:40}, {@code [2024-06-18T10:40}), not a session's tag. */
  private static final Pattern TIME = Pattern.compile("[0-9][:T-][0-9]");
  /** Only the first this many tokens of a line are looked at for its tag: a log's prefix. */
  private static final int TAG_TOKENS = 4;

  /**
   * The start and the end of the record of the session error line {@code all[i]} belongs to: a
   * server that tags each line of a request or session ({@code (9)} for a RADIUS request, {@code
   * imap(user)<pid><session>:} for a mail session) logs who asked and what it asked for at the
   * record's start, and the outcome at its end (FreeRADIUS's {@code (9) Sent Access-Reject},
   * Dovecot's {@code Disconnected: Logged out}). Of the lines within {@link Blocks#LOOK_BACK} lines
   * either side that hold the error line's tag, and whose template the record says once, the first
   * {@link #SESSION_ENDS} above it and the last {@link #SESSION_ENDS} below it; empty when the line
   * has no tag, no line below holds it (the session did not go on to an outcome: a process that
   * died), or so many do that it names no session (one process's pid).
   */
  static List<Line> session(List<Line> all, int i) {
    String tag = tag(all.get(i).text());
    if (tag == null) {
      return List.of();
    }
    int from = Math.max(0, i - Blocks.LOOK_BACK);
    int to = Math.min(all.size(), i + Blocks.LOOK_BACK + 1);
    List<Integer> holding = new ArrayList<>();
    for (int k = from; k < to; k++) {
      if (k != i && holdsTag(all.get(k).text(), tag)) {
        holding.add(k);
      }
    }
    if (holding.size() < SESSION_MIN) {
      return List.of();
    }
    int first = holding.get(0);
    int last = holding.get(holding.size() - 1);
    if (last < i || (holding.size() + 1) * 2 > to - from || (holding.size() + 1) * 2 < last - Math.min(first, i) + 1) {
      return List.of(); // no outcome below, the tag of most lines, or lines scattered among others'
    }
    // Only lines said once in the record: a process's routine line (a shard uploaded, one of
    // thirty) is not where its session starts or says how it ended.
    long[] template = new long[holding.size()];
    java.util.Map<Long, Integer> said = new java.util.HashMap<>();
    for (int h = 0; h < template.length; h++) {
      template[h] = Template.hash(all.get(holding.get(h)).text());
      said.merge(template[h], 1, Integer::sum);
    }
    List<Integer> once = new ArrayList<>();
    for (int h = 0; h < template.length; h++) {
      if (said.get(template[h]) == 1) {
        once.add(holding.get(h));
      }
    }
    List<Line> out = new ArrayList<>();
    int above = 0;
    for (int k : once) {
      if (k < i && above++ < SESSION_ENDS) {
        out.add(all.get(k));
      }
    }
    List<Integer> below = once.stream().filter(k -> k > i).toList();
    for (int k : below.subList(Math.max(0, below.size() - SESSION_ENDS), below.size())) {
      out.add(all.get(k));
    }
    return out;
  }

  /** The session tag among the first tokens of {@code text}, or null. */
  static String tag(String text) {
    int tokens = 0;
    int i = 0;
    int n = Math.min(text.length(), 200);
    while (i < n && tokens < TAG_TOKENS) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i == start) {
        break;
      }
      tokens++;
      String t = text.substring(start, i);
      if (TAG.matcher(t).find() && t.chars().anyMatch(Character::isDigit) && !TIME.matcher(t).find()) {
        return t;
      }
    }
    return null;
  }

  /** Whether {@code text} holds {@code tag} as a whole token among its first tokens. */
  private static boolean holdsTag(String text, String tag) {
    int at = text.indexOf(tag);
    return at >= 0 && at < 200 && (at == 0 || Character.isWhitespace(text.charAt(at - 1)))
        && (at + tag.length() == text.length() || Character.isWhitespace(text.charAt(at + tag.length())));
  }

  /** The first id {@code text} names, or null. */
  private static String id(String text) {
    if (text.indexOf('=') < 0) {
      return null;
    }
    Matcher m = ID.matcher(text);
    return m.find() ? m.group() : null;
  }

  /** Whether {@code text} holds {@code id} as a whole token. */
  private static boolean contains(String text, String id) {
    for (int at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1)) {
      int end = at + id.length();
      boolean startOk = at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1)) && text.charAt(at - 1) != '_';
      boolean endOk = end == text.length() || !Character.isDigit(text.charAt(end));
      if (startOk && endOk) {
        return true;
      }
    }
    return false;
  }

  /**
   * The lead of error line {@code all[i]}: a failing test's own output, between its start and the
   * runner's next line (Go's, or a bracket-tagged runner's), or nothing.
   */
  static List<Line> of(List<Line> all, int i) {
    Failed f = failed(all.get(i).text());
    if (f == null) {
      return List.of();
    }
    for (int k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
      String t = all.get(k).text();
      if (f.brackets()) {
        Matcher s = t.startsWith("[") ? BRACKET_START.matcher(t) : null;
        if (s != null && s.find() && s.group(1).equals(f.name())) {
          return output(all, k + 1, i, true); // its RUN line is where the test began
        }
        continue;
      }
      if (!t.startsWith("=== ")) {
        continue;
      }
      Matcher s = START.matcher(t);
      if (!s.find() || !s.group(2).equals(f.name())) {
        continue;
      }
      List<Line> out = output(all, k + 1, i, false);
      if (!out.isEmpty() || s.group(1).equals("RUN")) {
        return out; // the nearest stretch with output; the RUN line is where the test began
      }
    }
    return List.of();
  }

  /**
   * The test's output from {@code all[from]}: the lines before the driver's next line, bounded: its
   * first lines and its last {@link #LAST} (where a test says why it stopped). Under Go, only
   * indented lines are its log; what the runtime prints meanwhile (a race report) is not, and is
   * left out. A bracket-tagged runner writes a test's output as it comes: every line but a blank one.
   */
  /** Whether {@code text}, within a test's stretch, is the test's own output. */
  static boolean ownLine(String text, boolean brackets) {
    return brackets ? Blocks.indent(text) >= 0 : Blocks.indent(text) > 0;
  }

  private static List<Line> output(List<Line> all, int from, int before, boolean brackets) {
    List<Line> out = new ArrayList<>();
    java.util.ArrayDeque<Line> last = new java.util.ArrayDeque<>();
    for (int k = from; k < before; k++) {
      Line l = all.get(k);
      if ((brackets ? BRACKET_DRIVER : DRIVER).matcher(l.text()).find()) {
        break;
      }
      if (!ownLine(l.text(), brackets)) {
        continue; // blank, or not the test's log (t.Log and t.Errorf lines are indented under its RUN line)
      }
      if (out.size() < MAX_LINES - LAST) {
        out.add(l);
      } else {
        last.addLast(l);
        if (last.size() > LAST) {
          last.removeFirst();
        }
      }
    }
    out.addAll(last);
    return out;
  }
}

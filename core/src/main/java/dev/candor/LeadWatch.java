package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * {@link Leads} for a streamed scan: a failing test's own output, found by its name, when its
 * {@code === RUN} (or {@code [ RUN      ]}) line lies thousands of lines (many chunks) before its
 * {@code --- FAIL:} (or {@code [  FAILED  ]}) line.
 *
 * <p>Each test's output is taken as the stream goes by, as {@link Leads} takes it from a whole
 * output: the lines after its {@code === RUN}, {@code === CONT} or {@code === NAME} line (indented
 * ones only) or its {@code [ RUN      ]} line up to the runner's next line, the first ones and the
 * last {@link Leads#LAST}. A {@code ---
 * FAIL:} line's lead is the output of the nearest such stretch of its test that has any (or its
 * {@code === RUN}), within {@link Leads#LOOK_BACK} lines. Memory is bounded: the stretches of the
 * last {@value #NAMES} tests named, two each, their lines held to {@value #LINE_BYTES} bytes.
 */
final class LeadWatch {
  private static final int NAMES = 1024;
  private static final int HISTORY = 2;
  private static final int LINE_BYTES = 1024;

  private record Stretch(long startNo, List<Line> lines) {}

  private final Map<String, ArrayDeque<Stretch>> byName = new LinkedHashMap<>(64, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, ArrayDeque<Stretch>> eldest) {
      return size() > NAMES;
    }
  };

  /** The stretch being taken: the test's name, whether it started with RUN, its first line number. */
  private String name;
  /** Whether the stretch being taken is a bracket-tagged runner's. */
  private boolean brackets;
  private boolean run;
  private long startNo;
  private final List<Line> first = new ArrayList<>();
  private final ArrayDeque<Line> last = new ArrayDeque<>();
  private final Clean.Stats stats = new Clean.Stats();

  /** Whether the line at hand must be looked at: a stretch is being taken. */
  boolean taking() {
    return name != null;
  }

  /**
   * Whether line {@code b[s, e)} starts a bracket-tagged runner's test ({@code [ RUN      ]}):
   * looked at in the raw bytes, so a log's lines that start with a bracket cost no decoding.
   */
  static boolean bracketRun(byte[] b, int s, int e) {
    if (s >= e || b[s] != '[') {
      return false;
    }
    int k = s + 1;
    while (k < e && b[k] == ' ') {
      k++;
    }
    if (k + 3 > e || b[k] != 'R' || b[k + 1] != 'U' || b[k + 2] != 'N') {
      return false;
    }
    k += 3;
    while (k < e && b[k] == ' ') {
      k++;
    }
    return k < e && b[k] == ']';
  }

  /**
   * Looks at line {@code b[s, e)}, number {@code no}, at raw offset {@code offset}: call it for
   * every line that starts with {@code =} or {@link #bracketRun starts a bracket-tagged test} and,
   * while {@link #taking}, for every line.
   */
  void line(byte[] b, int s, int e, long no, long offset, long fullEnd) {
    boolean goStart = e - s >= 4 && b[s] == '=' && b[s + 1] == '=' && b[s + 2] == '=' && b[s + 3] == ' ';
    if (name == null && !goStart && !bracketRun(b, s, e)) {
      return;
    }
    int shown = Math.min(e, s + LINE_BYTES);
    String text = Clean.line(b, s, shown, stats);
    if (name != null && (brackets ? Leads.BRACKET_DRIVER : Leads.DRIVER).matcher(text).find()) {
      close();
    }
    if (name == null) {
      Matcher m = goStart ? Leads.START.matcher(text) : Leads.BRACKET_START.matcher(text);
      if (m.find()) {
        brackets = !goStart;
        name = brackets ? m.group(1) : m.group(2);
        run = brackets || m.group(1).equals("RUN");
        startNo = no;
      }
      return;
    }
    if (!Leads.ownLine(text, brackets)) {
      return; // blank, or not the test's log
    }
    long heldEnd = offset + (shown - s);
    Line l = new Line(no, offset, heldEnd, text, false, heldEnd < fullEnd, fullEnd);
    if (first.size() < Leads.MAX_LINES - Leads.LAST) {
      first.add(l);
    } else {
      last.addLast(l);
      if (last.size() > Leads.LAST) {
        last.removeFirst();
      }
    }
  }

  /** The stream has ended. */
  void end() {
    close();
  }

  private void close() {
    if (name == null) {
      return;
    }
    List<Line> out = new ArrayList<>(first);
    out.addAll(last);
    if (!out.isEmpty() || run) {
      ArrayDeque<Stretch> h = byName.remove(key(name, brackets));
      if (h == null) {
        h = new ArrayDeque<>(HISTORY);
      }
      h.addLast(new Stretch(startNo, List.copyOf(out)));
      if (h.size() > HISTORY) {
        h.removeFirst();
      }
      byName.put(key(name, brackets), h); // the most recently named last: the eldest goes first
    }
    name = null;
    first.clear();
    last.clear();
  }

  /** The lead of error line {@code l}: a failing test's own output, or nothing. */
  List<Line> lead(Line l) {
    Leads.Failed f = Leads.failed(l.text());
    if (f == null) {
      return List.of();
    }
    String test = f.name();
    long no = l.number();
    if (test.equals(name) && brackets == f.brackets() && startNo < no && (run || !first.isEmpty())) {
      // Still being taken (the line was looked at before the stretch it ends): what it has so far.
      List<Line> out = new ArrayList<>(first);
      out.addAll(last);
      return no - startNo <= Leads.LOOK_BACK ? out : List.of();
    }
    ArrayDeque<Stretch> h = byName.get(key(test, f.brackets()));
    if (h == null) {
      return List.of();
    }
    var it = h.descendingIterator();
    while (it.hasNext()) {
      Stretch s = it.next();
      if (s.startNo() < no) {
        return no - s.startNo() <= Leads.LOOK_BACK ? s.lines() : List.of();
      }
    }
    return List.of();
  }

  /** Where a test's stretches are kept: a name under one runner is not the same test under the other. */
  private static String key(String test, boolean brackets) {
    return (brackets ? "[" : "=") + test;
  }
}

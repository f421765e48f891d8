package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * {@link Leads} for a streamed scan: a failing Go test's own output, found by its name, when its
 * {@code === RUN} line lies thousands of lines (many chunks) before its {@code --- FAIL:} line.
 *
 * <p>Each test's output is taken as the stream goes by, as {@link Leads} takes it from a whole
 * output: the indented lines after its {@code === RUN}, {@code === CONT} or {@code === NAME} line
 * up to the test driver's next line, the first ones and the last {@link Leads#LAST}. A {@code ---
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
  private boolean run;
  private long startNo;
  private final List<Line> first = new ArrayList<>();
  private final ArrayDeque<Line> last = new ArrayDeque<>();
  private final Clean.Stats stats = new Clean.Stats();

  /** Whether the line at hand must be looked at: a stretch is being taken. */
  boolean taking() {
    return name != null;
  }

  /** Looks at line {@code b[s, e)}, number {@code no}, at raw offset {@code offset}: call it for every line that starts with {@code =} and, while {@link #taking}, for every line. */
  void line(byte[] b, int s, int e, long no, long offset, long fullEnd) {
    if (name == null && (e - s < 4 || b[s] != '=' || b[s + 1] != '=' || b[s + 2] != '=' || b[s + 3] != ' ')) {
      return;
    }
    int shown = Math.min(e, s + LINE_BYTES);
    String text = Clean.line(b, s, shown, stats);
    if (Leads.DRIVER.matcher(text).find()) {
      close();
      if (text.startsWith("=== ")) {
        Matcher m = Leads.START.matcher(text);
        if (m.find()) {
          name = m.group(2);
          run = m.group(1).equals("RUN");
          startNo = no;
        }
      }
      return;
    }
    if (name == null || Blocks.indent(text) <= 0) {
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
      ArrayDeque<Stretch> h = byName.remove(name);
      if (h == null) {
        h = new ArrayDeque<>(HISTORY);
      }
      h.addLast(new Stretch(startNo, List.copyOf(out)));
      if (h.size() > HISTORY) {
        h.removeFirst();
      }
      byName.put(name, h); // the most recently named last: the eldest goes first
    }
    name = null;
    first.clear();
    last.clear();
  }

  /** The lead of error line {@code l}: a failing Go test's own output, or nothing. */
  List<Line> lead(Line l) {
    Matcher m = Leads.FAIL.matcher(l.text());
    if (!m.find()) {
      return List.of();
    }
    String test = m.group(1);
    long no = l.number();
    if (test.equals(name) && startNo < no && (run || !first.isEmpty())) {
      // Still being taken (the line was looked at before the stretch it ends): what it has so far.
      List<Line> out = new ArrayList<>(first);
      out.addAll(last);
      return no - startNo <= Leads.LOOK_BACK ? out : List.of();
    }
    ArrayDeque<Stretch> h = byName.get(test);
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
}

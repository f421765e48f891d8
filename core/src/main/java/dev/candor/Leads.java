package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evidence that sits above the line that matches: {@code go test -v} prints a test's own log
 * lines ({@code ledger_test.go:28: Parse(...):}, {@code got ...}, {@code want ...}) after its
 * {@code === RUN} line and long before the {@code --- FAIL:} line that names it, which says only
 * that it failed. A {@code --- FAIL:} line's lead is that output, found by the test's name.
 */
final class Leads {
  /** At most this many lines of a test's own output are its lead. */
  static final int MAX_LINES = 8;
  /** Of a longer output, its last this many lines are kept. */
  static final int LAST = 2;
  /** How far back, in lines, the test's {@code === RUN} line is looked for. */
  static final int LOOK_BACK = 5_000;

  static final Pattern FAIL = Pattern.compile("^\\s*--- FAIL: (\\S+)");
  static final Pattern START = Pattern.compile("^=== (RUN|CONT|NAME)\\s+(\\S+)\\s*$");
  /** Lines of the test driver, not of a test: where one test's output ends. */
  static final Pattern DRIVER = Pattern.compile(
      "^(=== (RUN|CONT|NAME|PAUSE)\\b|\\s*--- (PASS|FAIL|SKIP):|PASS\\s*$|FAIL\\b|ok\\s)");

  private Leads() {}

  /** The lead of error line {@code all[i]}: a failing Go test's own output, or nothing. */
  static List<Line> of(List<Line> all, int i) {
    Matcher m = FAIL.matcher(all.get(i).text());
    if (!m.find()) {
      return List.of();
    }
    String name = m.group(1);
    for (int k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
      String t = all.get(k).text();
      if (!t.startsWith("=== ")) {
        continue;
      }
      Matcher s = START.matcher(t);
      if (!s.find() || !s.group(2).equals(name)) {
        continue;
      }
      List<Line> out = output(all, k + 1, i);
      if (!out.isEmpty() || s.group(1).equals("RUN")) {
        return out; // the nearest stretch with output; the RUN line is where the test began
      }
    }
    return List.of();
  }

  /**
   * The test's output from {@code all[from]}: the lines before the driver's next line, bounded: its
   * first lines and its last {@link #LAST} (where a test says why it stopped). Only indented lines
   * are its log; what the runtime prints meanwhile (a race report) is not, and is left out.
   */
  private static List<Line> output(List<Line> all, int from, int before) {
    List<Line> out = new ArrayList<>();
    java.util.ArrayDeque<Line> last = new java.util.ArrayDeque<>();
    for (int k = from; k < before; k++) {
      Line l = all.get(k);
      if (DRIVER.matcher(l.text()).find()) {
        break;
      }
      if (Blocks.indent(l.text()) <= 0) {
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

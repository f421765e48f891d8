package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * The rare lines that follow a crash. A rare line that says a process ended abnormally ({@code
 * server process (PID 4242) was terminated by signal 9: Killed}, {@code worker process 31 exited on
 * signal 9}, {@code WARNING: DATA RACE}) starts an incident; the rare lines after it, each within
 * {@link #REACH} lines of the rare or error line before it, are its cascade ({@code all server
 * processes terminated; reinitializing}, {@code database system was not properly shut down;
 * automatic recovery in progress}), whatever their words. They match no error pattern, yet they are
 * what happened: {@link Layouts} pays for them from the error share, and {@link Excerpts} shows
 * them after the rare error lines and before the repeated ones.
 */
final class Incidents {
  private Incidents() {}

  /**
   * How a line says that a process or thread ended abnormally, or that it is being recovered from.
   * "killed" counts as a word of a sentence, not as a part of a path or a name ({@code
   * subprocess.killed}, {@code /var/lib/killed/}, {@code leader-killed-reelected/}).
   */
  private static final java.util.regex.Pattern CRASH = java.util.regex.Pattern.compile(
      "(?i)\\bsignal [0-9]+|\\bSIG(KILL|SEGV|ABRT|BUS|FPE|ILL|TERM|QUIT)\\b|(?<![./_-])\\bkilled\\b(?![/_-]|\\.\\w)|segmentation fault"
          + "|core dumped|\\bexited (with|on|abnormally)\\b|\\bexit (code|status):? *[1-9]|\\bterminated (by|abnormally)\\b"
          + "|\\bpanic(ked)?\\b|DATA RACE|not properly shut down|out of memory|\\boom[- ]?kill");
  /** How far, in lines, the next line of a cascade may lie from the one before it. */
  static final int REACH = 8;
  /** The most lines of one cascade. */
  static final int MAX_LINES = 12;
  /** The most incidents followed. */
  private static final int MAX_INCIDENTS = 4;

  /** Whether {@code text} says a process ended abnormally. */
  static boolean crash(String text) {
    return CRASH.matcher(text).find();
  }

  /**
   * The incidents in {@code scan}: each rare crash line that is not an error line, and the rare
   * lines that are not error lines and follow a rare crash line within reach, and are not already part of an error line's excerpt ({@code
   * hits}' context and blocks): those that say something ended abnormally first, then the others,
   * each in line order.
   */
  static List<Line> cascades(Scan scan, List<Hit> hits, List<Templates.Rare> rare) {
    if (rare.isEmpty()) {
      return List.of();
    }
    // Every rare line and every error line of a rare template, by number: the links of a chain.
    TreeMap<Long, Line> links = new TreeMap<>();
    TreeMap<Long, Boolean> errorLink = new TreeMap<>();
    for (Templates.Rare r : rare) {
      links.put(r.line().number(), r.line());
      errorLink.put(r.line().number(), scan.isError(r.line()));
    }
    Set<Long> covered = new java.util.HashSet<>();
    for (Hit h : hits) {
      covered.add(h.line().number());
      if (h.before() != null) {
        covered.add(h.before().number());
      }
      if (h.after() != null) {
        covered.add(h.after().number());
      }
      if (h.header() != null) {
        covered.add(h.header().number());
      }
      for (Line l : h.block()) {
        if (l.number() - h.line().number() > Blocks.MAX_LINES) {
          break; // the start of its block is what its excerpt surely shows
        }
        covered.add(l.number());
      }
      if (scan.templateCount(h.template()) <= Templates.RARE) {
        links.put(h.line().number(), h.line());
        errorLink.put(h.line().number(), true);
      }
    }
    List<Line> out = new ArrayList<>();
    Set<Long> taken = new java.util.HashSet<>();
    int incidents = 0;
    for (Line anchor : links.values()) {
      if (incidents >= MAX_INCIDENTS) {
        break;
      }
      if (taken.contains(anchor.number()) || !crash(anchor.text())) {
        continue;
      }
      incidents++;
      if (!errorLink.get(anchor.number()) && !covered.contains(anchor.number()) && taken.add(anchor.number())) {
        out.add(anchor);
      }
      long last = anchor.number();
      int n = 0;
      for (Line l : links.tailMap(anchor.number(), false).values()) {
        if (l.number() - last > REACH || n >= MAX_LINES) {
          break;
        }
        last = l.number();
        n++;
        if (errorLink.get(l.number()) || covered.contains(l.number()) || l.text().isBlank()
            || Boilerplate.is(l.text()) || !taken.add(l.number())) {
          continue;
        }
        out.add(l);
      }
    }
    // The lines that themselves say something ended abnormally first (the recovery after an
    // unclean shutdown), then the rest, each in line order.
    out.sort(java.util.Comparator.comparing((Line l) -> !crash(l.text())).thenComparingLong(Line::number));
    return out;
  }
}

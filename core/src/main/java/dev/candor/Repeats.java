package dev.candor;

import java.util.List;

/**
 * Runs of repeating lines: lines of one template in a row, or records of a few lines whose
 * templates repeat in step (TAP's {@code ok N} / {@code ---} / {@code duration_ms} / {@code ...}
 * blocks, a test runner's per-class lines).
 *
 * @param period lines in one record
 * @param records records in the run
 */
record Repeats(int period, int records) {
  /** Records of up to this many lines are found. */
  static final int MAX_PERIOD = 10;
  /** A run is folded from this many records: a first one and a last one are shown. */
  static final int MIN_RECORDS = 3;

  int lines() {
    return period * records;
  }

  /**
   * The longest run of repeating records that starts at {@code lines[i]}, of whole lines numbered
   * below {@code stopAt}; null when there is none of {@link #MIN_RECORDS} records.
   */
  static Repeats forward(long[] t, List<Line> lines, int i, long stopAt) {
    Repeats best = null;
    int n = lines.size();
    for (int p = 1; p <= MAX_PERIOD && i + MIN_RECORDS * p <= n; p++) {
      if (p > 1 && t[i] == t[i + 1] && uniform(t, i, p)) {
        continue; // a record of one template is a run of period 1
      }
      int len = 0;
      while (i + len < n && usable(lines.get(i + len), stopAt, 0) && (len < p || t[i + len] == t[i + len - p])) {
        len++;
      }
      int records = len / p;
      if (records >= MIN_RECORDS && (best == null || records * p > best.lines())) {
        best = new Repeats(p, records);
      }
    }
    return best;
  }

  /**
   * The longest run of repeating records that ends at {@code lines[i]}, of whole lines numbered
   * above {@code stopAfter}; null when there is none.
   */
  static Repeats backward(long[] t, List<Line> lines, int i, long stopAfter) {
    Repeats best = null;
    for (int p = 1; p <= MAX_PERIOD && i + 1 - MIN_RECORDS * p >= 0; p++) {
      if (p > 1 && uniform(t, i - p + 1, p)) {
        continue;
      }
      int len = 0;
      while (i - len >= 0 && usable(lines.get(i - len), Long.MAX_VALUE, stopAfter) && (len < p || t[i - len] == t[i - len + p])) {
        len++;
      }
      int records = len / p;
      if (records >= MIN_RECORDS && (best == null || records * p > best.lines())) {
        best = new Repeats(p, records);
      }
    }
    return best;
  }

  private static boolean uniform(long[] t, int from, int p) {
    for (int k = from + 1; k < from + p; k++) {
      if (t[k] != t[from]) {
        return false;
      }
    }
    return true;
  }

  private static boolean usable(Line l, long stopAt, long stopAfter) {
    return l.whole() && l.number() < stopAt && l.number() > stopAfter;
  }
}

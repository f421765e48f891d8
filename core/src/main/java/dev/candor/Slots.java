package dev.candor;

/**
 * Where the masked tokens of the line {@link Template} walked last lie: its slots. Each slot is
 * named by the template of the line up to it (its prefix), so lines that share their start share
 * the slot whatever follows it ({@code import time: <N> | <N> | <module>} has two slots whatever
 * the module). Offsets are relative to the line's start; at most {@link #MAX} slots a line.
 */
final class Slots {
  static final int MAX = 12;

  final long[] prefix = new long[MAX];
  final int[] start = new int[MAX];
  final int[] end = new int[MAX];
  int n;
  private int base;

  void reset(int lineStart) {
    n = 0;
    base = lineStart;
  }

  /** A masked token {@code [s, e)} of the walked bytes, after a template prefix hashing to {@code h}. */
  void begin(long h, int s, int e) {
    if (n < MAX) {
      prefix[n] = h;
      start[n] = s - base;
      end[n] = e - base;
      n++;
    }
  }

  /** The last slot goes on to {@code e}: a mask joined to the one before it ({@code 12:00:00}, {@code 0.25}). */
  void extend(int e) {
    if (n > 0 && n < MAX) {
      end[n - 1] = e - base;
    }
  }
}

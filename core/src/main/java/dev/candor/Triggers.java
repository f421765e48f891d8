package dev.candor;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Finds any of a set of lower-case literals in raw bytes, ignoring ASCII case. A literal may start
 * with a line break, so that it is found only where a line starts ({@code "\ne: "}).
 *
 * <p>This is the prefilter that keeps error scanning near memory speed: it is the Wu–Manber
 * multi-pattern search, with blocks of two bytes. A window as long as the shortest literal slides
 * along the input; the last two bytes of the window index a table that says how far the window
 * may jump without passing the end of any literal. Only where the table says zero are the
 * literals compared. On typical logs the window jumps two to three bytes a step.
 */
final class Triggers {
  private static final byte[] FOLD = new byte[256];

  static {
    for (int i = 0; i < 256; i++) {
      FOLD[i] = (byte) (i >= 'A' && i <= 'Z' ? i + 32 : i);
    }
  }

  /* The bigrams most common in English text and in logs: a window made of them rarely lets the
   * search jump, so each literal is searched through its window with the fewest of them. */
  private static final String[] COMMON = {
      "th", "he", "in", "er", "an", "re", "on", "at", "en", "nd", "ti", "es", "or", "te", "of", "ed", "is",
      "it", "al", "ar", "st", "to", "nt", "ng", "se", "ha", "as", "ou", "io", "le", "ve", "co", "me", "de",
      "hi", "ri", "ro", "ic", "ne", "ea", "ra", "ce", "li", "ch", "ll", "be", "ma", "si", "om", "ur", "il",
      "ai", "ta", "la", "ac", "ss", "ee", "ca", "mp", "un", "ge", "pa", "ct", "lo", "di", "ec", "ns", "ad",
      "ot", "tr", "ni", "ol", "ie", "na", "pe", "ag", "us", "ut", "im", "ld", "ci"};
  /* COMMON as a table of ASCII pairs: the tables are built on every small call's path, where a
   * string made and hashed for each bigram of each literal cost milliseconds, interpreted. */
  private static final boolean[] COMMON_PAIR = new boolean[128 * 128];

  static {
    for (String c : COMMON) {
      COMMON_PAIR[c.charAt(0) << 7 | c.charAt(1)] = true;
    }
  }

  private final byte[][] words;
  /** The literals that start with a line break, each found only where a line starts. */
  private final byte[][] lineStarts;
  /** Where in each literal its searched window starts. */
  private final int[] anchor;
  private final int window;
  /* Hashing two bytes into 12 bits keeps the table in the first-level cache: the search is a
   * chain of dependent loads, so a table in the second-level cache halves its speed. A collision
   * only makes a jump shorter. */
  private static final int TABLE = 1 << 12;
  private final byte[] shift = new byte[TABLE];
  private final int[][] candidates = new int[TABLE][];

  private Triggers(List<String> literals) {
    words = new byte[literals.size()][];
    int min = Integer.MAX_VALUE;
    for (int i = 0; i < literals.size(); i++) {
      words[i] = literals.get(i).getBytes(StandardCharsets.UTF_8);
      min = Math.min(min, words[i].length);
    }
    window = min;
    int starts = 0;
    for (byte[] w : words) {
      starts += w[0] == '\n' ? 1 : 0;
    }
    lineStarts = new byte[starts][];
    for (int i = 0, k = 0; i < words.length; i++) {
      if (words[i][0] == '\n') {
        lineStarts[k++] = words[i]; // no stream: this is built on every small call's path
      }
    }
    anchor = new int[words.length];
    for (int i = 0; i < words.length; i++) {
      anchor[i] = rarestWindow(words[i], window);
    }
    Arrays.fill(shift, (byte) (window - 1));
    // The candidates are grown in place, with no list per table entry: three of these tables are
    // built on every small call's path, where a loop over all 4,096 entries runs interpreted.
    for (int w = 0; w < words.length; w++) {
      byte[] word = words[w];
      int a = anchor[w];
      for (int q = 1; q < window; q++) {
        int s = window - 1 - q;
        // The table is indexed by raw bytes, so every case variant of the block gets the entry.
        for (int block : caseVariants(word[a + q - 1], word[a + q])) {
          if (s < shift[block]) {
            shift[block] = (byte) s;
          }
          if (s == 0) {
            candidates[block] = withCandidate(candidates[block], w);
          }
        }
      }
    }
  }

  /** {@code held} (null for none) with {@code w} after the rest, unless it is there already. */
  private static int[] withCandidate(int[] held, int w) {
    if (held == null) {
      return new int[] {w};
    }
    for (int c : held) {
      if (c == w) {
        return held;
      }
    }
    int[] more = Arrays.copyOf(held, held.length + 1);
    more[held.length] = w;
    return more;
  }

  private static int rarestWindow(byte[] word, int m) {
    int best = 0;
    int bestScore = Integer.MAX_VALUE;
    for (int a = 0; a + m <= word.length; a++) {
      int score = 0;
      for (int q = 1; q < m; q++) {
        int x = word[a + q - 1] & 0xFF;
        int y = word[a + q] & 0xFF;
        // The last bigram decides whether the window is compared at all: weigh it most.
        score += x < 128 && y < 128 && COMMON_PAIR[x << 7 | y] ? (q == m - 1 ? 4 : 1) : 0;
      }
      if (score < bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }

  /** A prefilter for {@code literals}, or null when there is none or a literal is under 2 bytes. */
  static Triggers of(List<String> literals) {
    if (literals == null || literals.isEmpty()) {
      return null;
    }
    for (String l : literals) {
      if (l.getBytes(StandardCharsets.UTF_8).length < 2) {
        return null;
      }
    }
    return new Triggers(literals);
  }

  private static int[] caseVariants(byte a, byte b) {
    int[] as = variants(a);
    int[] bs = variants(b);
    int[] out = new int[as.length * bs.length];
    int k = 0;
    for (int x : as) {
      for (int y : bs) {
        out[k++] = hash(x, y);
      }
    }
    return out;
  }

  private static int hash(int a, int b) {
    return ((a << 5) ^ b) & (TABLE - 1);
  }

  private static int[] variants(byte c) {
    int v = c & 0xFF;
    return v >= 'a' && v <= 'z' ? new int[] {v, v - 32} : new int[] {v};
  }

  /**
   * As {@link #find}, for {@code b[from, to)} that is one line, whose break before it is not in
   * the range: a literal that starts with a line break ({@code "\ne: "}) is also looked for at
   * {@code from}, where the line starts. Returns {@code from} for such a match.
   */
  int findInLine(byte[] b, int from, int to) {
    for (byte[] w : lineStarts) {
      if (matchesAt(b, from - 1, to, w, 1)) {
        return from;
      }
    }
    return find(b, from, to);
  }

  /** The index in {@code b[from, to)} where some literal starts, or -1. */
  int find(byte[] b, int from, int to) {
    final byte[] sh = shift;
    final int m = window;
    int pos = from + m - 1;
    while (pos < to) {
      int block = ((b[pos - 1] & 0xFF) << 5 ^ (b[pos] & 0xFF)) & (TABLE - 1);
      int s = sh[block];
      if (s != 0) {
        pos += s;
        continue;
      }
      int start = pos - m + 1;
      for (int w : candidates[block]) {
        int at = start - anchor[w];
        if (at >= from && matchesAt(b, at, to, words[w])) {
          return at;
        }
      }
      pos++;
    }
    return -1;
  }

  /**
   * Every index in {@code b[from, to)} where some literal starts, ascending, written to {@code
   * out} (grown as needed); returns the array and sets {@code count[0]}.
   *
   * <p>The jumps of one search form a chain of dependent loads, so one search waits on memory
   * most of the time. Four searches over four quarters of the range, stepped in turn, keep four
   * chains in flight at once.
   */
  int[] findAll(byte[] b, int from, int to, int[] out, int[] count) {
    int n = 0;
    int len = to - from;
    if (len < window) {
      count[0] = 0;
      return out;
    }
    final int m = window;
    final byte[] sh = shift;
    final int mask = TABLE - 1;
    int q = len / 4;
    int s1 = from + q;
    int s2 = from + 2 * q;
    int s3 = from + 3 * q;
    // Chain k looks at windows that start in [sk, s(k+1)); its position is the window's last byte.
    int p0 = from + m - 1;
    int p1 = s1 + m - 1;
    int p2 = s2 + m - 1;
    int p3 = s3 + m - 1;
    int e0 = Math.min(to, s1 + m - 1);
    int e1 = Math.min(to, s2 + m - 1);
    int e2 = Math.min(to, s3 + m - 1);
    int e3 = to;
    int[][] found = {new int[16], new int[16], new int[16], new int[16]};
    int[] counts = new int[4];
    while (p0 < e0 && p1 < e1 && p2 < e2 && p3 < e3) {
      int x0 = sh[((b[p0 - 1] & 0xFF) << 5 ^ (b[p0] & 0xFF)) & mask];
      int x1 = sh[((b[p1 - 1] & 0xFF) << 5 ^ (b[p1] & 0xFF)) & mask];
      int x2 = sh[((b[p2 - 1] & 0xFF) << 5 ^ (b[p2] & 0xFF)) & mask];
      int x3 = sh[((b[p3 - 1] & 0xFF) << 5 ^ (b[p3] & 0xFF)) & mask];
      if ((x0 | x1 | x2 | x3) != 0 && x0 != 0 && x1 != 0 && x2 != 0 && x3 != 0) {
        p0 += x0;
        p1 += x1;
        p2 += x2;
        p3 += x3;
        continue;
      }
      p0 = x0 != 0 ? p0 + x0 : verify(b, p0, from, to, found, counts, 0);
      p1 = x1 != 0 ? p1 + x1 : verify(b, p1, from, to, found, counts, 1);
      p2 = x2 != 0 ? p2 + x2 : verify(b, p2, from, to, found, counts, 2);
      p3 = x3 != 0 ? p3 + x3 : verify(b, p3, from, to, found, counts, 3);
    }
    p0 = finish(b, p0, e0, from, to, found, counts, 0);
    p1 = finish(b, p1, e1, from, to, found, counts, 1);
    p2 = finish(b, p2, e2, from, to, found, counts, 2);
    finish(b, p3, e3, from, to, found, counts, 3);
    int total = counts[0] + counts[1] + counts[2] + counts[3];
    if (out.length < total) {
      out = new int[Math.max(total, out.length * 2)];
    }
    for (int k = 0; k < 4; k++) {
      System.arraycopy(found[k], 0, out, n, counts[k]);
      n += counts[k];
    }
    // Anchored windows can report a literal that starts in the previous quarter: keep order.
    Arrays.sort(out, 0, n);
    count[0] = n;
    return out;
  }

  private int finish(byte[] b, int p, int end, int from, int to, int[][] found, int[] counts, int k) {
    final int mask = TABLE - 1;
    while (p < end) {
      int x = shift[((b[p - 1] & 0xFF) << 5 ^ (b[p] & 0xFF)) & mask];
      p = x != 0 ? p + x : verify(b, p, from, to, found, counts, k);
    }
    return p;
  }

  /** Compares the literals whose window ends at {@code pos}; records a match; returns pos + 1. */
  private int verify(byte[] b, int pos, int from, int to, int[][] found, int[] counts, int k) {
    int block = ((b[pos - 1] & 0xFF) << 5 ^ (b[pos] & 0xFF)) & (TABLE - 1);
    int start = pos - window + 1;
    for (int w : candidates[block]) {
      int at = start - anchor[w];
      if (at >= from && matchesAt(b, at, to, words[w])) {
        int c = counts[k];
        if (c == found[k].length) {
          found[k] = Arrays.copyOf(found[k], c * 2);
        }
        if (c == 0 || found[k][c - 1] != at) {
          found[k][c] = at;
          counts[k] = c + 1;
        }
        break;
      }
    }
    return pos + 1;
  }

  private static boolean matchesAt(byte[] b, int start, int to, byte[] word) {
    return matchesAt(b, start, to, word, 0);
  }

  /** Whether {@code word} from its byte {@code from} on is at {@code b[start + from]}, before {@code to}. */
  private static boolean matchesAt(byte[] b, int start, int to, byte[] word, int from) {
    if (start + word.length > to) {
      return false;
    }
    for (int k = from; k < word.length; k++) {
      if (FOLD[b[start + k] & 0xFF] != word[k]) {
        return false;
      }
    }
    return true;
  }
}

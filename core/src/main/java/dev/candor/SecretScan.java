package dev.candor;

import com.google.re2j.Matcher;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds the built-in rules' secrets in text, line by line, in about the time of one read of it.
 *
 * <p>One pass looks for every rule's trigger literals at once, ignoring case ({@link Triggers}, the
 * multi-literal search the error scan uses; the few three-char triggers, such as {@code ://}, in
 * their exact case by a pass over a table of their first bytes, so the search can jump further):
 * a line with no trigger is never handed to a regular expression, and a line with one is tried
 * only against the rules its triggers name. A line holding ANSI escapes is searched with the
 * escapes taken out, and what is found is mapped back to the raw text, so colour
 * codes cannot split a secret (the escapes inside a masked span are kept after the mask, so the
 * terminal's colour state is unchanged). A line longer than {@value #LONG_LINE} chars is searched
 * only in windows around its triggers, so no regular expression ever runs over more than a few
 * kilobytes of a long line; a PEM block is looked for up to {@value #BLOCK} chars past its header.
 */
final class SecretScan {
  /** Lines longer than this are searched in windows around their triggers. */
  static final int LONG_LINE = 4096;
  /** A match starts at most this many chars before the trigger that let it be tried... */
  private static final int BEFORE = 512;
  /** ...and ends at most this many after. */
  private static final int AFTER = 8192;
  /** How far past its header a PEM block is looked for. */
  static final int BLOCK = 64 * 1024;

  /** A secret found: chars {@code [start, end)} of the raw text, found by rule {@code rule}. */
  record Found(int start, int end, int rule) {}

  private final List<SecretRule> rules;
  private final String[] triggers;
  /** For each trigger, the rules (as bits) it lets run. */
  private final long[] triggerRules;
  /** For each pair of lower-cased ASCII chars, the triggers that start with it, or null. */
  private final int[][] byPair = new int[128 * 128][];
  private final long commandOnly;
  /** Triggers of {@value #SHORT} chars, matched in their exact case ({@code ://}, {@code SG.}). */
  private final byte[][] exactBytes;
  /**
   * How far a window of {@value #SHORT} bytes may move past the byte at its end without passing
   * one of those: 0 for a byte that ends one (the window is compared), {@value #SHORT} for a byte
   * in none.
   */
  private final byte[] exactShift = new byte[256];
  /** Finds the longer triggers, ignoring case. */
  private final Triggers prefilter;
  /** A trigger this short is matched in its exact case; longer ones in lower case, ignoring case. */
  private static final int SHORT = 3;

  SecretScan(List<SecretRule> rules) {
    if (rules.size() > 64) {
      throw new IllegalArgumentException("at most 64 built-in rules: " + rules.size());
    }
    this.rules = List.copyOf(rules);
    List<String> all = new ArrayList<>();
    List<String> exact = new ArrayList<>();
    List<Long> masks = new ArrayList<>();
    long command = 0;
    for (int r = 0; r < rules.size(); r++) {
      command |= rules.get(r).commandOnly() ? 1L << r : 0;
      for (String given : rules.get(r).triggers()) {
        String t = given.toLowerCase(Locale.ROOT);
        if (given.length() < SHORT || !ascii(given) || given.indexOf('\n') >= 0
            || given.length() > SHORT && !given.equals(t)) {
          throw new IllegalArgumentException(
              "a trigger is " + SHORT + " ASCII chars, exact, or more, in lower case, on one line: " + given);
        }
        if (given.length() == SHORT && !exact.contains(given)) {
          exact.add(given);
        }
        int at = all.indexOf(t);
        if (at < 0) {
          all.add(t);
          masks.add(1L << r);
        } else {
          masks.set(at, masks.get(at) | 1L << r);
        }
      }
    }
    this.commandOnly = command;
    this.exactBytes = new byte[exact.size()][];
    for (int i = 0; i < exact.size(); i++) {
      exactBytes[i] = exact.get(i).getBytes(StandardCharsets.ISO_8859_1);
    }
    Arrays.fill(exactShift, (byte) SHORT);
    for (byte[] e : exactBytes) {
      for (int k = 0; k < SHORT; k++) {
        exactShift[e[k] & 0xFF] = (byte) Math.min(exactShift[e[k] & 0xFF], SHORT - 1 - k);
      }
    }
    List<String> searched = new ArrayList<>(all);
    for (String e : exact) {
      searched.remove(e.toLowerCase(Locale.ROOT));
    }
    // The short triggers are found by exactHits, so the multi-literal search can jump further.
    this.prefilter = Triggers.of(searched);
    triggers = all.toArray(new String[0]);
    triggerRules = new long[masks.size()];
    for (int i = 0; i < triggerRules.length; i++) {
      triggerRules[i] = masks.get(i);
    }
    for (int t = 0; t < triggers.length; t++) {
      int pair = triggers[t].charAt(0) << 7 | triggers[t].charAt(1);
      int[] old = byPair[pair];
      int[] now = old == null ? new int[1] : Arrays.copyOf(old, old.length + 1);
      now[now.length - 1] = t;
      byPair[pair] = now;
    }
  }

  /**
   * Whether {@code s} is all ASCII. A loop, not a stream: the scanner is built on the path of every
   * small call, where a stream pipeline's first use costs milliseconds.
   */
  private static boolean ascii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 128) {
        return false;
      }
    }
    return true;
  }

  SecretRule rule(int i) {
    return rules.get(i);
  }

  /** The secrets in {@code text}, in order, none overlapping; command-line rules run only when asked. */
  List<Found> find(String text, boolean commandLine) {
    byte[] bytes = oneBytePerChar(text);
    int[] count = new int[2];
    int[] hits = hits(bytes, 0, bytes.length, count);
    return find(text, hits, count[0], count[1], commandLine);
  }

  /** An output's text and the secrets found in it. */
  record Searched(String text, List<Found> found) {}

  /**
   * The secrets in {@code b[from, to)} read as ISO-8859-1 text (output, not a command line), with
   * that text; null when it holds no trigger and no escape, so nothing can be found: no text is
   * made then. One search for the triggers serves both.
   */
  Searched findLatin1(byte[] b, int from, int to) {
    int[] count = new int[2];
    int[] hits = hits(b, from, to, count);
    if (count[0] == 0 && count[1] < 0) {
      return null;
    }
    String text = new String(b, from, to - from, StandardCharsets.ISO_8859_1);
    return new Searched(text, find(text, hits, count[0], count[1], false));
  }

  /**
   * Where triggers start in {@code b[from, to)}, ascending, counted from {@code from}: {@code
   * count[0]} of them; {@code count[1]} is where the first escape is, or -1.
   */
  private int[] hits(byte[] b, int from, int to, int[] count) {
    int[] hits = new int[64];
    count[0] = 0;
    count[1] = -1;
    // A line byte for byte the same as a quiet one (no trigger, no escape) holds none either: runs
    // of such repeats are left out of the search, and the stretches between them searched as one.
    int spanStart = from;
    int s = from;
    int quietAt = -1;
    int quietLen = -1;
    while (s < to) {
      if (quietLen >= 0 && s + quietLen < to && b[s + quietLen] == '\n'
          && Arrays.equals(b, s, s + quietLen, b, quietAt, quietAt + quietLen)) {
        if (spanStart < s) {
          hits = stretch(b, spanStart, s, hits, count);
        }
        int p = quietLen + 1;
        s += p;
        // The lines after it that are the same line again, in one comparison of the stretch with
        // itself a line back (a log's one message a million times), not one call a line.
        int m = Arrays.mismatch(b, s, to, b, s - p, to - p);
        s += ((m < 0 ? to - s : m) / p) * p;
        spanStart = s;
        continue;
      }
      int e = newline(b, s, to);
      int len = e - s;
      if (len <= REPEAT_MAX && e + 1 + len < to && b[e + 1 + len] == '\n'
          && Arrays.equals(b, s, e, b, e + 1, e + 1 + len) && quiet(b, s, e)) {
        quietAt = s;
        quietLen = len;
        if (spanStart < s) {
          hits = stretch(b, spanStart, s, hits, count);
        }
        spanStart = e + 1;
      }
      s = e + 1;
    }
    if (spanStart < to) {
      hits = stretch(b, spanStart, to, hits, count);
    }
    if (from != 0) {
      for (int k = 0; k < count[0]; k++) {
        hits[k] -= from;
      }
      count[1] = count[1] < 0 ? -1 : count[1] - from;
    }
    return hits;
  }

  private List<Found> find(String text, int[] hits, int hitCount, int firstEscape, boolean commandLine) {
    List<Found> found = new ArrayList<>();
    long allowed = commandLine ? -1L : ~commandOnly;
    int n = text.length();
    int[] count = {hitCount};
    int h = 0;
    int esc = firstEscape;
    int covered = 0;
    while (h < count[0] || esc >= 0) {
      int p = h < count[0] && (esc < 0 || hits[h] <= esc) ? hits[h] : esc;
      int ls = text.lastIndexOf('\n', p - 1) + 1;
      int le = text.indexOf('\n', p);
      le = le < 0 ? n : le;
      int first = h;
      while (h < count[0] && hits[h] < le) {
        h++;
      }
      boolean coloured = esc >= 0 && esc < le;
      if (coloured) {
        esc = le < n ? text.indexOf('\u001B', le + 1) : -1;
      }
      if (le <= covered) {
        continue;
      }
      Line line;
      long mask = 0;
      if (coloured) {
        line = Line.stripped(text, ls, le);
        mask = line.triggers(this);
      } else {
        line = new Line(text, ls, le, null, ls, Arrays.copyOfRange(hits, first, h));
        for (int k = first; k < h; k++) {
          mask |= triggersAt(text, hits[k], le);
        }
      }
      mask &= allowed;
      if (mask != 0) {
        covered = scanLine(text, line, mask, commandLine, covered, found);
      }
    }
    return found;
  }

  /**
   * Appends where the exact short triggers start in {@code b[from, to)}, and sets {@code count[1]}
   * to where the first escape is (-1: none). The triggers are found by a Horspool search over the
   * last byte of a three-byte window ({@link #exactShift}), the escape eight bytes at a time.
   */
  private int[] exactHits(byte[] b, int from, int to, int[] hits, int[] count) {
    count[1] = firstEscape(b, from, to);
    if (exactBytes.length == 0) {
      return hits;
    }
    final byte[] shift = exactShift;
    int j = from + SHORT - 1;
    while (j < to) {
      int s = shift[b[j] & 0xFF];
      if (s != 0) {
        j += s;
        continue;
      }
      int i = j - SHORT + 1;
      for (byte[] e : exactBytes) {
        if (b[i] == e[0] && b[i + 1] == e[1] && b[i + 2] == e[2]) {
          hits = count[0] == hits.length ? Arrays.copyOf(hits, hits.length * 2) : hits;
          hits[count[0]++] = i;
          break;
        }
      }
      j++;
    }
    return hits;
  }

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final long LOW = 0x0101010101010101L;
  private static final long HIGH = 0x8080808080808080L;
  private static final long ESCAPES = 0x1B1B1B1B1B1B1B1BL;

  /** Where the first ANSI escape byte in {@code b[from, to)} is, or -1; eight bytes at a time. */
  /** The longest line compared with the next one for repeats. */
  private static final int REPEAT_MAX = 1024;

  /** Adds the triggers of {@code b[a, z)} to {@code hits}, in order, and the stretch's first escape when none came before. */
  private int[] stretch(byte[] b, int a, int z, int[] hits, int[] count) {
    int before = count[0];
    int escape = count[1];
    if (prefilter != null) {
      int[] c = new int[2];
      int[] found = prefilter.findAll(b, a, z, new int[16], c);
      if (before + c[0] > hits.length) {
        hits = Arrays.copyOf(hits, Math.max(hits.length * 2, before + c[0]));
      }
      System.arraycopy(found, 0, hits, before, c[0]);
      count[0] = before + c[0];
    }
    int afterPrefilter = count[0];
    hits = exactHits(b, a, z, hits, count);
    if (count[0] > afterPrefilter) {
      Arrays.sort(hits, before, count[0]);
    }
    if (escape >= 0) {
      count[1] = escape;
    }
    return hits;
  }

  /** Whether line {@code b[s, e)} holds no trigger and no escape. */
  private boolean quiet(byte[] b, int s, int e) {
    if (prefilter != null && prefilter.find(b, s, e) >= 0 || firstEscape(b, s, e) >= 0) {
      return false;
    }
    int[] c = new int[2];
    exactHits(b, s, e, new int[4], c);
    return c[0] == 0;
  }

  private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;

  /** The index of the first line break in {@code b[from, to)}, or {@code to}. */
  private static int newline(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = (long) LONGS.get(b, i) ^ NEWLINES;
      if (((w - LOW) & ~w & HIGH) != 0) {
        break;
      }
    }
    for (; i < to; i++) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return to;
  }

  private static int firstEscape(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = (long) LONGS.get(b, i) ^ ESCAPES; // a zero byte where an escape was
      if (((w - LOW) & ~w & HIGH) != 0) {
        break;
      }
    }
    for (; i < to; i++) {
      if (b[i] == 0x1B) {
        return i;
      }
    }
    return -1;
  }

  /** {@code text} as bytes, byte i for char i (a char above U+00FF as '?'): the triggers are ASCII. */
  private static byte[] oneBytePerChar(String text) {
    byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
    if (b.length == text.length()) {
      return b; // no surrogate pair was folded into one '?'
    }
    b = new byte[text.length()];
    for (int i = 0; i < b.length; i++) {
      char c = text.charAt(i);
      b[i] = c < 256 ? (byte) c : (byte) '?';
    }
    return b;
  }

  /** The rules (as bits) whose triggers start at {@code s[i]}. */
  long triggersAt(CharSequence s, int i, int end) {
    char c = s.charAt(i);
    char d = s.charAt(i + 1);
    if (c >= 128 || d >= 128) {
      return 0;
    }
    int[] cands = byPair[lower(c) << 7 | lower(d)];
    if (cands == null) {
      return 0;
    }
    long mask = 0;
    for (int t : cands) {
      if (startsWith(s, i, end, triggers[t])) {
        mask |= triggerRules[t];
      }
    }
    return mask;
  }

  private int scanLine(String text, Line line, long mask, boolean commandLine, int covered, List<Found> found) {
    List<Found> here = new ArrayList<>();
    for (int r = 0; r < rules.size(); r++) {
      if ((mask & 1L << r) == 0) {
        continue;
      }
      SecretRule rule = rules.get(r);
      if (rule.multiline()) {
        int end = Math.min(text.length(), line.rawStart() + BLOCK);
        if (line.map() == null) {
          collect(r, text, line.rawStart(), end, null, commandLine, covered, here);
        } else {
          // Colour codes split the block's first line, and may split the lines after it: the rule
          // reads the whole block without escapes, and what it finds is mapped back to the raw text.
          Line block = Line.stripped(text, line.rawStart(), end);
          collect(r, block.view(), block.start(), block.end(), block.map(), commandLine, covered, here);
        }
      } else if (line.length() <= LONG_LINE) {
        collect(r, line.view(), line.start(), line.end(), line.map(), commandLine, covered, here);
      } else {
        for (int[] w : windows(line, 1L << r)) {
          collect(r, line.view(), w[0], w[1], line.map(), commandLine, covered, here);
        }
      }
    }
    here.sort(Comparator.comparingInt(Found::start));
    for (Found f : here) {
      found.add(f);
      covered = Math.max(covered, f.end());
    }
    return covered;
  }

  /** Adds the matches of rule {@code r} in {@code view[from, to)} that overlap nothing found before. */
  private void collect(int r, String view, int from, int to, int[] map, boolean commandLine, int covered,
      List<Found> here) {
    SecretRule rule = rules.get(r);
    SecretRule.Compiled c = rule.compiled();
    Matcher m = c.pattern().matcher(view.substring(from, to));
    while (m.find()) {
      int g = 0;
      for (int candidate : c.groups()) {
        if (m.start(candidate) >= 0) {
          g = candidate;
          break;
        }
      }
      int s = m.start(g);
      int e = m.end(g);
      if (e <= s || !rule.accepts(m.group(g), commandLine)) {
        continue;
      }
      int rs = map == null ? from + s : map[from + s];
      int re = map == null ? from + e : map[from + e - 1] + 1;
      if (rs < covered || overlaps(here, rs, re)) {
        continue;
      }
      here.add(new Found(rs, re, r));
    }
  }

  private static boolean overlaps(List<Found> found, int start, int end) {
    for (Found f : found) {
      if (start < f.end() && f.start() < end) {
        return true;
      }
    }
    return false;
  }

  /** Windows of a long line around the triggers of {@code rule}, merged where they meet. */
  private List<int[]> windows(Line line, long rule) {
    List<int[]> out = new ArrayList<>();
    String v = line.view();
    for (int i : line.hits()) {
      if ((triggersAt(v, i, line.end()) & rule) == 0) {
        continue;
      }
      int from = Math.max(line.start(), i - BEFORE);
      // Start after a space where one is near, so a word cut by the window is not a new word.
      int stop = Math.max(line.start(), from - 64);
      while (from > stop && !Character.isWhitespace(v.charAt(from - 1))) {
        from--;
      }
      int to = Math.min(line.end(), i + AFTER);
      if (!out.isEmpty() && from <= out.get(out.size() - 1)[1]) {
        out.get(out.size() - 1)[1] = to;
      } else {
        out.add(new int[] {from, to});
      }
    }
    return out;
  }

  /** {@code text} with each found secret replaced by {@code [REDACTED:kind]}, counted by kind. */
  String mask(String text, List<Found> found, Map<String, Integer> counts) {
    if (found.isEmpty()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int copied = 0;
    for (Found f : found) {
      String kind = rules.get(f.rule()).kind();
      out.append(text, copied, f.start()).append("[REDACTED:").append(kind).append(']');
      keepEscapes(text, f.start(), f.end(), out);
      copied = f.end();
      counts.merge(kind, 1, Integer::sum);
    }
    return out.append(text, copied, text.length()).toString();
  }

  /** Appends the ANSI escapes inside {@code text[from, to)}: a masked span keeps its colour changes. */
  private static void keepEscapes(String text, int from, int to, StringBuilder out) {
    for (int i = text.indexOf('\u001B', from); i >= 0 && i < to; i = text.indexOf('\u001B', i)) {
      int end = Math.min(to, Clean.skipEscape(text, i, to));
      out.append(text, i, end);
      i = end;
    }
  }

  private static boolean startsWith(CharSequence s, int i, int end, String lower) {
    if (end - i < lower.length()) {
      return false;
    }
    for (int k = 0; k < lower.length(); k++) {
      char c = s.charAt(i + k);
      if (c >= 128 || lower(c) != lower.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private static int lower(char c) {
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
  }

  /**
   * One line as the rules see it: {@code view[start, end)}, with {@code map[i]} the raw index of
   * view char {@code i} when escapes were taken out (null: the view is the raw text), and {@code
   * rawStart} where the line starts in the raw text; {@code hits} are where triggers start in it.
   */
  record Line(String view, int start, int end, int[] map, int rawStart, int[] hits) {
    static Line stripped(String text, int from, int to) {
      StringBuilder v = new StringBuilder(to - from);
      int[] map = new int[to - from];
      for (int i = from; i < to; i++) {
        char c = text.charAt(i);
        if (c == 0x1B) {
          i = Clean.skipEscape(text, i, to) - 1;
          continue;
        }
        map[v.length()] = i;
        v.append(c);
      }
      String view = v.toString();
      // Escapes may have split a trigger, so every place in the view is a candidate.
      int[] every = java.util.stream.IntStream.range(0, Math.max(0, view.length() - 1)).toArray();
      return new Line(view, 0, view.length(), map, from, every);
    }

    int length() {
      return end - start;
    }

    long triggers(SecretScan scan) {
      long mask = 0;
      for (int i : hits) {
        mask |= scan.triggersAt(view, i, end);
      }
      return mask;
    }
  }
}

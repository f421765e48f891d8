package dev.candor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts the {@link Template}s of a stream's lines in bounded memory, and keeps the first line of
 * each template that stays rare.
 *
 * <p>Counts live in two places. A count-min sketch (4 rows of 4,096 counters, conservative update)
 * over-counts but never under-counts: it says whether a template is rare, so a common template is
 * never taken for a rare one. An exact table of up to {@value #MAX_ENTRIES} templates holds the
 * counts that can be stated as totals; when it fills, the least counted entries are evicted and
 * the entries added after that are no longer exact, so they are never stated.
 *
 * <p>The rare lines are the first occurrence of each new template (bytes capped), at most
 * {@value #CANDIDATES} of them; when they fill up, those whose template became common go first,
 * then a sample by template hash is kept, so the candidates stay spread over the whole stream.
 */
final class Templates {
  /** A template seen at most this many times is rare. */
  static final int RARE = 3;
  /**
   * Rare candidates held at most before they are sampled: a streamed read that samples them keeps
   * other rare lines than a whole read does. At 128, nine lines of the padded corpus the whole read
   * keeps were lost streamed (dig's flags line, AIDE's verdict among its 137 changed files); 512
   * lines of at most {@value #KEEP} bytes are 256 KiB at most.
   */
  static final int CANDIDATES = 512;
  static final int KEEP = 512;

  private static final int WIDTH = 1 << 12;
  private final int[] sketch = new int[4 * WIDTH];

  private static final int SLOTS = 1 << 12;
  private static final int MAX_ENTRIES = 3 * SLOTS / 4;
  private long[] keys = new long[SLOTS];
  private int[] counts = new int[SLOTS];
  private boolean[] exact = new boolean[SLOTS];
  private byte[][] exemplar = new byte[SLOTS][];
  private int entries;
  private boolean evicted;

  private final long[] cTemplate = new long[CANDIDATES];
  private final long[] cNumber = new long[CANDIDATES];
  private final long[] cOffset = new long[CANDIDATES];
  private final byte[][] cBytes = new byte[CANDIDATES][];
  private final boolean[] cClipped = new boolean[CANDIDATES];
  /** Where each candidate's whole line ends, or -1 when not known: its rest can be marked when shown in part. */
  private final long[] cFullEnd = new long[CANDIDATES];
  /** How many of the {@link #ROUTINE_REACH} lines before each candidate repeated a template seen before them. */
  private final int[] cRoutine = new int[CANDIDATES];
  private int cN;
  /** The later lines of templates still rare when seen (their second and third), as the candidates are kept. */
  private final List<Again> again = new ArrayList<>();
  private int againBits;
  private int sampleBits;
  private long lines;
  /** Bit {@code i}: whether the line {@code i + 1} lines back was the first of its template; the newest in bit 0. */
  private long recentFirsts;
  /** The number of the first line the routine had set in before ({@link #settled}); -1 while it has not. */
  private long settled = -1;

  /**
   * Counts line {@code b[s, e)}, number {@code no}, at raw offset {@code offset}; returns its
   * template. {@code clipped}: the bytes are only the line's start, so it is not counted blank;
   * {@code end} is the raw offset where the whole line ends, which a line kept for showing carries
   * so that the rest it does not show is marked as a cut of known size.
   */
  long line(byte[] b, int s, int e, long no, long offset, boolean clipped, long end) {
    if (clipped && blank(b, s, e)) {
      blanks--; // counted() takes it for blank; what follows its start is unknown
    }
    clippedEnd = clipped ? end : -1;
    long t = counted(Template.hash(b, s, e, walked), b, s, e, no, offset);
    clippedEnd = -1;
    return t;
  }

  private long blanks;
  /** The slots of the line walked last: a repeated line's are those of the line before it, the same bytes. */
  private final Slots walked = new Slots();
  /** The values of every line's slots, for the lines whose value stands out. */
  final RareSlots slotValues = new RareSlots();
  /** When the line being counted is only the start of its line, where the whole line ends; else -1. */
  private long clippedEnd = -1;

  /**
   * How many lines held nothing but spaces, tabs and carriage returns before their line break (or
   * nothing at all): blank lines, counted exactly, a CRLF empty line and a whitespace-only one
   * included. A line whose start alone was seen is not counted.
   */
  long blanks() {
    return blanks;
  }

  /** Whether {@code b[s, e)} holds only spaces, tabs and carriage returns, or nothing. */
  static boolean blank(byte[] b, int s, int e) {
    for (int i = s; i < e; i++) {
      byte c = b[i];
      if (c != ' ' && c != '\t' && c != '\r') {
        return false;
      }
    }
    return true;
  }

  private final int[] end = new int[1];

  /**
   * Counts the line that starts at {@code b[s]} and ends at the first line break before {@code
   * limit} (there is one); returns the index of that break.
   */
  int lineAt(byte[] b, int s, int limit, long no, long offset) {
    long t = Template.hashLine(b, s, limit, end, walked);
    int e = end[0] >= 0 ? end[0] : Scanner.indexOf(b, s + Template.SPAN, limit);
    counted(t, b, s, e, no, offset);
    return e;
  }

  /** The template of the line {@link #lineAt} counted last. */
  long last() {
    return lastTemplate;
  }

  private long lastTemplate;

  /**
   * Counts line {@code b[s, e)}, number {@code no}, at raw offset {@code offset}, whose template
   * is already known to be {@code t} (it is the same bytes as a line counted before).
   */
  void repeat(long t, byte[] b, int s, int e, long no, long offset) {
    counted(t, b, s, e, no, offset);
  }

  /**
   * As {@code k} calls of {@link #repeat}, for {@code k} lines in a row that are each byte for byte
   * {@code b[s, e)} and its line break, the first numbered {@code no} at raw offset {@code offset}:
   * counts the same, in one step past the first two (a template's second line takes its exemplar,
   * its first may be a rare candidate). With the template then counted twice at least, the rest
   * can only add to its counts: no candidate, no eviction. The sketch's conservative update by
   * {@code k} at once raises each counter to what {@code k} updates by one would.
   */
  void repeats(long t, byte[] b, int s, int e, long no, long offset, long k) {
    long done = 0;
    for (; done < k && done < 2; done++) {
      counted(t, b, s, e, no + done, offset + done * (e - s + 1));
    }
    long rest = k - done;
    if (rest == 0) {
      return;
    }
    slotValues.line(walked, b, s, e, no + done, offset + done * (e - s + 1), rest, -1);
    if (settled < 0 && rest >= SETTLE_REACH) {
      settled = no + done + SETTLE_REACH; // the lines before it: repeats, all
    }
    lines += rest;
    recentFirsts = rest >= 64 ? 0 : recentFirsts << rest; // each repeats a template seen before it
    if (blank(b, s, e)) {
      blanks += rest;
    }
    int v = (int) Math.min(Integer.MAX_VALUE, estimate(t) + rest);
    for (int r = 0; r < 4; r++) {
      int i = row(t, r);
      if (sketch[i] < v) {
        sketch[i] = v;
      }
    }
    counts[slot(keys, t)] += (int) rest;
  }

  private long counted(long t, byte[] b, int s, int e, long no, long offset) {
    lastTemplate = t;
    lines++;
    if (blank(b, s, e)) {
      blanks++;
    }
    if (settled < 0 && settles(recentFirsts, lines - 1)) {
      settled = no;
    }
    int est = addSketch(t);
    addTable(t, b, s, e);
    slotValues.line(walked, b, s, e, no, offset, 1, clippedEnd);
    if (est == 1 && sampled(t)) {
      admit(t, b, s, e, no, offset);
    } else if (est > 1 && est <= RARE) {
      admitAgain(t, b, s, e, no, offset);
    }
    recentFirsts = recentFirsts << 1 | (est == 1 ? 1 : 0);
    return t;
  }

  long lines() {
    return lines;
  }

  /** How many lines before a line {@link #settles} looks at. */
  static final int SETTLE_REACH = 32;
  /** Of those, how many at most may be the first of their template. */
  static final int SETTLE_NEW = 2;

  /**
   * Whether the routine has set in before a line, given {@code firsts} as {@link #routine} takes
   * it and how many lines came {@code before} it: of the {@link #SETTLE_REACH} lines before it, at
   * most {@link #SETTLE_NEW} were new. A few repeats in a start-up (three members added, three
   * peers started) do not make one.
   */
  static boolean settles(long firsts, long before) {
    return before >= SETTLE_REACH && Long.bitCount(firsts & ((1L << SETTLE_REACH) - 1)) <= SETTLE_NEW;
  }

  /**
   * The number of the first line that the lines before it had set into a routine ({@link
   * #settles}): before it, the output's start-up, where nearly every line is new; -1 when no
   * routine set in.
   */
  long settled() {
    return settled;
  }

  /** Whether new templates came so often that the rare candidates had to be sampled. */
  boolean sampled() {
    return sampleBits > 0;
  }

  private static int row(long t, int r) {
    long m = t * (0x9E3779B97F4A7C15L + 2L * r * 0x632BE59BD9B4E019L);
    return r * WIDTH + (int) (m >>> 52);
  }

  private int addSketch(long t) {
    int a = row(t, 0);
    int b = row(t, 1);
    int c = row(t, 2);
    int d = row(t, 3);
    int min = Math.min(Math.min(sketch[a], sketch[b]), Math.min(sketch[c], sketch[d]));
    int v = min == Integer.MAX_VALUE ? min : min + 1;
    // Conservative update: only the counters at the minimum grow.
    if (sketch[a] < v) {
      sketch[a] = v;
    }
    if (sketch[b] < v) {
      sketch[b] = v;
    }
    if (sketch[c] < v) {
      sketch[c] = v;
    }
    if (sketch[d] < v) {
      sketch[d] = v;
    }
    return v;
  }

  /** How many lines of template {@code t} the stream had, at most (never fewer than it had). */
  int estimate(long t) {
    return Math.min(Math.min(sketch[row(t, 0)], sketch[row(t, 1)]), Math.min(sketch[row(t, 2)], sketch[row(t, 3)]));
  }

  private void addTable(long t, byte[] b, int s, int e) {
    int i = slot(keys, t);
    if (keys[i] == t) {
      if (++counts[i] == 2) {
        exemplar[i] = Arrays.copyOfRange(b, s, Math.min(e, s + Template.SPAN));
      }
      return;
    }
    if (entries >= MAX_ENTRIES) {
      evict();
      i = slot(keys, t);
    }
    keys[i] = t;
    counts[i] = 1;
    exact[i] = !evicted;
    entries++;
  }

  private static int slot(long[] keys, long t) {
    int i = (int) (t ^ (t >>> 29)) & (SLOTS - 1);
    while (keys[i] != 0 && keys[i] != t) {
      i = (i + 1) & (SLOTS - 1);
    }
    return i;
  }

  /** Drops the least counted entries, a quarter of the table at least. */
  private void evict() {
    int[] sorted = Arrays.copyOf(counts, SLOTS);
    Arrays.sort(sorted);
    // sorted holds SLOTS - entries zeros first; the entry at a quarter of the entries is the cut.
    int threshold = sorted[SLOTS - entries + entries / 4];
    long[] k = keys;
    int[] c = counts;
    boolean[] x = exact;
    byte[][] ex = exemplar;
    keys = new long[SLOTS];
    counts = new int[SLOTS];
    exact = new boolean[SLOTS];
    exemplar = new byte[SLOTS][];
    entries = 0;
    for (int i = 0; i < SLOTS; i++) {
      if (k[i] != 0 && c[i] > threshold) {
        int j = slot(keys, k[i]);
        keys[j] = k[i];
        counts[j] = c[i];
        exact[j] = x[i];
        exemplar[j] = ex[i];
        entries++;
      }
    }
    evicted = true;
  }

  /** The exact count of template {@code t}, or -1 when it is not known exactly. */
  int exactCount(long t) {
    int i = slot(keys, t);
    return keys[i] == t && exact[i] ? counts[i] : -1;
  }

  private boolean sampled(long t) {
    return sampled(t, sampleBits);
  }

  private static boolean sampled(long t, int bits) {
    return bits == 0 || (t * 0xD6E8FEB86659FD93L >>> (64 - bits)) == 0;
  }

  private void admit(long t, byte[] b, int s, int e, long no, long offset) {
    if (cN == CANDIDATES) {
      purge();
      if (!sampled(t)) {
        return;
      }
    }
    int n = Math.min(e - s, KEEP);
    cTemplate[cN] = t;
    cNumber[cN] = no;
    cOffset[cN] = offset;
    cBytes[cN] = Arrays.copyOfRange(b, s, s + n);
    cClipped[cN] = n < e - s || clippedEnd >= 0;
    cFullEnd[cN] = clippedEnd >= 0 ? clippedEnd : offset + (e - s);
    cRoutine[cN] = routine(recentFirsts, lines - 1);
    cN++;
  }

  /** A later line of a rare template, its bytes capped as a candidate's are. */
  private record Again(long template, long number, long offset, byte[] bytes, boolean clipped, long fullEnd) {}

  private void admitAgain(long t, byte[] b, int s, int e, long no, long offset) {
    if (again.size() == CANDIDATES) {
      again.removeIf(x -> estimate(x.template()) > RARE);
      while (again.size() > CANDIDATES * 3 / 4) {
        againBits++;
        again.removeIf(x -> !sampled(x.template(), againBits));
      }
    }
    if (!sampled(t, againBits)) {
      return;
    }
    int n = Math.min(e - s, KEEP);
    again.add(new Again(t, no, offset, Arrays.copyOfRange(b, s, s + n), n < e - s || clippedEnd >= 0,
        clippedEnd >= 0 ? clippedEnd : offset + (e - s)));
  }

  /** The later lines (second and third) of the templates still rare, in line order. */
  List<Rare> rareAgain(Clean.Stats stats) {
    List<Rare> out = new ArrayList<>();
    for (Again x : again) {
      int c = estimate(x.template());
      if (c <= RARE) {
        out.add(new Rare(kept(x.number(), x.offset(), x.bytes(), x.clipped(), x.fullEnd(), stats), x.template(), c, 0));
      }
    }
    return out;
  }

  /** Frees a quarter of the candidates at least: first those now common, then by sampling. */
  private void purge() {
    keepIf(i -> estimate(cTemplate[i]) <= RARE);
    while (cN > CANDIDATES * 3 / 4) {
      sampleBits++;
      keepIf(i -> sampled(cTemplate[i]));
    }
  }

  private void keepIf(java.util.function.IntPredicate keep) {
    int w = 0;
    for (int i = 0; i < cN; i++) {
      if (keep.test(i)) {
        cTemplate[w] = cTemplate[i];
        cNumber[w] = cNumber[i];
        cOffset[w] = cOffset[i];
        cBytes[w] = cBytes[i];
        cClipped[w] = cClipped[i];
        cFullEnd[w] = cFullEnd[i];
        cRoutine[w] = cRoutine[i];
        w++;
      }
    }
    for (int i = w; i < cN; i++) {
      cBytes[i] = null;
    }
    cN = w;
  }

  /** How many lines before a rare line {@link #routine} looks at. */
  static final int ROUTINE_REACH = 8;

  /**
   * How many of the {@link #ROUTINE_REACH} lines before a line repeated a template seen before
   * them, given {@code firsts} (bit {@code i}: whether the line {@code i + 1} lines back was the
   * first of its template) and how many lines came {@code before} it. A line new amid routine
   * (the one report among a server's request lines, the recovery after a restart whose start-up
   * lines repeat the first run's) breaks it; one new line among others (a start-up banner, where
   * every line is new) does not.
   */
  static int routine(long firsts, long before) {
    int seen = (int) Math.min(before, ROUTINE_REACH);
    return seen - Long.bitCount(firsts & ((1L << seen) - 1));
  }

  /**
   * Whether a line whose {@link #routine} is {@code routine} breaks it: all the lines before it
   * but one at most repeated templates seen before them (the one may open the same report).
   */
  static boolean breaksRoutine(int routine) {
    return routine >= ROUTINE_REACH - 1;
  }

  /**
   * A rare line: its first occurrence, how often its template was seen, at most, how many of the
   * {@link #ROUTINE_REACH} lines before it repeated a template seen before them ({@link #routine}),
   * and, for a line kept for a value ({@link RareSlots}), the lines just above it ({@link Namers});
   * {@code back} when it is not its template's first but its first after the run went wrong.
   */
  record Rare(Line line, long template, int count, int routine, List<Line> above, boolean back) {
    /** A rare line whose lines above are not known. */
    Rare(Line line, long template, int count, int routine) {
      this(line, template, count, routine, List.of());
    }

    /** A rare line that is its template's first. */
    Rare(Line line, long template, int count, int routine, List<Line> above) {
      this(line, template, count, routine, above, false);
    }

    /** This line as a later one of its template, the first after the run went wrong ({@code back}). */
    Rare asBack() {
      return new Rare(line, template, count, routine, above, true);
    }
  }


  /** The candidates whose template is still rare, in line order. */
  List<Rare> rare(Clean.Stats stats) {
    List<Rare> out = new ArrayList<>();
    for (int i = 0; i < cN; i++) {
      int c = estimate(cTemplate[i]);
      if (c <= RARE) {
        out.add(new Rare(kept(cNumber[i], cOffset[i], cBytes[i], cClipped[i], cFullEnd[i], stats), cTemplate[i], c, cRoutine[i]));
      }
    }
    return out;
  }

  /** A kept line: its first bytes {@code b}, and where its whole line ends when they are {@code clipped}. */
  private static Line kept(long number, long offset, byte[] b, boolean clipped, long fullEnd, Clean.Stats stats) {
    return new Line(number, offset, offset + b.length, Clean.line(b, 0, b.length, stats), false, clipped,
        clipped ? fullEnd : offset + b.length);
  }

  /**
   * The words (runs of three letters or more, lower-cased) of the lines of templates seen more than
   * {@link #RARE} times, read from each such template's exemplar: the vocabulary of the output's
   * routine.
   */
  java.util.Set<String> routineWords() {
    java.util.Set<String> out = new java.util.HashSet<>();
    for (int i = 0; i < SLOTS; i++) {
      if (keys[i] != 0 && exemplar[i] != null && counts[i] > RARE) {
        Words.addTo(out, exemplar[i], 0, exemplar[i].length);
      }
    }
    return out;
  }

  /** A template counted exactly, with a line of it. */
  record Total(long template, int count, String example) {}

  /** The {@code n} most counted templates with an exact count of at least {@code min}, most first. */
  List<Total> top(int n, int min) {
    List<Total> out = new ArrayList<>();
    for (int i = 0; i < SLOTS; i++) {
      if (keys[i] != 0 && exact[i] && counts[i] >= min && exemplar[i] != null) {
        out.add(new Total(keys[i], counts[i], null));
      }
    }
    out.sort((a, b) -> Integer.compare(b.count(), a.count()));
    List<Total> top = new ArrayList<>();
    for (Total t : out.subList(0, Math.min(n, out.size()))) {
      byte[] ex = exemplar[slot(keys, t.template())];
      top.add(new Total(t.template(), t.count(), Clean.line(ex, 0, ex.length, new Clean.Stats())));
    }
    return top;
  }
}

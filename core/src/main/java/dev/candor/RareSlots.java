package dev.candor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The values each {@link Slots slot} of a stream's lines took, in bounded memory, and the lines
 * whose value stands out: lines that share a template (or the start of one) but differ in a masked
 * value ({@code RESULT tag=103 err=65} among three hundred {@code RESULT tag=103 err=0}) fold
 * together, so a value is the only thing that tells them apart.
 *
 * <p>A slot's value stands out when it is
 * <ul>
 *   <li>a rare value among a few usual ones: the slot took at most {@value #VALUES} distinct values,
 *       at least one of them usual (a twentieth of the lines or more), and this one at most once in
 *       a hundred lines (a status {@code 500} among {@code 200}s, {@code err=65} among {@code err=0}),
 *       or once where another value was seen {@value #SMALL_USUAL} times or more (a slot of a
 *       small output: one {@code "valid user"} among fifteen {@code "write cache size"});
 *   <li>a number far above its slot's bulk: beyond the upper quartile by three interquartile ranges,
 *       and at least twice the next value below it (one import of 1.8 s among hundreds of 50 µs;
 *       a fare of 410 among fares of 100 to 300 is not); or, when fewer than {@value #TOP} numbers
 *       lie beyond that fence, each of them (a burst of page faults in five intervals of sixty-five);
 *   <li>a change of state: the slot took at most {@value #STATES} values, changed at most {@value
 *       #SWITCHES} times and held each value for {@value #MIN_RUN} lines or more (a door switch reads
 *       0, then 1 for half a minute, then 0 again): the first line after each change, however usual
 *       its value.
 * </ul>
 *
 * <p>Design: a table of at most {@value #TRACKED} slots, first come; when it fills, the slots seen
 * fewer than {@value #MIN_LINES} times are dropped (once in {@value #DROP_EVERY} lines at most, so a
 * table full of frequent slots costs nothing more). Each slot keeps its first {@value #VALUES}
 * distinct values with their counts and the first line of each (bytes capped), a histogram of its
 * numbers by quarter octaves (the quartiles to within a quarter octave, rounded outward so the
 * fence is never lower than exact ones would put it), and its {@value #TOP} largest numbers with
 * their lines. A slot whose numbers keep rising (a counter, a clock) stops keeping its largest:
 * they would be every line. Every loop runs over a fixed bound.
 */
final class RareSlots {
  static final int TRACKED = 256;
  static final int VALUES = 6;
  static final int TOP = 8;
  static final int MIN_LINES = 20;
  /**
   * A value seen once stands out in a slot of fewer lines ({@value #MIN_LINES} down to one more than
   * this) when its usual value was seen at least this often: one {@code "valid user"} among fifteen
   * {@code "write cache size"}, where one in a hundred lines is asked of a larger slot.
   */
  static final int SMALL_USUAL = 10;
  /**
   * A slot whose value changed at most this often, each value held for {@value #MIN_RUN} lines of
   * the slot or more before it changed, is a state (a door switch reading 0, then 1, then 0 again):
   * the line where it changes is shown for its value, however usual that value is.
   */
  static final int SWITCHES = 3;
  static final int MIN_RUN = 5;
  /** A slot of more values than this is a measure, not a state (a size that grows 114, 116, 117). */
  static final int STATES = 3;
  private static final int BUCKETS = 256;
  private static final int TABLE = 512;

  private final long[] keys = new long[TABLE];
  private final Slot[] slots = new Slot[TABLE];
  private int size;
  /** The line number of the last {@link #drop}: a full table is swept once in {@value #DROP_EVERY} lines at most. */
  private long dropped = Long.MIN_VALUE / 2;
  private static final int DROP_EVERY = 1024;

  private static final class Slot {
    long n;
    long numbers;
    long rises;
    boolean wide;
    boolean counter;
    int values;
    final long[] vHash = new long[VALUES];
    final long[] vCount = new long[VALUES];
    final Seen[] vFirst = new Seen[VALUES];
    final int[] hist = new int[BUCKETS];
    final double[] top = new double[TOP];
    final Seen[] topLine = new Seen[TOP];
    int tops;
    /** The hash of the value the last line had, once a line was seen. */
    long last;
    boolean hasLast;
    /** How often the value changed from one line of the slot to the next, and the first lines after the first changes. */
    int switches;
    final Seen[] switchLine = new Seen[SWITCHES];
    /** Lines of the slot since its value last changed, and the fewest between two changes. */
    long run;
    long shortest = Long.MAX_VALUE;
  }

  /** A line kept for a value: where it is, its first bytes, and the raw offset where it ends. */
  private record Seen(long number, long offset, byte[] bytes, long fullEnd, byte[] above) {}

  /** Where the lines above a kept line are read from ({@link HitContext#above}); null for none. */
  private HitContext ring;

  /**
   * Reads the lines above each line kept for a value from {@code ring} as it is kept ({@link
   * Templates.Rare#above}): a line rare for its template is a message of its own, while a line kept
   * for a value is one more line of a routine record, which names the record above it.
   */
  void readAboveFrom(HitContext ring) {
    this.ring = ring;
  }

  /**
   * Counts the slots of line {@code b[s, e)}, number {@code no} at raw offset {@code offset}, found
   * by the walk that filled {@code line}, {@code weight} times (identical lines in a row).
   * {@code clippedEnd}: when the bytes are only the line's start, where the whole line ends; else -1.
   */
  void line(Slots line, byte[] b, int s, int e, long no, long offset, long weight, long clippedEnd) {
    for (int k = 0; k < line.n; k++) {
      int vs = s + line.start[k];
      int ve = Math.min(e, s + line.end[k]);
      if (ve <= vs) {
        continue;
      }
      Slot slot = slot(line.prefix[k] * 31 + k, no);
      if (slot == null) {
        continue;
      }
      slot.n += weight;
      categorical(slot, b, s, e, vs, ve, no, offset, weight, clippedEnd);
      numeric(slot, b, s, e, vs, ve, no, offset, weight, clippedEnd);
    }
  }

  private Slot slot(long key, long no) {
    key = key == 0 ? 1 : key;
    int i = index(key);
    if (keys[i] == key) {
      return slots[i];
    }
    if (size >= TRACKED && no - dropped >= DROP_EVERY) {
      dropped = no;
      drop();
    }
    if (size >= TRACKED) {
      return null;
    }
    i = index(key);
    keys[i] = key;
    slots[i] = new Slot();
    size++;
    return slots[i];
  }

  private int index(long key) {
    int i = (int) (key ^ (key >>> 31)) & (TABLE - 1);
    for (int probes = 0; probes < TABLE && keys[i] != 0 && keys[i] != key; probes++) {
      i = (i + 1) & (TABLE - 1);
    }
    return i;
  }

  /** Drops the slots seen fewer than {@link #MIN_LINES} times: none of them can say a value stands out. */
  private void drop() {
    long[] k = keys.clone();
    Slot[] v = slots.clone();
    Arrays.fill(keys, 0);
    Arrays.fill(slots, null);
    size = 0;
    for (int i = 0; i < TABLE; i++) {
      if (k[i] != 0 && v[i].n >= MIN_LINES) {
        int j = index(k[i]);
        keys[j] = k[i];
        slots[j] = v[i];
        size++;
      }
    }
  }

  private void categorical(Slot slot, byte[] b, int s, int e, int vs, int ve, long no, long offset, long weight,
      long clippedEnd) {
    if (slot.wide || clockLike(b, vs, ve)) {
      return;
    }
    long h = 0xcbf29ce484222325L;
    for (int i = vs; i < ve; i++) {
      h = (h ^ (b[i] & 0xFF)) * 0x100000001b3L;
    }
    if (slot.hasLast && h != slot.last) {
      slot.shortest = Math.min(slot.shortest, slot.run);
      slot.run = 0;
      if (++slot.switches <= SWITCHES) {
        slot.switchLine[slot.switches - 1] = seen(b, s, e, no, offset, clippedEnd);
      }
    }
    slot.run += weight;
    slot.last = h;
    slot.hasLast = true;
    for (int i = 0; i < slot.values; i++) {
      if (slot.vHash[i] == h) {
        slot.vCount[i] += weight;
        if (slot.vCount[i] > Templates.RARE) {
          slot.vFirst[i] = null; // too common to be shown for its value
        }
        return;
      }
    }
    if (slot.values == VALUES) {
      slot.wide = true;
      Arrays.fill(slot.vFirst, null);
      Arrays.fill(slot.switchLine, null);
      return;
    }
    int i = slot.values++;
    slot.vHash[i] = h;
    slot.vCount[i] = weight;
    slot.vFirst[i] = weight > Templates.RARE ? null : seen(b, s, e, no, offset, clippedEnd);
  }

  private Seen seen(byte[] b, int s, int e, long no, long offset, long clippedEnd) {
    int n = Math.min(e - s, Templates.KEEP);
    return new Seen(no, offset, Arrays.copyOfRange(b, s, s + n), clippedEnd >= 0 ? clippedEnd : offset + (e - s),
        ring == null ? null : ring.above(offset));
  }

  private void numeric(Slot slot, byte[] b, int s, int e, int vs, int ve, long no, long offset, long weight,
      long clippedEnd) {
    double v = number(b, vs, ve);
    if (v < 0) {
      return;
    }
    slot.numbers += weight;
    slot.hist[bucket(v)] += (int) Math.min(weight, Integer.MAX_VALUE - slot.hist[bucket(v)]);
    if (slot.counter) {
      return;
    }
    if (slot.tops == 0 || v > slot.top[0]) {
      slot.rises++;
      if (slot.numbers >= 64 && slot.rises * 2 > slot.numbers) {
        // A counter or a clock: its largest value is the last, not an outlier.
        slot.counter = true;
        slot.tops = 0;
        Arrays.fill(slot.topLine, null);
        return;
      }
    }
    if (slot.tops == TOP && v <= slot.top[TOP - 1]) {
      return;
    }
    int at = Math.min(slot.tops, TOP - 1);
    while (at > 0 && slot.top[at - 1] < v) {
      slot.top[at] = slot.top[at - 1];
      slot.topLine[at] = slot.topLine[at - 1];
      at--;
    }
    slot.top[at] = v;
    slot.topLine[at] = seen(b, s, e, no, offset, clippedEnd);
    slot.tops = Math.min(TOP, slot.tops + 1);
  }

  /**
   * Whether {@code b[s, e)} reads as a time or a date ({@code 15:49:38}, {@code 2026-12-02}): a clock
   * takes few values in a short log, and the one second seen once is no rare value.
   */
  static boolean clockLike(byte[] b, int s, int e) {
    for (int i = s + 1; i + 1 < e; i++) {
      if ((b[i] == ':' || b[i] == '-') && Character.isDigit(b[i - 1]) && Character.isDigit(b[i + 1])) {
        return true;
      }
    }
    return false;
  }

  /** The value of {@code b[s, e)} when it is a plain number ({@code 123}, {@code 0.25}); -1 otherwise. */
  static double number(byte[] b, int s, int e) {
    long whole = 0;
    double frac = 0;
    double scale = 1;
    boolean dot = false;
    int digits = 0;
    for (int i = s; i < e; i++) {
      int c = b[i];
      if (c >= '0' && c <= '9') {
        digits++;
        if (dot) {
          scale /= 10;
          frac += (c - '0') * scale;
        } else if (whole < 1L << 52) {
          whole = whole * 10 + (c - '0');
        } else {
          return -1;
        }
      } else if (c == '.' && !dot && i > s && i + 1 < e) {
        dot = true;
      } else {
        return -1;
      }
    }
    return digits == 0 ? -1 : whole + frac;
  }

  /** Quarter octaves: 0 for values below 1. */
  private static int bucket(double v) {
    if (v < 1) {
      return 0;
    }
    int exp = Math.getExponent(v);
    int quarter = (int) ((v / Math.scalb(1.0, exp) - 1) * 4);
    return Math.min(BUCKETS - 1, 1 + exp * 4 + Math.min(3, quarter));
  }

  private static double lower(int bucket) {
    if (bucket == 0) {
      return 0;
    }
    int exp = (bucket - 1) / 4;
    return Math.scalb(1.0 + (bucket - 1) % 4 / 4.0, exp);
  }

  private static double upper(int bucket) {
    return bucket == 0 ? 1 : lower(bucket + 1);
  }

  /** The bucket that holds the value of rank {@code rank} (from 0) of {@code numbers} counted. */
  private static int rankBucket(int[] hist, long rank) {
    long seen = 0;
    for (int i = 0; i < BUCKETS; i++) {
      seen += hist[i];
      if (seen > rank) {
        return i;
      }
    }
    return BUCKETS - 1;
  }

  /** The lines whose slot value stands out, in line order, each once. */
  List<Templates.Rare> lines(Clean.Stats stats) {
    return lines(stats, true);
  }

  /** As {@link #lines(Clean.Stats)}; without {@code values}, only the lines of a number far above its slot's bulk. */
  List<Templates.Rare> lines(Clean.Stats stats, boolean values) {
    java.util.TreeMap<Long, Seen> out = new java.util.TreeMap<>();
    for (Slot slot : slots) {
      if (slot == null || slot.n <= SMALL_USUAL) {
        continue;
      }
      if (values) {
        rareValues(slot, out);
        switches(slot, out);
      }
      if (slot.n >= MIN_LINES) {
        farNumbers(slot, out);
      }
    }
    List<Templates.Rare> rare = new ArrayList<>(out.size());
    for (Seen s : out.values()) {
      boolean clipped = s.bytes().length < s.fullEnd() - s.offset();
      Line l = new Line(s.number(), s.offset(), s.offset() + s.bytes().length, Clean.line(s.bytes(), 0, s.bytes().length, stats),
          false, clipped, clipped ? s.fullEnd() : s.offset() + s.bytes().length);
      rare.add(new Templates.Rare(l, Template.hash(s.bytes(), 0, s.bytes().length), Templates.RARE + 1, 0,
          s.above() == null ? List.of() : HitContext.lines(s.above(), l.start(), l.number() - 1)));
    }
    return rare;
  }

  private static void rareValues(Slot slot, java.util.Map<Long, Seen> out) {
    if (slot.wide) {
      return;
    }
    boolean usual = false;
    long most = 0;
    for (int i = 0; i < slot.values; i++) {
      usual |= slot.vCount[i] * 20 >= slot.n && slot.vCount[i] >= 3;
      most = Math.max(most, slot.vCount[i]);
    }
    if (!usual) {
      return;
    }
    for (int i = 0; i < slot.values; i++) {
      Seen first = slot.vFirst[i];
      if (first != null && (slot.vCount[i] * 100 <= slot.n || slot.vCount[i] == 1 && most >= SMALL_USUAL)) {
        out.putIfAbsent(first.number(), first);
      }
    }
  }

  /** The lines where a slot that holds a state ({@link #SWITCHES}) changes its value. */
  private static void switches(Slot slot, java.util.Map<Long, Seen> out) {
    if (slot.wide || slot.values > STATES || slot.switches == 0 || slot.switches > SWITCHES || slot.n < MIN_LINES
        || Math.min(slot.shortest, slot.run) < MIN_RUN) {
      return;
    }
    for (int i = 0; i < slot.switches; i++) {
      out.putIfAbsent(slot.switchLine[i].number(), slot.switchLine[i]);
    }
  }

  private static void farNumbers(Slot slot, java.util.Map<Long, Seen> out) {
    if (slot.counter || slot.numbers < MIN_LINES || slot.tops < 2) {
      return;
    }
    double q1 = lower(rankBucket(slot.hist, slot.numbers / 4));
    double q3 = upper(rankBucket(slot.hist, slot.numbers * 3 / 4));
    double fence = q3 + 3 * (q3 - q1);
    if (slot.top[slot.tops - 1] <= fence) {
      // Every number above the fence is among the largest kept: a burst of a few (page faults in
      // five intervals of sixty-five), each far above the bulk, shown without a cliff between them.
      for (int k = 0; k < slot.tops && slot.top[k] > fence; k++) {
        out.putIfAbsent(slot.topLine[k].number(), slot.topLine[k]);
      }
      return;
    }
    for (int j = 0; j + 1 < slot.tops && j < TOP - 1; j++) {
      if (slot.top[j] <= fence) {
        return;
      }
      if (slot.top[j] >= 2 * slot.top[j + 1]) {
        for (int k = 0; k <= j; k++) {
          out.putIfAbsent(slot.topLine[k].number(), slot.topLine[k]);
        }
        return;
      }
    }
  }
}

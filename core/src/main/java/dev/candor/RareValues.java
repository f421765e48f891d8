package dev.candor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The records of a run whose value in some field is rare: a field that is nearly constant
 * ({@code pending_restart} is {@code f} in 353 rows of 354) and the few records that differ from
 * it (the one row where it is {@code t}); or a number that stands out, at least {@link
 * #STANDOUT_RATIO} times the next largest of its field ({@code "Actual Loops":264} where the
 * other plan nodes loop once). Such a record is shown before the run's other records, rare
 * values first, and the statement says why ({@code the row with a rare value: pending_restart =
 * t (1 of 354)}). Two fields of which one decides the other (each region its own matchmaker)
 * are followed as a pair: the record pairing two usual values as no other does (an eu-west server
 * with us-east's matchmaker) is as rare, and the statement names both ({@code matchmaking_region =
 * us-east with region_code = euw (1 of 18; 17 with eu-west)}). A number's step from one record
 * to the next ten times any other of its field (a track's position jumping a tenth of a degree
 * where it moves a few thousandths a minute) makes the two records either side of it rare too
 * ({@code Latitude = 53.528420 then 53.635820 (the largest step, 0.107400; the next 0.005554)}).
 *
 * <p>Design: rarity is only known at the end, so while reading, each field counts its distinct
 * values in a small table, and the first few records holding each value are pinned, held however
 * far past the head they are. A field with more than {@link #MAX_VALUES} distinct values (a name,
 * an id, an amount) is no such field: its table and pins are dropped, and a value seen more than
 * {@link #MAX_RARE} times loses its pins. Each field also keeps its largest two numbers and pins
 * the record of the largest. Memory stays bounded: at most {@link #MAX_FIELDS} fields
 * are followed, each holding {@link #MAX_VALUES} values, and the pinned records past the head take
 * at most {@link #PIN_BYTES} bytes and half of the run's allowance, so the tail window keeps the
 * other half.
 */
final class RareValues {
  /** Fields followed at most; later ones are not looked at. */
  static final int MAX_FIELDS = 64;
  /** A field with more distinct values than this is not nearly constant. */
  static final int MAX_VALUES = 16;
  /** A value seen more often than this is not rare, whatever the run's size. */
  static final int MAX_RARE = 3;
  /** A value longer than this, in chars, makes its field one of free text, not followed. */
  static final int MAX_VALUE_CHARS = 256;
  /** Fewer records than this give rarity no meaning. */
  static final int MIN_RECORDS = 20;
  /** A rare value is held by at most 1/this of the records. */
  static final int RARE_SHARE = 20;
  /**
   * The field's usual values (those not rare) are at most {@link #USUAL_VALUES} and hold at least
   * this percentage of the records: one value ({@code pending_restart} is {@code f}) or a few
   * ({@code dunning_level} is 0, 1 or 2; a ledger's eight accounts; a linter's dozen rules) make the
   * field, so a value beside them stands out ({@code Expenses:Shiping}, one rule broken once).
   */
  static final int DOMINANT_PERCENT = 80;
  /** A field with more usual values than this is too varied for a rare one to stand out. */
  static final int USUAL_VALUES = 12;
  /** A number stands out when it is at least this many times the next largest of its field. */
  static final int STANDOUT_RATIO = 10;
  /**
   * A number at least this many times the next largest of its field (three orders of magnitude:
   * a grid reference's 173,025 among latitudes near 51.4) is ranked as a value held once, before
   * the values held more often (the furthest first); one that stands out less is ranked after
   * every rare value.
   */
  static final long APART_RATIO = 1_000;
  /** How far a number stands out is ranked up to this many times the next: past every rare value's count. */
  private static final long STANDOUT_RANKS = 1_000_000_000_000L;
  /**
   * A zero is rare among positive numbers when the least of them is at least 1/this of their lower
   * quartile: they are of one magnitude, not a count rising from zero.
   */
  static final int ZERO_APART = 20;
  /** Fewer numbers than this in a field make none stand out. */
  static final int MIN_NUMBERS = 3;
  /** The bytes of pinned records past the head, at most, however large the allowance. */
  static final long PIN_BYTES = PastHead.TAIL_CAP;
  /** The pinned records past the head take at most 1/this of the allowance, so the tail window keeps the rest. */
  static final int PIN_SHARE = 2;
  /** The most bytes pinned past the head in this run. */
  private final long pinLimit;
  /** A value shown in the statement longer than this many chars is shortened in its middle. */
  private static final int SHOWN_VALUE_CHARS = 40;

  private final Map<String, Field> fields = new LinkedHashMap<>();
  /** Called with a record no pin holds any more, so its bytes can go back. */
  private final Consumer<HeldItem> unpinned;
  /** Whether a record is past the head, so that pinning it costs the allowance. */
  private final Predicate<HeldItem> pastHead;
  private long pinnedBytes;

  /**
   * @param unpinned called with a record past the head that no pin holds any more
   * @param pastHead whether a record is past the head, so that pinning it costs the allowance
   * @param allowance the bytes the run may hold past its head
   */
  RareValues(Consumer<HeldItem> unpinned, Predicate<HeldItem> pastHead, long allowance) {
    this.unpinned = unpinned;
    this.pastHead = pastHead;
    this.pinLimit = Math.min(PIN_BYTES, allowance / PIN_SHARE);
  }

  /**
   * One followed field: its values' counts and first records, dead once it has too many values;
   * and its numbers' largest two, the record holding the largest pinned.
   */
  private static final class Field {
    final Map<String, Value> values = new LinkedHashMap<>();
    boolean dead;
    /** How many records held a number here, and the largest two of them. */
    long numbers;
    double max = -1;
    double second = -1;
    /** The text of the largest number, as written. */
    String maxText;
    /**
     * The index of the record that holds {@link #max}, or -1 when it is not held: a record's other
     * values are not the next largest to it. An index, not the record, so no released record's text
     * stays reachable from here.
     */
    long maxIndex = -1;
    /** The record holding the largest number, pinned; null when it is not held. */
    final Value top = new Value();
    /** How many of its numbers are negative, the least of them as written, and its record pinned. */
    long negatives;
    /** How many of its numbers are zero. */
    long zeros;
    double min = Double.POSITIVE_INFINITY;
    double secondMin = Double.POSITIVE_INFINITY;
    String minText;
    /** Where the bulk of its numbers lies, so a largest or least far outside it stands out. */
    final NumberSpread spread = new NumberSpread();
    /** The unit its numbers are written with ({@code ""} for none); null before the first. */
    String unit;
    /** Two units were seen: its numbers are not compared. */
    boolean mixedUnits;
    final Value bottom = new Value();
    /** Each negative number's record while there are {@link #MAX_RARE} at most, and the numbers as written. */
    final Value negative = new Value();
    final List<String> negativeTexts = new ArrayList<>(MAX_RARE);
    /** How many records held a value here, for a field of distinct values ({@link Distinct}). */
    long seen;
    /** The field's values so far while each may be held once; null when not followed or given up. */
    Distinct distinct;
    /** The records repeating a value of that field, and the values they repeat, in order. */
    final Value repeats = new Value();
    final List<Repeat> repeated = new ArrayList<>();
    /** Whether its values are those of the records inside a record's array ({@link #seeAmong}). */
    boolean among;
    /** Its last number, as written, and the record holding it, for the step to the next record's ({@link #step}). */
    double last = Double.NaN;
    String lastText;
    HeldItem lastHeld;
    /** How many steps were measured, the largest two, and the numbers on either side of the largest. */
    long steps;
    double maxStep = -1;
    double secondStep = -1;
    String stepFromText;
    String stepToText;
    /** The two records on either side of the largest step, pinned. */
    final Value step = new Value();
  }

  /** Fields followed for a repeated value, at most: the first ones seen. */
  static final int DISTINCT_FIELDS = 4;
  /** Values a field of distinct values is followed for, at most; past them it is given up. */
  static final int DISTINCT_VALUES = 1 << 14;
  /** Records repeating a value, at most, in a field of distinct values; past them it is given up. */
  static final int MAX_REPEATS = 8;

  /**
   * The hashes of a field's values, in open addressing, each with the number of the first record
   * holding it: a value seen again in a field whose values are nearly all held once (a second
   * account with uid 0) is as rare as a value held by one record. 64-bit hashes, so that two values
   * taken for one are rare past telling.
   */
  private static final class Distinct {
    long[] slots = new long[64];
    long[] firsts = new long[64];
    boolean[] used = new boolean[64];
    int size;

    /**
     * Adds the hash {@code h} of a value the record numbered {@code index} holds: -1 when it is new,
     * else the number of the first record that held it. Grows so that half the slots at most are used.
     */
    long add(long h, long index) {
      long first = put(h, index);
      if (first >= 0) {
        return first;
      }
      if (size * 2 > slots.length) {
        long[] old = slots;
        long[] oldFirsts = firsts;
        boolean[] was = used;
        slots = new long[old.length * 2];
        firsts = new long[old.length * 2];
        used = new boolean[old.length * 2];
        size = 0;
        for (int i = 0; i < old.length; i++) {
          if (was[i]) {
            put(old[i], oldFirsts[i]);
          }
        }
      }
      return -1;
    }

    private long put(long h, long index) {
      int mask = slots.length - 1;
      int i = (int) (h ^ (h >>> 32)) & mask;
      while (used[i]) {
        if (slots[i] == h) {
          return firsts[i];
        }
        i = (i + 1) & mask; // half the slots at most are used: a free one is always met
      }
      used[i] = true;
      slots[i] = h;
      firsts[i] = index;
      size++;
      return -1;
    }
  }

  /** A record holding a value an earlier record held first, in a field of distinct values. */
  private record Repeat(String value, long first, HeldItem item) {}

  private int distinctFields;

  /**
   * Fields of one record paired at most: the first of its fields that have taken two values or
   * more and are still followed. A pair is followed as a field of its own, its value the two values.
   */
  static final int PAIR_FIELDS = 10;
  /** Pairs of fields followed at most; later ones are not looked at. */
  static final int MAX_PAIRS = 96;
  /**
   * Records in which a value of one field goes with one value of another, at least, before a record
   * pairing it with another value stands out ({@code region_code = euw} with {@code
   * matchmaking_region = eu-west} seventeen times, then once with {@code us-east}).
   */
  static final int MIN_PAIRED = 5;
  /** Joins two values into one pair's value: a control char, which values seldom hold (one that does is split at its first). */
  private static final char JOIN = '\u0001';

  /** Two fields followed together: how often each pair of their values is held by one record. */
  private record Pair(String a, String b, Field field) {}

  private final Map<String, Pair> pairs = new LinkedHashMap<>();
  /** The record being read: its followed fields and their values, in order, and the record itself. */
  private final List<String> recordNames = new ArrayList<>();
  private final List<String> recordValues = new ArrayList<>();
  private HeldItem recordHeld;
  /** The pair last found at each two places of a record's paired fields. */
  private final Pair[][] lastAt = new Pair[PAIR_FIELDS][PAIR_FIELDS];

  /** FNV-1a over the value's chars, 64 bits. */
  private static long hash(String value) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < value.length(); i++) {
      h = (h ^ value.charAt(i)) * 0x100000001b3L;
    }
    return h;
  }

  /**
   * Follows {@code value} in a field whose values are each held once: the record repeating one is
   * pinned; a field with more repeats than {@link #MAX_REPEATS}, or more values than {@link
   * #DISTINCT_VALUES}, is given up.
   */
  private void distinct(Field f, String value, HeldItem held) {
    if (f.distinct == null) {
      return;
    }
    long first = f.distinct.add(hash(value), f.seen);
    if (first < 0) {
      if (f.distinct.size >= DISTINCT_VALUES) {
        giveUpDistinct(f);
      }
      return;
    }
    if (f.repeated.size() >= MAX_REPEATS || held == null || held.text == null) {
      giveUpDistinct(f); // a repeat that cannot be shown, or too many: no rare event to show
      return;
    }
    int before = f.repeats.pins.size();
    pin(f.repeats, held);
    if (f.repeats.pins.size() == before) {
      giveUpDistinct(f);
      return;
    }
    f.repeated.add(new Repeat(value, first, held));
  }

  private void giveUpDistinct(Field f) {
    f.distinct = null;
    f.repeated.clear();
    unpinAll(f.repeats);
  }

  private static final class Value {
    long count;
    final List<HeldItem> pins = new ArrayList<>(MAX_RARE);
  }

  /**
   * The record added last has {@code value} in {@code field}; {@code held} is that record when the
   * run holds it, else null (it is counted, but cannot be shown). A null {@code value} is one too
   * long to follow: free text, so the field is no nearly constant one.
   */
  void see(String field, String value, HeldItem held) {
    Field f = field(field);
    if (f == null) {
      return;
    }
    if (value != null) {
      number(f, value, held, true);
      f.seen++;
      distinct(f, value, held);
    } else if (f.distinct != null) {
      giveUpDistinct(f); // free text is not a field of distinct values
    }
    count(f, value, held);
    if (!f.dead && f.values.size() >= 2 && recordNames.size() < PAIR_FIELDS) {
      recordNames.add(field);
      recordValues.add(value);
      recordHeld = held;
    }
  }

  /**
   * The record whose fields {@link #see} was given since the last call has ended: each two of its
   * fields that vary ({@link #PAIR_FIELDS} at most) are counted as a pair, so that a record pairing
   * two usual values as no other does stands out ({@link #ranked}).
   */
  void endRecord() {
    int n = recordNames.size();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Pair p = pair(i, j);
        if (p != null && !p.field().dead) {
          count(p.field(), recordValues.get(i) + JOIN + recordValues.get(j), recordHeld);
        }
      }
    }
    recordNames.clear();
    recordValues.clear();
    recordHeld = null;
  }

  /**
   * The pair of the record's fields {@code i} and {@code j}, made when new; null when too many are
   * followed. Records of one kind list their fields in one order: the pair found at those places
   * last time is tried first, so most records build no key.
   */
  private Pair pair(int i, int j) {
    String a = recordNames.get(i);
    String b = recordNames.get(j);
    Pair p = lastAt[i][j];
    if (p != null && p.a().equals(a) && p.b().equals(b)) {
      return p;
    }
    String key = a + JOIN + b;
    p = pairs.get(key);
    if (p == null) {
      if (pairs.size() >= MAX_PAIRS) {
        return null;
      }
      p = new Pair(a, b, new Field());
      pairs.put(key, p);
    }
    lastAt[i][j] = p;
    return p;
  }

  /**
   * The record added last holds {@code value} in {@code field} among other values of it: the field
   * of the records in an array inside it ({@code violations.code} of a linter's per-file record,
   * each distinct value once per record). Counted as {@link #see} counts a value, so that a value
   * few records hold stands out ({@code PRS} where every other file has only style codes); and
   * followed as a number, so that one that stands out against every other record's stands out
   * (a point's coordinates in grid metres among points in degrees), though the record's own other
   * numbers are near it. Not followed as a field of distinct values, which one value per record makes.
   */
  void seeAmong(String field, String value, HeldItem held) {
    Field f = field(field);
    if (f != null) {
      f.among = true;
      if (f.distinct != null) {
        giveUpDistinct(f);
      }
      if (value != null) {
        number(f, value, held, false);
      }
      count(f, value, held);
    }
  }

  /** The field named {@code name}, followed from now on; null when too many are followed already. */
  private Field field(String name) {
    Field f = fields.get(name);
    if (f == null) {
      if (fields.size() >= MAX_FIELDS) {
        return null;
      }
      f = new Field();
      fields.put(name, f);
      if (distinctFields < DISTINCT_FIELDS) {
        distinctFields++;
        f.distinct = new Distinct();
      }
    }
    return f;
  }

  /** Counts {@code value} among the field's values, pinning {@code held} while the value may be rare. */
  private void count(Field f, String value, HeldItem held) {
    if (f.dead) {
      return;
    }
    if (value == null || value.length() > MAX_VALUE_CHARS) {
      kill(f);
      return;
    }
    Value v = f.values.get(value);
    if (v == null) {
      if (f.values.size() >= MAX_VALUES) {
        kill(f);
        return;
      }
      v = new Value();
      f.values.put(value, v);
    }
    v.count++;
    if (v.count > MAX_RARE) {
      unpinAll(v);
    } else if (held != null && held.text != null) {
      pin(v, held);
    }
  }

  /** The longest number text followed; longer ones are ids, not measures. */
  private static final int MAX_NUMBER_CHARS = 24;

  /**
   * Follows {@code value} as a number: of the non-negative ones the largest two and the record of
   * the largest; of every one the least and its record, so a negative among non-negative ones
   * (a stock count of -12) can be shown. A quantity ({@link Quantity}) counts as its number while
   * the field keeps to one unit: a field of amounts in EUR is a field of numbers, one that mixes
   * {@code ms} and {@code s} is none.
   */
  private void number(Field f, String value, HeldItem held, boolean stepping) {
    if (value.isEmpty() || value.length() > MAX_NUMBER_CHARS || f.mixedUnits) {
      return;
    }
    Quantity q = Quantity.parse(value);
    if (q == null) {
      return;
    }
    if (f.unit == null) {
      f.unit = q.unit();
    } else if (!f.unit.equals(q.unit())) {
      f.mixedUnits = true; // its largest and least so far compare amounts of two units: let them go
      unpinAll(f.top);
      unpinAll(f.bottom);
      unpinAll(f.negative);
      unpinAll(f.step);
      f.negativeTexts.clear();
      return;
    }
    double d = q.value();
    value = value.strip();
    if (stepping) {
      step(f, d, value, held);
    }
    f.numbers++;
    f.spread.add(d);
    if (d < f.min) {
      f.secondMin = f.min;
      f.min = d;
      f.minText = value;
      unpinAll(f.bottom);
      if (held != null && held.text != null) {
        pin(f.bottom, held);
      }
    } else if (d < f.secondMin) {
      f.secondMin = d;
    }
    if (d == 0) {
      f.zeros++;
    }
    if (d < 0) {
      f.negatives++;
      if (f.negatives > MAX_RARE) {
        unpinAll(f.negative); // negatives are no rare sign here
        f.negativeTexts.clear();
      } else if (held != null && held.text != null && pin(f.negative, held)) {
        f.negativeTexts.add(value);
      }
      return;
    }
    boolean sameRecord = held != null && held.index == f.maxIndex;
    if (d > f.max) {
      if (!sameRecord) {
        f.second = f.max;
      }
      f.max = d;
      f.maxText = value;
      f.maxIndex = held == null ? -1 : held.index;
      unpinAll(f.top);
      if (held != null && held.text != null) {
        pin(f.top, held);
      }
    } else if (d > f.second && !sameRecord) {
      f.second = d;
    }
  }

  /**
   * Follows the step of {@code f}'s number from one record to the next: the largest two, and the
   * two records either side of the largest pinned. A track whose positions move a little each
   * minute and once jump a tenth of a degree (a tracker off for forty minutes) has two records
   * apart that no value alone sets apart. Top-level records only, in their order; {@code d} is
   * {@code value}, a number of the field's one unit, read.
   */
  private void step(Field f, double d, String value, HeldItem held) {
    if (!Double.isNaN(f.last) && held != null && f.lastHeld != null && held.index == f.lastHeld.index + 1) {
      double step = Math.abs(d - f.last);
      f.steps++;
      if (step > f.maxStep) {
        f.secondStep = f.maxStep;
        f.maxStep = step;
        f.stepFromText = f.lastText;
        f.stepToText = value;
        unpinAll(f.step);
        if (f.lastHeld.text != null && held.text != null) {
          pin(f.step, f.lastHeld);
          pin(f.step, held);
        }
      } else if (step > f.secondStep) {
        f.secondStep = step;
      }
    }
    f.last = d;
    f.lastText = value;
    f.lastHeld = held;
  }

  /** Pins {@code e} for {@code v}; false when the pinned records past the head may take no more. */
  private boolean pin(Value v, HeldItem e) {
    if (pastHead.test(e)) {
      long size = e.rarePins == 0 ? Utf8.length(e.text) : 0;
      if (pinnedBytes + size > pinLimit) {
        return false;
      }
      pinnedBytes += size;
    }
    e.rarePins++;
    v.pins.add(e);
    return true;
  }

  private void kill(Field f) {
    f.dead = true;
    for (Value v : f.values.values()) {
      unpinAll(v);
    }
    f.values.clear();
  }

  private void unpinAll(Value v) {
    for (HeldItem e : v.pins) {
      e.rarePins--;
      if (e.rarePins == 0 && pastHead.test(e)) {
        pinnedBytes -= Utf8.length(e.text);
        unpinned.accept(e);
      }
    }
    v.pins.clear();
  }

  /** Every record pinned now, for the run's list of held items; duplicates are the caller's to skip. */
  List<HeldItem> pinned() {
    List<HeldItem> out = new ArrayList<>();
    for (Field f : fields.values()) {
      for (Value v : f.values.values()) {
        out.addAll(v.pins);
      }
      out.addAll(f.top.pins);
      out.addAll(f.bottom.pins);
      out.addAll(f.negative.pins);
      out.addAll(f.repeats.pins);
      out.addAll(f.step.pins);
    }
    for (Pair p : pairs.values()) {
      for (Value v : p.field().values.values()) {
        out.addAll(v.pins);
      }
    }
    return out;
  }

  /**
   * The rare records of a run of {@code records} records, rarest first (the fewest records hold the
   * value, then the field most nearly constant), each with {@link HeldItem#rare} saying why: {@code
   * pending_restart = t (1 of 354)}. Empty when the run is too short for rarity to mean anything.
   */
  List<HeldItem> ranked(long records) {
    endRecord();
    List<HeldItem> pinned = pinned();
    pinned.forEach(e -> e.rare = null);
    List<Candidate> all = new ArrayList<>();
    int index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      if (f.dead || f.values.size() < 2 || records < MIN_RECORDS) {
        continue;
      }
      // A field only some kinds of record hold (a reading's unit, in a log of several events) is
      // judged among the records holding it, when one value is nearly all of them (kWh, not a
      // column number among a few); a field of the records inside a record's array, among all.
      long holders = f.among ? records : f.values.values().stream().mapToLong(v -> v.count).sum();
      if (holders < MIN_RECORDS) {
        continue;
      }
      long dominant = 0;
      String common = null;
      long usual = 0;
      int usualValues = 0;
      for (Map.Entry<String, Value> ve : f.values.entrySet()) {
        Value v = ve.getValue();
        if (v.count > dominant) {
          dominant = v.count;
          common = ve.getKey();
        }
        if (!rare(v, holders)) {
          usual += v.count;
          usualValues++;
        }
      }
      if (usual * 100 < holders * DOMINANT_PERCENT || usualValues > USUAL_VALUES
          || holders < records && dominant * 100 < holders * DOMINANT_PERCENT) {
        continue;
      }
      // The field's rare values: all but its usual ones (its commonest is usual, or none would be).
      int alike = f.values.size() - usualValues;
      for (Map.Entry<String, Value> ve : f.values.entrySet()) {
        Value v = ve.getValue();
        if (!rare(v, holders) || ve.getKey().equals(common)) {
          continue;
        }
        String why = fe.getKey() + " = " + shown(ve.getKey()) + " (" + Grouping.of(v.count) + " of "
            + Grouping.of(holders) + ")";
        for (HeldItem e : v.pins) {
          all.add(new Candidate(e, v.count, dominant / alike, index, why, false));
        }
      }
    }
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      if (f.mixedUnits || f.numbers < MIN_NUMBERS || f.top.pins.isEmpty() || f.max <= 0 || f.max < STANDOUT_RATIO * f.second) {
        continue;
      }
      // Ranked after every rare value, the number standing out furthest first.
      long by = f.second <= 0 ? STANDOUT_RANKS : (long) Math.min(STANDOUT_RANKS, f.max / f.second);
      String why = fe.getKey() + " = " + f.maxText + " (the most; the next " + number(f.second) + ")";
      if (by >= APART_RATIO) { // as a value held once, after those of a field that makes a rule; furthest first
        all.add(new Candidate(f.top.pins.get(0), 1, 0, (int) -Math.min(Integer.MAX_VALUE, by), why, true));
      } else {
        all.add(new Candidate(f.top.pins.get(0), 2 * STANDOUT_RANKS - by, 0, 0, why, true));
      }
    }
    index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      long n = f.negatives;
      if (f.mixedUnits || n == 0 || f.bottom.pins.isEmpty() || f.numbers < MIN_RECORDS || n > MAX_RARE || n * RARE_SHARE > f.numbers) {
        continue;
      }
      // A sign unlike the others' is a rare value: ranked by how few hold it, like one.
      String why = fe.getKey() + " = " + f.minText + (n == 1 ? " (the only negative of " : " (the least; "
          + Grouping.of(n) + " negative of ") + Grouping.of(f.numbers) + ")";
      all.add(new Candidate(f.bottom.pins.get(0), n, f.numbers - n, index, why, false));
      // The others of so few: a running balance below zero for three rows shows each of them.
      for (int i = 0; i < f.negative.pins.size(); i++) {
        HeldItem e = f.negative.pins.get(i);
        if (e != f.bottom.pins.get(0)) {
          all.add(new Candidate(e, n, f.numbers - n, index, fe.getKey() + " = " + f.negativeTexts.get(i) + " (one of "
              + Grouping.of(n) + " negative of " + Grouping.of(f.numbers) + ")", false));
        }
      }
    }
    index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      long z = f.zeros;
      if (f.mixedUnits || f.negatives > 0 || z == 0 || f.min != 0 || f.bottom.pins.isEmpty() || f.numbers < MIN_RECORDS
          || z > MAX_RARE || z * RARE_SHARE > f.numbers) {
        continue;
      }
      // A zero among positive numbers of one magnitude (an empty dump among files of kilobytes and
      // megabytes) is rare as a sign is; not the first of a count that starts at zero (run 0, 1, 2).
      double[] q = f.spread.quartiles(MIN_RECORDS);
      if (q == null || f.secondMin * ZERO_APART < q[0]) {
        continue;
      }
      String why = fe.getKey() + " = " + f.minText + (z == 1 ? " (the only zero of " : " (one of "
          + Grouping.of(z) + " zeros of ") + Grouping.of(f.numbers) + ")";
      all.add(new Candidate(f.bottom.pins.get(0), z, f.numbers - z, index, why, false));
    }
    index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      double[] q = f.mixedUnits ? null : f.spread.quartiles(MIN_RECORDS); // the spread sees every number the field counts
      double iqr = q == null ? 0 : q[1] - q[0];
      if (iqr <= 0) {
        continue;
      }
      double far = NumberSpread.FAR * iqr;
      String bulk = ", the middle half " + number(q[0]) + " to " + number(q[1]) + ")";
      // A largest or least number far outside the bulk, and farther from the next than the next is
      // from the bulk: one record stands apart, not the end of a long tail (package sizes).
      boolean ratioStandout = f.max > 0 && f.max >= STANDOUT_RATIO * f.second;
      if (!ratioStandout && !f.top.pins.isEmpty() && f.max > q[1] + far && f.max - f.second >= Math.max(far, f.second - q[1])) {
        all.add(new Candidate(f.top.pins.get(0), 1, 0, index, fe.getKey() + " = " + f.maxText
            + " (far above the rest: the next " + number(f.second) + bulk, false));
      }
      if (lowStandout(f)) {
        // A least number a tenth of every other (a code read as octal, 2135 among codes of five
        // digits) is one record apart as plainly as a value seen once among usual ones: ranked with
        // those, first, since every other number of its field agrees.
        all.add(new Candidate(f.bottom.pins.get(0), 1, f.numbers, index, fe.getKey() + " = " + f.minText
            + " (the least; the next " + number(f.secondMin) + bulk, false));
      } else if (f.negatives == 0 && !f.bottom.pins.isEmpty() && f.min < q[0] - far && f.secondMin - f.min >= Math.max(far, q[0] - f.secondMin)) {
        all.add(new Candidate(f.bottom.pins.get(0), 1, 0, index, fe.getKey() + " = " + f.minText
            + " (far below the rest: the next " + number(f.secondMin) + bulk, false));
      }
    }
    index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      int r = f.repeated.size();
      // Every record holds the field and nearly all hold a value of their own: a value held again is rare.
      if (f.distinct == null || r == 0 || f.seen < records || records < MIN_RECORDS || r * RARE_SHARE > records) {
        continue;
      }
      Map<String, Integer> holders = new java.util.HashMap<>();
      for (Repeat p : f.repeated) {
        holders.merge(p.value(), 2, (a, b) -> a + 1);
      }
      for (Repeat p : f.repeated) {
        int n = holders.get(p.value());
        if (n > MAX_RARE) {
          continue;
        }
        String why = fe.getKey() + " = " + shown(p.value()) + " (" + Grouping.of(n) + " of " + Grouping.of(records)
            + ", " + Grouping.of(f.distinct.size) + " distinct)";
        // Among as rare values, the one whose first holder comes first: the head shows it beside this one.
        all.add(new Candidate(p.item(), n, Long.MAX_VALUE - p.first(), index, why, false));
      }
    }
    for (Pair p : pairs.values()) {
      if (!p.field().dead && records >= MIN_RECORDS) {
        all.addAll(violations(p.field(), p.a(), p.b(), false));
        all.addAll(violations(p.field(), p.b(), p.a(), true));
      }
    }
    // A step from one record to the next ten times every other step of its field: the two records
    // either side of it, as far apart as a number standing out of its field. Only when neither is
    // rare already: a payment of -2,169 makes the balance's largest step, and says it better.
    java.util.Set<HeldItem> already = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    all.forEach(c -> already.add(c.item()));
    index = 0;
    for (Map.Entry<String, Field> fe : fields.entrySet()) {
      Field f = fe.getValue();
      index++;
      if (f.mixedUnits || f.steps < MIN_RECORDS || f.secondStep <= 0 || f.maxStep < STANDOUT_RATIO * f.secondStep
          || f.step.pins.size() != 2 || already.contains(f.step.pins.get(0)) || already.contains(f.step.pins.get(1))) {
        continue;
      }
      int places = Math.max(decimals(f.stepFromText), decimals(f.stepToText));
      String why = fe.getKey() + " = " + f.stepFromText + " then " + f.stepToText + " (the largest step, "
          + fixed(f.maxStep, places) + "; the next " + fixed(f.secondStep, places) + ")";
      // The record after the step first: the record beside it that the run shows next is the one before.
      all.add(new Candidate(f.step.pins.get(1), 1, 1, index, why, false));
      all.add(new Candidate(f.step.pins.get(0), 1, 0, index, why, false));
    }
    all.sort(Comparator.comparingLong(Candidate::count)
        .thenComparing(Comparator.comparingLong(Candidate::dominant).reversed())
        .thenComparingInt(Candidate::field)
        .thenComparingLong(c -> c.item().index));
    List<HeldItem> out = new ArrayList<>();
    for (Candidate c : all) {
      if (c.item().rare == null) {
        c.item().rare = c.why();
        c.item().standout = c.standout();
        c.item().rareRank = out.size();
        out.add(c.item());
      }
    }
    return out;
  }

  /** The digits after the decimal point of the number {@code text} starts with ({@code 53.528420}: 6). */
  private static int decimals(String text) {
    int dot = -1;
    int i = 0;
    while (i < text.length() && (Character.isDigit(text.charAt(i)) || text.charAt(i) == '-' || text.charAt(i) == '+'
        || text.charAt(i) == '.' && dot < 0)) {
      if (text.charAt(i) == '.') {
        dot = i;
      }
      i++;
    }
    return dot < 0 ? 0 : i - dot - 1;
  }

  /** {@code d} with {@code places} digits after the point, as the numbers it was measured from are written. */
  private static String fixed(double d, int places) {
    return places == 0 ? number(Math.rint(d)) : String.format(java.util.Locale.ROOT, "%." + places + "f", d);
  }

  /** Whether {@code f}'s least number is positive and at most a {@link #STANDOUT_RATIO}th of the next. */
  private static boolean lowStandout(Field f) {
    return !f.mixedUnits && f.negatives == 0 && f.min > 0 && !f.bottom.pins.isEmpty() && f.numbers >= MIN_RECORDS
        && f.secondMin >= STANDOUT_RATIO * f.min;
  }

  /**
   * A record held for a rare value, ranked by how few records hold it ({@code count}), then by how
   * many hold its field's commonest value ({@code dominant}; for a field's own rare values, per rare
   * value it has: one rule broken once says more than one of nine free-text values seen once), then
   * by its field's place ({@code field}).
   */
  private record Candidate(HeldItem item, long count, long dominant, int field, String why, boolean standout) {}

  /**
   * The records of pair field {@code f} that break how field {@code by} decides field {@code of}:
   * nearly every record holding a value of {@code by} holds one value of {@code of} with it (each
   * region its own matchmaker), at least {@link #MIN_PAIRED} times for each of two values or more,
   * and the records holding another (at most {@link #MAX_RARE} of them, and a twentieth of all) hold
   * a value of {@code of} that other values of {@code by} go with: a value usual in itself, in the
   * wrong place. {@code swapped}: the pair's values are {@code of}'s first.
   */
  private static List<Candidate> violations(Field f, String by, String of, boolean swapped) {
    Map<String, Map<String, Long>> table = new LinkedHashMap<>();
    long total = 0;
    for (Map.Entry<String, Value> ve : f.values.entrySet()) {
      String key = ve.getKey();
      int cut = key.indexOf(JOIN);
      String first = key.substring(0, cut);
      String second = key.substring(cut + 1);
      table.computeIfAbsent(swapped ? second : first, k -> new LinkedHashMap<>())
          .put(swapped ? first : second, ve.getValue().count);
      total += ve.getValue().count;
    }
    Map<String, String> usual = new LinkedHashMap<>();
    long off = 0;
    for (Map.Entry<String, Map<String, Long>> e : table.entrySet()) {
      String top = null;
      long most = 0;
      long all = 0;
      for (Map.Entry<String, Long> c : e.getValue().entrySet()) {
        all += c.getValue();
        if (c.getValue() > most) {
          most = c.getValue();
          top = c.getKey();
        }
      }
      if (most >= MIN_PAIRED) {
        usual.put(e.getKey(), top);
      }
      off += all - most;
    }
    if (usual.size() < 2 || new java.util.HashSet<>(usual.values()).size() < 2 || off > MAX_RARE
        || off * RARE_SHARE > total) {
      return List.of();
    }
    List<Candidate> out = new ArrayList<>();
    for (Map.Entry<String, String> u : usual.entrySet()) {
      Map<String, Long> withIt = table.get(u.getKey());
      long usualCount = withIt.get(u.getValue());
      long holding = withIt.values().stream().mapToLong(Long::longValue).sum();
      for (Map.Entry<String, Long> c : withIt.entrySet()) {
        if (c.getKey().equals(u.getValue()) || !usual.containsValue(c.getKey())) {
          continue;
        }
        Value v = f.values.get(swapped ? c.getKey() + JOIN + u.getKey() : u.getKey() + JOIN + c.getKey());
        String why = of + " = " + shown(c.getKey()) + " with " + by + " = " + shown(u.getKey()) + " ("
            + Grouping.of(c.getValue()) + " of " + Grouping.of(holding) + "; " + Grouping.of(usualCount) + " with "
            + shown(u.getValue()) + ")";
        for (HeldItem e : v.pins) {
          out.add(new Candidate(e, c.getValue(), usualCount, Integer.MAX_VALUE, why, false)); // after every field's own
        }
      }
    }
    return out;
  }

  /** Whether {@code v} is rare in a run of {@code records}: held by a few records, and by few of them. */
  private static boolean rare(Value v, long records) {
    return v.count <= MAX_RARE && v.count * RARE_SHARE <= records;
  }

  /** A number as the statement shows it: whole when it is whole. */
  private static String number(double d) {
    return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
  }

  /** A value as the statement shows it: quoted when empty, shortened in its middle when long. */
  private static String shown(String value) {
    if (value.isEmpty()) {
      return "\"\"";
    }
    int n = value.codePointCount(0, value.length());
    if (n <= SHOWN_VALUE_CHARS) {
      return value;
    }
    int head = value.offsetByCodePoints(0, SHOWN_VALUE_CHARS / 4);
    int tail = value.offsetByCodePoints(0, n - (SHOWN_VALUE_CHARS - SHOWN_VALUE_CHARS / 4 - 1));
    return value.substring(0, head) + "…" + value.substring(tail);
  }
}

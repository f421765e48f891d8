package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The items of one array, stream or table, in input order: some held as serialized text, every
 * one counted, and the failures among them counted.
 *
 * <p>Design: three kinds of item are held, each in bounded memory. The head: the first items,
 * while the read cap allows; the first item not kept closes it. The tail: a window of the last
 * items after the head, evicting its oldest as new ones come, so the run's last item (the newest
 * version, the last row, a stream's final summary) is at hand at the end. Failure exemplars: the
 * first {@link #FIRST_FAILURES} and last {@link #LAST_FAILURES} records past the head that signal
 * failure ({@link FailureSignal}). Tail and exemplars draw on a {@link Holding} shared by a
 * document's runs, so many arrays cannot hold more than one allowance between them.
 *
 * <p>An observation shows "the first {@code k}" of the held items in a fixed order of priority,
 * rendered in input order: failure records first (the first, the last, then the others), then
 * the first item and the last, then head and tail items, three from the head for each from the
 * tail. One number still chooses what is shown, so a search over it stays a search over one count;
 * the statement names every cut range ({@code items 6-40, 42-1199}) and what was kept.
 *
 * <p>Offsets are raw input positions, as the reader can tell them: UTF-8 bytes from Jackson's
 * token locations or from the CSV reader's count; for JSON in UTF-16 or UTF-32 they are char
 * offsets, an approximation. A cut's size runs from the end of the item before it to the start of
 * the item after it, so it includes separators and whitespace.
 */
final class ItemRun {
  /** Failure records past the head held from the start of the run. */
  static final int FIRST_FAILURES = 8;
  /** Failure records past the head held from the end of the run. */
  static final int LAST_FAILURES = 4;
  /** The largest item held past the head, in UTF-8 bytes. */
  static final int HELD_ITEM_CAP = 16 * 1024;
  /** The most UTF-8 bytes one run's tail window holds. */
  static final int TAIL_CAP = 4 * HELD_ITEM_CAP;
  /** For each tail item shown, this many head items are. */
  private static final int HEAD_PER_TAIL = 3;

  /** The bytes a document's runs may hold past their heads, between them. */
  static final class Holding {
    private long left;

    Holding(long bytes) {
      this.left = Math.max(HELD_ITEM_CAP, bytes);
    }
  }

  /** The last item added, when only the records waiting by identity hold it; its end is the next item's start. */
  private Entry loose;

  /** One held item. */
  static final class Entry {
    final long index;
    String text;
    final boolean failure;
    final long start;
    long end = -1;
    /** Whether the tail window, and whether an exemplar list, holds it. */
    boolean inTail;
    boolean exemplar;
    /** The record's identity fields' values ({@link FailureWatch#key}); null when it has none. */
    String key;
    /** Whether it shares its identity with a later failure record, and so is shown beside it. */
    boolean related;
    /** Whether its text reads like an error line: 0 not yet judged, 1 no, 2 yes ({@link RelatedRecords}). */
    byte errorLike;

    Entry(long index, String text, boolean failure, long start) {
      this.index = index;
      this.text = text;
      this.failure = failure;
      this.start = start;
    }
  }

  private final List<Entry> head = new ArrayList<>();
  private final ArrayDeque<Entry> tail = new ArrayDeque<>();
  /** The UTF-8 bytes of the tail window's items. */
  private long tailBytes;
  private final List<Entry> firstFailures = new ArrayList<>();
  private final ArrayDeque<Entry> lastFailures = new ArrayDeque<>();
  private final Holding holding;
  private long total;
  private long failures;
  private boolean closed;
  private long firstStart = -1;
  private long end = -1;
  /** The entry of the item added last, when it was held; its end is the next item's start. */
  private Entry previous;
  /** The held items in order of priority, once reading is done; null until then. */
  private List<Entry> order;
  /** cumBytes[i]: the UTF-8 bytes of the first i items in order of priority. */
  private long[] cumBytes;
  private final Aggregates aggregates;
  /** The projected field paths found in the items read; shared by the runs of one document. */
  private final Set<String> fieldsSeen;

  ItemRun() {
    this(new HashSet<>(), null, new Holding(1 << 20));
  }

  /**
   * @param fieldsSeen where the projected field paths found are added; shared by a document's runs
   * @param totals the top-level fields to total, or null for every one
   * @param holding the allowance for items held past the head, shared by a document's runs
   */
  ItemRun(Set<String> fieldsSeen, Set<String> totals, Holding holding) {
    this.fieldsSeen = fieldsSeen;
    this.aggregates = new Aggregates(totals);
    this.holding = holding;
  }

  /** The projected field paths found in any item read, in this run or another of its document. */
  Set<String> fieldsSeen() {
    return fieldsSeen;
  }

  /** The exact figures over every record of the run, kept or not. */
  Aggregates aggregates() {
    return aggregates;
  }

  /** Whether items are still being kept in the head; false once one was not. */
  boolean open() {
    return !closed;
  }

  /** Ends the head: the next items are held past it, if at all. */
  void closeHead() {
    closed = true;
  }

  /** The largest item worth copying past the head, in UTF-8 bytes: 0 when none could be held. */
  long holdLimit() {
    return Math.min(HELD_ITEM_CAP, holding.left + tailBytes);
  }

  /** Adds the next item, which is no failure. */
  void add(String text, long start) {
    add(text, start, false);
  }

  /** The records held for sharing a failure's identity. */
  private final RelatedRecords related = new RelatedRecords();

  /**
   * Adds the next item as {@link #add(String, long, boolean)}; a failure's identity {@code key} (the
   * values of fields such as Package and Test, named {@code keyNames}) marks the records just
   * before it that share it ({@link RelatedRecords}), so a test's output is shown beside its fail event.
   */
  void add(String text, long start, boolean failure, String key, String keyNames) {
    add(text, start, failure);
    Entry e = previous;
    if (e == null || e.index != total - 1) {
      if (text == null || key == null) {
        return;
      }
      e = new Entry(total - 1, text, failure, start); // not held, but it may be a failure's own record
      loose = e;
    }
    e.key = key;
    if (key == null) {
      return;
    }
    if (failure) {
      related.failure(e, keyNames);
    } else {
      related.remember(e);
    }
  }

  /**
   * Adds the next item, which started at {@code start}; {@code text} null means it could not be
   * kept. In the head, the first such item closes it; past the head, {@code text} is held when
   * the allowance lets it.
   */
  void add(String text, long start, boolean failure) {
    if (firstStart < 0) {
      firstStart = start;
    }
    if (loose != null && loose.index == total - 1) {
      loose.end = start;
    }
    loose = null;
    if (previous != null && previous.index == total - 1) {
      previous.end = start;
    }
    previous = null;
    failures += failure ? 1 : 0;
    if (!closed && text == null) {
      closed = true;
    }
    if (!closed) {
      previous = new Entry(total, text, failure, start);
      head.add(previous);
    } else {
      hold(text == null ? null : new Entry(total, text, failure, start));
    }
    total++;
    order = null;
  }

  /** Past the head: the item joins the tail window and, as a failure, the exemplars. */
  private void hold(Entry e) {
    if (e == null) {
      while (!tail.isEmpty()) {
        evictTail();
      }
      return;
    }
    long size = Utf8.length(e.text);
    while (!tail.isEmpty() && (holding.left < size || tailBytes + size > TAIL_CAP)) {
      evictTail();
    }
    if (holding.left < size) {
      return; // the document's other runs hold the allowance
    }
    holding.left -= size;
    tail.addLast(e);
    tailBytes += size;
    e.inTail = true;
    previous = e;
    if (!e.failure) {
      return;
    }
    e.exemplar = true;
    if (firstFailures.size() < FIRST_FAILURES) {
      firstFailures.add(e);
      return;
    }
    lastFailures.addLast(e);
    if (lastFailures.size() > LAST_FAILURES) {
      Entry out = lastFailures.pollFirst();
      out.exemplar = false;
      release(out);
    }
  }

  private void evictTail() {
    Entry e = tail.pollFirst();
    e.inTail = false;
    tailBytes -= Utf8.length(e.text);
    release(e);
  }

  /** Gives back an entry's bytes once neither the tail, an exemplar list nor the related records hold it. */
  private void release(Entry e) {
    if (!e.inTail && !e.exemplar && !e.related) {
      holding.left += Utf8.length(e.text);
    }
  }


  /** Every held item, once, in input order. */
  private List<Entry> held() {
    Map<Entry, Boolean> seen = new IdentityHashMap<>();
    List<Entry> all = new ArrayList<>(head);
    for (Entry e : firstFailures) {
      seen.put(e, true);
      all.add(e);
    }
    for (Entry e : lastFailures) {
      if (seen.put(e, true) == null) {
        all.add(e);
      }
    }
    for (Entry e : tail) {
      if (seen.put(e, true) == null) {
        all.add(e);
      }
    }
    for (Entry e : related.list()) {
      if (!head.contains(e) && seen.put(e, true) == null) {
        all.add(e);
      }
    }
    all.sort(Comparator.comparingLong(e -> e.index));
    return all;
  }

  /** The held items in order of priority; see the class comment. */
  private List<Entry> order() {
    if (order != null) {
      return order;
    }
    List<Entry> all = held();
    List<Entry> out = new ArrayList<>(all.size());
    Map<Entry, Boolean> taken = new IdentityHashMap<>();
    if (failures > 0 && failures < total) {
      List<Entry> fails = new ArrayList<>();
      for (Entry e : all) {
        if (e.failure) {
          fails.add(e);
        }
      }
      if (!fails.isEmpty()) {
        take(fails.get(0), out, taken);
        take(fails.get(fails.size() - 1), out, taken);
        fails.forEach(e -> take(e, out, taken));
        // A failure's own records after every failure record, nearest to it first: the lines a
        // test printed just before it failed say most.
        // Those that read like an error line come first.
        related.list().stream().filter(e -> RelatedRecords.readsLikeError(e.text)).forEach(e -> take(e, out, taken));
        related.list().forEach(e -> take(e, out, taken));
      }
    }
    int n = all.size();
    int h = 0; // the next head candidate: all[h].index == h
    int t = n - 1; // the next tail candidate: all[t].index == total - (n - t)
    if (n > 0 && all.get(0).index == 0) {
      take(all.get(0), out, taken);
    }
    if (n > 0 && all.get(n - 1).index == total - 1) {
      take(all.get(n - 1), out, taken);
    }
    boolean more = true;
    while (more) {
      more = false;
      for (int i = 0; i < HEAD_PER_TAIL && h < n && all.get(h).index == h; i++, h++) {
        more |= take(all.get(h), out, taken);
      }
      while (t >= 0 && all.get(t).index == total - (n - t) && taken.containsKey(all.get(t))) {
        t--;
      }
      if (t >= 0 && all.get(t).index == total - (n - t)) {
        more |= take(all.get(t--), out, taken);
      }
      more |= h < n && all.get(h).index == h;
    }
    all.forEach(e -> take(e, out, taken)); // held items neither head nor tail: none in practice
    order = out;
    cumBytes = new long[out.size() + 1];
    recount();
    return out;
  }

  private static boolean take(Entry e, List<Entry> out, Map<Entry, Boolean> taken) {
    if (taken.put(e, true) != null) {
      return false;
    }
    out.add(e);
    return true;
  }

  private void recount() {
    if (order == null) {
      return;
    }
    for (int i = 0; i < order.size(); i++) {
      cumBytes[i + 1] = cumBytes[i] + Utf8.length(order.get(i).text);
    }
  }

  /**
   * Shortens the long strings of every held item in place, so more items fit; returns how many
   * strings were shortened.
   */
  long elideStrings(int max) {
    // Re-encoding undoes what ToolMarks wrote: the tool's look-alikes of Candor's marks are disarmed again.
    return rewrite((item, count) -> ToolMarks.json(Elision.elide(item, max, count)));
  }

  /** Rewrites every held item in place; returns what {@code f} counted. */
  long rewrite(Rewrite f) {
    long[] count = new long[1];
    for (Entry e : held()) {
      e.text = f.apply(e.text, count);
    }
    recount();
    return count[0];
  }

  /** A rewrite of one item's text that counts what it changed in {@code count[0]}. */
  interface Rewrite {
    String apply(String item, long[] count);
  }

  /** The top-level fields that are null or empty in all the records among the held items, in first-seen order. */
  List<String> emptyFields() {
    List<String> all = new ArrayList<>();
    for (Entry e : held()) {
      all.add(e.text);
    }
    return EmptyFields.find(all);
  }

  /** Leaves the top-level fields {@code names} out of every held item. */
  void dropFields(List<String> names) {
    if (names.isEmpty()) {
      return;
    }
    Set<String> drop = new HashSet<>(names);
    rewrite((item, count) -> ToolMarks.json(EmptyFields.drop(item, drop)));
  }

  /** The statement's member {@code "empty_fields":["deleted_at"]}, or null for none. */
  static String emptyFieldsMember(List<String> names) {
    if (names.isEmpty()) {
      return null;
    }
    StringBuilder sb = new StringBuilder("\"empty_fields\":[");
    for (int i = 0; i < names.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(StructuredMeta.quote(names.get(i)));
    }
    return sb.append(']').toString();
  }

  /** Records where the run ends: just past its last item, or at its closing bracket. */
  void end(long offset) {
    end = offset;
    if (loose != null && loose.index == total - 1) {
      loose.end = offset;
    }
    if (previous != null && previous.index == total - 1) {
      previous.end = offset;
    }
  }

  /** How many items can be shown: every held one. */
  int keptCount() {
    return order().size();
  }

  /** Every item, kept or not. */
  long total() {
    return total;
  }

  /** The items that signal failure, held or not. */
  long failures() {
    return failures;
  }

  /** How many held items are failure records shown first: the first of them in order of priority. */
  int heldFailures() {
    if (failures == 0 || failures == total) {
      return 0;
    }
    int n = 0;
    for (Entry e : order()) {
      n += e.failure ? 1 : 0;
    }
    return n;
  }

  /** The UTF-8 bytes of the first {@code k} items in order of priority. */
  long keptBytes(int k) {
    order();
    return cumBytes[k];
  }

  /** The most items, in order of priority, whose text takes at most {@code bytes} UTF-8 bytes. */
  int keptWithin(long bytes) {
    order();
    int lo = 0;
    int hi = order.size();
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (cumBytes[mid] <= bytes) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** The texts of the {@code k} items shown, in input order. */
  List<String> shown(int k) {
    List<String> out = new ArrayList<>(k);
    for (Entry e : shownEntries(k)) {
      out.add(e.text);
    }
    return out;
  }

  /** The item numbers (from 1) of the {@code k} items shown, in input order. */
  long[] shownNumbers(int k) {
    List<Entry> s = shownEntries(k);
    long[] out = new long[s.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = s.get(i).index + 1;
    }
    return out;
  }

  private List<Entry> shownEntries(int k) {
    List<Entry> s = new ArrayList<>(order().subList(0, k));
    s.sort(Comparator.comparingLong(e -> e.index));
    return s;
  }

  /** The cuts when {@code k} items are shown, one per gap, in input order; none when all are shown. */
  List<Cut> cuts(int k) {
    List<Cut> out = new ArrayList<>();
    List<Entry> s = shownEntries(k);
    long next = 0; // the first item number, from 0, not yet accounted for
    long from = firstStart;
    for (int i = 0; i <= s.size(); i++) {
      long index = i < s.size() ? s.get(i).index : total;
      long to = i < s.size() ? s.get(i).start : end;
      if (index > next) {
        long bytes = from >= 0 && to >= 0 ? Math.max(0, to - from) : 0;
        out.add(Cut.of(CutReason.ITEMS, next + 1, index, bytes));
      }
      if (i < s.size()) {
        next = index + 1;
        from = s.get(i).end;
      }
    }
    return out;
  }

  /** {@code items 6-40, 42-1199}: every cut range when {@code k} items are shown; empty for none. */
  String cutRanges(int k, String noun) {
    List<Cut> cuts = cuts(k);
    StringBuilder sb = new StringBuilder();
    for (Cut c : cuts) {
      if (sb.length() == 0) {
        sb.append(cuts.size() == 1 ? StructuredMeta.range(noun, c.from(), c.to()) : noun + ' ' + span(c));
      } else {
        sb.append(", ").append(span(c));
      }
    }
    return sb.toString();
  }

  private static String span(Cut c) {
    return c.from() == c.to() ? Long.toString(c.from()) : c.from() + "-" + c.to();
  }

  /**
   * What the {@code k} items shown are, when they are not simply the first ones: {@code the 3
   * failure records, the first 5, the last 2}; null when they are the first {@code k}.
   */
  String keptWords(int k, String noun) {
    List<Entry> s = shownEntries(k);
    if (s.isEmpty() || s.get(s.size() - 1).index == s.size() - 1) {
      return null;
    }
    long first = 0;
    while (first < s.size() && s.get((int) first).index == first) {
      first++;
    }
    long last = 0;
    while (last < s.size() && s.get(s.size() - 1 - (int) last).index == total - 1 - last) {
      last++;
    }
    long failed = 0;
    long beside = 0;
    for (Entry e : s) {
      failed += e.failure ? 1 : 0;
      beside += e.related && failures < total ? 1 : 0;
    }
    String record = noun.equals("rows") ? "row" : "record";
    List<String> parts = new ArrayList<>();
    if (failed > 0 && failures < total) {
      parts.add(failed == failures
          ? failed == 1 ? "the failure " + record : "the " + StructuredMeta.grouped(failed) + " failure " + record + "s"
          : StructuredMeta.grouped(failed) + " of " + StructuredMeta.grouped(failures) + " failure " + record + "s");
    }
    if (beside > 0) {
      parts.add(StructuredMeta.grouped(beside) + " " + record + (beside == 1 ? "" : "s")
          + " of the same " + related.names() + " before them");
    }
    if (first > 0) {
      parts.add("the first " + StructuredMeta.grouped(first));
    }
    if (last > 0) {
      parts.add("the last " + StructuredMeta.grouped(last));
    }
    return String.join(", ", parts);
  }

  /**
   * The statement's counts when {@code k} items are shown: {@code "showing":k,"of":n}, then when
   * something is cut {@code "cut":"items 6-40, 42-1199"}, then {@code "failures":3} when any item
   * signals failure, then {@code "kept":"the 3 failure records, the first 5, the last 2"} when the
   * items shown are not simply the first ones.
   */
  List<String> counts(int k, String noun) {
    List<String> out = new ArrayList<>(5);
    out.add(StructuredMeta.member("showing", k));
    out.add(StructuredMeta.member("of", total));
    if (k < total) {
      out.add(StructuredMeta.member("cut", cutRanges(k, noun)));
    }
    if (failures > 0) {
      out.add(StructuredMeta.member("failures", failures));
    }
    String duplicates = aggregates.duplicates();
    if (duplicates != null) {
      out.add(StructuredMeta.member("duplicate_keys", duplicates));
    }
    String kept = keptWords(k, noun);
    if (kept != null) {
      out.add(StructuredMeta.member("kept", kept));
    }
    return out;
  }

  /** The held items' texts in input order, for tests and callers that want them all. */
  List<String> kept() {
    return Collections.unmodifiableList(shown(keptCount()));
  }
}

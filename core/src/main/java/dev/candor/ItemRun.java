package dev.candor;

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
 * first {@link PastHead#FIRST_FAILURES} and last {@link PastHead#LAST_FAILURES} records past the head that signal
 * failure ({@link FailureSignal}). Tail and exemplars ({@link PastHead}) draw on a {@link Holding}
 * shared by a document's runs, so many arrays cannot hold more than one allowance between them.
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
  /** The largest item held past the head, in UTF-8 bytes. */
  static final int HELD_ITEM_CAP = 16 * 1024;
  /** The bytes a document's runs may hold past their heads, between them. */
  static final class Holding {
    /** The bytes still free; {@link PastHead} draws on them and gives them back. */
    long left;

    Holding(long bytes) {
      this.left = Math.max(HELD_ITEM_CAP, bytes);
    }
  }

  /** The last item added, when only the records waiting by identity hold it; its end is the next item's start. */
  private HeldItem loose;

  private final List<HeldItem> head = new ArrayList<>();
  /** The tail window and failure exemplars past the head. */
  private final PastHead past;
  private long total;
  private long failures;
  private long warnings;
  private boolean closed;
  private long firstStart = -1;
  private long end = -1;
  /** The entry of the item added last, when it was held; its end is the next item's start. */
  private HeldItem previous;
  /** The held items in order of priority, once reading is done; null until then. */
  private List<HeldItem> order;
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
    this.past = new PastHead(holding);
    this.rare = new RareValues(past::release, e -> e.index >= head.size(), holding.left);
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
    return past.limit();
  }

  /** The largest item worth copying past the head, should it signal failure ({@link PastHead#failureLimit}). */
  long copyLimit() {
    return past.failureLimit();
  }

  /** Adds the next item, which is no failure. */
  void add(String text, long start) {
    add(text, start, false);
  }

  /** The records held for sharing a failure's identity. */
  private final RelatedRecords related = new RelatedRecords();
  /** In a stream of events, the records held for the ids a failure may point at; null otherwise. */
  private References references;
  /** The records whose value in a nearly constant field is rare. */
  private final RareValues rare;

  /**
   * The item added last has {@code value} in its top-level field {@code field}: counted towards
   * that field's rare values ({@link RareValues}), and, when the item is held, pinned while the
   * value may still be rare.
   */
  void value(String field, String value) {
    rare.see(field, value, previous != null && previous.index == total - 1 ? previous : null);
    order = null;
  }

  /**
   * The item added last holds {@code value} in {@code field} among other values of it (the field
   * of the records in an array inside it): counted towards that field's rare values ({@link
   * RareValues#seeAmong}); a null {@code value} stops the field being followed.
   */
  void valueAmong(String field, String value) {
    rare.seeAmong(field, value, previous != null && previous.index == total - 1 ? previous : null);
    order = null;
  }

  /**
   * Adds the next item as {@link #add(String, long, boolean)}; a failure's identity {@code key} (the
   * values of fields such as Package and Test, named {@code keyNames}) marks the records just
   * before it that share it ({@link RelatedRecords}), so a test's output is shown beside its fail event.
   */
  void add(String text, long start, boolean failure, String key, String keyNames) {
    // Only a copy made past the head while the allowance was short of a whole held item may be larger than it.
    if (text != null && !failure && closed && past.limit() < HELD_ITEM_CAP && Utf8.length(text) > past.limit()) {
      text = null; // copied in case it signalled failure (copyLimit): as one not copied
    }
    add(text, start, failure);
    if (references != null && text != null) {
      follow(text, start, failure);
    }
    HeldItem e = previous;
    if (e == null || e.index != total - 1) {
      if (text == null || key == null) {
        return;
      }
      e = loose(text, start, failure); // not held, but it may be a failure's own record
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
   * The item just added, {@code text}, in a stream of events: held for its id when it is no
   * failure; when it is one, the records it points at are shown beside it ({@link References}).
   */
  private void follow(String text, long start, boolean failure) {
    HeldItem e = previous != null && previous.index == total - 1 ? previous : null;
    if (!failure) {
      String id = References.idOf(text);
      if (id != null) {
        references.record(id, e != null ? e : loose(text, start, false)); // not held, but it may be pointed at
      }
      return;
    }
    for (HeldItem r : references.of(e != null ? e : loose(text, start, true))) {
      related.add(r);
    }
    order = null;
  }

  /** The entry of the item just added when it is not held: made once, its end set when the next item starts. */
  private HeldItem loose(String text, long start, boolean failure) {
    if (loose == null || loose.index != total - 1) {
      loose = new HeldItem(total - 1, text, failure, start);
    }
    return loose;
  }

  /**
   * Adds the next item, which started at {@code start}; {@code text} null means it could not be
   * kept. In the head, the first such item closes it; past the head, {@code text} is held when
   * the allowance lets it.
   */
  void add(String text, long start, boolean failure) {
    rare.endRecord(); // the item before this one has had its values
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
      previous = new HeldItem(total, text, failure, start);
      head.add(previous);
    } else if (text == null) {
      past.clear();
    } else {
      HeldItem e = new HeldItem(total, text, failure, start);
      if (past.hold(e)) {
        previous = e;
      }
    }
    total++;
    order = null;
  }

  /**
   * Marks the item added last as a warning when {@code warning} ({@link FailureSignal#warning}): it
   * is counted, and when held it is shown after the failure records, the first item and the last,
   * before other head and tail items.
   */
  void warned(boolean warning) {
    if (!warning) {
      return;
    }
    warnings++;
    if (previous != null && previous.index == total - 1) {
      previous.warning = true;
    }
    order = null;
  }

  /** The items that are warnings, held or not. */
  long warnings() {
    return warnings;
  }

  /** Every held item, once, in input order. */
  private List<HeldItem> held() {
    Map<HeldItem, Boolean> seen = new IdentityHashMap<>();
    List<HeldItem> all = new ArrayList<>(head);
    past.addTo(all, seen);
    for (HeldItem e : related.list()) {
      if (!head.contains(e) && seen.put(e, true) == null) {
        all.add(e);
      }
    }
    for (HeldItem e : rare.ranked(total)) { // pinned records that proved rare; the others are not shown
      if (e.index >= head.size() && seen.put(e, true) == null) {
        all.add(e);
      }
    }
    all.sort(Comparator.comparingLong(e -> e.index));
    return all;
  }

  /** Whether the run is a stream of events (NDJSON lines), whose last one says how the run ended. */
  private boolean events;
  /** Whether the run is a table's rows, under a header that names their fields. */
  private boolean rows;

  /** The run is a table's rows, under a header that names their fields ({@link ItemPriority}). */
  void rows() {
    rows = true;
    order = null;
  }

  /** The run is a stream of events, one a line: its last item says how it ended ({@link ItemPriority}). */
  void events() {
    events = true;
    references = references == null ? new References() : references;
    order = null;
  }

  /** The held items in order of priority; see the class comment and {@link ItemPriority}. */
  private List<HeldItem> order() {
    if (order != null) {
      return order;
    }
    order = ItemPriority.order(held(), failures, warnings, total, related, rare.ranked(total), events, rows);
    cumBytes = new long[order.size() + 1];
    recount();
    return order;
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
   * Shortens the long strings of every held item in place, so more items fit: to {@code max} chars,
   * a failure record's to {@code failureMax} ({@link Elision#failureMax}); returns how many strings
   * were shortened.
   */
  long elideStrings(int max, int failureMax) {
    // Re-encoding undoes what ToolMarks wrote: the tool's look-alikes of Candor's marks are disarmed again.
    return rewrite((e, count) -> ToolMarks.json(Elision.elide(e.text, e.failure ? failureMax : max, count)));
  }

  /** Rewrites every held item in place; returns what {@code f} counted. */
  long rewrite(Rewrite f) {
    long[] count = new long[1];
    for (HeldItem e : held()) {
      e.text = f.apply(e, count);
    }
    recount();
    return count[0];
  }

  /** A rewrite of one held item's text that counts what it changed in {@code count[0]}. */
  interface Rewrite {
    String apply(HeldItem item, long[] count);
  }

  /** The top-level fields that are null or empty in all the records among the held items, in first-seen order. */
  List<String> emptyFields() {
    List<String> all = new ArrayList<>();
    for (HeldItem e : held()) {
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
    rewrite((e, count) -> ToolMarks.json(EmptyFields.drop(e.text, drop)));
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

  /**
   * How many items in order of priority come up to and including the last failure record held, 0
   * when none is held or every item is one: in a stream of events the run's last event is in line
   * between the first failure record and the others ({@link ItemPriority}), so showing every
   * failure record takes one item more than there are failure records.
   */
  int throughFailures() {
    if (failures == 0 || failures == total) {
      return 0;
    }
    List<HeldItem> o = order();
    for (int i = o.size() - 1; i >= 0; i--) {
      if (o.get(i).failure) {
        return i + 1;
      }
    }
    return 0;
  }

  /** Whether the first item in order of priority is a failure record: some are held, first, or every item is one. */
  boolean leadsWithFailure() {
    return failures > 0 && (failures == total ? keptCount() > 0 : throughFailures() > 0);
  }

  /** The names of the identity fields the related records share, {@code Package, Test}. */
  String relatedNames() {
    return related.names();
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

  /** The held item {@code i}-th in order of priority, from 0. */
  HeldItem inLine(int i) {
    return order().get(i);
  }

  /**
   * Shows held item {@code e} as {@code text}, the item shown in part ({@link ItemParts}), or whole
   * again when {@code inPart} is false.
   */
  void replace(HeldItem e, String text, boolean inPart) {
    e.text = text;
    e.inPart = inPart;
    recount();
  }

  /** The texts of the {@code k} items shown, in input order. */
  List<String> shown(int k) {
    List<String> out = new ArrayList<>(k);
    for (HeldItem e : shownEntries(k)) {
      out.add(e.text);
    }
    return out;
  }

  /** The item numbers (from 1) of the {@code k} items shown, in input order. */
  long[] shownNumbers(int k) {
    List<HeldItem> s = shownEntries(k);
    long[] out = new long[s.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = s.get(i).index + 1;
    }
    return out;
  }

  /** The {@code k} items shown, in input order. */
  List<HeldItem> shownEntries(int k) {
    List<HeldItem> s = new ArrayList<>(order().subList(0, k));
    s.sort(Comparator.comparingLong(e -> e.index));
    return s;
  }

  /** The cuts when {@code k} items are shown, one per gap, in input order; none when all are shown. */
  List<Cut> cuts(int k) {
    List<Cut> out = new ArrayList<>();
    List<HeldItem> s = shownEntries(k);
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

  /** The held items' texts in input order, for tests and callers that want them all. */
  List<String> kept() {
    return Collections.unmodifiableList(shown(keptCount()));
  }
}

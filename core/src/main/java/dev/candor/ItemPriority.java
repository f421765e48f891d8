package dev.candor;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The order of priority in which a run's held items are shown, so that "the first {@code k}" of
 * them is one count a search can choose:
 * <ol>
 *   <li>failure records: the first; in a stream of events, the run's last item; those with a rare
 *       value (a distinct failure), the last; the other failure records; then the records sharing
 *       their identity or that they point at by id ({@link References}) (the nearest stack frame in
 *       the caller's own code, those that read like an error line, the others);
 *   <li>in a run of at most {@link #SHORT_RUN} items, the one whose number stands out ({@link
 *       RareValues});
 *   <li>in a stream of events that a failure ends (a crash), the record just before it;
 *   <li>in a table's rows, whose header shows what a row holds, the row whose value is rarest and
 *       the row beside it (see below);
 *   <li>the run's first item and its last;
 *   <li>the record just before the first failure, and the one before the last;
 *   <li>the record whose value is rarest, then the record beside it: the one before it, or the one
 *       after it when that shares more of its words; then the other records whose value is rare,
 *       rarest first; then the record beside each of those, in the same order (when the rarest is a
 *       failure record, shown already, the record beside it comes first among these);
 *   <li>the warnings among others (the first, the last, the others: a linter's findings by severity);
 *   <li>the run's summary: its last records when they are of another kind than its routine ({@link #summary});
 *   <li>head and tail items, {@link #HEAD_PER_TAIL} from the head for each from the tail.
 * </ol>
 */
final class ItemPriority {
  /**
   * A run of at most this many items (the children of a tree's node) shows the item whose number
   * stands out before its first and last: among a few siblings it is the one that differs, while
   * a longer run's first and last show its span.
   */
  static final int SHORT_RUN = 8;
  /** For each tail item shown, this many head items are. */
  static final int HEAD_PER_TAIL = 3;

  private ItemPriority() {}

  /**
   * {@code all}, the held items in input order, in order of priority, where the run has {@code
   * total} items and {@code failures} of them signal failure; {@code events}: the run is a stream of
   * events (NDJSON), whose last item says how it ended; {@code rows}: the run is a table's rows,
   * under a header that names their fields.
   */
  static List<HeldItem> order(List<HeldItem> all, long failures, long warnings, long total,
      RelatedRecords related, List<HeldItem> rare, boolean events, boolean rows) {
    List<HeldItem> out = new ArrayList<>(all.size());
    Map<HeldItem, Boolean> taken = new IdentityHashMap<>();
    List<HeldItem> fails = new ArrayList<>();
    if (failures > 0 && failures < total) {
      for (HeldItem e : all) {
        if (e.failure) {
          fails.add(e);
        }
      }
      if (!fails.isEmpty()) {
        take(fails.get(0), out, taken);
        // A stream of events ends in one that says how the run ended (a batch's closing summary,
        // which counts the failures): right after the first failure, before the failure records
        // that repeat or follow it. The last of an array of findings is one more finding, after them.
        if (events && all.get(all.size() - 1).index == total - 1) {
          take(all.get(all.size() - 1), out, taken);
        }
        // A failure record with a rare value (the one 504 among thirty 404s) is a distinct failure,
        // shown before the last of a run of alike ones.
        rare.stream().filter(e -> e.failure).forEach(e -> take(e, out, taken));
        take(fails.get(fails.size() - 1), out, taken);
        fails.forEach(e -> take(e, out, taken));
        // A failure's own records after every failure record, nearest to it first: the lines a
        // test printed just before it failed say most. The nearest stack frame in the caller's own
        // code comes first, as it says where the failure is, then those that read like an error line.
        related.list().stream().filter(RelatedRecords::ownFrame).findFirst().ifPresent(e -> take(e, out, taken));
        related.list().stream().filter(e -> RelatedRecords.readsLikeError(e.text)).forEach(e -> take(e, out, taken));
        related.list().forEach(e -> take(e, out, taken));
      }
    }
    if (total <= SHORT_RUN) {
      rare.stream().filter(e -> e.standout).forEach(e -> take(e, out, taken));
    }
    int n = all.size();
    int h = 0; // the next head candidate: all[h].index == h
    int t = n - 1; // the next tail candidate: all[t].index == total - (n - t)
    if (events && !fails.isEmpty() && fails.get(fails.size() - 1).index == total - 1) {
      // A stream of events that a failure ends (a crash): the event just before it is what the run
      // was doing when it crashed (the invoice rendered before the one that crashed it), before
      // the run's first event, which says only how it began.
      before(fails.get(fails.size() - 1), all).ifPresent(e -> take(e, out, taken));
    }
    // A table's header shows what a row holds, which is what its first row would show: the rarest
    // row (the one server DOWN of ninety) comes before the first and last, with the row beside it.
    if (rows) {
      rarest(rare, all, out, taken);
    }
    if (n > 0 && all.get(0).index == 0) {
      take(all.get(0), out, taken);
    }
    if (n > 0 && all.get(n - 1).index == total - 1) {
      take(all.get(n - 1), out, taken);
    }
    if (!fails.isEmpty()) {
      // The record just before a failure is its last sign of context (the invoice rendered before
      // the one that crashed), as the line before an error line is.
      before(fails.get(0), all).ifPresent(e -> take(e, out, taken));
      before(fails.get(fails.size() - 1), all).ifPresent(e -> take(e, out, taken));
    }
    // The record just before the rarest is its context (a press's last telemetry before the broker
    // publishes its will, offline), or the one just after it when that one shares more of its words
    // (the other posting of a misspelt account's transaction): shown with it, before the less rare
    // values. A failure record's context waits for them: its record before it is placed already.
    rarest(rare, all, out, taken);
    rare.forEach(e -> take(e, out, taken));
    // Then the record beside each of the others, once every rare record is placed: beside an empty
    // nightly dump, the night before's shows what size a dump has (a zero alone says less).
    for (HeldItem e : rare) {
      context(e, all).ifPresent(c -> take(c, out, taken));
    }
    if (warnings > 0 && warnings < total) {
      List<HeldItem> warned = all.stream().filter(e -> e.warning).toList();
      if (!warned.isEmpty()) {
        take(warned.get(0), out, taken);
        take(warned.get(warned.size() - 1), out, taken);
        warned.forEach(e -> take(e, out, taken));
      }
    }
    // Records of another kind at the run's end (a backup's statistics as log messages after a
    // status record per file) are its summary: shown, in order, before more of the routine.
    summary(all, total).forEach(e -> take(e, out, taken));
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
    return out;
  }

  /** A run's summary is at most 1/this of its items. */
  static final int SUMMARY_SHARE = 10;
  /** Of the run's held items, at least this percentage share the shape the summary differs from. */
  static final int BULK_PERCENT = 80;

  /**
   * The run's last held items, in input order, when they are records of another shape ({@link
   * RecordShape}) than nearly all of its held items, and few: a summary the routine records lead
   * up to. Empty when the last item has the routine's shape, or the items are no JSON objects.
   */
  static List<HeldItem> summary(List<HeldItem> all, long total) {
    int n = all.size();
    if (n == 0 || all.get(n - 1).index != total - 1) {
      return List.of();
    }
    String[] shape = new String[n];
    java.util.Map<String, Integer> shapes = new java.util.HashMap<>();
    for (int i = 0; i < n; i++) {
      shape[i] = RecordShape.of(all.get(i).text);
      if (shape[i] == null) {
        return List.of();
      }
      shapes.merge(shape[i], 1, Integer::sum);
    }
    String bulk = null;
    int most = 0;
    for (Map.Entry<String, Integer> e : shapes.entrySet()) {
      if (e.getValue() > most) {
        most = e.getValue();
        bulk = e.getKey();
      }
    }
    if ((long) most * 100 < (long) n * BULK_PERCENT) {
      return List.of();
    }
    int from = n;
    while (from > 0 && all.get(from - 1).index == total - (n - from + 1) && !shape[from - 1].equals(bulk)) {
      from--;
    }
    if (from == n || (long) (n - from) * SUMMARY_SHARE > total) {
      return List.of();
    }
    return all.subList(from, n);
  }

  /** Takes the rarest record and, when it was not taken before, the record beside it ({@link #context}). */
  private static void rarest(List<HeldItem> rare, List<HeldItem> all, List<HeldItem> out, Map<HeldItem, Boolean> taken) {
    if (!rare.isEmpty() && take(rare.get(0), out, taken)) {
      context(rare.get(0), all).ifPresent(e -> take(e, out, taken));
    }
  }

  /**
   * The held item just before {@code e}, or the one just after it when that one shares more of its
   * words (a transaction's other posting, with its date and payee); {@code all} is in input order.
   */
  private static Optional<HeldItem> context(HeldItem e, List<HeldItem> all) {
    Optional<HeldItem> before = before(e, all);
    Optional<HeldItem> after = at(e.index + 1, all);
    if (before.isEmpty() || after.isEmpty() || e.text == null || before.get().text == null || after.get().text == null) {
      return before;
    }
    return shared(e.text, after.get().text) > shared(e.text, before.get().text) ? after : before;
  }

  /** What separates a record's words: anything but letters and digits. */
  private static final java.util.regex.Pattern NON_WORD = java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]+");

  /** How many words of {@code a} {@code b} holds too, each counted as often as both hold it. */
  static int shared(String a, String b) {
    Map<String, Integer> words = new java.util.HashMap<>();
    for (String w : NON_WORD.split(a)) {
      if (!w.isEmpty()) {
        words.merge(w, 1, Integer::sum);
      }
    }
    int n = 0;
    for (String w : NON_WORD.split(b)) {
      Integer c = words.get(w);
      if (c != null && c > 0) {
        words.put(w, c - 1);
        n++;
      }
    }
    return n;
  }

  /** The held item numbered {@code index}, when it is held; {@code all} is in input order. */
  private static Optional<HeldItem> at(long index, List<HeldItem> all) {
    int lo = 0;
    int hi = all.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      long i = all.get(mid).index;
      if (i == index) {
        return Optional.of(all.get(mid));
      } else if (i < index) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return Optional.empty();
  }

  /** The held item just before {@code e} in the run, when it is held; {@code all} is in input order. */
  private static Optional<HeldItem> before(HeldItem e, List<HeldItem> all) {
    return at(e.index - 1, all);
  }

  private static boolean take(HeldItem e, List<HeldItem> out, Map<HeldItem, Boolean> taken) {
    if (taken.put(e, true) != null) {
      return false;
    }
    out.add(e);
    return true;
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The items of one array, stream or table, in input order: the first ones kept as serialized text,
 * every one counted.
 *
 * <p>Items are kept while the read cap allows. The first item that is not kept closes the run:
 * an observation shows a prefix of the items, so nothing after a gap could be shown. Later items
 * are only counted, so memory stays bounded however long the input is.
 *
 * <p>Offsets are raw input positions, as the reader can tell them: UTF-8 bytes from Jackson's
 * token locations or from the CSV reader's count; for JSON in UTF-16 or UTF-32 they are char
 * offsets, an approximation. A cut's size runs from the start of its first item to the end of the
 * run, so it includes separators and whitespace between the items.
 */
final class ItemRun {
  private final List<String> kept = new ArrayList<>();
  /** cumBytes[i]: the UTF-8 bytes of kept items 0 to i-1. */
  private long[] cumBytes = new long[9];
  /** starts[i]: where item i started in the input, for i up to and including kept.size(). */
  private long[] starts = new long[8];
  private long total;
  private boolean closed;
  private long end = -1;
  private final Aggregates aggregates;
  /** The projected field paths found in the items read; shared by the runs of one document. */
  private final Set<String> fieldsSeen;

  ItemRun() {
    this(new HashSet<>(), null);
  }

  /**
   * @param fieldsSeen where the projected field paths found are added; shared by a document's runs
   * @param totals the top-level fields to total, or null for every one
   */
  ItemRun(Set<String> fieldsSeen, Set<String> totals) {
    this.fieldsSeen = fieldsSeen;
    this.aggregates = new Aggregates(totals);
  }

  /** The projected field paths found in any item read, in this run or another of its document. */
  Set<String> fieldsSeen() {
    return fieldsSeen;
  }

  /** The exact figures over every record of the run, kept or not. */
  Aggregates aggregates() {
    return aggregates;
  }

  /** The most recent item not kept, when it was small enough to hold; null otherwise. */
  private String last;

  /** Whether items are still being kept; false once one was not. */
  boolean open() {
    return !closed;
  }

  /** Adds the next item, which started at {@code start}; {@code text} null means it is not kept. */
  void add(String text, long start) {
    int n = kept.size();
    if (!closed) {
      if (n == starts.length) {
        starts = Arrays.copyOf(starts, n * 2);
      }
      starts[n] = start;
      if (text == null) {
        closed = true;
      } else {
        if (n + 1 == cumBytes.length) {
          cumBytes = Arrays.copyOf(cumBytes, cumBytes.length * 2);
        }
        cumBytes[n + 1] = cumBytes[n] + Utf8.length(text);
        kept.add(text);
      }
    }
    total++;
  }

  /**
   * Shortens the long strings of every kept item (and of the held last item) in place, so more
   * items fit; returns how many strings were shortened.
   */
  long elideStrings(int max) {
    return rewrite((item, count) -> Elision.elide(item, max, count));
  }

  /** Rewrites every kept item (and the held last item) in place; returns what {@code f} counted. */
  long rewrite(Rewrite f) {
    long[] count = new long[1];
    for (int i = 0; i < kept.size(); i++) {
      String e = f.apply(kept.get(i), count);
      kept.set(i, e);
      cumBytes[i + 1] = cumBytes[i] + Utf8.length(e);
    }
    if (last != null) {
      last = f.apply(last, count);
    }
    return count[0];
  }

  /** A rewrite of one item's text that counts what it changed in {@code count[0]}. */
  interface Rewrite {
    String apply(String item, long[] count);
  }

  /**
   * The top-level fields that are null or empty in all the records among the kept items (and the
   * held last item), in first-seen order.
   */
  List<String> emptyFields() {
    List<String> all = new ArrayList<>(kept);
    if (last != null) {
      all.add(last);
    }
    return EmptyFields.find(all);
  }

  /** Leaves the top-level fields {@code names} out of every kept item and the held last item. */
  void dropFields(List<String> names) {
    if (names.isEmpty()) {
      return;
    }
    Set<String> drop = new HashSet<>(names);
    for (int i = 0; i < kept.size(); i++) {
      String d = EmptyFields.drop(kept.get(i), drop);
      kept.set(i, d);
      cumBytes[i + 1] = cumBytes[i] + Utf8.length(d);
    }
    last = EmptyFields.drop(last, drop);
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

  /** Offers the text of the item just added and not kept (null when too large to hold). */
  void offerLast(String text) {
    last = text;
  }

  /**
   * The text of the run's last item when it was not kept but is held: shown after the gap, so a
   * stream's final record survives. Null when there is none.
   */
  String lastItem() {
    if (!closed) {
      return kept.isEmpty() ? null : kept.get(kept.size() - 1);
    }
    return total > kept.size() + 1 ? last : null;
  }

  /** Records where the run ends: just past its last item, or at its closing bracket. */
  void end(long offset) {
    end = offset;
  }

  /** The kept items, in order. */
  List<String> kept() {
    return Collections.unmodifiableList(kept);
  }

  int keptCount() {
    return kept.size();
  }

  /** Every item, kept or not. */
  long total() {
    return total;
  }

  /** The UTF-8 bytes of the first {@code k} kept items. */
  long keptBytes(int k) {
    return cumBytes[k];
  }

  /** The most kept items whose text takes at most {@code bytes} UTF-8 bytes. */
  int keptWithin(long bytes) {
    int lo = 0;
    int hi = kept.size();
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

  /**
   * The cut of every item after the first {@code shown}, or null when all are shown. Item numbers
   * count from 1.
   */
  Cut cutAfter(int shown) {
    if (shown >= total) {
      return null;
    }
    long bytes = end >= 0 && starts[shown] >= 0 ? Math.max(0, end - starts[shown]) : 0;
    return Cut.of(CutReason.ITEMS, shown + 1, total, bytes);
  }
}

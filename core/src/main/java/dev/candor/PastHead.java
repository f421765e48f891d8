package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What one {@link ItemRun} holds past its head, in bounded memory: a tail window of its last
 * items, evicting the oldest as new ones come, and failure exemplars, the first {@link
 * #FIRST_FAILURES} and last {@link #LAST_FAILURES} records past the head that signal failure.
 * Both draw on a {@link ItemRun.Holding} shared by a document's runs; an item's bytes go back to
 * it once neither the window, an exemplar list nor the related records hold the item.
 */
final class PastHead {
  /** Failure records past the head held from the start of the run. */
  static final int FIRST_FAILURES = 8;
  /** Failure records past the head held from the end of the run. */
  static final int LAST_FAILURES = 4;
  /** The most UTF-8 bytes one run's tail window holds. */
  static final int TAIL_CAP = 4 * ItemRun.HELD_ITEM_CAP;
  /**
   * UTF-8 bytes of failure records a run holds past the head when the shared allowance is spent:
   * a linter's per-file records carry the file's whole source, and once the first failure record
   * took the allowance of a small budget, the second was neither held nor shown.
   */
  static final int FAILURE_RESERVE = 4 * ItemRun.HELD_ITEM_CAP;

  private final ItemRun.Holding holding;
  private final ArrayDeque<HeldItem> tail = new ArrayDeque<>();
  /** The UTF-8 bytes of the tail window's items. */
  private long tailBytes;
  private final List<HeldItem> firstFailures = new ArrayList<>();
  private final ArrayDeque<HeldItem> lastFailures = new ArrayDeque<>();
  /** The bytes of {@link #FAILURE_RESERVE} not lent to failure records. */
  private long reserveLeft = FAILURE_RESERVE;

  PastHead(ItemRun.Holding holding) {
    this.holding = holding;
  }

  /** The largest item worth copying past the head, in UTF-8 bytes: 0 when none could be held. */
  long limit() {
    return Math.min(ItemRun.HELD_ITEM_CAP, holding.left + tailBytes);
  }

  /**
   * The largest item worth copying past the head, should it signal failure: a failure record that
   * the allowance cannot hold may draw on the failures' reserve. A copied item that is no failure
   * and larger than {@link #limit} is dropped as one not copied.
   */
  long failureLimit() {
    return Math.max(limit(), Math.min(ItemRun.HELD_ITEM_CAP, reserveLeft));
  }

  /** An item that could not be kept: the window empties, since its last items are no longer the run's last. */
  void clear() {
    while (!tail.isEmpty()) {
      evictTail();
    }
  }

  /**
   * The item joins the tail window and, as a failure, the exemplars; returns false when the
   * allowance cannot hold it even with the window emptied.
   */
  boolean hold(HeldItem e) {
    long size = Utf8.length(e.text);
    if (e.failure && size > holding.left + tailBytes && size <= reserveLeft) {
      // An exemplar from the reserve, the tail window left as it is.
      reserveLeft -= size;
      e.reserved = true;
      return exemplar(e);
    }
    while (!tail.isEmpty() && (holding.left < size || tailBytes + size > TAIL_CAP)) {
      evictTail();
    }
    if (holding.left < size) {
      return false; // the document's other runs hold the allowance
    }
    holding.left -= size;
    tail.addLast(e);
    tailBytes += size;
    e.inTail = true;
    if (!e.failure) {
      return true;
    }
    return exemplar(e);
  }

  /** Makes failure record {@code e}, held, an exemplar of the first or last failures; true. */
  private boolean exemplar(HeldItem e) {
    e.exemplar = true;
    if (firstFailures.size() < FIRST_FAILURES) {
      firstFailures.add(e);
      return true;
    }
    lastFailures.addLast(e);
    if (lastFailures.size() > LAST_FAILURES) {
      HeldItem out = lastFailures.pollFirst();
      out.exemplar = false;
      release(out);
    }
    return true;
  }

  private void evictTail() {
    HeldItem e = tail.pollFirst();
    e.inTail = false;
    tailBytes -= Utf8.length(e.text);
    release(e);
  }

  /** Gives back an entry's bytes once neither the tail, an exemplar list, the related records nor a rare value hold it. */
  void release(HeldItem e) {
    if (!e.inTail && !e.exemplar && !e.related && e.rarePins == 0) {
      if (e.reserved) {
        reserveLeft += Utf8.length(e.text);
      } else {
        holding.left += Utf8.length(e.text);
      }
    }
  }

  /** Adds every item held here to {@code all}, once: the exemplars, then the window; {@code seen} marks them. */
  void addTo(List<HeldItem> all, Map<HeldItem, Boolean> seen) {
    for (HeldItem e : firstFailures) {
      seen.put(e, true);
      all.add(e);
    }
    for (HeldItem e : lastFailures) {
      if (seen.put(e, true) == null) {
        all.add(e);
      }
    }
    for (HeldItem e : tail) {
      if (seen.put(e, true) == null) {
        all.add(e);
      }
    }
  }
}

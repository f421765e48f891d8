package dev.candor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * The steps of {@link JsonObjectObservation} that shape the arrays inside an object: the failure
 * items reserved first, empty fields left out and long strings shortened before any item is
 * dropped, the figures of capped arrays, and the items shared out, an equal share each and then
 * the room left, array by array in document order. Each step measures the whole document.
 */
final class ObjectArrays {
  private final Budget budget;
  /** The document as now shaped. */
  private final Supplier<String> render;

  ObjectArrays(Budget budget, Supplier<String> render) {
    this.budget = budget;
    this.render = render;
  }

  private String render() {
    return render.get();
  }

  private boolean fits() {
    return budget.fits(render.get());
  }

  /** How many long strings were shortened in place. */
  long elided() {
    return elided;
  }

  /**
   * Before any item is dropped, fields empty in every item of an array are left out (and named in
   * its statement) and long strings in the items are shortened in place.
   */
  private long elided;

  /** The arrays whose empty fields and long strings were already seen to, by identity. */
  private final java.util.Set<ItemRun> tidied = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  void elideIfNeeded(List<ShownObject> visible) {
    List<int[]> arrays = new ArrayList<>();
    List<ShownObject> owners = new ArrayList<>();
    for (ShownObject n : visible) {
      for (int i = 0; i < n.members.size(); i++) {
        if (n.members.get(i).isArray() && n.visible(i) && !tidied.contains(n.members.get(i).array())) {
          owners.add(n);
          arrays.add(new int[] {i, n.shown[i]});
          n.shown[i] = n.members.get(i).array().keptCount();
        }
      }
    }
    boolean allFit = fits();
    for (int j = 0; j < arrays.size(); j++) {
      owners.get(j).shown[arrays.get(j)[0]] = arrays.get(j)[1];
    }
    if (allFit) {
      return; // once more objects are open, they may not all fit: asked again then
    }
    for (int j = 0; j < arrays.size(); j++) {
      ShownObject n = owners.get(j);
      int i = arrays.get(j)[0];
      ItemRun run = n.members.get(i).array();
      tidied.add(run);
      List<String> names = run.emptyFields();
      n.emptyFields[i] = ItemStatement.emptyFieldsMember(names);
      if (n.emptyFields[i] != null && fits()) {
        run.dropFields(names); // said in the statement, which still fits with every array empty
      } else {
        n.emptyFields[i] = null;
      }
      elided += run.elideStrings(Elision.MAX_STRING, Elision.failureMax(budget));
    }
  }

  /**
   * States the figures of every array of records that cannot be shown whole, in the most detail
   * (the same for all) that takes at most a third of the room the document leaves with empty arrays.
   */
  void chooseAggregates(List<ShownObject> visible) {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> capped = new ArrayList<>();
    long bound = budget.bytesUpperBound();
    for (ShownObject n : visible) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && run.aggregates().records() >= 2
            && (run.keptCount() < run.total() || run.keptBytes(run.keptCount()) > bound)) {
          owners.add(n);
          capped.add(i);
        }
      }
    }
    if (capped.isEmpty()) {
      return;
    }
    long room = budget.limit() - budget.measure(render());
    for (int detail = 2; detail >= 0; detail--) {
      long cost = 0;
      for (int j = 0; j < capped.size(); j++) {
        String a = owners.get(j).members.get(capped.get(j)).array().aggregates().json(detail);
        owners.get(j).aggregates[capped.get(j)] = a;
        cost += a == null ? 0 : budget.measure(a) + 1;
      }
      if (cost <= room / JsonObservation.AGGREGATES_SHARE && fits()) {
        return;
      }
    }
    for (ShownObject n : owners) {
      Arrays.fill(n.aggregates, null);
    }
  }

  /**
   * Reserves (or, when {@code reserve} is false, gives up) the first item of each array of the
   * top-level object that signals failure ({@code "errors":[...]}), so the members around it do not
   * take its room; returns whether any was reserved.
   */
  static boolean reserveFailureItems(ShownObject n, boolean reserve) {
    boolean any = false;
    for (int i = 0; i < n.members.size(); i++) {
      if (n.pinned[i] && n.failing[i] && n.members.get(i).isArray() && n.members.get(i).array().keptCount() > 0) {
        n.shown[i] = reserve ? 1 : 0;
        n.reserved[i] = reserve;
        any = true;
      }
    }
    return any;
  }

  /**
   * Reserves the first item in line of every visible array that holds failure records among others
   * (that item is a failure record, {@link ItemRun}) when it fits whole, so the values around it do
   * not take its room.
   */
  void reserveFailureRecords(List<ShownObject> visible) {
    for (ShownObject n : visible) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && n.shown[i] == 0 && run.leadsWithFailure()) {
          n.shown[i] = 1;
          n.reserved[i] = true;
          if (!fits()) {
            n.shown[i] = 0;
            n.reserved[i] = false;
          }
        }
      }
    }
  }

  /** The fewest items array member {@code i} of {@code n} shows: its reserved failure item, if any. */
  private static int floor(ShownObject n, int i) {
    return n.reserved[i] && n.visible(i) ? 1 : 0;
  }

  /** Whether a visible array has items that could be shown. */
  static boolean hasItems(List<ShownObject> visible) {
    for (ShownObject n : visible) {
      for (int i = 0; i < n.members.size(); i++) {
        if (n.members.get(i).isArray() && n.visible(i) && n.members.get(i).array().keptCount() > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Gives each shown array an equal share of items, then the room left, array by array. */
  void fill(List<ShownObject> visible) {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> arrays = new ArrayList<>();
    int most = 0;
    for (ShownObject n : visible) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && run.keptCount() > 0 && n.inside[i] == null) {
          owners.add(n);
          arrays.add(i);
          most = Math.max(most, run.keptCount());
        }
      }
    }
    IntPredicate fitsShare = k -> {
      for (int j = 0; j < arrays.size(); j++) {
        ShownObject n = owners.get(j);
        n.shown[arrays.get(j)] = Math.max(floor(n, arrays.get(j)), Math.min(k, n.members.get(arrays.get(j)).array().keptCount()));
      }
      return fits();
    };
    fitsShare.test(StructuredFit.largest(0, most, shareHint(owners, arrays, most), fitsShare));
    for (int j = 0; j < arrays.size(); j++) {
      ShownObject n = owners.get(j);
      int i = arrays.get(j);
      ItemRun run = n.members.get(i).array();
      int from = n.shown[i];
      IntPredicate fitsMore = k -> {
        n.shown[i] = k;
        return fits();
      };
      if (from >= run.keptCount() || !fitsMore.test(from + 1)) {
        n.shown[i] = from; // not one more item fits: one measure, not a search, for each such array
        continue;
      }
      from++;
      int hint = run.keptWithin(run.keptBytes(from) + budget.bytesUpperBound());
      fitsMore.test(StructuredFit.largest(from, run.keptCount(), hint, fitsMore));
    }
  }

  /** The largest equal share whose kept item bytes, summed over the arrays, fit the bound. */
  private int shareHint(List<ShownObject> owners, List<Integer> arrays, int most) {
    int lo = 0;
    int hi = most;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      long sum = 0;
      for (int j = 0; j < arrays.size(); j++) {
        ItemRun run = owners.get(j).members.get(arrays.get(j)).array();
        sum += run.keptBytes(Math.min(mid, run.keptCount()));
      }
      if (sum <= budget.bytesUpperBound()) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }
}

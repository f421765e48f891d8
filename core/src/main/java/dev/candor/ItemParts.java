package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * Shows in part the items of a run that are too large to show whole, so that one large item never
 * stops the others: a run shows "the first {@code k}" of its items in order of priority, and an
 * item larger than the room left (a stream's final report, a failure record with a large payload)
 * would otherwise end the count there, itself dropped whole and every item after it with it.
 *
 * <p>Design: when the next item in line is an object that does not fit whole, it is shaped as an
 * object of its own ({@link JsonObjectObservation}, on one line as a run's items are) within half
 * the room the run leaves, or all of it when no item follows it in line; its text becomes that
 * shaped object, whose own statement says what is cut inside it, and the run's statement says
 * {@code "inside":"item 201 is shown in part; ..."}. Then the count is searched again, with the
 * item in part in its place. At most {@link #MAX_PARTS} items are shown in part in one run.
 */
final class ItemParts {
  private ItemParts() {}

  /** The most items of one run shown in part: one nested shaping each. */
  static final int MAX_PARTS = 3;
  /** Stands where the item shown in part goes while the document around it is measured; never in JSON text. */
  private static final String PLACE = "\u0000part\u0000";

  /** What showing items in part gave: how many items are shown, and the cuts and notes inside them. */
  record Shown(int k, List<Cut> cuts, List<String> notes) {}

  /**
   * From {@code k}, the most items in line that fit whole, shows the items that stop the count in
   * part while they are objects and the room allows; returns the new count. When the first two in
   * line are failure records and at most one fits whole, both are shown in part first. Otherwise a
   * run that shows no item whole ({@code k} 0) is left as it is: its one large item is shaped by its
   * caller.
   *
   * @param render the document with the first {@code k} items in line
   * @param fits whether the document with the first {@code k} items in line fits
   * @param what the item's name in notes: {@code line} for NDJSON, {@code item} for an array's
   */
  static Shown show(ItemRun run, int k, IntFunction<String> render, IntPredicate fits, Budget budget,
      long readCap, String what) {
    List<Cut> cuts = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    int most = run.keptCount();
    int parts = 0;
    // One failure record whole and the next not at all says one of two failures: the second in
    // part after the first whole, else both in part, half the room each (their first members name
    // them and say what state they are in).
    if (k <= 1 && most > 1 && run.inLine(0).failure && run.inLine(1).failure) {
      if (k == 1 && part(run, 1, false, render, budget, readCap, what, cuts, notes)) {
        parts = 1;
      } else if (both(run, render, budget, readCap, what, cuts, notes)) {
        parts = 2;
      }
      if (parts > 0) {
        k = StructuredFit.largest(2, most, 2, fits);
      }
    }
    for (; parts < MAX_PARTS && k > 0 && k < most; parts++) {
      if (!part(run, k, k + 1 < most, render, budget, readCap, what, cuts, notes)) {
        break;
      }
      k = StructuredFit.largest(k + 1, most, k + 1, fits);
    }
    return new Shown(k, cuts, notes);
  }

  /** Shows the first two items in line in part, half the room each; false, and neither changed, when both do not fit. */
  private static boolean both(ItemRun run, IntFunction<String> render, Budget budget, long readCap, String what,
      List<Cut> cuts, List<String> notes) {
    HeldItem first = run.inLine(0);
    String whole = first.text;
    List<Cut> c = new ArrayList<>();
    List<String> n = new ArrayList<>();
    if (!part(run, 0, true, render, budget, readCap, what, c, n)) {
      return false;
    }
    if (!part(run, 1, false, render, budget, readCap, what, c, n)) {
      run.replace(first, whole, false);
      return false;
    }
    cuts.addAll(c);
    notes.addAll(n);
    return true;
  }

  /**
   * Shows the item {@code k} in line in part, after the {@code k} before it, within the room they
   * leave, or half of it when {@code more} items are to follow; false when it is no object or no
   * part of it fits (it is then left whole).
   */
  private static boolean part(ItemRun run, int k, boolean more, IntFunction<String> render, Budget budget,
      long readCap, String what, List<Cut> cuts, List<String> notes) {
    HeldItem e = run.inLine(k);
    if (e.inPart || !e.text.startsWith("{")) {
      return false;
    }
    String whole = e.text;
    run.replace(e, PLACE, true);
    String frame = render.apply(k + 1);
    int at = frame.indexOf(PLACE);
    String prefix = frame.substring(0, at);
    String suffix = frame.substring(at + PLACE.length());
    long framed = budget.measure(prefix + suffix);
    long room = budget.limit() - framed;
    Result r = null;
    if (room > 0) {
      long share = more ? room / 2 : room;
      Budget part = new Budget(framed + share, budget.unit(), budget.tokenizer());
      JsonObjectObservation o = new JsonObjectObservation(ShownObject.read(whole), part, Map.of(), readCap,
          Fields.ALL, prefix, suffix, true);
      r = o.shape();
      r = o.showsAnyMember() ? r : null; // a part with no member says nothing but its size
    }
    if (r == null || r.text() == null || !budget.fits(r.text())) {
      run.replace(e, whole, false);
      return false;
    }
    run.replace(e, r.text().substring(prefix.length(), r.text().length() - suffix.length()), true);
    cuts.addAll(r.cuts());
    notes.add(what + " " + Grouping.of(e.index + 1) + " of " + Grouping.of(run.total())
        + " is shown in part: it is larger than the room the others leave");
    notes.addAll(r.notes());
    return true;
  }
}

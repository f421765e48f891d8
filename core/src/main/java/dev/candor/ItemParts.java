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
 * item in part in its place. Before that, when an item already shown whole is large, it may be
 * the one shown in part, to make room for the next in line whole ({@link #makeRoom}). At most
 * {@link #MAX_PARTS} items are shown in part in one run.
 */
final class ItemParts {
  /** The most items of one run shown in part: one nested shaping each. */
  static final int MAX_PARTS = 3;
  /** Stands where the item shown in part goes while the document around it is measured; never in JSON text. */
  private static final String PLACE = "\u0000part\u0000";
  /** Why an item is shown in part: it does not fit whole after the items before it in line. */
  private static final String LARGER = "it is larger than the room the others leave";
  /** Why an item is shown in part: whole, it left no room for the next in line ({@link #makeRoom}). */
  private static final String NO_ROOM = "whole, it left no room for the next in line";
  /** An item shown whole is made room from only when it takes at least 1/this of the budget. */
  static final int LARGE_SHARE = 3;

  /** What showing items in part gave: how many items are shown, and the cuts and notes inside them. */
  record Shown(int k, List<Cut> cuts, List<String> notes) {}

  private final ItemRun run;
  private final IntFunction<String> render;
  private final IntPredicate fits;
  private final Budget budget;
  private final long readCap;
  private final String what;
  private final List<Cut> cuts = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();

  private ItemParts(ItemRun run, IntFunction<String> render, IntPredicate fits, Budget budget, long readCap, String what) {
    this.run = run;
    this.render = render;
    this.fits = fits;
    this.budget = budget;
    this.readCap = readCap;
    this.what = what;
  }

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
    return new ItemParts(run, render, fits, budget, readCap, what).from(k);
  }

  private Shown from(int k) {
    int most = run.keptCount();
    int parts = 0;
    // One failure record whole and the next not at all says one of two failures: the second in
    // part after the first whole, else both in part, half the room each (their first members name
    // them and say what state they are in).
    if (k <= 1 && most > 1 && run.inLine(0).failure && run.inLine(1).failure) {
      if (k == 1 && part(1, 2, false, LARGER)) {
        parts = 1;
      } else if (both()) {
        parts = 2;
      }
      if (parts > 0) {
        k = StructuredFit.largest(2, most, 2, fits);
      }
    }
    for (; parts < MAX_PARTS && k > 0 && k < most; parts++) {
      int roomy = makeRoom(k);
      if (roomy > k) {
        k = roomy;
        continue;
      }
      if (!part(k, k + 1, k + 1 < most, LARGER)) {
        break;
      }
      k = StructuredFit.largest(k + 1, most, k + 1, fits);
    }
    return new Shown(k, cuts, notes);
  }

  /**
   * When the next item in line does not fit whole after the {@code k} before it, the largest of
   * those shown whole, when it is a large object and no failure record, is shown in part in half
   * the room it had, if that lets the next in line be shown whole: the record that stands out (a
   * linter's one parse error among style findings) says more than the last of one file's twenty
   * findings, and more whole than with its findings cut. Returns the new count; the large item is
   * left whole when no more items show beside it in part.
   */
  private int makeRoom(int k) {
    int large = -1;
    for (int i = 0; i < k; i++) {
      HeldItem e = run.inLine(i);
      if (!e.inPart && !e.failure && e.text.startsWith("{")
          && (large < 0 || e.text.length() > run.inLine(large).text.length())) {
        large = i;
      }
    }
    if (large < 0 || (long) run.inLine(large).text.length() * LARGE_SHARE < budget.limit()) {
      return k;
    }
    HeldItem e = run.inLine(large);
    String whole = e.text;
    int cutsBefore = cuts.size();
    int notesBefore = notes.size();
    if (!part(large, k, true, NO_ROOM)) {
      return k;
    }
    int more = StructuredFit.largest(k, run.keptCount(), k + 1, fits);
    if (more == k) {
      run.replace(e, whole, false);
      undo(cutsBefore, notesBefore);
    }
    return more;
  }

  /** Shows the first two items in line in part, half the room each; false, and neither changed, when both do not fit. */
  private boolean both() {
    HeldItem first = run.inLine(0);
    String whole = first.text;
    int cutsBefore = cuts.size();
    int notesBefore = notes.size();
    if (!part(0, 1, true, LARGER)) {
      return false;
    }
    if (!part(1, 2, false, LARGER)) {
      run.replace(first, whole, false);
      undo(cutsBefore, notesBefore);
      return false;
    }
    return true;
  }

  /** Takes back the cuts and notes added since there were {@code cutsBefore} and {@code notesBefore}. */
  private void undo(int cutsBefore, int notesBefore) {
    cuts.subList(cutsBefore, cuts.size()).clear();
    notes.subList(notesBefore, notes.size()).clear();
  }

  /**
   * Shows the item {@code k} in line in part, among the first {@code shown} in line, within the
   * room the others leave, or half of it when {@code more} items are to follow, noting {@code why};
   * false when it is no object or no part of it fits (it is then left whole).
   */
  private boolean part(int k, int shown, boolean more, String why) {
    HeldItem e = run.inLine(k);
    if (e.inPart || !e.text.startsWith("{")) {
      return false;
    }
    String whole = e.text;
    run.replace(e, PLACE, true);
    String frame = render.apply(shown);
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
        + " is shown in part: " + why);
    notes.addAll(r.notes());
    return true;
  }
}

package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * When a few large records crowd out the ones that matter (a cargo {@code compiler-message} of
 * 1,800 chars leaves no room for the second error or the {@code build-finished} record after it),
 * each held record larger than its share of the room is shown in part, as {@link
 * JsonObjectObservation} shows an object: breadth first, deeper levels summarised in place, with
 * its own {@code candor} member saying what is cut inside it. The share is the room divided among
 * the records that should be seen together: the failure records first in line (a few), the first
 * and the last.
 */
final class ItemsInPart {
  private ItemsInPart() {}

  /** The most failure records the shares are planned for; more are stated as a count. */
  static final int FAILURES_PLANNED = 4;
  /** A share smaller than this (in the budget's unit) shows too little of a record to be worth it. */
  static final long MIN_SHARE = 120;
  /** Strings of a record shown in part are shortened to no fewer code points than this. */
  static final int MIN_STRING = 40;

  /**
   * How many records should be shown together: the held failure records (up to {@link
   * #FAILURES_PLANNED}), the first and the last, never more than are held.
   */
  static int wanted(ItemRun run) {
    return run.together(FAILURES_PLANNED).size();
  }

  /**
   * Each large record's share of {@code room}: the records that fit a share as they stand take
   * what they measure, and what is left is divided among the others.
   */
  static long share(List<String> together, Budget budget, long room) {
    List<Long> sizes = new ArrayList<>();
    for (String t : together) {
      sizes.add(budget.measure(t));
    }
    long left = room;
    int large = sizes.size();
    boolean changed = true;
    while (changed && large > 0) {
      changed = false;
      long share = left / large;
      for (int i = 0; i < sizes.size(); i++) {
        long size = sizes.get(i);
        if (size >= 0 && size <= share) {
          left -= size;
          large--;
          sizes.set(i, -1L);
          changed = true;
        }
      }
    }
    return large == 0 ? left : left / large;
  }

  /**
   * Shows in part every held record of {@code run} that measures more than its share, when fewer
   * than {@link #wanted} fit whole; returns how many were, and the cuts made inside them.
   *
   * @param render the observation with {@code k} records and no figures
   * @param shown how many records fit as they stand
   * @param oneLine whether each record must stay on one line (NDJSON)
   */
  static InPart fit(ItemRun run, Budget budget, IntFunction<String> render, int shown, long readCap,
      boolean oneLine) {
    List<String> together = run.together(FAILURES_PLANNED);
    int wanted = together.size();
    if (shown >= wanted || wanted < 2) {
      return InPart.NONE;
    }
    // Separators and the statement's longer counts once records are shown take a little of the room.
    long room = budget.limit() - budget.measure(render.apply(0)) - 16L * wanted;
    long share = share(together, budget, room);
    if (share < MIN_SHARE) {
      return InPart.NONE;
    }
    Budget each = new Budget(share, budget.unit(), budget.tokenizer());
    int stringShare = (int) Math.max(MIN_STRING, Math.min(Elision.MAX_STRING, share / 5));
    Map<String, List<Cut>> cuts = new HashMap<>();
    long records = run.rewrite((item, count) -> {
      if (each.fits(item) || !item.startsWith("{")) {
        return item;
      }
      // Strings shortened to a share of the share first, so a record's short values and the start of
      // its long ones (a compiler message's rendered text) are kept rather than replaced whole.
      String shorter = ToolMarks.json(Elision.elide(item, stringShare, new long[1]));
      Result r = new JsonObjectObservation(ShownObject.read(shorter), each, Map.of(), readCap, Fields.ALL,
          "", "", oneLine).shape();
      if (r.text() == null || budget.measure(r.text()) >= budget.measure(item)) {
        return item;
      }
      cuts.put(r.text(), r.cuts());
      count[0]++;
      return r.text();
    });
    return new InPart(records, cuts);
  }

  /** How many held records are shown in part, and the cuts made inside each, by its text as shown. */
  record InPart(long records, Map<String, List<Cut>> byText) {
    static final InPart NONE = new InPart(0, Map.of());

    InPart {
      byText = Map.copyOf(byText);
    }

    /** The cuts inside those of the records {@code shown} that are shown in part. */
    List<Cut> cuts(List<String> shown) {
      List<Cut> out = new ArrayList<>();
      for (String item : shown) {
        out.addAll(byText.getOrDefault(item, List.of()));
      }
      return out;
    }

    /** The statement's member saying how many records are shown in part, or null for none. */
    String member() {
      return records == 0 ? null : StructuredMeta.member("in_part", "records too large for their share are shown in"
          + " part, each cut marked where it is");
    }
  }
}

package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes a top-level JSON object into one valid JSON object: its members in order, one per line,
 * after a first member {@code "candor":{META...,"arrays":{"items":{"showing":31,"of":340,...}}}}.
 *
 * <p>Design: the shape is chosen in three steps, each a {@link StructuredFit} search over rendered
 * candidates, with every array empty until the last step. (1) When even every non-array value
 * replaced by its size does not fit, the members from the end are dropped, and the statement says
 * {@code "members":{"showing":m,"of":n}}. (2) Non-array values are kept whole, as many as fit,
 * smallest first; the rest are replaced by a string {@code "[cut: 18,402 bytes]"}. (3) Arrays get
 * items from the start: first an equal share each, then whatever room is left, array by array in
 * member order. A member past the read cap was never kept and counts as dropped.
 */
final class JsonObjectObservation {
  private final List<JsonMember> members;
  private final long membersTotal;
  private final Budget budget;
  private final Map<String, Object> meta;
  private final long readCap;
  private final String candorKey;

  /** How many members, from the start, the observation shows. */
  private int limit;
  /** Per member: whether its non-array value is replaced by its size. */
  private final boolean[] replaced;
  /** Per member: how many items of its array are shown. */
  private final int[] shown;
  /** Per member: the figures over every record of its array, stated beside its counts; null for none. */
  private final String[] aggregates;

  JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap) {
    this.members = doc.members();
    this.membersTotal = members.size() + doc.membersPastCap();
    this.budget = budget;
    this.meta = meta;
    this.readCap = readCap;
    this.candorKey = freeKey(members);
    this.limit = members.size();
    this.replaced = new boolean[members.size()];
    this.shown = new int[members.size()];
    this.aggregates = new String[members.size()];
  }

  Result shape() {
    List<Integer> values = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      replaced[i] = !members.get(i).isArray();
      if (members.get(i).value() != null) {
        values.add(i);
      }
    }
    if (!fits()) {
      IntPredicate fitsMembers = m -> {
        limit = m;
        return fits();
      };
      if (!fitsMembers.test(0)) {
        return Result.tooSmall(itemsTotal(), List.of());
      }
      limit = StructuredFit.largest(0, members.size(), memberHint(), fitsMembers);
    }
    chooseAggregates();
    keepValues(values);
    fillArrays();
    return result();
  }

  /**
   * States the figures of every array of records that cannot be shown whole, in the most detail
   * (the same for all) that takes at most a third of the room the document leaves with empty arrays.
   */
  private void chooseAggregates() {
    List<Integer> capped = new ArrayList<>();
    long bound = budget.bytesUpperBound();
    for (int i = 0; i < limit; i++) {
      ItemRun run = members.get(i).array();
      if (run != null && run.aggregates().records() >= 2
          && (run.keptCount() < run.total() || run.keptBytes(run.keptCount()) > bound)) {
        capped.add(i);
      }
    }
    if (capped.isEmpty()) {
      return;
    }
    long room = budget.limit() - budget.measure(render());
    for (int detail = 2; detail >= 0; detail--) {
      long cost = 0;
      for (int i : capped) {
        aggregates[i] = members.get(i).array().aggregates().json(detail);
        cost += aggregates[i] == null ? 0 : budget.measure(aggregates[i]) + 1;
      }
      if (cost <= room / JsonObservation.AGGREGATES_SHARE) {
        return;
      }
    }
    java.util.Arrays.fill(aggregates, null);
  }

  /** Keeps as many non-array values whole as fit, smallest first. */
  private void keepValues(List<Integer> candidates) {
    List<Integer> values = new ArrayList<>();
    for (int i : candidates) {
      if (i < limit) {
        values.add(i);
      }
    }
    values.sort(Comparator.comparingLong(i -> Utf8.length(members.get(i).value())));
    IntPredicate fitsKept = q -> {
      for (int j = 0; j < values.size(); j++) {
        replaced[values.get(j)] = j >= q;
      }
      return fits();
    };
    long bound = budget.bytesUpperBound();
    int hint = 0;
    for (long sum = 0; hint < values.size(); hint++) {
      sum += Utf8.length(members.get(values.get(hint)).value());
      if (sum > bound) {
        break;
      }
    }
    fitsKept.test(StructuredFit.largest(0, values.size(), hint, fitsKept));
  }

  /** Gives each array an equal share of items, then the room left, array by array. */
  private void fillArrays() {
    List<Integer> arrays = new ArrayList<>();
    int most = 0;
    for (int i = 0; i < limit; i++) {
      ItemRun run = members.get(i).array();
      if (run != null && run.keptCount() > 0) {
        arrays.add(i);
        most = Math.max(most, run.keptCount());
      }
    }
    IntPredicate fitsShare = k -> {
      for (int i : arrays) {
        shown[i] = Math.min(k, members.get(i).array().keptCount());
      }
      return fits();
    };
    fitsShare.test(StructuredFit.largest(0, most, shareHint(arrays, most), fitsShare));
    for (int i : arrays) {
      ItemRun run = members.get(i).array();
      int from = shown[i];
      IntPredicate fitsMore = n -> {
        shown[i] = n;
        return fits();
      };
      int hint = run.keptWithin(run.keptBytes(from) + budget.bytesUpperBound());
      shown[i] = StructuredFit.largest(from, run.keptCount(), hint, fitsMore);
    }
  }

  private boolean fits() {
    return budget.fits(render());
  }

  private String render() {
    StringBuilder sb = new StringBuilder("{").append(StructuredMeta.quote(candorKey)).append(':');
    sb.append(candor());
    for (int i = 0; i < limit; i++) {
      JsonMember m = members.get(i);
      sb.append(",\n").append(StructuredMeta.quote(m.name())).append(':');
      if (m.isArray()) {
        JsonObservation.appendItems(sb, m.array(), shown[i]);
      } else if (replaced[i] || m.value() == null) {
        sb.append(StructuredMeta.quote("[cut: " + StructuredMeta.grouped(m.rawBytes()) + " bytes]"));
      } else {
        sb.append(m.value());
      }
    }
    return sb.append(limit > 0 ? "\n}" : "}").toString();
  }

  private String candor() {
    List<String> extra = new ArrayList<>();
    StringBuilder arrays = new StringBuilder();
    for (int i = 0; i < limit; i++) {
      ItemRun run = members.get(i).array();
      if (run != null) {
        arrays.append(arrays.length() == 0 ? "{" : ",").append(StructuredMeta.quote(members.get(i).name()))
            .append(":{").append(String.join(",", JsonObservation.counts(shown[i], run.total(), "items")))
            .append(aggregates[i] == null ? "" : "," + aggregates[i])
            .append('}');
      }
    }
    if (arrays.length() > 0) {
      extra.add("\"arrays\":" + arrays.append('}'));
    }
    if (limit < membersTotal) {
      extra.add("\"members\":{" + String.join(",", JsonObservation.counts(limit, membersTotal, "members")) + "}");
    }
    return StructuredMeta.json(meta, extra);
  }

  private Result result() {
    List<Cut> cuts = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    if (!candorKey.equals("candor")) {
      notes.add("the object has its own 'candor' member, so the statement is named '" + candorKey + "'");
    }
    long itemsShown = 0;
    for (int i = 0; i < members.size(); i++) {
      JsonMember m = members.get(i);
      if (m.isArray()) {
        itemsShown += shown[i];
        Cut cut = m.array().cutAfter(shown[i]);
        if (cut != null) {
          cuts.add(cut);
        }
        String capped = i < limit ? JsonObservation.capNote("member '" + m.name() + "'", m.array(), shown[i], readCap) : null;
        if (capped != null) {
          notes.add(capped);
        }
      } else if (i < limit && (replaced[i] || m.value() == null)) {
        notes.add("member '" + m.name() + "' replaced: " + StructuredMeta.grouped(m.rawBytes()) + " bytes"
            + (m.value() == null ? ", more than the read cap of " + StructuredMeta.grouped(readCap) : ""));
        // A value replaced by its size is cut as surely as a dropped item: the result must say so.
        cuts.add(Cut.of(CutReason.ITEMS, i + 1, i + 1, Math.max(0, m.rawBytes())));
      }
    }
    if (limit < membersTotal) {
      long dropped = 0;
      for (int i = limit; i < members.size(); i++) {
        dropped += Math.max(0, members.get(i).rawBytes());
      }
      cuts.add(Cut.of(CutReason.ITEMS, limit + 1, membersTotal, dropped));
      notes.add(StructuredMeta.range("members", limit + 1, membersTotal) + " of " + StructuredMeta.grouped(membersTotal)
          + " not shown" + (members.size() < membersTotal ? "; members after " + StructuredMeta.grouped(members.size())
          + " were past the read cap of " + StructuredMeta.grouped(readCap) + " bytes" : ""));
    }
    return new Result(render(), itemsShown, itemsTotal(), cuts, notes, null);
  }

  private long itemsTotal() {
    long total = 0;
    for (JsonMember m : members) {
      total += m.isArray() ? m.array().total() : 0;
    }
    return total;
  }

  /** The most members whose rough text, every value replaced and every array empty, fits the bound. */
  private int memberHint() {
    long sum = 0;
    long bound = budget.bytesUpperBound();
    for (int i = 0; i < members.size(); i++) {
      sum += Utf8.length(members.get(i).name()) + 32;
      if (sum > bound) {
        return i;
      }
    }
    return members.size();
  }

  /** The largest equal share whose kept item bytes, summed over the arrays, fit the bound. */
  private int shareHint(List<Integer> arrays, int most) {
    int lo = 0;
    int hi = most;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      long sum = 0;
      for (int i : arrays) {
        ItemRun run = members.get(i).array();
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

  /** "candor", or "candor_", "candor__" ... when the object already has a member by that name. */
  private static String freeKey(List<JsonMember> members) {
    String key = "candor";
    while (true) {
      String k = key;
      if (members.stream().noneMatch(m -> m.name().equals(k))) {
        return key;
      }
      key += "_";
    }
  }
}

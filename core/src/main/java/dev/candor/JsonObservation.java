package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * Shapes a JSON document as read into one valid JSON observation.
 *
 * <p>A top-level array becomes <code>{"candor":{META...,"showing":k,"of":n,"cut":"items
 * k+1-n"},"items":[...]}</code> with {@code k} items, one per line: failure records first, then the
 * first and the last items ({@link ItemRun}), in input order, every cut range stated; an item too
 * large for the room left is shown in part ({@link ItemParts}). A top-level object is
 * shaped by {@link JsonObjectObservation}. A top-level scalar becomes <code>{"candor":{META...},
 * "value":...}</code> when it fits whole, else nothing.
 */
final class JsonObservation {
  private JsonObservation() {}

  /** The figures over an array may take at most 1/this of the room the document leaves. */
  static final int AGGREGATES_SHARE = 3;

  static Result shape(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap) {
    return shape(doc, budget, meta, readCap, Fields.ALL);
  }

  static Result shape(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap, Fields fields) {
    switch (doc.kind()) {
      case ARRAY:
        return array(doc, budget, meta, readCap, fields);
      case OBJECT:
        return new JsonObjectObservation(doc, budget, meta, readCap, fields).shape();
      default:
        return scalar(doc.scalar(), budget, meta, readCap);
    }
  }

  private static Result array(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap,
      Fields fields) {
    ItemRun items = doc.array();
    List<String> projection = new ArrayList<>(fields.json(items.fieldsSeen()));
    List<String> notes = new ArrayList<>();
    if (!budget.fits(render(items, meta, projection, items.keptCount(), null))) {
      // Not every item fits: fields empty in every item are left out, said once in the statement,
      // and long strings are shortened in place, before any item is dropped.
      dropEmptyFields(items, projection, k -> render(items, meta, projection, k, null), budget);
      long elided = items.elideStrings(Elision.MAX_STRING, Elision.failureMax(budget));
      if (elided > 0) {
        notes.add(Marker.plural(elided, "long string") + " shortened in place, each saying how much was cut");
      }
    }
    int hint = items.keptWithin(budget.bytesUpperBound());
    String agg = figures(items.aggregates(), items.aggregates()::json, (k, a) -> render(items, meta, projection, k, a),
        items.keptCount(), hint, items.total(), items.throughFailures(), budget);
    IntPredicate fits = k -> budget.fits(render(items, meta, projection, k, agg));
    if (!fits.test(0)) {
      return Result.tooSmall(items.total(), List.of());
    }
    int k = StructuredFit.largest(0, items.keptCount(), hint, fits);
    // Two failure records in line, neither whole beside the other, are both shown in part first.
    ItemParts.Shown parts = ItemParts.show(items, k, n -> render(items, meta, projection, n, agg), fits, budget,
        readCap, "item");
    k = parts.k();
    if (k == 0 && items.keptCount() > 0) {
      Result inside = inside(items, meta, projection, agg, budget, readCap, fields);
      if (inside != null) {
        return inside;
      }
    } else if (k == 0 && doc.firstItem() != null) {
      Result inside = insideUnkept(items, doc.firstItem(), meta, projection, agg, budget, readCap);
      if (inside != null) {
        return inside;
      }
    }
    notes.addAll(parts.notes());
    String capped = capNote("the array", items, k, readCap);
    if (capped != null) {
      notes.add(capped);
    }
    List<Cut> cuts = new ArrayList<>(items.cuts(k));
    cuts.addAll(parts.cuts());
    return new Result(render(items, meta, projection, k, agg), k, items.total(), cuts, notes, null);
  }

  /**
   * When not one item fits whole, the first in line (a failure record, else the first item) is
   * descended into rather than the array shown empty: shown in part as {@link
   * JsonObjectObservation} shows an object, its own statement saying what is cut inside it, and
   * the array's statement saying {@code "inside":"item 1 is shown in part"}. Null when that item
   * is not an object or not even part of it fits.
   */
  private static Result inside(ItemRun items, Map<String, Object> meta, List<String> projection, String agg,
      Budget budget, long readCap, Fields fields) {
    String item = items.shown(1).get(0);
    if (item.startsWith("[")) {
      return insideArray(items, item, meta, projection, agg, budget);
    }
    if (!item.startsWith("{")) {
      return null;
    }
    long number = items.shownNumbers(1)[0];
    List<String> extra = new ArrayList<>(ItemStatement.counts(items, 1, "items"));
    extra.add(StructuredMeta.member("inside", "item " + number + " is shown in part; its own statement says what is cut"));
    extra.addAll(projection);
    if (agg != null) {
      extra.add(agg);
    }
    String prefix = "{\"candor\":" + StructuredMeta.json(meta, extra) + ",\"items\":[";
    JsonDocument doc = ShownObject.read(item);
    Result r = new JsonObjectObservation(doc, budget, Map.of(), readCap, Fields.ALL, prefix, "]}").shape();
    if (r.text() == null) {
      return null;
    }
    List<Cut> cuts = new ArrayList<>(items.cuts(1));
    cuts.addAll(r.cuts());
    List<String> notes = new ArrayList<>(r.notes());
    notes.add(0, "item " + number + " of " + Grouping.of(items.total())
        + " is shown in part: not even one item fits whole");
    return new Result(r.text(), 1, items.total(), cuts, notes, null);
  }

  /**
   * When no item was kept whole and the first was an object read member by member, that object
   * shown in part, as {@link #inside} shows a kept one; null when not even part of it fits.
   */
  private static Result insideUnkept(ItemRun items, JsonDocument first, Map<String, Object> meta,
      List<String> projection, String agg, Budget budget, long readCap) {
    List<String> extra = new ArrayList<>();
    extra.add(StructuredMeta.member("showing", 1));
    extra.add(StructuredMeta.member("of", items.total()));
    List<Cut> cuts = new ArrayList<>();
    if (items.total() > 1) {
      extra.add(StructuredMeta.member("cut", StructuredMeta.range("items", 2, items.total())));
      cuts.add(Cut.of(CutReason.ITEMS, 2, items.total(), 0));
    }
    if (items.failures() > 0) {
      extra.add(StructuredMeta.member("failures", items.failures()));
    }
    extra.add(StructuredMeta.member("inside", "item 1 is shown in part; its own statement says what is cut"));
    extra.addAll(projection);
    if (agg != null) {
      extra.add(agg);
    }
    String prefix = "{\"candor\":" + StructuredMeta.json(meta, extra) + ",\"items\":[";
    Result r = new JsonObjectObservation(first, budget, Map.of(), readCap, Fields.ALL, prefix, "]}").shape();
    if (r.text() == null) {
      return null;
    }
    cuts.addAll(r.cuts());
    List<String> notes = new ArrayList<>(r.notes());
    notes.add(0, "item 1 of " + Grouping.of(items.total())
        + " is shown in part: it is too large to keep whole");
    return new Result(r.text(), 1, items.total(), cuts, notes, null);
  }

  /**
   * An array that is the first item in line, too large to show whole, shown in part as an array
   * still: its first and last items, the array's statement saying which of them are cut
   * ({@code "inside":"item 1 is shown in part: its items 20-793 of 800 are cut"}). Null when not
   * one of its items fits.
   */
  private static Result insideArray(ItemRun items, String item, Map<String, Object> meta, List<String> projection,
      String agg, Budget budget) {
    ItemRun inner = ShownObject.read(item).array();
    long number = items.shownNumbers(1)[0];
    IntFunction<String> render = k -> {
      List<String> extra = new ArrayList<>(ItemStatement.counts(items, 1, "items"));
      extra.add(StructuredMeta.member("inside", "item " + number + " is shown in part: its "
          + ItemStatement.cutRanges(inner, k, "items") + " of " + Grouping.of(inner.total()) + " are cut"));
      extra.addAll(projection);
      if (agg != null) {
        extra.add(agg);
      }
      StringBuilder sb = new StringBuilder("{\"candor\":").append(StructuredMeta.json(meta, extra)).append(",\"items\":[");
      return appendItems(sb, inner, k).append("]}").toString();
    };
    IntPredicate fits = k -> budget.fits(render.apply(k));
    if (inner.keptCount() == 0 || !fits.test(1)) {
      return null;
    }
    int k = StructuredFit.largest(1, inner.keptCount(), inner.keptWithin(budget.bytesUpperBound()), fits);
    List<Cut> cuts = new ArrayList<>(items.cuts(1));
    cuts.addAll(inner.cuts(k));
    List<String> notes = List.of("item " + number + " of " + Grouping.of(items.total())
        + " is shown in part: not even one item fits whole");
    return new Result(render.apply(k), 1, items.total(), cuts, notes, null);
  }

  private static String render(ItemRun items, Map<String, Object> meta, List<String> projection, int k,
      String aggregates) {
    StringBuilder sb = new StringBuilder("{\"candor\":");
    List<String> extra = new ArrayList<>(ItemStatement.counts(items, k, "items"));
    extra.addAll(projection);
    if (aggregates != null) {
      extra.add(aggregates);
    }
    sb.append(StructuredMeta.json(meta, extra)).append(",\"items\":");
    return appendItems(sb, items, k).append('}').toString();
  }

  /**
   * The figures to state beside the items: in the most detail (2, 1, 0, -1 as {@link Aggregates#json})
   * that takes at most a third of the room the document leaves with no items, and still leaves room
   * for at least half the items (and at least one) that fit without figures. Null when there are no
   * figures, when every item is shown anyway, or when no detail qualifies: a stream of a few large
   * events is better shown than summed.
   *
   * @param byDetail the figures at a detail, or null when there are none
   * @param render the observation with {@code k} items and the given figures (null for none)
   * @param most the most items there are to show
   * @param total every item the input held
   * @param failures the items in line up to the last failure record ({@link ItemRun#throughFailures}):
   *     figures never crowd out a failure record that fits without them, nor the first and last item
   *     that follow them in line ({@link ItemPriority}), which show where the failures sit in the run
   */
  static String figures(Aggregates agg, IntFunction<String> byDetail, BiFunction<Integer, String, String> render,
      int most, int hint, long total, int failures, Budget budget) {
    if (agg.records() < 2) {
      return null;
    }
    IntPredicate plain = k -> budget.fits(render.apply(k, null));
    if (!plain.test(0)) {
      return null;
    }
    int without = StructuredFit.largest(0, most, hint, plain);
    if (without >= total || without < failures) {
      // Every item shown anyway; or failure records that do not all fit whole even without
      // figures, which need the room to be shown in part (ItemParts): a failure record, even in
      // part, says more than figures over the records.
      return null;
    }
    long room = budget.limit() - budget.measure(render.apply(0, null));
    // First the figures that leave room for the failure records and the first and last item after
    // them; only when no detail does, those that leave room for the failure records alone.
    for (int anchors : failures > 0 ? new int[] {failures + 2, failures} : new int[] {1}) {
      for (int detail = 2; detail >= -1; detail--) {
        String a = byDetail.apply(detail);
        if (a == null || budget.measure(a) + 1 > room / AGGREGATES_SHARE) {
          continue;
        }
        IntPredicate with = k -> budget.fits(render.apply(k, a));
        if (!with.test(0)) {
          continue;
        }
        int k = StructuredFit.largest(0, most, without, with);
        if (k >= Math.min(without, Math.max(anchors, (without + 1) / 2))) {
          return a;
        }
      }
    }
    return null;
  }

  private static Result scalar(String value, Budget budget, Map<String, Object> meta, long readCap) {
    if (value == null) {
      return Result.tooSmall(1, List.of("the top-level value is longer than the read cap of "
          + Grouping.of(readCap) + " bytes, and a scalar cannot be cut"));
    }
    String text = "{\"candor\":" + StructuredMeta.json(meta, List.of()) + ",\"value\":" + value + "}";
    if (!budget.fits(text)) {
      return Result.tooSmall(1, List.of());
    }
    return new Result(text, 1, 1, List.of(), List.of(), null);
  }

  /**
   * Appends the first {@code k} items as a JSON array: objects and arrays one per line, the first
   * right after the bracket so the array opens as it did in the input ({@code [{...},\n{...}]}),
   * scalars on one line ({@code [1,2,3]}), judged by the first item.
   */
  static StringBuilder appendItems(StringBuilder sb, ItemRun items, int k) {
    if (k == 0) {
      return sb.append("[]");
    }
    List<String> kept = items.shown(k);
    char first = kept.get(0).charAt(0);
    boolean lines = first == '{' || first == '[';
    sb.append('[');
    for (int i = 0; i < k; i++) {
      sb.append(i == 0 ? "" : lines ? ",\n" : ",").append(kept.get(i));
    }
    return sb.append(']');
  }

  /**
   * Leaves out the fields empty in every kept item and names them in {@code statement}, when the
   * document with no items still fits with the name added; else leaves the items as they are.
   */
  static void dropEmptyFields(ItemRun items, List<String> statement, IntFunction<String> render, Budget budget) {
    List<String> names = items.emptyFields();
    String member = ItemStatement.emptyFieldsMember(names);
    if (member == null) {
      return;
    }
    statement.add(member);
    if (budget.fits(render.apply(0))) {
      items.dropFields(names);
    } else {
      statement.remove(statement.size() - 1);
    }
  }

  /**
   * A note when the read cap, not the budget, stopped the showing: every kept item is shown and
   * there were more; otherwise null.
   */
  static String capNote(String what, ItemRun items, int shown, long readCap) {
    if (shown < items.keptCount() || items.keptCount() == items.total()) {
      return null;
    }
    return "only " + Grouping.of(items.keptCount()) + " items of " + what
        + " were kept in memory (read cap " + Grouping.of(readCap)
        + " bytes), so no more could be shown";
  }
}

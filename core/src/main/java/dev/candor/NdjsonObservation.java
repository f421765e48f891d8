package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes NDJSON into valid NDJSON: the first lines, re-serialized compactly, then one line
 * <code>{"candor":{META...,"showing":k,"of":n,"cut":"items k+1-n"}}</code>. When the stream's last
 * line is small enough to hold, it follows that line, after the gap the line states: a stream's
 * final record (a build's result, say) is often the one that matters. Blank input lines are not
 * items and are not shown.
 */
final class NdjsonObservation {
  private NdjsonObservation() {}

  static Result shape(ItemRun lines, Budget budget, Map<String, Object> meta, long readCap) {
    return shape(lines, budget, meta, readCap, Fields.ALL);
  }

  static Result shape(ItemRun lines, Budget budget, Map<String, Object> meta, long readCap, Fields fields) {
    List<String> projection = new ArrayList<>(fields.json(lines.fieldsSeen()));
    List<String> notes = new ArrayList<>();
    if (!budget.fits(render(lines, meta, projection, lines.keptCount(), null, null))) {
      // Not every line fits: fields empty in every line are left out, said once in the statement,
      // and long strings are shortened in place, before any line is dropped.
      JsonObservation.dropEmptyFields(lines, projection, k -> render(lines, meta, projection, k, null, null), budget);
      long elided = lines.elideStrings(Elision.MAX_STRING);
      if (elided > 0) {
        notes.add(Marker.plural(elided, "long string") + " shortened in place, each saying how much was cut");
      }
    }
    String last = lines.lastItem();
    if (last != null && (lines.total() < 2 || !budget.fits(render(lines, meta, projection, 0, last, null))
        || budget.fits(render(lines, meta, projection, (int) Math.min(lines.keptCount(), lines.total()), null, null)))) {
      last = null; // too big to show after the gap, or no gap at all
    }
    String tail = last;
    // Figures over every line that is a record, stated in the candor line, when not every line is shown.
    // With the last line shown after the gap, the lines before the gap stop short of it.
    int most = tail == null ? lines.keptCount() : (int) Math.min(lines.keptCount(), lines.total() - 2);
    int hint = Math.min(most, lines.keptWithin(budget.bytesUpperBound()));
    String agg = JsonObservation.figures(lines.aggregates(), lines.aggregates()::json,
        (k, a) -> render(lines, meta, projection, k, tail, a), most, hint, lines.total(), budget);
    IntPredicate fits = k -> budget.fits(render(lines, meta, projection, k, tail, agg));
    if (!fits.test(0)) {
      return Result.tooSmall(lines.total(), List.of());
    }
    int k = StructuredFit.largest(0, most, hint, fits);
    String capped = JsonObservation.capNote("the stream", lines, k, readCap);
    if (capped != null) {
      notes.add(capped);
    }
    Cut cut = lines.cutAfter(k);
    if (cut != null && tail != null) {
      cut = new Cut(CutReason.ITEMS, cut.from(), cut.to() - 1, cut.count() - 1, Math.max(0, cut.bytes() - Utf8.length(tail) - 1));
    }
    long shown = k + (tail == null ? 0 : 1);
    return new Result(render(lines, meta, projection, k, tail, agg), shown, lines.total(), cut == null ? List.of() : List.of(cut), notes, null);
  }

  private static String render(ItemRun lines, Map<String, Object> meta, List<String> projection, int k, String last,
      String aggregates) {
    StringBuilder sb = new StringBuilder();
    List<String> kept = lines.kept();
    for (int i = 0; i < k; i++) {
      sb.append(kept.get(i)).append('\n');
    }
    long total = lines.total();
    List<String> counts;
    if (last == null) {
      counts = JsonObservation.counts(k, total, "items");
    } else {
      counts = new ArrayList<>();
      counts.add(StructuredMeta.member("showing", k + 1));
      counts.add(StructuredMeta.member("of", total));
      counts.add(StructuredMeta.member("cut", StructuredMeta.range("items", k + 1, total - 1)));
      counts.add(StructuredMeta.member("next", "item " + total + ", the last"));
    }
    counts = new ArrayList<>(counts);
    counts.addAll(projection);
    if (aggregates != null) {
      counts.add(aggregates);
    }
    sb.append("{\"candor\":").append(StructuredMeta.json(meta, counts)).append('}');
    if (last != null) {
      sb.append('\n').append(last);
    }
    return sb.toString();
  }
}

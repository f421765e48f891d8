package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes NDJSON into valid NDJSON: the lines shown, re-serialized compactly and in input order,
 * and one line <code>{"candor":{META...,"showing":k,"of":n,"cut":"items 6-1199","kept":"the first
 * 5, the last 2"}}</code> where the first gap is (at the end when nothing is cut). What is shown is
 * chosen by {@link ItemRun}: the lines that signal failure, then the first and the last (a
 * stream's final record, a build's result, is often the one that matters), then more of the head
 * and the tail; a line too large for the room left is shown in part ({@link ItemParts}). Blank
 * input lines are not items and are not shown.
 */
final class NdjsonObservation {
  private NdjsonObservation() {}

  static Result shape(ItemRun lines, Budget budget, Map<String, Object> meta, long readCap) {
    return shape(lines, budget, meta, readCap, Fields.ALL);
  }

  static Result shape(ItemRun lines, Budget budget, Map<String, Object> meta, long readCap, Fields fields) {
    List<String> projection = new ArrayList<>(fields.json(lines.fieldsSeen()));
    List<String> notes = new ArrayList<>();
    if (!budget.fits(render(lines, meta, projection, lines.keptCount(), null))) {
      // Not every line fits: fields empty in every line are left out, said once in the statement,
      // and long strings are shortened in place, before any line is dropped.
      JsonObservation.dropEmptyFields(lines, projection, k -> render(lines, meta, projection, k, null), budget);
      long elided = lines.elideStrings(Elision.MAX_STRING, Elision.failureMax(budget));
      if (elided > 0) {
        notes.add(Marker.plural(elided, "long string") + " shortened in place, each saying how much was cut");
      }
    }
    // Figures over every line that is a record, stated in the candor line, when not every line is shown.
    int most = lines.keptCount();
    int hint = Math.min(most, lines.keptWithin(budget.bytesUpperBound()));
    String agg = JsonObservation.figures(lines.aggregates(), lines.aggregates()::json,
        (k, a) -> render(lines, meta, projection, k, a), most, hint, lines.total(), lines.throughFailures(), budget);
    IntPredicate fits = k -> budget.fits(render(lines, meta, projection, k, agg));
    if (!fits.test(0)) {
      return Result.tooSmall(lines.total(), List.of());
    }
    int k = StructuredFit.largest(0, most, hint, fits);
    // Two failure records in line, neither whole beside the other, are both shown in part first.
    ItemParts.Shown parts = ItemParts.show(lines, k, n -> render(lines, meta, projection, n, agg), fits, budget,
        readCap, "line");
    k = parts.k();
    if (k == 0 && most > 0) {
      Result inside = inside(lines, meta, projection, agg, budget, readCap);
      if (inside != null) {
        return inside;
      }
    }
    notes.addAll(parts.notes());
    String capped = JsonObservation.capNote("the stream", lines, k, readCap);
    if (capped != null) {
      notes.add(capped);
    }
    List<Cut> cuts = new ArrayList<>(lines.cuts(k));
    cuts.addAll(parts.cuts());
    return new Result(render(lines, meta, projection, k, agg), k, lines.total(), cuts, notes, null);
  }

  /**
   * When not one line fits whole, the first in line (a failure record, else the first line) is
   * shown in part, on one line, as an object is: its own statement says what is cut inside it, and
   * the statement line after it says {@code "inside":"item 1 is shown in part"}. Null when that
   * line is not an object or not even part of it fits.
   */
  private static Result inside(ItemRun lines, Map<String, Object> meta, List<String> projection, String agg,
      Budget budget, long readCap) {
    String line = lines.shown(1).get(0);
    if (!line.startsWith("{")) {
      return null;
    }
    long number = lines.shownNumbers(1)[0];
    List<String> counts = new ArrayList<>(ItemStatement.counts(lines, 1, "items"));
    counts.add(StructuredMeta.member("inside", "item " + number + " is shown in part; its own statement says what is cut"));
    counts.addAll(projection);
    if (agg != null) {
      counts.add(agg);
    }
    String statement = "{\"candor\":" + StructuredMeta.json(meta, counts) + "}";
    boolean first = number == 1; // the statement line stands where the first gap is
    Result r = new JsonObjectObservation(ShownObject.read(line), budget, Map.of(), readCap, Fields.ALL,
        first ? "" : statement + "\n", first ? "\n" + statement : "", true).shape();
    if (r.text() == null) {
      return null;
    }
    List<Cut> cuts = new ArrayList<>(lines.cuts(1));
    cuts.addAll(r.cuts());
    List<String> notes = new ArrayList<>(r.notes());
    notes.add(0, "line " + number + " of " + Grouping.of(lines.total())
        + " is shown in part: not even one line fits whole");
    return new Result(r.text(), 1, lines.total(), cuts, notes, null);
  }

  private static String render(ItemRun lines, Map<String, Object> meta, List<String> projection, int k,
      String aggregates) {
    List<String> counts = new ArrayList<>(ItemStatement.counts(lines, k, "items"));
    counts.addAll(projection);
    if (aggregates != null) {
      counts.add(aggregates);
    }
    String statement = "{\"candor\":" + StructuredMeta.json(meta, counts) + "}";
    List<String> shown = lines.shown(k);
    long[] numbers = lines.shownNumbers(k);
    int gap = 0;
    while (gap < numbers.length && numbers[gap] == gap + 1) {
      gap++;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shown.size(); i++) {
      if (i == gap) {
        sb.append(statement).append('\n');
      }
      sb.append(shown.get(i)).append('\n');
    }
    if (gap == shown.size()) {
      sb.append(statement);
    } else {
      sb.setLength(sb.length() - 1);
    }
    return sb.toString();
  }
}

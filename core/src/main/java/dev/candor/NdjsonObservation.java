package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes NDJSON into valid NDJSON: the first lines, re-serialized compactly, then one last line
 * <code>{"candor":{META...,"showing":k,"of":n,"cut":"items k+1-n"}}</code>. Blank input lines are
 * not items and are not shown.
 */
final class NdjsonObservation {
  private NdjsonObservation() {}

  static Result shape(ItemRun lines, Budget budget, Map<String, Object> meta, long readCap) {
    IntPredicate fits = k -> budget.fits(render(lines, meta, k));
    if (!fits.test(0)) {
      return Result.tooSmall(lines.total(), List.of());
    }
    int hint = lines.keptWithin(budget.bytesUpperBound());
    int k = StructuredFit.largest(0, lines.keptCount(), hint, fits);
    List<String> notes = new ArrayList<>();
    String capped = JsonObservation.capNote("the stream", lines, k, readCap);
    if (capped != null) {
      notes.add(capped);
    }
    Cut cut = lines.cutAfter(k);
    return new Result(render(lines, meta, k), k, lines.total(), cut == null ? List.of() : List.of(cut), notes, null);
  }

  private static String render(ItemRun lines, Map<String, Object> meta, int k) {
    StringBuilder sb = new StringBuilder();
    List<String> kept = lines.kept();
    for (int i = 0; i < k; i++) {
      sb.append(kept.get(i)).append('\n');
    }
    sb.append("{\"candor\":").append(StructuredMeta.json(meta, JsonObservation.counts(k, lines.total(), "items")));
    return sb.append('}').toString();
  }
}

package dev.candor;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Shapes a structured document so that the observation stays one valid document of its format.
 *
 * <p>JSON, NDJSON and CSV/TSV are capped as whole items, never inside one: the observation parses
 * as its own format and says, inside the document, how many items it shows of how many there were.
 * The caller's evidence (META: command, exit code, ...) comes first in that statement and is never
 * cut.
 *
 * <pre>
 * JSON array    {"candor":{META...,"showing":31,"of":340,"cut":"items 32-340","aggregates":{...}},"items":[{...},
 *               {...}]}
 * JSON object   {"total_count":5123,
 *               "candor":{META...,"arrays":{"items":{"showing":31,"of":340,...,"aggregates":{...}}}},
 *               "items":[{...},
 *               {...}],
 *               "data":{"page":2,"candor":{"arrays":{"rows":{"showing":4,"of":90,...}}},"rows":[...]},
 *               "candor_gap":"members 5-940 of 965 not shown",
 *               "VERSION":"3.11"
 *               }
 * NDJSON        the first lines, then {"candor":{META...,"showing":31,"of":340,...,"aggregates":{...}}},
 *               then the last line when it fits
 * CSV / TSV     the header, the first records, then
 *               "# candor: META...; showing 31 of 340 rows; over all 340 rows: amount: sum ...",,,
 * </pre>
 *
 * <p>Figures over every record ("aggregates": counts, exact decimal sums, min, max, mean, date
 * spans, the counts of a string's few values) are stated when not every item is shown. With a
 * projection ({@link Fields}) only the named fields of each item are kept, summed and shown.
 *
 * <p>The input is read once, to its end, in bounded memory: only items that might be shown are
 * kept, up to a read cap; the rest are counted. Only candidate observations are ever measured, so a
 * token budget costs time in proportion to the budget, not to the input.
 */
final class StructuredShaper {
  private StructuredShaper() {}

  /**
   * What shaping produced: a shaped document ({@code text != null}); a budget too small for even the
   * smallest valid document ({@code text == null}, {@code failure == null}); or an input that is not
   * a valid document of the format ({@code failure != null}).
   *
   * @param text the observation, one valid document of the format; null when there is none
   * @param itemsShown the whole items (array elements, lines, records) the observation holds
   * @param itemsTotal the items the input held
   * @param cuts one {@link CutReason#ITEMS} cut per capped array or stream; empty when nothing was cut
   * @param notes human sentences about what else happened, such as a member replaced by its size
   * @param failure why the input is not a valid document, for the caller to show; null otherwise
   */
  record Result(
      String text, long itemsShown, long itemsTotal, List<Cut> cuts, List<String> notes, String failure) {

    Result {
      cuts = List.copyOf(cuts);
      notes = List.copyOf(notes);
      if (itemsShown < 0 || itemsShown > itemsTotal) {
        throw new IllegalArgumentException("itemsShown " + itemsShown + " outside [0, " + itemsTotal + "]");
      }
      if (failure != null && text != null) {
        throw new IllegalArgumentException("a result with a failure has no text: " + failure);
      }
    }

    /** The input is not a valid document of the format, for the reason {@code why}. */
    static Result notStructured(String why) {
      return new Result(null, 0, 0, List.of(), List.of(), Objects.requireNonNull(why, "why"));
    }

    /** The input is valid, but even zero items with the evidence do not fit the budget. */
    static Result tooSmall(long itemsTotal, List<String> notes) {
      return new Result(null, 0, itemsTotal, List.of(), notes, null);
    }
  }

  /**
   * Reads {@code in} to its end and shapes it as {@code format} within {@code budget}.
   *
   * <p>Throws nothing for bad input: a malformed or truncated document gives {@link
   * Result#notStructured}, and by then the stream has been read to its end. The stream is not closed.
   *
   * @param format {@link Strategy#JSON}, {@link Strategy#NDJSON} or {@link Strategy#CSV} (CSV covers TSV)
   * @param meta evidence to state first in the document, in order; values are String, Number or Boolean
   * @param readCapBytes the most serialized item text kept in memory; items past it are only counted
   * @throws IOException only when {@code in} fails
   * @throws IllegalArgumentException for a format that is not structured, a META value that is not a
   *     String, Number or Boolean, a META key this class writes itself, or a negative read cap
   */
  static Result shape(
      Strategy format, InputStream in, Budget budget, Map<String, Object> meta, long readCapBytes)
      throws IOException {
    return shape(format, in, budget, meta, readCapBytes, Fields.ALL);
  }

  /**
   * As {@link #shape(Strategy, InputStream, Budget, Map, long)}, keeping only {@code fields} of each
   * item (array element, NDJSON line, CSV row) before anything is counted, summed or capped; the
   * statement names the fields, and any that no item read had.
   */
  static Result shape(
      Strategy format, InputStream in, Budget budget, Map<String, Object> meta, long readCapBytes, Fields fields)
      throws IOException {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(budget, "budget");
    StructuredMeta.check(meta);
    if (readCapBytes < 0) {
      throw new IllegalArgumentException("readCapBytes < 0: " + readCapBytes);
    }
    try {
      switch (format) {
        case JSON:
          return paged(JsonItemReader.readDocument(in, readCapBytes, fields), budget, meta, readCapBytes, fields);
        case NDJSON:
          return NdjsonObservation.shape(JsonItemReader.readLines(in, readCapBytes, fields), budget, meta,
              readCapBytes, fields);
        case CSV:
          return CsvObservation.shape(in, budget, meta, readCapBytes, fields);
        default:
          throw new IllegalArgumentException(
              "format " + format.label() + " is not a structured format: use json, ndjson or csv");
      }
    } catch (NotStructured e) {
      in.transferTo(OutputStream.nullOutputStream());
      return Result.notStructured(e.getMessage());
    }
  }

  /**
   * A JSON document's observation; a page that says more follows states it, in META and the notes
   * ({@link UpstreamCut}).
   */
  private static Result paged(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCapBytes,
      Fields fields) throws IOException {
    java.util.List<Map.Entry<String, String>> top = new java.util.ArrayList<>();
    if (doc.kind() == JsonDocument.Kind.OBJECT) {
      for (JsonMember m : doc.members()) {
        top.add(new java.util.AbstractMap.SimpleImmutableEntry<>(m.name(), m.value()));
      }
    }
    java.util.Optional<String> page = UpstreamCut.ofMembers(top);
    if (page.isEmpty()) {
      return JsonObservation.shape(doc, budget, meta, readCapBytes, fields);
    }
    Map<String, Object> withPage = new java.util.LinkedHashMap<>(meta);
    withPage.put("upstream_cut_suspected", page.get());
    Result r = JsonObservation.shape(doc, budget, withPage, readCapBytes, fields);
    java.util.List<String> notes = new java.util.ArrayList<>(r.notes());
    notes.add(UpstreamCut.sentence(page.get()));
    return new Result(r.text(), r.itemsShown(), r.itemsTotal(), r.cuts(), notes, r.failure());
  }

  /**
   * Sniffs the first bytes of an output: {@link Strategy#JSON} (starts with <code>{</code> or
   * <code>[</code> after whitespace or a BOM, and the prefix parses as far as it goes), {@link
   * Strategy#NDJSON} (two or more lines, each a JSON object or array), {@link Strategy#CSV} (three
   * or more records with the same number of fields, more than one, for a comma, tab or semicolon,
   * honouring quotes), else null.
   *
   * @param complete true when {@code prefix} holds the whole input, so that nothing may be cut off
   */
  static Strategy sniff(byte[] prefix, int len, boolean complete) {
    return StructuredSniff.sniff(prefix, len, complete);
  }

  /**
   * The input is not a valid document of the format: control flow inside this package, turned into
   * {@link Result#notStructured} at the edge.
   */
  static final class NotStructured extends Exception {
    private static final long serialVersionUID = 1L;

    /** Whether the input ended early, inside an item, rather than holding something invalid. */
    private final boolean truncated;

    NotStructured(String why, boolean truncated) {
      super(why, null, false, false);
      this.truncated = truncated;
    }

    boolean truncated() {
      return truncated;
    }
  }
}

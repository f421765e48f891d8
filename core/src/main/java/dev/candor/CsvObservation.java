package dev.candor;

import dev.candor.CsvRecordReader.Row;
import dev.candor.StructuredShaper.NotStructured;
import dev.candor.StructuredShaper.Result;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes CSV or TSV into a valid table of the same delimiter and line break: the header row, the
 * records shown in input order (rows that signal failure, then the first and the last, as {@link
 * ItemRun} chooses), and one record whose first field is {@code # candor: exit code 1; showing 31
 * of 340 rows; cut rows 25-334} (META first) and whose other fields are empty, so every record
 * keeps the header's field count. That record stands where the first gap is, or last when nothing
 * is cut. A kept field is quoted where the tool quoted it, and wherever RFC 4180 requires, so a
 * kept row reads as the tool wrote it.
 *
 * <p>Every record must have as many fields as the header; one that has not makes the input "not
 * structured", and a short last record at the end of input reads as truncated output.
 */
final class CsvObservation {
  private CsvObservation() {}

  /** The bytes looked at to choose the delimiter. */
  private static final int SNIFF = 64 * 1024;
  /** The chars of one row read for the figures; a longer row leaves them unstated. */
  private static final int AGG_KEEP = 64 * 1024;

  static Result shape(InputStream in, Budget budget, Map<String, Object> meta, long readCap)
      throws IOException, NotStructured {
    return shape(in, budget, meta, readCap, Fields.ALL);
  }

  /** Shapes a table, keeping only the columns {@code fields} names (all when it names none). */
  static Result shape(InputStream in, Budget budget, Map<String, Object> meta, long readCap, Fields fields)
      throws IOException, NotStructured {
    BufferedInputStream buffered = new BufferedInputStream(in, SNIFF);
    buffered.mark(SNIFF);
    byte[] prefix = buffered.readNBytes(SNIFF);
    buffered.reset();
    char delimiter = StructuredSniff.csvDelimiter(prefix, prefix.length, prefix.length < SNIFF);
    if (delimiter == 0) {
      delimiter = StructuredSniff.likelyDelimiter(prefix, prefix.length);
    }
    CsvRecordReader reader =
        new CsvRecordReader(new InputStreamReader(buffered, StandardCharsets.UTF_8), delimiter);
    Row header = reader.next(readCap);
    if (header == null) {
      throw new NotStructured("input is empty: there is no header row", false);
    }
    int[] columns = columns(header.fields(), header.fieldCount(), fields);
    List<String> names = header.fields() == null ? null : project(header.fields(), columns);
    String head = names == null ? null : line(names, delimiter, project(header.quoted(), columns));
    long capLeft = head == null ? 0 : readCap - Utf8.length(head);
    ItemRun rows = new ItemRun(new HashSet<>(), fields.totals(), new ItemRun.Holding(readCap / 4));
    rows.rows();
    if (names != null && !fields.all()) {
      rows.fieldsSeen().addAll(names);
    }
    Aggregates agg = rows.aggregates();
    String[] signalling = signalling(header.fields());
    // Every row's fields are read for the figures, up to a limit, even after rows stop being kept.
    for (Row row = reader.next(Math.max(capLeft, AGG_KEEP)); row != null;
        row = reader.next(Math.max(rows.open() ? capLeft : 0, AGG_KEEP))) {
      if (row.fieldCount() != header.fieldCount()) {
        throw new NotStructured("the record on line " + row.line() + " has " + row.fieldCount()
            + " fields, the header " + header.fieldCount()
            + (row.terminated() ? "" : ": the input ends there, so the tool's own output looks truncated"),
            !row.terminated());
      }
      List<String> cells = row.fields() == null ? null : project(row.fields(), columns);
      if (names == null || cells == null) {
        agg.unread();
      } else {
        agg.record();
        for (int i = 0; i < names.size(); i++) {
          agg.text(names.get(i), cells.get(i));
        }
      }
      String text = cells == null ? null
          : line(cells.stream().map(ToolMarks::cell).toList(), delimiter, project(row.quoted(), columns));
      long size = text == null ? 0 : Utf8.length(text);
      if (rows.open() && size > capLeft && size <= rows.holdLimit()) {
        rows.closeHead(); // too large for the head, small enough to hold past it
      }
      if (rows.open()) {
        text = size > capLeft ? null : text;
        capLeft -= text == null ? 0 : size;
      } else if (size > rows.holdLimit()) {
        text = null;
      }
      boolean failed = failed(signalling, row.fields());
      rows.add(text, row.start(), failed);
      rows.warned(!failed && warned(signalling, row.fields()));
      if (cells != null && names != null) {
        for (int i = 0; i < names.size(); i++) {
          rows.value(names.get(i), cells.get(i));
        }
      }
    }
    rows.end(reader.position());
    if (head == null) {
      return Result.tooSmall(rows.total(), List.of("the header row is longer than the read cap of "
          + Grouping.of(readCap) + " bytes"));
    }
    String projection = fields.words(rows.fieldsSeen());
    return fit(head, rows, columns.length, delimiter, reader.lineBreak(), budget, meta, projection, readCap);
  }

  /** Per column, its name when it can signal failure ({@link FailureSignal#named}), else null. */
  private static String[] signalling(List<String> names) {
    if (names == null) {
      return new String[0];
    }
    String[] out = new String[names.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = FailureSignal.named(names.get(i)) ? names.get(i) : null;
    }
    return out;
  }

  /** Whether a cell of the row signals failure by its column's name ({@link FailureSignal#text}). */
  /** Whether a row's cells say it is a warning ({@link FailureSignal#warning}): {@code severity} is {@code warning}. */
  private static boolean warned(String[] names, List<String> cells) {
    if (cells == null) {
      return false;
    }
    for (int i = 0; i < names.length && i < cells.size(); i++) {
      String v = cells.get(i).strip();
      if (names[i] != null && !v.isEmpty()
          && FailureSignal.warning(names[i], v, v.charAt(0) == '-' || Character.isDigit(v.charAt(0)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean failed(String[] names, List<String> cells) {
    if (cells == null) {
      return false;
    }
    for (int i = 0; i < names.length && i < cells.size(); i++) {
      if (names[i] != null && FailureSignal.text(names[i], cells.get(i))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The indexes of the columns kept: those {@code fields} names, in the header's order, or every
   * one. When the header is too long to read, or names none of the fields, the first column alone,
   * so the table keeps a shape and its statement a column to stand in.
   */
  private static int[] columns(List<String> header, int count, Fields fields) {
    if (fields.all() || header == null) {
      int[] all = new int[fields.all() ? count : 1];
      for (int i = 0; i < all.length; i++) {
        all[i] = i;
      }
      return all;
    }
    int[] kept = new int[header.size()];
    int n = 0;
    for (int i = 0; i < header.size(); i++) {
      if (fields.paths().contains(header.get(i))) {
        kept[n++] = i;
      }
    }
    return n == 0 ? new int[] {0} : java.util.Arrays.copyOf(kept, n);
  }

  /** The indexes, among the columns kept, of the fields of {@code quoted}. */
  private static BitSet project(BitSet quoted, int[] columns) {
    BitSet out = new BitSet();
    for (int i = 0; i < columns.length; i++) {
      out.set(i, quoted.get(columns[i]));
    }
    return out;
  }

  private static List<String> project(List<String> cells, int[] columns) {
    if (columns.length == cells.size()) {
      return cells; // every column, in order
    }
    List<String> out = new ArrayList<>(columns.length);
    for (int c : columns) {
      out.add(cells.get(c));
    }
    return out;
  }

  private static Result fit(String head, ItemRun rows, int columns, char delimiter, String lineBreak,
      Budget budget, Map<String, Object> meta, String projection, long readCap) {
    List<String> notes = new ArrayList<>();
    if (!budget.fits(render(head, rows, columns, delimiter, lineBreak, meta, projection, rows.keptCount(), null))) {
      // Not every row fits: long cells are shortened in place, saying how much, before rows are dropped.
      long elided = rows.rewrite((row, count) -> elideRow(row.text, delimiter, count));
      if (elided > 0) {
        notes.add(Marker.plural(elided, "long cell") + " shortened in place, each saying how much was cut");
      }
    }
    int hint = rows.keptWithin(budget.bytesUpperBound());
    String agg = JsonObservation.figures(rows.aggregates(), rows.aggregates()::words,
        (k, a) -> render(head, rows, columns, delimiter, lineBreak, meta, projection, k, a), rows.keptCount(), hint,
        rows.total(), rows.throughFailures(), budget);
    IntPredicate fits = k -> budget.fits(render(head, rows, columns, delimiter, lineBreak, meta, projection, k, agg));
    if (!fits.test(0)) {
      return Result.tooSmall(rows.total(), List.of());
    }
    int k = StructuredFit.largest(0, rows.keptCount(), hint, fits);
    String capped = JsonObservation.capNote("the table", rows, k, readCap);
    if (capped != null) {
      notes.add(capped);
    }
    String text = render(head, rows, columns, delimiter, lineBreak, meta, projection, k, agg);
    return new Result(text, k, rows.total(), rows.cuts(k), notes, null);
  }

  private static String render(String head, ItemRun rows, int columns, char delimiter, String lineBreak,
      Map<String, Object> meta, String projection, int k, String aggregates) {
    String words = StructuredMeta.words(meta);
    String kept = ItemStatement.keptWords(rows, k, "rows");
    String statement = "# candor: " + (words.isEmpty() ? "" : words + "; ")
        + (projection.isEmpty() ? "" : projection + "; ")
        + "showing " + k + " of " + rows.total() + " rows"
        + (k < rows.total() ? "; cut " + ItemStatement.cutRanges(rows, k, "rows") : "")
        + (rows.failures() > 0 ? "; " + Marker.plural(rows.failures(), "failure row") : "")
        + (rows.aggregates().duplicates() == null ? "" : "; " + rows.aggregates().duplicates())
        + (kept == null ? "" : "; kept " + kept)
        + (aggregates == null ? "" : "; over all " + rows.total() + " rows: " + aggregates);
    List<String> cells = new ArrayList<>(Collections.nCopies(columns, ""));
    cells.set(0, statement);
    String statementRow = line(cells, delimiter);
    // The statement row stands where the first gap is, so the rows after it read as after the gap.
    List<String> shown = rows.shown(k);
    long[] numbers = rows.shownNumbers(k);
    StringBuilder sb = new StringBuilder(head).append(lineBreak);
    boolean stated = false;
    for (int i = 0; i < shown.size(); i++) {
      if (!stated && numbers[i] != i + 1) {
        sb.append(statementRow).append(lineBreak);
        stated = true;
      }
      sb.append(shown.get(i)).append(lineBreak);
    }
    if (stated) {
      sb.setLength(sb.length() - lineBreak.length());
      return sb.toString();
    }
    return sb.append(statementRow).toString();
  }

  /** A kept row, as {@link #line} wrote it, with each cell longer than {@link Elision#MAX_STRING} shortened. */
  private static String elideRow(String row, char delimiter, long[] count) {
    try {
      Row r = new CsvRecordReader(new java.io.StringReader(row), delimiter).next(Long.MAX_VALUE);
      List<String> cells = new ArrayList<>(r.fields());
      boolean changed = false;
      for (int i = 0; i < cells.size(); i++) {
        String s = Elision.shorten(cells.get(i), Elision.MAX_STRING);
        if (s != cells.get(i)) {
          cells.set(i, s);
          count[0]++;
          changed = true;
        }
      }
      return changed ? line(cells, delimiter, r.quoted()) : row;
    } catch (IOException | NotStructured e) {
      throw new IllegalStateException("re-reading a row this class wrote cannot fail: " + e.getMessage(), e);
    }
  }

  /** One record, each field quoted when it holds the delimiter, a quote or a line break. */
  static String line(List<String> fields, char delimiter) {
    return line(fields, delimiter, new BitSet());
  }

  /**
   * One record, each field quoted when the tool quoted it ({@code quoted}, by index) or when it
   * holds the delimiter, a quote or a line break: a kept row reads as the tool wrote it.
   */
  static String line(List<String> fields, char delimiter, BitSet quoted) {
    if (fields.size() == 1 && fields.get(0).isEmpty()) {
      return "\"\""; // an empty line would read as no record at all
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        sb.append(delimiter);
      }
      String f = fields.get(i);
      if (quoted.get(i) || f.indexOf(delimiter) >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0) {
        sb.append('"').append(f.replace("\"", "\"\"")).append('"');
      } else {
        sb.append(f);
      }
    }
    return sb.toString();
  }
}

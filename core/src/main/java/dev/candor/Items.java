package dev.candor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.filter.FilteringGeneratorDelegate;
import com.fasterxml.jackson.core.filter.TokenFilter;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Items {@code from} to {@code to} of a full JSON or NDJSON result, each projected to some fields
 * exactly as {@link Shaper.Builder#fields} projects them while shaping: the continuation of a
 * result whose observation said "showing 18 of 340".
 *
 * <p>A JSON document's items are its own elements when it is an array, else those of its first
 * array member (as in {@code {"total_count": 5123, "items": [...]}}); NDJSON's are its lines. The
 * input is streamed: items outside the range are skipped unread, so memory is spent only on the
 * items asked for. Numbers keep their text ({@code 12.50} stays {@code 12.50}).
 */
public final class Items {
  private static final int SNIFF = 64 * 1024;
  /**
   * The items selected, as a JSON array (NDJSON: one item a line), with counts.
   *
   * @param text the items, a valid document of the input's format
   * @param shown how many items {@code text} holds
   * @param total how many items the input holds
   * @param where which array they come from ({@code the array}, {@code member 'items'}, {@code the lines})
   * @param fieldsAbsent projected paths that no selected item had, such as a misspelt one
   * @param format {@link Strategy#JSON} or {@link Strategy#NDJSON}: how {@code text} is written
   */
  public record Selection(String text, long shown, long total, String where, List<String> fieldsAbsent, Strategy format) {
    public Selection {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(format, "format");
      Objects.requireNonNull(where, "where");
      fieldsAbsent = List.copyOf(fieldsAbsent);
    }
  }

  private Items() {}

  /** As {@link #select(InputStream, Strategy, long, long, List)}, NDJSON when the input looks like it, else JSON. */
  public static Selection select(InputStream in, long from, long to, List<String> fields) throws IOException {
    BufferedInputStream b = new BufferedInputStream(in, SNIFF);
    b.mark(SNIFF);
    byte[] prefix = b.readNBytes(SNIFF);
    b.reset();
    Strategy sniffed = StructuredShaper.sniff(prefix, prefix.length, prefix.length < SNIFF);
    return select(b, sniffed == Strategy.NDJSON ? Strategy.NDJSON : Strategy.JSON, from, to, fields);
  }

  /**
   * Items {@code from} to {@code to} (from 1, inclusive) of {@code in}, read as {@code format}
   * ({@link Strategy#JSON} or {@link Strategy#NDJSON}), each keeping only {@code fields} (dotted
   * paths; empty keeps every field).
   *
   * @throws ShapeException when the input is not of that format or holds no array, or a path is
   *     not valid; the message says what to use instead
   */
  public static Selection select(InputStream in, Strategy format, long from, long to, List<String> fields)
      throws IOException {
    Objects.requireNonNull(in, "in");
    if (from < 1 || to < from) {
      throw new ShapeException("--items", "item range " + from + ":" + to + " is empty or starts before item 1: give A:B with 1 <= A <= B");
    }
    Fields projection;
    try {
      projection = Fields.of(fields);
    } catch (IllegalArgumentException e) {
      throw new ShapeException("--fields", e.getMessage());
    }
    if (format != Strategy.JSON && format != Strategy.NDJSON) {
      throw new ShapeException("--items", "--items selects from JSON or NDJSON, not " + format.label()
          + ": use --lines, --page or --grep for it");
    }
    Set<String> seen = new HashSet<>();
    try (JsonParser p = JsonItemReader.FACTORY.createParser(in)) {
      return format == Strategy.JSON
          ? array(p, from, to, projection, seen)
          : lines(p, from, to, projection, seen);
    } catch (JsonProcessingException e) {
      throw new ShapeException("--items", "the result is not valid " + format.label() + " (" + e.getOriginalMessage()
          + " at line " + e.getLocation().getLineNr() + "): use --lines or --grep for it instead");
    }
  }

  private static Selection array(JsonParser p, long from, long to, Fields fields, Set<String> seen) throws IOException {
    JsonToken t = p.nextToken();
    String where = "the array";
    if (t == JsonToken.START_OBJECT) {
      t = null;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        if (p.nextToken() == JsonToken.START_ARRAY) {
          t = JsonToken.START_ARRAY;
          where = "member '" + name + "'";
          break;
        }
        p.skipChildren();
      }
    }
    if (t != JsonToken.START_ARRAY) {
      throw new ShapeException("--items", "--items needs a JSON result that is an array or holds one; this one does not:"
          + " use --lines or --grep for it");
    }
    StringBuilder out = new StringBuilder("[");
    long n = 0;
    long shown = 0;
    for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
      if (item == null) {
        throw new ShapeException("--items", "the result ends inside " + where + " after " + n
            + " items: it was cut before it was kept; use --lines for what there is");
      }
      n++;
      if (n >= from && n <= to) {
        out.append(shown++ == 0 ? "\n" : ",\n").append(copy(p, fields, seen));
      } else {
        p.skipChildren();
      }
    }
    out.append(shown == 0 ? "]" : "\n]");
    return new Selection(out.toString(), shown, n, where, fields.absent(seen), Strategy.JSON);
  }

  private static Selection lines(JsonParser p, long from, long to, Fields fields, Set<String> seen) throws IOException {
    StringBuilder out = new StringBuilder();
    long n = 0;
    long shown = 0;
    for (JsonToken item = p.nextToken(); item != null; item = p.nextToken()) {
      n++;
      if (n >= from && n <= to) {
        out.append(copy(p, fields, seen)).append('\n');
        shown++;
      } else {
        p.skipChildren();
      }
    }
    return new Selection(out.toString(), shown, n, "the lines", fields.absent(seen), Strategy.NDJSON);
  }

  /** The current value, projected, as compact JSON with numbers as written. */
  private static String copy(JsonParser p, Fields fields, Set<String> seen) throws IOException {
    StringWriter w = new StringWriter();
    JsonGenerator raw = JsonItemReader.FACTORY.createGenerator(w);
    try (JsonGenerator gen = fields.all() ? raw
        : new FilteringGeneratorDelegate(raw, fields.filter(seen), TokenFilter.Inclusion.INCLUDE_ALL_AND_PATH, true)) {
      int depth = 0;
      JsonToken t = p.currentToken();
      while (true) {
        JsonCopy.token(p, gen, t);
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
        if (depth == 0) {
          break;
        }
        t = p.nextToken();
      }
    }
    return w.toString();
  }
}

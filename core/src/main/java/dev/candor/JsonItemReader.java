package dev.candor;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import dev.candor.StructuredShaper.NotStructured;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a JSON document or an NDJSON stream to its end with Jackson's streaming parser, keeping
 * the first items as compact JSON text and counting all of them.
 *
 * <p>Memory is bounded by the read cap. An item is copied token by token into a writer that stops
 * storing once the item would pass the cap; from then on its tokens are skipped, not decoded, and
 * later items of its run are skipped whole. Numbers keep their original text. Jackson's default
 * read constraints apply, so a single string of more than 20,000,000 chars in an item that is still
 * being kept makes the input "not structured" rather than exhausting the heap.
 */
final class JsonItemReader {
  static final JsonFactory FACTORY = JsonFactory.builder()
      .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
      .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
      .build();

  /**
   * Arrays inside a top-level object stop keeping items while an eighth of the read cap is left, so
   * that the members after a long array can still be kept.
   */
  private static final int MEMBER_RESERVE_DIVISOR = 8;
  /** How deep objects inside the top-level object are read member by member, looking for arrays. */
  private static final int MAX_DEPTH = 4;
  /** What keeping one member costs besides its name and value, roughly. */
  private static final int MEMBER_OVERHEAD = 32;

  private final JsonParser parser;
  private final long readCap;
  private long capLeft;
  /** What is being read, for messages: "the top-level array", "member 'items'", "line 32". */
  private String where = "the document";
  /** The run being read and what its items are called, for messages; null outside a run. */
  private ItemRun run;
  private String noun = "items";
  /** The NDJSON line whose value is being read, for messages; 0 between values. */
  private int valueLine;
  /** Complete members of the top-level object so far, for messages; -1 outside it. */
  private long members = -1;

  /** The fields of each item to keep; items are arrays' elements and NDJSON's lines. */
  private final Fields fields;
  /** The projected paths found in any item copied, shared by every run this reader makes. */
  private final java.util.Set<String> seen = new java.util.HashSet<>();
  /** Whether the item being read signals failure. */
  private final FailureWatch watch = new FailureWatch();
  /** Copies and skips the values the parser stands on. */
  private final JsonValueCopy copy;
  /** What the runs of this document may hold past their heads: their tails and failure exemplars. */
  private final ItemRun.Holding holding;

  private JsonItemReader(JsonParser parser, long readCap, Fields fields) {
    this.parser = parser;
    this.readCap = readCap;
    this.capLeft = readCap;
    this.fields = fields;
    this.copy = new JsonValueCopy(parser, fields, seen, watch);
    this.holding = new ItemRun.Holding(readCap / HOLDING_DIVISOR);
  }

  /** The runs of a document may hold a quarter of the read cap past their heads (at least one item). */
  private static final int HOLDING_DIVISOR = 4;

  /** Reads one JSON document: a top-level array, object or scalar, and nothing after it. */
  static JsonDocument readDocument(InputStream in, long readCap) throws IOException, NotStructured {
    return readDocument(in, readCap, Fields.ALL);
  }

  /** Reads one JSON document, keeping only {@code fields} of each array's items. */
  static JsonDocument readDocument(InputStream in, long readCap, Fields fields) throws IOException, NotStructured {
    return read(in, readCap, fields, JsonItemReader::document);
  }

  /** Reads NDJSON: one JSON value per line, blank lines ignored; every value is an item. */
  static ItemRun readLines(InputStream in, long readCap) throws IOException, NotStructured {
    return readLines(in, readCap, Fields.ALL);
  }

  /** Reads NDJSON, keeping only {@code fields} of each line. */
  static ItemRun readLines(InputStream in, long readCap, Fields fields) throws IOException, NotStructured {
    return read(in, readCap, fields, JsonItemReader::lines);
  }

  private interface Body<T> {
    T read(JsonItemReader reader) throws IOException, NotStructured;
  }

  private static <T> T read(InputStream in, long readCap, Fields fields, Body<T> body)
      throws IOException, NotStructured {
    CountingInput counted = new CountingInput(in);
    JsonItemReader reader = null;
    try (JsonParser p = FACTORY.createParser(counted)) {
      reader = new JsonItemReader(p, readCap, fields);
      return body.read(reader);
    } catch (JsonProcessingException | CharConversionException e) {
      if (reader == null) {
        throw new NotStructured("not valid JSON: " + JsonReadFailure.firstLine(e.getMessage()), false);
      }
      throw reader.failure(e, counted);
    }
  }

  private JsonDocument document() throws IOException, NotStructured {
    JsonToken t = parser.nextToken();
    if (t == null) {
      throw new NotStructured("input is empty: there is no JSON value", false);
    }
    JsonDocument doc;
    if (t == JsonToken.START_ARRAY) {
      where = "the top-level array";
      firstItem = null;
      ItemRun items = readArray(0, true, false);
      doc = JsonDocument.array(items, firstItem);
    } else if (t == JsonToken.START_OBJECT) {
      doc = readObject(0, "");
    } else {
      where = "the top-level value";
      doc = JsonDocument.scalar(copyValue(capLeft));
    }
    where = "the document";
    if (parser.nextToken() != null) {
      JsonLocation at = parser.currentTokenLocation();
      throw new NotStructured("input goes on after the JSON document ends: a second value starts at line "
          + at.getLineNr() + ", column " + at.getColumnNr() + ", as in NDJSON", false);
    }
    return doc;
  }

  private ItemRun lines() throws IOException, NotStructured {
    ItemRun items = new ItemRun(seen, fields.totals(), holding);
    items.events();
    run = items;
    noun = "lines";
    int lastLine = 0;
    for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
      JsonLocation at = parser.currentTokenLocation();
      int line = at.getLineNr();
      if (line <= lastLine) {
        throw new NotStructured("line " + line + " holds more than one JSON value: NDJSON has one per line", false);
      }
      where = "line " + Grouping.of(line);
      valueLine = line;
      String text = item(items, 0);
      valueLine = 0;
      // A scalar cannot span lines, and after a root-level number the parser has already read the
      // line break, so only structures are checked for where they end.
      lastLine = t.isStructStart() ? parser.currentLocation().getLineNr() : line;
      if (lastLine != line) {
        throw new NotStructured("the JSON value on line " + line + " runs on to line " + lastLine
            + ": NDJSON has one value per line", false);
      }
      items.add(text, offset(at), watch.signalled(), watch.key(), watch.keyNames());
      items.warned(watch.warned());
      values(items);
    }
    if (items.total() == 0) {
      throw new NotStructured("input is empty: there is no JSON line", false);
    }
    items.end(offset(parser.currentLocation()));
    return items;
  }

  /** The top-level scalar fields of the item added last go to its run's rare values. */
  private void values(ItemRun items) {
    for (String[] v : copy.values()) {
      items.value(v[0], v[1]);
    }
    for (String[] v : copy.valuesAmong()) {
      items.valueAmong(v[0], v[1]);
    }
  }

  /** Reads the array whose START_ARRAY is the current token, keeping items while capLeft > floor. */
  private ItemRun readArray(long floor) throws IOException {
    return readArray(floor, false, false);
  }

  /**
   * The top-level array's first item, when it is an object too large to keep whole, read member
   * by member; null otherwise.
   */
  private JsonDocument firstItem;

  /**
   * Reads an array as {@link #readArray(long)}; the top-level one reads its first item, when that is
   * an object, member by member, so that an item too large to keep whole can still be shown in part.
   * With {@code failureList}, the array is named for failures ({@code "errors":[...]}, {@code
   * "failures":[...]}): each of its items is a failure record, whatever its own fields say.
   */
  private ItemRun readArray(long floor, boolean top, boolean failureList) throws IOException {
    ItemRun items = new ItemRun(seen, fields.totals(), holding);
    run = items;
    noun = "items";
    for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
      long start = offset(parser.currentTokenLocation());
      if (top && items.total() == 0 && t == JsonToken.START_OBJECT && fields.all()) {
        firstObject(items, start);
        continue;
      }
      String text = item(items, floor);
      items.add(text, start, failureList || watch.signalled(), watch.key(), watch.keyNames());
      items.warned(!failureList && watch.warned());
      values(items);
    }
    items.end(offset(parser.currentTokenLocation()));
    run = null;
    return items;
  }

  /**
   * Reads the first item of {@code items}, an object whose START_OBJECT is the current token, member
   * by member: kept as text when every member of it was kept, else kept as read ({@link
   * #firstItem}) with the head closed before it. Its top-level values go into the run's figures.
   */
  private void firstObject(ItemRun items, long start) throws IOException {
    long left = capLeft;
    capLeft = Math.max(capLeft, items.holdLimit()); // as item(): what the head cannot take may be held
    JsonDocument doc = readObject(1, "item 1");
    capLeft = left;
    run = items;
    noun = "items";
    where = "the top-level array";
    Aggregates agg = items.aggregates();
    agg.record();
    // Its scalar fields count towards the rare values as every later item's do (a value the first
    // record holds is no rare one when a later record holds it too), once it is added below.
    List<String[]> values = new ArrayList<>();
    for (JsonMember m : doc.members()) {
      String v = m.isValue() ? m.value() : null;
      char c = v == null || v.isEmpty() ? ' ' : v.charAt(0);
      String scalar = c == '"' ? ShownObject.unquote(v) : v;
      if (c == '"') {
        agg.string(m.name(), scalar);
      } else if (c == '-' || c >= '0' && c <= '9') {
        agg.number(m.name(), v);
      } else {
        agg.other(m.name());
      }
      String[] rare = m.isValue() && values.size() < RareValues.MAX_FIELDS ? rareValue(m.name(), v) : null;
      if (rare != null) {
        values.add(rare);
      }
    }
    List<String[]> among = new ArrayList<>();
    if (fields.all()) {
      nested(doc, "", 2, values, new java.util.HashSet<>()); // objects only: no name inside them repeats
      arrays(doc, "", 2, values, among);
    }
    String text = doc.completeText();
    long size = text == null ? 0 : Utf8.length(text);
    if (text != null && size <= capLeft) {
      capLeft -= size;
    } else if (text != null && size <= items.holdLimit()) {
      items.closeHead(); // too large for the head, small enough to hold past it
    } else {
      text = null;
      firstItem = doc;
    }
    items.add(text, start, signals(doc, 1));
    values.forEach(v -> items.value(v[0], v[1]));
    among.forEach(v -> items.valueAmong(v[0], v[1]));
  }

  /**
   * The scalar fields of the records in the arrays inside the first record {@code doc} (at {@code
   * depth}, the record's own members at 2), named and split as {@link JsonValueCopy} names and
   * splits them for every later record: a field held once into {@code values}, one held more
   * often into {@code among}, each distinct text once. Read from the items each array kept; a
   * field of an array not kept whole is not followed (a null text), its values not all known.
   */
  private static void arrays(JsonDocument doc, String prefix, int depth, List<String[]> values, List<String[]> among)
      throws IOException {
    if (depth > JsonValueCopy.NESTED_DEPTH) {
      return;
    }
    for (JsonMember m : doc.members()) {
      if (m.isObject()) {
        arrays(m.object(), prefix + m.name() + ".", depth + 1, values, among);
        continue;
      }
      if (!m.isArray()) {
        continue;
      }
      List<String> kept = m.array().kept();
      boolean whole = kept.size() == m.array().total();
      Map<String, List<String>> held = new LinkedHashMap<>();
      for (String item : kept) {
        elementFields(item, prefix + m.name() + ".", held);
      }
      held.forEach((name, texts) -> {
        if (texts.size() == 1 && whole) {
          values.add(new String[] {name, texts.get(0)});
        } else if (!whole) {
          among.add(new String[] {name, null});
        } else {
          JsonValueCopy.amongPairs(name, new java.util.LinkedHashSet<>(texts), among);
        }
      });
    }
  }

  /**
   * The scalars of the item {@code item} by the dotted names {@link JsonValueCopy} gives them (an
   * array adds no name), under {@code prefix}, into {@code held}.
   */
  private static void elementFields(String item, String prefix, Map<String, List<String>> held) throws IOException {
    if (item == null || item.isEmpty() || item.charAt(0) != '{' && item.charAt(0) != '[') {
      return;
    }
    try (JsonParser p = FACTORY.createParser(item)) {
      elementFields(p, p.nextToken(), prefix.substring(0, prefix.length() - 1), held);
    }
  }

  /** The scalars of the value whose first token {@code t} the parser stands on, named from {@code name}. */
  private static void elementFields(JsonParser p, JsonToken t, String name, Map<String, List<String>> held)
      throws IOException {
    if (t == JsonToken.START_OBJECT) {
      for (JsonToken u = p.nextToken(); u == JsonToken.FIELD_NAME; u = p.nextToken()) {
        String inner = name + "." + p.currentName();
        elementFields(p, p.nextToken(), inner, held);
      }
    } else if (t == JsonToken.START_ARRAY) {
      for (JsonToken u = p.nextToken(); u != JsonToken.END_ARRAY; u = p.nextToken()) {
        elementFields(p, u, name, held);
      }
    } else if (t.isScalarValue()) {
      String text = t == JsonToken.VALUE_STRING && p.getTextLength() > RareValues.MAX_VALUE_CHARS ? null : p.getText();
      held.computeIfAbsent(name, k -> new ArrayList<>()).add(text);
    }
  }

  /**
   * The scalars of the objects inside {@code doc} (at {@code depth}, the record's own fields at 1),
   * named as {@link JsonValueCopy#values()} names them, into {@code values}: the first record's
   * nested values count towards the rare ones as every later record's do.
   */
  private static void nested(JsonDocument doc, String prefix, int depth, List<String[]> values, java.util.Set<String> names) {
    for (JsonMember m : doc.members()) {
      if (!m.isObject() || depth > JsonValueCopy.NESTED_DEPTH) {
        continue;
      }
      String path = prefix + m.name() + ".";
      for (JsonMember inner : m.object().members()) {
        String[] rare = inner.isValue() && values.size() < RareValues.MAX_FIELDS ? rareValue(path + inner.name(), inner.value()) : null;
        if (rare != null && names.add(rare[0])) {
          values.add(rare);
        }
      }
      nested(m.object(), path, depth + 1, values, names);
    }
  }

  /**
   * A member's value as {@link RareValues} follows it, {@code {name, text}}: a string unquoted, any
   * other scalar as written, a text past {@link RareValues#MAX_VALUE_CHARS} as null (free text);
   * null for an object or an array.
   */
  private static String[] rareValue(String name, String v) {
    char c = v.isEmpty() ? ' ' : v.charAt(0);
    if (c == '{' || c == '[') {
      return null;
    }
    String scalar = c == '"' ? ShownObject.unquote(v) : v;
    return new String[] {name, scalar.length() > RareValues.MAX_VALUE_CHARS ? null : scalar};
  }

  /** Whether a member of {@code doc}, down to {@link FailureWatch#MAX_DEPTH} levels in, signals failure. */
  private static boolean signals(JsonDocument doc, int depth) {
    for (JsonMember m : doc.members()) {
      if (ShownObject.signalsFailure(m) || m.isArray() && m.array().failures() > 0
          || m.isObject() && depth < FailureWatch.MAX_DEPTH && signals(m.object(), depth + 1)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads the object whose START_OBJECT is the current token. A member that is an object is read
   * member by member too, down to {@link #MAX_DEPTH} levels, so an array inside it can be capped
   * where it is; when no array turns up inside, it becomes a value again.
   *
   * @param depth 0 for the top-level object
   * @param path the dotted names of the enclosing members, for messages; empty at the top level
   */
  private JsonDocument readObject(int depth, String path) throws IOException {
    List<JsonMember> kept = new ArrayList<>();
    long pastCap = 0;
    long floor = readCap / MEMBER_RESERVE_DIVISOR;
    // An object inside stops keeping members while half of what its parent keeps back is left, so
    // the members after it can still be kept, and an object after a long array (which stops at the
    // floor) can still keep its own: a summary after the findings.
    long reserve = depth > 0 ? floor >> depth : 0;
    String here = depth == 0 ? "the top-level object" : "member '" + path + "'";
    long outerMembers = members;
    members = depth == 0 ? 0 : -1; // progress counts the top-level object's members only
    where = here;
    JsonToken t = parser.nextToken();
    while (t != JsonToken.END_OBJECT) {
      String name = parser.currentName();
      String dotted = path.isEmpty() ? name : path + "." + name;
      JsonToken v = parser.nextToken();
      long start = offset(parser.currentTokenLocation());
      long cost = Utf8.length(name) + MEMBER_OVERHEAD;
      if (pastCap == 0 && cost <= capLeft - reserve) {
        capLeft -= cost;
        where = "member '" + dotted + "'";
        if (v == JsonToken.START_ARRAY) {
          kept.add(JsonMember.array(name, readArray(floor, false, FailureSignal.structure(name))));
          t = parser.nextToken();
        } else if (v == JsonToken.START_OBJECT && depth < MAX_DEPTH) {
          long before = capLeft;
          JsonDocument inner = readObject(depth + 1, dotted);
          long end = offset(parser.currentLocation());
          String whole = inner.members().stream().anyMatch(m -> !m.isValue()) ? null : inner.compactObject();
          if (whole == null && !inner.members().isEmpty()) {
            // It holds an array, or is too large to keep whole: its members as read, so it can be
            // shown in part rather than replaced by its size.
            kept.add(JsonMember.object(name, inner, end - start));
          } else {
            // No array inside: a value after all, costing the read cap what its text costs, or
            // nothing when it was too large to keep, so the members after it can still be kept.
            String text = inner.compactObject();
            capLeft = before - (text == null ? 0 : Utf8.length(text));
            kept.add(JsonMember.value(name, text, end - start));
          }
          t = parser.nextToken();
        } else {
          String text = copyValue(capLeft - reserve);
          boolean exact = text != null || v.isStructStart();
          long end = exact ? offset(parser.currentLocation()) : -1;
          t = parser.nextToken();
          if (!exact) {
            // A skipped string was never decoded, so its end is known only from the next token:
            // approximate, including the comma and whitespace.
            end = offset(parser.currentTokenLocation());
          }
          kept.add(JsonMember.value(name, text, end - start));
        }
      } else {
        copy.skip(v);
        pastCap++;
        t = parser.nextToken();
      }
      members += depth == 0 ? 1 : 0;
      where = here;
    }
    members = depth == 0 ? -1 : outerMembers;
    return JsonDocument.object(kept, pastCap);
  }

  /**
   * Reads the item whose first token is current, watching it for failure: copied while the run's
   * head is open and the read cap leaves more than {@code floor}; past the head, copied to be held
   * (the tail, failure exemplars) when the run can hold it, at no cost to the read cap.
   */
  private String item(ItemRun items, long floor) throws IOException {
    watch.reset();
    long left = capLeft;
    if (items.open()) {
      long room = capLeft - floor;
      String text = copyItem(Math.max(room, items.holdLimit()), items.aggregates());
      if (text == null || Utf8.length(text) <= room) {
        return text;
      }
      // Too large for the head, small enough to hold: the head ends before it, and it is held.
      capLeft = left;
      items.closeHead();
      return text;
    }
    String text = copyItem(items.copyLimit(), items.aggregates());
    capLeft = left;
    return text;
  }

  /**
   * Copies the value whose first token is current into compact text, or returns null when its text
   * would take more than {@code limit} bytes. Either way the parser ends on the value's last token.
   */
  private String copyValue(long limit) throws IOException {
    return copyValue(limit, null);
  }

  /** Copies the current value; when {@code agg} is given and the value is a record, its fields are summarised. */
  private String copyValue(long limit, Aggregates agg) throws IOException {
    return copyValue(limit, agg, false);
  }

  /** Copies the current item, projected to the fields kept; its kept fields are summarised. */
  private String copyItem(long limit, Aggregates agg) throws IOException {
    return copyValue(limit, agg, !fields.all());
  }

  private String copyValue(long limit, Aggregates agg, boolean project) throws IOException {
    String text = copy.value(limit, agg, project);
    if (text != null) {
      capLeft -= Utf8.length(text);
    }
    return text;
  }

  private NotStructured failure(IOException e, CountingInput counted) {
    return JsonReadFailure.of(e, counted, new JsonReadFailure.At(where, run, noun, valueLine, members));
  }

  /** A raw input position: UTF-8 bytes, or chars when Jackson reads the input as UTF-16 or UTF-32. */
  private static long offset(JsonLocation loc) {
    long bytes = loc.getByteOffset();
    return bytes >= 0 ? bytes : loc.getCharOffset();
  }
}

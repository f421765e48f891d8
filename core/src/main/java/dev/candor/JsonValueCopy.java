package dev.candor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.filter.FilteringGeneratorDelegate;
import com.fasterxml.jackson.core.filter.TokenFilter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Copies the value a parser stands on into compact JSON text, token by token, into a writer that
 * stops storing once the text would pass its limit; or skips it. Either way a record's top-level
 * fields reach the run's {@link Aggregates} and its fields the {@link FailureWatch}, so an item
 * not kept is still counted, summed and judged.
 */
final class JsonValueCopy {
  private final JsonParser parser;
  /** The fields of each item to keep. */
  private final Fields fields;
  /** The projected paths found in any item copied. */
  private final Set<String> seen;
  /** Whether the item being read signals failure. */
  private final FailureWatch watch;

  /**
   * The top-level scalar fields of the record read last, as {@code name, text} pairs (a string's
   * text, a number's as written, {@code true}, {@code false}, {@code null}), at most {@link
   * RareValues#MAX_FIELDS}: for the run's {@link RareValues}.
   */
  private final List<String[]> values = new ArrayList<>();
  /** The fields held more than once in the record read last, for {@link #valuesAmong()}. */
  private final List<String[]> among = new ArrayList<>();

  /**
   * The scalars nested in the record read last, below its top level, each named by the dotted
   * names of the members that hold it ({@code rule.expr.counter.packets}; an array adds no name),
   * at most {@link #NESTED_DEPTH} levels in and {@link RareValues#MAX_FIELDS} of them: a record
   * that wraps its fields in one member ({@code {"rule": {...}}}) has its rare values found as a
   * flat one does. A name held twice in the record (by the items of an array of records) names no
   * one value of it and is left out.
   */
  private final List<Path> nested = new ArrayList<>();
  /** The record being read, whose names below it are made anew for each record. */
  private Path root = new Path("");
  /** The structures open inside the record being read, innermost last. */
  private final List<Path> open = new ArrayList<>();

  /**
   * A dotted name inside a record, with the names below it made once: the items of an array of
   * records name their fields alike, and each of their scalars then costs no new string.
   */
  private static final class Path {
    final String name;
    private Map<String, Path> below;
    /** The scalar's text under this name in the record ({@link #followedText}), once {@link #held}. */
    String value;
    /** How many times the record held a scalar under this name, up to 2: twice names no one value. */
    int held;
    /**
     * The distinct texts the record held under this name, once it held more than one scalar here
     * (the items of an array of records), at most {@link RareValues#MAX_VALUES} plus one: more say
     * the field is no nearly constant one.
     */
    java.util.Set<String> among;

    Path(String name) {
      this.name = name;
    }

    /** {@code n} under this name; this one for no name (an array's element). */
    Path under(String n) {
      if (n == null) {
        return this;
      }
      if (below == null) {
        below = new java.util.HashMap<>();
      }
      Path p = below.get(n);
      if (p == null) {
        p = new Path(name.isEmpty() ? n : name + "." + n);
        below.put(n, p);
      }
      return p;
    }
  }
  /** Nested scalars are followed down to this depth (the record's own fields are at 1). */
  static final int NESTED_DEPTH = 6;

  /**
   * The scalar fields of the record read last, top-level ones first, then nested ones; empty when
   * it was no record.
   */
  List<String[]> values() {
    among.clear();
    for (Path p : nested) {
      if (p.held == 1 && values.size() < RareValues.MAX_FIELDS) {
        values.add(new String[] {p.name, p.value});
      } else if (p.held == 2 && among.size() < RareValues.MAX_FIELDS) {
        amongPairs(p.name, p.among, among);
      }
    }
    nested.clear();
    return values;
  }

  /** Follows the path to {@code t}, at {@code depth} before it, and notes it when it is a nested scalar. */
  private void nest(JsonToken t, int depth) throws IOException {
    if (depth < 1 || !fields.all()) {
      return;
    }
    if (t.isStructStart()) {
      // Past the depth followed no scalar is named: a structure there opens no name of its own.
      Path parent = open.isEmpty() ? root : open.get(open.size() - 1);
      open.add(depth >= NESTED_DEPTH ? parent : parent.under(parser.currentName()));
    } else if (t.isStructEnd()) {
      if (depth >= 2) {
        open.remove(open.size() - 1);
      }
    } else if (depth >= 2 && depth <= NESTED_DEPTH && t.isScalarValue() && nested.size() < RareValues.MAX_FIELDS) {
      Path path = open.get(open.size() - 1).under(parser.currentName());
      String text = followedText(t);
      if (path.held == 0) {
        path.value = text;
        nested.add(path);
      } else {
        holdAgain(path, text);
      }
      path.held = Math.min(2, path.held + 1);
    }
  }

  /** Adds {@code text}, held again under {@code path}, to the path's distinct texts ({@link Path#among}). */
  private static void holdAgain(Path path, String text) {
    if (path.among == null) {
      path.among = new java.util.LinkedHashSet<>();
      path.among.add(path.value); // null when free text: the field is then followed no further
    }
    if (path.among.size() <= RareValues.MAX_VALUES) {
      path.among.add(text);
    }
  }

  /**
   * The pairs {@link #valuesAmong()} gives for field {@code name}, whose distinct texts in one record
   * are {@code distinct}, into {@code out}: each text, or one null text when one of them is free text
   * (null) or they are more than {@link RareValues#MAX_VALUES}, so the field is no nearly constant one.
   */
  static void amongPairs(String name, java.util.Collection<String> distinct, List<String[]> out) {
    if (distinct.contains(null) || distinct.size() > RareValues.MAX_VALUES) {
      out.add(new String[] {name, null});
    } else {
      distinct.forEach(text -> out.add(new String[] {name, text}));
    }
  }

  /**
   * The fields held more than once in the record read last (those of the records in an array
   * inside it, {@code violations.code}), as {@code name, text} pairs, each distinct text once; a
   * null text says the field holds free text or too many values to be followed. Read after {@link
   * #values()}, before the next record.
   */
  List<String[]> valuesAmong() {
    return among;
  }

  /** The scalar the parser stands on as {@link RareValues} follows it: null for a string past {@link RareValues#MAX_VALUE_CHARS} (free text). */
  private String followedText(JsonToken t) throws IOException {
    return t == JsonToken.VALUE_STRING && parser.getTextLength() > RareValues.MAX_VALUE_CHARS ? null : parser.getText();
  }

  private void startRecord() {
    values.clear();
    among.clear();
    nested.clear();
    open.clear();
    root = new Path("");
  }

  JsonValueCopy(JsonParser parser, Fields fields, Set<String> seen, FailureWatch watch) {
    this.parser = parser;
    this.fields = fields;
    this.seen = seen;
    this.watch = watch;
  }

  /**
   * Copies the value whose first token is current into compact text, projected to the fields kept
   * when {@code project}, or returns null when its text would take more than {@code limit} bytes
   * (or {@code limit} is not positive). Either way the parser ends on the value's last token. When
   * {@code agg} is given and the value is a record, its top-level fields are summarised.
   */
  String value(long limit, Aggregates agg, boolean project) throws IOException {
    startRecord();
    JsonToken t = parser.currentToken();
    if (limit <= 0) {
      return agg == null ? skip(t) : skipItem(t, agg);
    }
    if (t != JsonToken.START_OBJECT) {
      agg = null; // only records (objects) have fields to summarise
    } else if (agg != null) {
      agg.record();
    }
    CappedWriter out = new CappedWriter(limit);
    JsonGenerator raw = JsonItemReader.FACTORY.createGenerator(out);
    try (JsonGenerator gen = project
        ? new FilteringGeneratorDelegate(raw, fields.filter(seen), TokenFilter.Inclusion.INCLUDE_ALL_AND_PATH, true)
        : raw) {
      int depth = 0;
      while (true) {
        if (!out.full()) {
          copyToken(gen, t);
        }
        if (agg != null && depth == 1) {
          observe(agg, t);
        }
        if (agg != null) {
          nest(t, depth);
        }
        watch.token(parser, t, depth);
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
        if (depth == 0) {
          break;
        }
        t = parser.nextToken();
      }
    }
    if (out.full()) {
      return null;
    }
    String text = ToolMarks.json(out.toString());
    long bytes = Utf8.length(text);
    if (bytes > limit) {
      return null;
    }
    return text;
  }

  private void copyToken(JsonGenerator gen, JsonToken t) throws IOException {
    if (t == JsonToken.VALUE_STRING) {
      // From the parser's buffer: a long string is not made into a String first.
      gen.writeString(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
    } else {
      JsonCopy.token(parser, gen, t);
    }
  }

  /** Skips the value whose first token is {@code t}; a string is skipped without being decoded. */
  String skip(JsonToken t) throws IOException {
    if (t.isStructStart()) {
      parser.skipChildren();
    }
    return null;
  }

  /**
   * Skips the current item, which is not kept; a record's top-level fields still reach {@code agg},
   * and its fields down to {@link FailureWatch#MAX_DEPTH} the failure watch.
   */
  private String skipItem(JsonToken t, Aggregates agg) throws IOException {
    if (t == JsonToken.START_OBJECT) {
      agg.record();
    } else {
      agg = null;
    }
    int depth = 0;
    while (true) {
      watch.token(parser, t, depth);
      if (agg != null && depth == 1) {
        observe(agg, t);
      }
      if (agg != null) {
        nest(t, depth);
      }
      if (t.isStructStart() && depth >= (agg != null ? NESTED_DEPTH : FailureWatch.MAX_DEPTH)) {
        parser.skipChildren(); // now on its end: the depth is as before it
        if (agg != null) {
          nest(parser.currentToken(), depth + 1); // closes what its start opened
        }
      } else {
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
      }
      if (depth == 0) {
        return null;
      }
      t = parser.nextToken();
    }
  }

  /** A record's top-level scalar, as the parser stands on it, goes into {@code agg}. */
  private void observe(Aggregates agg, JsonToken t) throws IOException {
    if (parser.currentName() == null || !fields.keepsWhole(parser.currentName())) {
      return; // project, then aggregate: a field not kept is not summed
    }
    if (t.isScalarValue() && values.size() < RareValues.MAX_FIELDS) {
      values.add(new String[] {parser.currentName(), followedText(t)});
    }
    switch (t) {
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        agg.number(parser.currentName(), parser.getText());
        break;
      case VALUE_STRING:
        agg.string(parser.currentName(), parser.getText());
        break;
      case VALUE_NULL:
      case VALUE_TRUE:
      case VALUE_FALSE:
      case START_OBJECT:
      case START_ARRAY:
        agg.other(parser.currentName()); // a later value of a key replaces an earlier one
        break;
      default:
        break;
    }
  }
}

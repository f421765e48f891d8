package dev.candor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.filter.FilteringGeneratorDelegate;
import com.fasterxml.jackson.core.filter.TokenFilter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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

  /** The top-level scalar fields of the record read last; empty when it was no record. */
  List<String[]> values() {
    return values;
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
    values.clear();
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
      if (t.isStructStart() && depth >= FailureWatch.MAX_DEPTH) {
        parser.skipChildren(); // now on its end: the depth is as before it
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
      boolean free = t == JsonToken.VALUE_STRING && parser.getTextLength() > RareValues.MAX_VALUE_CHARS;
      values.add(new String[] {parser.currentName(), free ? null : parser.getText()});
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

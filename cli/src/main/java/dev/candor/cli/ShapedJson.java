package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Shaped;
import dev.candor.pipeline.ShapedFacts;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * A {@link Shaped} result as one JSON object, for {@code --format json}: its text, then its facts in
 * the form every front end shares ({@link ShapedFacts}), pretty-printed.
 */
final class ShapedJson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private ShapedJson() {}

  static String write(Shaped s) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeStringField("text", s.text());
      for (Map.Entry<String, Object> e : ShapedFacts.of(s).entrySet()) {
        g.writeFieldName(e.getKey());
        value(g, e.getValue());
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }

  /** One value of the facts' tree: a map, a list, a string, a number, a boolean or null. */
  private static void value(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName((String) e.getKey());
        value(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List<?> l) {
      g.writeStartArray();
      for (Object o : l) {
        value(g, o);
      }
      g.writeEndArray();
    } else if (v instanceof String str) {
      g.writeString(str);
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Long n) {
      g.writeNumber(n);
    } else if (v instanceof Integer n) {
      g.writeNumber(n);
    } else {
      throw new IllegalArgumentException("not a JSON value of the facts: " + v.getClass().getName());
    }
  }
}

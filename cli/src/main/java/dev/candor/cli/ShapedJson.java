package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Shaped;
import dev.candor.trace.ShapedFacts;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
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
        ShapedFacts.write(g, e.getValue());
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }
}

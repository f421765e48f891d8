package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Cut;
import dev.candor.Shaped;
import dev.candor.StreamFacts;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;

/** A {@link Shaped} result as one JSON object, with snake_case names as traces use them. */
final class ShapedJson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private ShapedJson() {}

  static String write(Shaped s) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeStringField("text", s.text());
      g.writeStringField("strategy", s.strategy().label());
      g.writeObjectFieldStart("budget");
      g.writeNumberField("limit", s.budget().limit());
      g.writeStringField("unit", s.budget().unit().label());
      g.writeStringField("tokenizer", s.budget().tokenizer().name());
      g.writeEndObject();
      g.writeNumberField("size", s.size());
      g.writeBooleanField("truncated", s.truncated());
      g.writeObjectFieldStart("evidence");
      writeOptional(g, "tool", s.evidence().tool().orElse(null));
      writeOptional(g, "command", s.evidence().command().orElse(null));
      if (s.evidence().exitCode().isPresent()) {
        g.writeNumberField("exit_code", s.evidence().exitCode().getAsInt());
      } else {
        g.writeNullField("exit_code");
      }
      if (s.evidence().signal().isPresent()) {
        g.writeNumberField("signal", s.evidence().signal().getAsInt());
      } else {
        g.writeNullField("signal");
      }
      g.writeBooleanField("timed_out", s.evidence().timedOut());
      g.writeEndObject();
      StreamFacts in = s.input();
      g.writeObjectFieldStart("input");
      g.writeNumberField("bytes", in.bytes());
      g.writeNumberField("lines", in.lines());
      g.writeNumberField("chars", in.chars());
      g.writeStringField("sha256", in.sha256());
      writeOptional(g, "head_sha256", in.headSha256().orElse(null));
      writeOptional(g, "tail_sha256", in.tailSha256().orElse(null));
      g.writeStringField("encoding", in.encoding());
      g.writeNumberField("invalid_utf8", in.invalidUtf8());
      writeOptional(g, "binary_type", in.binaryType().orElse(null));
      g.writeEndObject();
      g.writeNumberField("shown_lines", s.shownLines());
      g.writeNumberField("omitted_lines", s.omittedLines());
      g.writeNumberField("omitted_bytes", s.omittedBytes());
      g.writeNumberField("error_lines_found", s.errorLinesFound());
      g.writeNumberField("error_lines_shown", s.errorLinesShown());
      if (s.itemsTotal().isPresent()) {
        g.writeNumberField("items_shown", s.itemsShown().getAsLong());
        g.writeNumberField("items_total", s.itemsTotal().getAsLong());
      }
      g.writeArrayFieldStart("cuts");
      for (Cut c : s.cuts()) {
        g.writeStartObject();
        g.writeStringField("reason", c.reason().name().toLowerCase(Locale.ROOT));
        g.writeNumberField("from", c.from());
        g.writeNumberField("to", c.to());
        g.writeNumberField("count", c.count());
        g.writeNumberField("bytes", c.bytes());
        if (c.empty()) {
          g.writeBooleanField("empty", true); // every cut line empty, as its marker says
        }
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("notes");
      for (String n : s.notes()) {
        g.writeString(n);
      }
      g.writeEndArray();
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }

  private static void writeOptional(JsonGenerator g, String name, String value) throws IOException {
    if (value == null) {
      g.writeNullField(name);
    } else {
      g.writeStringField(name, value);
    }
  }
}

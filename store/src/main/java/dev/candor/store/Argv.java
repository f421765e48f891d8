package dev.candor.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** A command's arguments as a JSON array of strings: one column, any characters, exact round trip. */
final class Argv {
  private static final JsonFactory JSON = new JsonFactory();

  private Argv() {}

  static String encode(List<String> argv) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartArray();
      for (String a : argv) {
        g.writeString(a);
      }
      g.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return out.toString();
  }

  /** @throws IOException if the column does not hold an array of strings */
  static List<String> decode(String json) throws IOException {
    List<String> out = new ArrayList<>();
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() != JsonToken.START_ARRAY) {
        throw new IOException("argv is not a JSON array: " + json);
      }
      JsonToken t;
      while ((t = p.nextToken()) == JsonToken.VALUE_STRING) {
        out.add(p.getText());
      }
      if (t != JsonToken.END_ARRAY) {
        throw new IOException("argv holds something other than strings: " + json);
      }
    }
    return List.copyOf(out);
  }
}

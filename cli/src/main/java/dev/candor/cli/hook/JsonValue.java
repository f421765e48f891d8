package dev.candor.cli.hook;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON as plain Java values ({@link LinkedHashMap} in document order, {@link ArrayList},
 * {@link String}, {@link Boolean}, {@link Number} kept as its text, null), read and written with
 * jackson-core alone. The hook runs once per shell command; Jackson's databind takes a second of
 * class loading on a busy machine, while this takes the few classes of the streaming parser.
 */
final class JsonValue {
  /** A number as written, so a rewrite gives back {@code 120000} and not {@code 120000.0}. */
  record Num(String text) {}

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
      .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
      .build();

  private JsonValue() {}

  static Object parse(String text) throws IOException {
    try (JsonParser p = FACTORY.createParser(text)) {
      if (p.nextToken() == null) {
        throw new IOException("no JSON value");
      }
      return read(p);
    }
  }

  private static Object read(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          p.nextToken();
          m.put(name, read(p));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> a = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
          a.add(read(p));
        }
        return a;
      }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return new Num(p.getText());
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      default:
        return null;
    }
  }

  static String write(Object value) throws IOException {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      write(g, value);
    }
    return w.toString();
  }

  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v instanceof Map) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        g.writeFieldName((String) e.getKey());
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List) {
      g.writeStartArray();
      for (Object o : (List<?>) v) {
        write(g, o);
      }
      g.writeEndArray();
    } else if (v instanceof String) {
      g.writeString((String) v);
    } else if (v instanceof Num) {
      g.writeNumber(((Num) v).text());
    } else if (v instanceof Boolean) {
      g.writeBoolean((Boolean) v);
    } else {
      g.writeNull();
    }
  }

  /** The member {@code key} of {@code v} when it is an object; else null. */
  static Object get(Object v, String key) {
    return v instanceof Map ? ((Map<?, ?>) v).get(key) : null;
  }

  /** The value at {@code keys} below {@code v}, or null. */
  static Object at(Object v, String... keys) {
    Object cur = v;
    for (String k : keys) {
      cur = get(cur, k);
    }
    return cur;
  }

  static String text(Object v) {
    return v instanceof String ? (String) v : null;
  }

  static boolean isTrue(Object v) {
    return Boolean.TRUE.equals(v);
  }

  /** The elements of {@code v} when it is an array; else none. */
  static List<?> list(Object v) {
    return v instanceof List ? (List<?>) v : List.of();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> object(Object v) {
    return v instanceof Map ? (Map<String, Object>) v : null;
  }
}

package dev.candor.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.ShapeException;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Items {@code from} to {@code to} of a stored JSON result, optionally projected to some fields:
 * the array is the document itself when it is an array, else its first array member (as in
 * {@code {"total_count": 5123, "items": [...]}}). Streams past the items before and after, so a
 * large result costs memory only for the items asked for.
 */
public final class JsonItems {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final JsonFactory FACTORY = MAPPER.getFactory();

  /** The selected items as a JSON array, and how many items the array holds. */
  public record Selection(String json, long shown, long total, String where) {}

  private JsonItems() {}

  /** Items {@code from} to {@code to} (from 1) of the JSON in {@code in}, each projected to {@code fields} unless empty. */
  public static Selection select(InputStream in, long from, long to, List<String> fields) throws IOException {
    try (JsonParser p = FACTORY.createParser(in)) {
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
        throw new ShapeException("--items", "--items needs a JSON result that is an array or holds one; this one does not");
      }
      ArrayNode out = MAPPER.createArrayNode();
      long n = 0;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        n++;
        if (n >= from && n <= to) {
          JsonNode item = MAPPER.readTree(p);
          out.add(fields.isEmpty() ? item : project(item, fields));
        } else {
          p.skipChildren();
        }
      }
      return new Selection(MAPPER.writeValueAsString(out), out.size(), n, where);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new ShapeException("--items", "the stored result is not valid JSON (" + e.getOriginalMessage()
          + "): use --lines or --grep for it instead");
    }
  }

  /** {@code item} with only the fields at {@code paths} (dotted: {@code b.c}); missing ones are left out. */
  public static JsonNode project(JsonNode item, List<String> paths) {
    if (!item.isObject()) {
      return item;
    }
    ObjectNode out = MAPPER.createObjectNode();
    for (String path : paths) {
      String[] parts = path.split("\\.");
      JsonNode src = item;
      ObjectNode dst = out;
      for (int i = 0; i < parts.length && src != null; i++) {
        JsonNode next = src.get(parts[i]);
        if (next == null) {
          break;
        }
        if (i == parts.length - 1) {
          dst.set(parts[i], next);
        } else {
          JsonNode existing = dst.get(parts[i]);
          ObjectNode child = existing instanceof ObjectNode ? (ObjectNode) existing : dst.putObject(parts[i]);
          dst = child;
          src = next;
        }
      }
    }
    return out;
  }
}

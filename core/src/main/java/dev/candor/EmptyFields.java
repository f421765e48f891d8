package dev.candor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fields that say nothing in any item: null, {@code ""}, {@code []} or <code>{}</code> (or absent)
 * in every record kept. Left out of the items so more of them fit, and named in the statement, so
 * "deleted_at is null everywhere" is still said, once.
 */
final class EmptyFields {
  private EmptyFields() {}

  /**
   * The top-level fields of the records among {@code items} (JSON texts; non-objects are ignored)
   * that are empty in every record, in first-seen order; none when fewer than two are records.
   */
  static List<String> find(List<String> items) {
    Map<String, Boolean> empty = new LinkedHashMap<>(); // name -> empty so far
    int records = 0;
    for (String item : items) {
      if (item == null || item.isEmpty() || item.charAt(0) != '{') {
        continue;
      }
      records++;
      try (JsonParser p = JsonItemReader.FACTORY.createParser(item)) {
        p.nextToken();
        for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
          String name = p.currentName();
          JsonToken v = p.nextToken();
          boolean isEmpty = v == JsonToken.VALUE_NULL || v == JsonToken.VALUE_STRING && p.getTextLength() == 0;
          if (v.isStructStart()) {
            JsonToken t2 = p.nextToken();
            isEmpty = t2.isStructEnd();
            // Skip to the end of the structure the value opened, from its first token inside.
            for (int depth = 1; !isEmpty; t2 = p.nextToken()) {
              depth += t2.isStructStart() ? 1 : t2.isStructEnd() ? -1 : 0;
              if (depth == 0) {
                break;
              }
            }
          }
          empty.merge(name, isEmpty, Boolean::logicalAnd);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("re-reading JSON that was written by Jackson cannot fail", e);
      }
    }
    List<String> out = new ArrayList<>();
    if (records >= 2) {
      empty.forEach((name, e) -> {
        if (e) {
          out.add(name);
        }
      });
    }
    return out;
  }

  /** {@code item} without the top-level fields {@code names}; anything that is not a record as it is. */
  static String drop(String item, Set<String> names) {
    if (item == null || item.isEmpty() || item.charAt(0) != '{' || names.isEmpty()) {
      return item;
    }
    StringWriter out = new StringWriter(item.length());
    try (JsonParser p = JsonItemReader.FACTORY.createParser(item);
        JsonGenerator g = JsonItemReader.FACTORY.createGenerator(out)) {
      int depth = 0;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (depth == 1 && t == JsonToken.FIELD_NAME && names.contains(p.currentName())) {
          p.nextToken();
          p.skipChildren();
          continue;
        }
        JsonCopy.token(p, g, t);
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("re-reading JSON that was written by Jackson cannot fail", e);
    }
    return out.toString();
  }
}

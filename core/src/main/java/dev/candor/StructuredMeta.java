package dev.candor;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * META, the caller's evidence, as structured observations state it: first in the {@code candor}
 * object or row, never cut. Also the small text helpers the structured observations share.
 */
final class StructuredMeta {
  private StructuredMeta() {}

  /** Keys the structured observations write after META; a META key may not repeat one. */
  private static final Set<String> RESERVED = Set.of("showing", "of", "cut", "arrays", "members", "fields", "fields_absent", "aggregates", "next", "empty_fields", "failures", "kept", "inside");

  /** Checks that every META value is a String, Number or Boolean and no key is reserved. */
  static void check(Map<String, Object> meta) {
    java.util.Objects.requireNonNull(meta, "meta");
    for (Map.Entry<String, Object> e : meta.entrySet()) {
      String key = e.getKey();
      Object value = e.getValue();
      if (key == null || key.isEmpty()) {
        throw new IllegalArgumentException("meta key is empty: name every piece of evidence");
      }
      if (RESERVED.contains(key)) {
        throw new IllegalArgumentException(
            "meta key '" + key + "' is reserved for the item counts: rename it");
      }
      if (!(value instanceof String || value instanceof Number || value instanceof Boolean)) {
        String type = value == null ? "null" : "a " + value.getClass().getSimpleName();
        throw new IllegalArgumentException(
            "meta value for '" + key + "' is " + type + ": use a String, Number or Boolean");
      }
    }
  }

  /**
   * The JSON object <code>{META..., extra...}</code>: META first, in order, then {@code extra},
   * members already rendered as {@code "name":value}.
   */
  static String json(Map<String, Object> meta, List<String> extra) {
    StringBuilder sb = new StringBuilder("{");
    for (Map.Entry<String, Object> e : meta.entrySet()) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(quote(e.getKey())).append(':').append(jsonValue(e.getValue()));
    }
    for (String member : extra) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(member);
    }
    return sb.append('}').toString();
  }

  /**
   * META as words for a CSV row: {@code exit code 1; command make test}, each key with its
   * underscores read as spaces; empty for no META.
   */
  static String words(Map<String, Object> meta) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Object> e : meta.entrySet()) {
      if (sb.length() > 0) {
        sb.append("; ");
      }
      sb.append(e.getKey().replace('_', ' ')).append(' ').append(e.getValue());
    }
    return sb.toString();
  }

  /** {@code s} as a JSON string literal, quotes included; non-ASCII stays as it is. */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    JsonStringEncoder.getInstance().quoteAsString(s, sb);
    return sb.append('"').toString();
  }

  /** {@code "name":value} for a count. */
  static String member(String name, long value) {
    return quote(name) + ':' + value;
  }

  /** {@code "name":"text"}. */
  static String member(String name, String text) {
    return quote(name) + ':' + quote(text);
  }

  /** {@code items 32-340}, or {@code item 340} for one. */
  static String range(String noun, long from, long to) {
    return from == to
        ? noun.substring(0, noun.length() - 1) + ' ' + from
        : noun + ' ' + from + '-' + to;
  }

  private static String jsonValue(Object value) {
    if (value instanceof String) {
      return quote((String) value);
    }
    if (value instanceof Boolean) {
      return value.toString();
    }
    String number = value.toString();
    // NaN, Infinity and exotic Number subclasses are not JSON numbers: state them as text.
    try {
      new BigDecimal(number);
      return number;
    } catch (NumberFormatException e) {
      return quote(number);
    }
  }
}

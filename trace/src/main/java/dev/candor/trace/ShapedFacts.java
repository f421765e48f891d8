package dev.candor.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Cut;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.StreamFacts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one JSON form of a {@link Shaped} result's facts and of its {@link Cut}s, for every front
 * end: {@code candor shape --format json} (and run, more) prints it beside the text, the MCP tools
 * return it as {@code structuredContent}, and a span's {@code cuts} and {@code budget} are written
 * in it. Names are snake_case, and the budget and the input are objects, as in a span.
 *
 * <p>It lives in trace, the lowest module with JSON that the CLI, MCP and the pipeline all reach:
 * the pipeline depends on trace, so trace cannot use a form kept there.
 *
 * <p>The form is a tree of maps (in a fixed order), lists, strings, numbers, booleans and nulls, so
 * each front end serialises it with the JSON writer it already has, or with {@link #write}.
 */
public final class ShapedFacts {
  private ShapedFacts() {}

  /**
   * Every fact of {@code s} but its text: strategy, budget, size, truncated, evidence, input, the
   * line, byte, error-line and item counts, cuts and notes. An absent fact of the evidence or the
   * input is null; the item counts are left out when the output had no items.
   */
  public static Map<String, Object> of(Shaped s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("strategy", s.strategy().label());
    m.put("budget", budget(s.budget().limit(), s.budget().unit().label(), s.budget().tokenizer().name()));
    m.put("size", s.size());
    m.put("truncated", s.truncated());
    m.put("evidence", evidence(s.evidence()));
    m.put("input", input(s.input()));
    m.put("shown_lines", s.shownLines());
    m.put("omitted_lines", s.omittedLines());
    m.put("omitted_bytes", s.omittedBytes());
    m.put("error_lines_found", s.errorLinesFound());
    m.put("error_lines_shown", s.errorLinesShown());
    if (s.itemsTotal().isPresent()) {
      m.put("items_shown", s.itemsShown().getAsLong());
      m.put("items_total", s.itemsTotal().getAsLong());
    }
    List<Map<String, Object>> cuts = new ArrayList<>();
    for (Cut c : s.cuts()) {
      cuts.add(cut(c));
    }
    m.put("cuts", cuts);
    m.put("notes", List.copyOf(s.notes()));
    return Collections.unmodifiableMap(m);
  }

  /** A budget: its limit, its unit's label and its tokenizer's name. */
  public static Map<String, Object> budget(long limit, String unit, String tokenizer) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("limit", limit);
    m.put("unit", unit);
    m.put("tokenizer", tokenizer);
    return Collections.unmodifiableMap(m);
  }

  /**
   * One cut: its reason (lower case), the lines or items {@code from} to {@code to}, how many,
   * their bytes, then {@code like}, the template a cut of repeats shares, and {@code empty: true}
   * when every cut line is empty, each only when it holds.
   */
  public static Map<String, Object> cut(Cut c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("reason", c.reason().name().toLowerCase(Locale.ROOT));
    m.put("from", c.from());
    m.put("to", c.to());
    m.put("count", c.count());
    m.put("bytes", c.bytes());
    if (c.like() != null && !c.empty()) {
      m.put("like", c.like());
    }
    if (c.empty()) {
      m.put("empty", true); // every cut line empty, as its marker says
    }
    return Collections.unmodifiableMap(m);
  }

  /** Writes one value of the form (a map, a list, a string, a number, a boolean or null) to {@code g}. */
  public static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName((String) e.getKey());
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List<?> l) {
      g.writeStartArray();
      for (Object o : l) {
        write(g, o);
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

  private static Map<String, Object> evidence(Evidence e) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tool", e.tool().orElse(null));
    m.put("command", e.command().orElse(null));
    m.put("exit_code", e.exitCode().isPresent() ? e.exitCode().getAsInt() : null);
    m.put("signal", e.signal().isPresent() ? e.signal().getAsInt() : null);
    m.put("timed_out", e.timedOut());
    return Collections.unmodifiableMap(m);
  }

  private static Map<String, Object> input(StreamFacts in) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("bytes", in.bytes());
    m.put("lines", in.lines());
    m.put("chars", in.chars());
    m.put("sha256", in.sha256());
    m.put("head_sha256", in.headSha256().orElse(null));
    m.put("tail_sha256", in.tailSha256().orElse(null));
    m.put("encoding", in.encoding());
    m.put("invalid_utf8", in.invalidUtf8());
    m.put("binary_type", in.binaryType().orElse(null));
    return Collections.unmodifiableMap(m);
  }
}

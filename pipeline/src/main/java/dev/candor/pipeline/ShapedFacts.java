package dev.candor.pipeline;

import dev.candor.Cut;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.StreamFacts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one JSON form of a {@link Shaped} result's facts and of its {@link Cut}s, for every front
 * end: {@code candor shape --format json} (and run, more) prints it beside the text, and the MCP
 * tools return it as {@code structuredContent}. Names are snake_case, as spans use them, and the
 * budget and the input are objects, as in a span.
 *
 * <p>The form is a tree of maps (in a fixed order), lists, strings, numbers, booleans and nulls, so
 * each front end serialises it with the JSON writer it already has.
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
    Map<String, Object> budget = new LinkedHashMap<>();
    budget.put("limit", s.budget().limit());
    budget.put("unit", s.budget().unit().label());
    budget.put("tokenizer", s.budget().tokenizer().name());
    m.put("budget", budget);
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

  /** One cut: its reason (lower case), the lines or items {@code from} to {@code to}, how many, their bytes, and {@code empty: true} when every cut line is empty. */
  public static Map<String, Object> cut(Cut c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("reason", c.reason().name().toLowerCase(Locale.ROOT));
    m.put("from", c.from());
    m.put("to", c.to());
    m.put("count", c.count());
    m.put("bytes", c.bytes());
    if (c.empty()) {
      m.put("empty", true); // every cut line empty, as its marker says
    }
    return Collections.unmodifiableMap(m);
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

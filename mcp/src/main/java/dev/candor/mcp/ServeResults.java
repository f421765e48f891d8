package dev.candor.mcp;

import dev.candor.Cut;
import dev.candor.Shaped;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results the serve tools return: the observation as text, and every fact about the cut as
 * {@code structuredContent} fields, which no cut can remove; plus the JSON Schema of those fields.
 */
final class ServeResults {
  private ServeResults() {}

  /** A tool error the agent can read and act on: bad arguments, a file that cannot be read. */
  static CallToolResult error(String message) {
    return CallToolResult.builder().addTextContent(message).isError(true).build();
  }

  /** The facts of a shaped result, in snake_case, in the order {@link #factsSchema} lists them. */
  static Map<String, Object> facts(Shaped s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("strategy", s.strategy().label());
    m.put("truncated", s.truncated());
    m.put("size", s.size());
    m.put("budget", s.budget().limit());
    m.put("unit", s.budget().unit().label());
    m.put("input_lines", s.input().lines());
    m.put("input_bytes", s.input().bytes());
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
      Map<String, Object> cut = new LinkedHashMap<>();
      cut.put("reason", c.reason().name().toLowerCase(Locale.ROOT));
      cut.put("from", c.from());
      cut.put("to", c.to());
      cut.put("count", c.count());
      cut.put("bytes", c.bytes());
      cuts.add(cut);
    }
    m.put("cuts", cuts);
    m.put("notes", s.notes());
    return m;
  }

  /** The schema of {@link #facts} plus {@code extra} properties, all of {@code required} required. */
  static Map<String, Object> schema(Map<String, Object> extra, List<String> required) {
    Map<String, Object> p = new LinkedHashMap<>(extra);
    p.put("strategy", prop("string", "The strategy that shaped the output (terminal, log, file, json, ...)."));
    p.put("truncated", prop("boolean", "Whether anything of the output is missing from the text."));
    p.put("size", prop("integer", "What the text measures, in unit."));
    p.put("budget", prop("integer", "The budget the text was shaped to, in unit."));
    p.put("unit", prop("string", "chars, bytes or tokens."));
    p.put("input_lines", prop("integer", "Lines in the whole output."));
    p.put("input_bytes", prop("integer", "Bytes in the whole output."));
    p.put("shown_lines", prop("integer", "Lines of the output the text shows."));
    p.put("omitted_lines", prop("integer", "Lines of the output the text does not show."));
    p.put("omitted_bytes", prop("integer", "Bytes of the output the text does not show."));
    p.put("error_lines_found", prop("integer", "Lines of the whole output that look like errors."));
    p.put("error_lines_shown", prop("integer", "Of those, how many the text shows."));
    p.put("items_shown", prop("integer", "For JSON, NDJSON and CSV: items shown."));
    p.put("items_total", prop("integer", "For JSON, NDJSON and CSV: items in the output."));
    Map<String, Object> cutProps = new LinkedHashMap<>();
    cutProps.put("reason", prop("string", "Why the stretch is gone."));
    cutProps.put("from", prop("integer", "First line (or item) cut, from 1."));
    cutProps.put("to", prop("integer", "Last line (or item) cut, inclusive."));
    cutProps.put("count", prop("integer", "Lines or items of [from, to] cut."));
    cutProps.put("bytes", prop("integer", "Bytes the stretch held."));
    Map<String, Object> cut = new LinkedHashMap<>();
    cut.put("type", "object");
    cut.put("properties", cutProps);
    cut.put("required", List.of("reason", "from", "to", "count", "bytes"));
    Map<String, Object> cuts = new LinkedHashMap<>();
    cuts.put("type", "array");
    cuts.put("description", "Each stretch of the output not shown, in order.");
    cuts.put("items", cut);
    p.put("cuts", cuts);
    Map<String, Object> notes = new LinkedHashMap<>();
    notes.put("type", "array");
    notes.put("description", "What else was done to the text (secrets masked, escapes stripped, ...).");
    notes.put("items", Map.of("type", "string"));
    p.put("notes", notes);
    List<String> req = new ArrayList<>(required);
    req.addAll(List.of("strategy", "truncated", "size", "budget", "unit", "input_lines", "input_bytes", "shown_lines",
        "omitted_lines", "omitted_bytes", "error_lines_found", "error_lines_shown", "cuts", "notes"));
    Map<String, Object> schema = new LinkedHashMap<>();
    schema.put("type", "object");
    schema.put("properties", p);
    schema.put("required", req);
    return schema;
  }

  /** A property schema of one JSON type (or several, as a list) with a description. */
  static Map<String, Object> prop(Object type, String description) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", type);
    m.put("description", description);
    return m;
  }

  /** An input schema: an object with these properties, of which {@code required} are required. */
  static Map<String, Object> input(Map<String, Object> properties, List<String> required) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", "object");
    m.put("properties", properties);
    if (!required.isEmpty()) {
      m.put("required", required);
    }
    m.put("additionalProperties", false);
    return m;
  }
}

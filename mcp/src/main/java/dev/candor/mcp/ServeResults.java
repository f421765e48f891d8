package dev.candor.mcp;

import dev.candor.trace.ShapedFacts;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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

  /**
   * The schema of a shaped result's facts ({@link ShapedFacts#of}, in its order) plus {@code extra}
   * properties, all of {@code required} required.
   */
  static Map<String, Object> schema(Map<String, Object> extra, List<String> required) {
    Map<String, Object> p = new LinkedHashMap<>(extra);
    p.put("strategy", prop("string", "The strategy that shaped the output (terminal, log, file, json, ...)."));
    Map<String, Object> budget = new LinkedHashMap<>();
    budget.put("limit", prop("integer", "The budget the text was shaped to, in unit."));
    budget.put("unit", prop("string", "chars, bytes or tokens."));
    budget.put("tokenizer", prop("string", "The tokenizer that counts tokens."));
    p.put("budget", object("The budget the text was shaped to.", budget));
    p.put("size", prop("integer", "What the text measures, in the budget's unit."));
    p.put("truncated", prop("boolean", "Whether anything of the output is missing from the text."));
    Map<String, Object> evidence = new LinkedHashMap<>();
    evidence.put("tool", prop(List.of("string", "null"), "The agent's name for the tool, if given."));
    evidence.put("command", prop(List.of("string", "null"), "The command line, if known."));
    evidence.put("exit_code", prop(List.of("integer", "null"), "The exit code, if known."));
    evidence.put("signal", prop(List.of("integer", "null"), "The signal that ended the command, if any."));
    evidence.put("timed_out", prop("boolean", "Whether the command was stopped at its time limit."));
    p.put("evidence", object("What is known of the call besides its output.", evidence));
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("bytes", prop("integer", "Bytes in the whole output."));
    input.put("lines", prop("integer", "Lines in the whole output."));
    input.put("chars", prop("integer", "Characters (code points) in the whole output."));
    input.put("sha256", prop("string", "SHA-256 of the whole output."));
    input.put("head_sha256", prop(List.of("string", "null"), "SHA-256 of the output's head, when only part of it was hashed."));
    input.put("tail_sha256", prop(List.of("string", "null"), "SHA-256 of the output's tail, when only part of it was hashed."));
    input.put("encoding", prop("string", "The output's encoding, as read."));
    input.put("invalid_utf8", prop("integer", "Bytes that were not valid UTF-8."));
    input.put("binary_type", prop(List.of("string", "null"), "What binary output looked like, if it was binary."));
    p.put("input", object("The whole output the text was shaped from.", input));
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
    cutProps.put("like", prop("string", "For a cut of repeats: the template its lines share."));
    cutProps.put("empty", prop("boolean", "Present and true when every line of the stretch was empty."));
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
    req.addAll(List.of("strategy", "budget", "size", "truncated", "evidence", "input", "shown_lines",
        "omitted_lines", "omitted_bytes", "error_lines_found", "error_lines_shown", "cuts", "notes"));
    Map<String, Object> schema = new LinkedHashMap<>();
    schema.put("type", "object");
    schema.put("properties", p);
    schema.put("required", req);
    return schema;
  }

  /** An object property whose fields are all {@code properties}, all required. */
  private static Map<String, Object> object(String description, Map<String, Object> properties) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", "object");
    m.put("description", description);
    m.put("properties", properties);
    m.put("required", List.copyOf(properties.keySet()));
    return m;
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

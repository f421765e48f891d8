package dev.candor.trace;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The facts {@link Audit} needs from one tool span, read leniently from the line as written so
 * that spans of other wrappers count too: only the four stream fields are required, and every
 * other field falls back to a stated default when absent or of another type.
 *
 * @param tool {@code tool_name}, or {@value #UNNAMED}
 * @param strategy {@code strategy}, else the seed's {@code pattern}, else {@value #NONE}
 * @param argv {@code argv}, or empty
 * @param outputBytes {@code stdout_bytes + stderr_bytes}
 * @param truncated either truncation flag is set, or {@code cuts} is a non-empty array
 * @param droppedErrorLines {@code errors_in_dropped_region}, else found less shown, else 0
 * @param exitCode {@code exit_code}; empty when null or absent, which makes the call not a terminal one
 * @param exitCodePreserved {@code exit_code_preserved} is {@code true}; absent counts as not kept
 * @param observationBytes {@code observation.bytes}, or empty
 */
record AuditCall(
    String tool,
    String strategy,
    List<String> argv,
    long outputBytes,
    boolean truncated,
    long droppedErrorLines,
    OptionalLong exitCode,
    boolean exitCodePreserved,
    OptionalLong observationBytes) {

  static final String UNNAMED = "(unnamed)";
  static final String NONE = "(none)";

  private static final List<String> REQUIRED =
      List.of("stdout_bytes", "stderr_bytes", "stdout_truncated", "stderr_truncated");

  /** A terminal call: a process whose exit code is known. */
  boolean terminal() {
    return exitCode.isPresent();
  }

  /** A terminal call whose exit code the observation does not state. */
  boolean exitCodeLost() {
    return terminal() && !exitCodePreserved;
  }

  /** The observation is shorter than the output, yet no flag or cut says anything is missing. */
  boolean silentCut() {
    return !truncated && observationBytes.isPresent() && observationBytes.getAsLong() < outputBytes;
  }

  /**
   * The share of the output the observation holds, {@code observation.bytes / outputBytes}; empty
   * when the observation's size is unknown or the output was empty.
   */
  OptionalDouble retention() {
    return observationBytes.isPresent() && outputBytes > 0
        ? OptionalDouble.of((double) observationBytes.getAsLong() / outputBytes)
        : OptionalDouble.empty();
  }

  /**
   * Reads one parsed line: null when it is not a tool span (it is skipped, as the span contract
   * says); throws when it is one but lacks what the audit needs.
   *
   * @throws IllegalArgumentException with the reason, such as {@code missing [stdout_bytes]}
   */
  static AuditCall read(JsonNode span) {
    if (!span.isObject()) {
      throw new IllegalArgumentException("expected a JSON object, got " + Json.typeName(span));
    }
    if (!Span.SPAN_TYPE.equals(text(span.get("span_type")))) {
      return null;
    }
    check(span);
    boolean truncated = span.get("stdout_truncated").asBoolean() || span.get("stderr_truncated").asBoolean()
        || (span.path("cuts").isArray() && !span.path("cuts").isEmpty());
    JsonNode exit = span.get("exit_code");
    if (exit != null && !exit.isNull() && !integer(exit)) {
      throw new IllegalArgumentException("exit_code must be an integer or null, not " + Json.typeName(exit));
    }
    JsonNode shown = span.path("observation").get("bytes");
    return new AuditCall(
        nonBlank(text(span.get("tool_name")), UNNAMED),
        nonBlank(text(span.get("strategy")), nonBlank(text(span.get("pattern")), NONE)),
        strings(span.get("argv")),
        span.get("stdout_bytes").asLong() + span.get("stderr_bytes").asLong(),
        truncated,
        dropped(span),
        integer(exit) ? OptionalLong.of(exit.asLong()) : OptionalLong.empty(),
        span.path("exit_code_preserved").isBoolean() && span.get("exit_code_preserved").asBoolean(),
        integer(shown) && shown.asLong() >= 0 ? OptionalLong.of(shown.asLong()) : OptionalLong.empty());
  }

  private static void check(JsonNode span) {
    List<String> missing = new ArrayList<>();
    for (String key : REQUIRED) {
      if (!span.has(key)) {
        missing.add(key);
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException("missing [" + String.join(", ", missing) + "]");
    }
    for (String key : REQUIRED) {
      JsonNode v = span.get(key);
      boolean bytes = key.endsWith("_bytes");
      boolean ok = bytes ? integer(v) && v.asLong() >= 0 : v.isBoolean();
      if (!ok) {
        throw new IllegalArgumentException(key + " must be " + (bytes ? "a non-negative integer" : "boolean")
            + ", not " + (v.isNumber() ? v.asText() : Json.typeName(v)));
      }
    }
  }

  private static long dropped(JsonNode span) {
    JsonNode dropped = span.get("errors_in_dropped_region");
    if (integer(dropped)) {
      return Math.max(0, dropped.asLong());
    }
    JsonNode found = span.get("error_lines_found");
    JsonNode shown = span.get("error_lines_shown");
    return integer(found) && integer(shown) ? Math.max(0, found.asLong() - shown.asLong()) : 0;
  }

  private static List<String> strings(JsonNode v) {
    List<String> out = new ArrayList<>();
    if (v != null && v.isArray()) {
      v.forEach(a -> out.add(a.isTextual() ? a.asText() : a.toString()));
    }
    return List.copyOf(out);
  }

  private static boolean integer(JsonNode v) {
    return v != null && v.isIntegralNumber() && v.canConvertToLong();
  }

  private static String text(JsonNode v) {
    return v != null && v.isTextual() ? v.asText() : null;
  }

  private static String nonBlank(String s, String fallback) {
    return s == null || s.isBlank() ? fallback : s;
  }
}

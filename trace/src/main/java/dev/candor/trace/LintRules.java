package dev.candor.trace;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks {@link Lint} runs on one parsed line. Each returns problems without the line prefix.
 *
 * <p>The rules read the line as written, not as {@link Span} would rebuild it, so they also judge
 * spans from other wrappers: only the seven required fields must be there, and a rule that needs
 * an optional field ({@code observation}, {@code exit_code_preserved}, ...) is skipped when the
 * field is absent or of another type.
 */
final class LintRules {
  /** The span contract's six truncation fields, and the exit code. */
  static final List<String> REQUIRED = List.of(
      "stdout_bytes", "stderr_bytes", "stdout_cap", "stderr_cap", "stdout_truncated", "stderr_truncated",
      "exit_code");

  private static final long STALL_MS = 1000;

  private LintRules() {}

  static List<String> problems(JsonNode span) {
    List<String> out = new ArrayList<>();
    if (!span.isObject()) {
      out.add("unparseable: expected a JSON object, got " + Json.typeName(span));
      return out;
    }
    if (!Span.SPAN_TYPE.equals(textOrNull(span.get("span_type")))) {
      return out;
    }
    List<String> missing = new ArrayList<>();
    for (String key : REQUIRED) {
      if (!span.has(key)) {
        missing.add(key);
      }
    }
    if (!missing.isEmpty()) {
      out.add("missing [" + String.join(", ", missing) + "]");
      return out;
    }
    types(span, out);
    if (!out.isEmpty()) {
      return out;
    }
    stream(span, "stdout", out);
    stream(span, "stderr", out);
    boolean truncated = flag(span, "stdout_truncated") || flag(span, "stderr_truncated");
    if (flag(span, "ok_preview") && truncated) {
      out.add("ok_preview true while truncated");
    }
    long total = span.get("stdout_bytes").asLong() + span.get("stderr_bytes").asLong();
    silentCut(span, truncated, total, out);
    evidence(span, total, out);
    return out;
  }

  /** The required fields' types; the rules below rely on them. */
  private static void types(JsonNode span, List<String> out) {
    for (String key : REQUIRED) {
      JsonNode v = span.get(key);
      String want;
      boolean ok;
      if (key.endsWith("_truncated")) {
        want = "boolean";
        ok = v.isBoolean();
      } else if (key.endsWith("_bytes")) {
        want = "a non-negative integer";
        ok = integer(v) && v.asLong() >= 0;
      } else {
        want = "an integer or null";
        ok = v.isNull() || integer(v);
      }
      if (!ok) {
        out.add(key + " must be " + want + ", not " + (v.isNumber() ? v.asText() : Json.typeName(v)));
      }
    }
  }

  private static void stream(JsonNode span, String s, List<String> out) {
    long n = span.get(s + "_bytes").asLong();
    JsonNode cap = span.get(s + "_cap");
    boolean flag = span.get(s + "_truncated").asBoolean();
    if (!cap.isNull() && n > cap.asLong() && !flag) {
      out.add(s + " clipped without flag");
    }
    if (!cap.isNull() && n <= cap.asLong() && flag) {
      out.add(s + " flag set under cap");
    }
    String sha = textOrNull(span.get(s + "_sha256"));
    if (flag && sha != null && !sha.isEmpty()) {
      out.add("full " + s + " hash on clipped stream");
    }
  }

  /** The observation is shorter than the output, yet nothing says anything was cut. */
  private static void silentCut(JsonNode span, boolean truncated, long total, List<String> out) {
    JsonNode shown = span.path("observation").get("bytes");
    JsonNode cuts = span.get("cuts");
    boolean noCuts = cuts == null || cuts.isNull() || (cuts.isArray() && cuts.isEmpty());
    if (integer(shown) && shown.asLong() < total && !truncated && noCuts) {
      out.add("silent cut: observation " + shown.asLong() + " bytes of " + total + " with no truncation flag");
    }
  }

  private static void evidence(JsonNode span, long total, List<String> out) {
    JsonNode exit = span.get("exit_code");
    JsonNode preserved = span.get("exit_code_preserved");
    if (!exit.isNull() && exit.asLong() != 0 && preserved != null && preserved.isBoolean() && !preserved.asBoolean()) {
      out.add("non-zero exit " + exit.asLong() + " not stated in the observation");
    }
    JsonNode dropped = span.get("errors_in_dropped_region");
    if (integer(dropped) && dropped.asLong() > 0) {
      JsonNode found = span.get("error_lines_found");
      long of = integer(found) ? found.asLong() : dropped.asLong();
      out.add("error line in dropped region: " + dropped.asLong() + " of " + of + " error lines not shown");
    }
    JsonNode duration = span.get("duration_ms");
    if (total == 0 && duration != null && duration.isNumber() && duration.asDouble() >= STALL_MS
        && !exit.isNull() && exit.asLong() == 0) {
      out.add("both streams empty after " + duration.asText() + "ms: possible pipe stall");
    }
  }

  private static boolean flag(JsonNode span, String key) {
    JsonNode v = span.get(key);
    return v != null && v.isBoolean() && v.asBoolean();
  }

  private static boolean integer(JsonNode v) {
    return v != null && v.isIntegralNumber() && v.canConvertToLong();
  }

  private static String textOrNull(JsonNode v) {
    return v != null && v.isTextual() ? v.asText() : null;
  }
}

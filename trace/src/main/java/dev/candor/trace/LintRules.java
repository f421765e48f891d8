package dev.candor.trace;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks {@link Lint} runs on one parsed line. Each returns problems without the line prefix.
 *
 * <p>The rules read the line as written, not as {@link Span} would rebuild it, so they also judge
 * spans from other wrappers: the exit code may be spelt {@code exit_code}, {@code returncode} or
 * {@code exitCode}, and a rule that needs an optional field ({@code observation}, {@code
 * exit_code_preserved}, ...) is skipped when the field is absent or of another type.
 *
 * <p>A missing or mistyped field is one finding, never the end of checking: every rule still runs
 * on what the line does say. Byte counts and caps are compared as numbers whatever their JSON
 * number type, so a span the contract's own script judges is judged here too.
 */
final class LintRules {
  /** The span contract's six truncation fields. */
  static final List<String> REQUIRED = List.of(
      "stdout_bytes", "stderr_bytes", "stdout_cap", "stderr_cap", "stdout_truncated", "stderr_truncated");

  /** The spellings of the exit code, the contract's first: {@code exit_code}. */
  static final List<String> EXIT = List.of("exit_code", "returncode", "exitCode");

  private static final List<String> TIMED_OUT = List.of("timed_out", "timedOut");
  private static final long STALL_MS = 1000;

  /** One problem with a line, before it is placed in a file. */
  record Problem(LintKind kind, String stream, String text) {
    String advice() {
      return kind.advice(stream);
    }
  }

  private LintRules() {}

  static List<Problem> problems(JsonNode span) {
    List<Problem> out = new ArrayList<>();
    if (!span.isObject()) {
      out.add(new Problem(LintKind.UNPARSEABLE, null, "unparseable: expected a JSON object, got " + Json.typeName(span)));
      return out;
    }
    if (!Span.SPAN_TYPE.equals(textOrNull(span.get("span_type")))) {
      return out;
    }
    JsonNode exit = exit(span, out);
    types(span, exit, out);
    stream(span, "stdout", out);
    stream(span, "stderr", out);
    boolean truncated = flag(span, "stdout_truncated") || flag(span, "stderr_truncated");
    okPreview(span, truncated, exit, out);
    BigDecimal total = sum(number(span.get("stdout_bytes")), number(span.get("stderr_bytes")));
    silentCut(span, truncated, total, out);
    evidence(span, total, exit, out);
    binary(span, out);
    return out;
  }

  /** The exit code under whichever spelling the line uses; records it missing or given twice. */
  private static JsonNode exit(JsonNode span, List<Problem> out) {
    List<String> missing = new ArrayList<>();
    for (String key : REQUIRED) {
      if (!span.has(key)) {
        missing.add(key);
      }
    }
    JsonNode exit = null;
    String name = null;
    for (String key : EXIT) {
      JsonNode v = span.get(key);
      if (v == null) {
        continue;
      }
      if (exit == null) {
        exit = v;
        name = key;
      } else if (!v.equals(exit)) {
        out.add(new Problem(LintKind.CONFLICT, null, name + " " + exit + " but " + key + " " + v));
      }
    }
    if (exit == null) {
      missing.add("exit_code");
    }
    if (!missing.isEmpty()) {
      out.add(0, new Problem(LintKind.MISSING, null, "missing [" + String.join(", ", missing) + "]"));
    }
    return exit;
  }

  /** The types of the fields present; the rules below read mistyped values as best they can. */
  private static void types(JsonNode span, JsonNode exit, List<Problem> out) {
    for (String key : REQUIRED) {
      JsonNode v = span.get(key);
      if (v == null) {
        continue;
      }
      if (key.endsWith("_truncated")) {
        type(key, v, v.isBoolean(), "boolean", out);
      } else if (key.endsWith("_bytes")) {
        type(key, v, integer(v) && v.asLong() >= 0, "a non-negative integer", out);
      } else {
        type(key, v, v.isNull() || (integer(v) && v.asLong() >= 0), "a non-negative integer or null", out);
      }
    }
    if (exit != null) {
      String key = EXIT.stream().filter(span::has).findFirst().orElseThrow();
      type(key, exit, exit.isNull() || integer(exit), "an integer or null", out);
    }
    JsonNode ok = span.get("ok_preview");
    if (ok != null) {
      type("ok_preview", ok, ok.isBoolean(), "boolean", out);
    }
    for (String s : new String[] {"stdout", "stderr"}) {
      JsonNode sha = span.get(s + "_sha256");
      if (sha != null) {
        type(s + "_sha256", sha, sha.isNull() || sha.isTextual(), "a string or null", out);
      }
    }
  }

  private static void type(String key, JsonNode v, boolean ok, String want, List<Problem> out) {
    if (!ok) {
      out.add(new Problem(LintKind.WRONG_TYPE, stream(key),
          key + " must be " + want + ", not " + (v.isNumber() ? v.asText() : Json.typeName(v))));
    }
  }

  private static void stream(JsonNode span, String s, List<Problem> out) {
    BigDecimal n = number(span.get(s + "_bytes"));
    JsonNode capNode = span.get(s + "_cap");
    BigDecimal cap = number(capNode);
    boolean flag = flag(span, s + "_truncated");
    if (n != null && cap != null && n.compareTo(cap) > 0 && !flag) {
      out.add(new Problem(LintKind.CLIPPED_WITHOUT_FLAG, s, s + " clipped without flag"));
    }
    if (n != null && cap != null && n.compareTo(cap) <= 0 && flag) {
      out.add(new Problem(LintKind.FLAG_UNDER_CAP, s, s + " flag set under cap"));
    }
    if (flag && present(span.get(s + "_sha256"))) {
      out.add(new Problem(LintKind.FULL_HASH_ON_CLIPPED, s, "full " + s + " hash on clipped stream"));
    }
  }

  /** {@code ok_preview} says the agent saw a success; each fact that denies it is a finding. */
  private static void okPreview(JsonNode span, boolean truncated, JsonNode exit, List<Problem> out) {
    if (!flag(span, "ok_preview")) {
      return;
    }
    if (truncated) {
      out.add(new Problem(LintKind.OK_PREVIEW_TRUNCATED, null, "ok_preview true while truncated"));
    }
    if (exit != null && exit.isNull()) {
      out.add(new Problem(LintKind.OK_PREVIEW_FAILED, null, "ok_preview true with no exit code"));
    } else if (exit != null && !(exit.isNumber() && exit.decimalValue().signum() == 0)) {
      out.add(new Problem(LintKind.OK_PREVIEW_FAILED, null, "ok_preview true with exit " + (exit.isNumber() ? exit.asText() : exit.toString())));
    }
    if (TIMED_OUT.stream().anyMatch(k -> flag(span, k))) {
      out.add(new Problem(LintKind.OK_PREVIEW_TIMED_OUT, null, "ok_preview true after a timeout"));
    }
    JsonNode signal = span.get("signal");
    if (signal != null && !signal.isNull() && !(signal.isBoolean() && !signal.asBoolean())) {
      out.add(new Problem(LintKind.OK_PREVIEW_SIGNALLED, null, "ok_preview true after signal " + signal.asText()));
    }
  }

  /** The observation is shorter than the output, yet nothing says anything was cut. */
  private static void silentCut(JsonNode span, boolean truncated, BigDecimal total, List<Problem> out) {
    JsonNode shown = span.path("observation").get("bytes");
    JsonNode cuts = span.get("cuts");
    boolean noCuts = cuts == null || cuts.isNull() || (cuts.isArray() && cuts.isEmpty());
    if (total != null && integer(shown) && BigDecimal.valueOf(shown.asLong()).compareTo(total) < 0 && !truncated
        && noCuts) {
      out.add(new Problem(LintKind.SILENT_CUT, null,
          "silent cut: observation " + shown.asLong() + " bytes of " + total.toPlainString() + " with no truncation flag"));
    }
  }

  private static void evidence(JsonNode span, BigDecimal total, JsonNode exit, List<Problem> out) {
    boolean exitKnown = exit != null && integer(exit);
    JsonNode preserved = span.get("exit_code_preserved");
    if (exitKnown && exit.asLong() != 0 && preserved != null && preserved.isBoolean() && !preserved.asBoolean()) {
      out.add(new Problem(LintKind.EXIT_NOT_STATED, null, "non-zero exit " + exit.asLong() + " not stated in the observation"));
    }
    JsonNode dropped = span.get("errors_in_dropped_region");
    if (integer(dropped) && dropped.asLong() > 0) {
      JsonNode found = span.get("error_lines_found");
      long of = integer(found) ? found.asLong() : dropped.asLong();
      out.add(new Problem(LintKind.ERRORS_DROPPED, null,
          "error line in dropped region: " + dropped.asLong() + " of " + of + " error lines not shown"));
    }
    JsonNode duration = span.get("duration_ms");
    boolean empty = total != null && total.signum() == 0 && span.has("stdout_bytes") && span.has("stderr_bytes");
    if (empty && exitKnown && exit.asLong() == 0) {
      if (duration == null || duration.isNull()) {
        out.add(new Problem(LintKind.PIPE_STALL, null, "both streams empty with exit 0 and no duration: possible pipe stall"));
      } else if (duration.isNumber() && duration.asDouble() >= STALL_MS) {
        out.add(new Problem(LintKind.PIPE_STALL, null, "both streams empty after " + duration.asText() + "ms: possible pipe stall"));
      }
    }
  }

  /** Binary output recorded with a text preview: diffing that preview as UTF-8 misleads. */
  private static void binary(JsonNode span, List<Problem> out) {
    if (!"binary".equals(textOrNull(span.get("encoding")))) {
      return;
    }
    for (String s : new String[] {"stdout", "stderr"}) {
      String preview = textOrNull(span.get("preview_" + s));
      if (preview != null && !preview.isEmpty()) {
        out.add(new Problem(LintKind.BINARY_PREVIEW, s, "binary " + s + " with a UTF-8 preview"));
      }
    }
  }

  /** Whether a field holds a value, as the contract's script tests it: not null, false, 0 or empty. */
  private static boolean present(JsonNode v) {
    if (v == null || v.isNull()) {
      return false;
    }
    if (v.isBoolean()) {
      return v.asBoolean();
    }
    if (v.isNumber()) {
      return v.decimalValue().signum() != 0;
    }
    if (v.isTextual()) {
      return !v.asText().isEmpty();
    }
    return !v.isEmpty();
  }

  private static String stream(String key) {
    return key.startsWith("stdout") ? "stdout" : key.startsWith("stderr") ? "stderr" : null;
  }

  private static BigDecimal number(JsonNode v) {
    return v != null && v.isNumber() ? v.decimalValue() : null;
  }

  private static BigDecimal sum(BigDecimal a, BigDecimal b) {
    return a == null || b == null ? null : a.add(b);
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

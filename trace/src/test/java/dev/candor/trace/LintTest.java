package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class LintTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String CUT = "{\"reason\":\"end\",\"from\":2,\"to\":900,\"count\":899,\"bytes\":16000}";
  /** The seed's proposed record, which has no exit_code. */
  private static final String SEED = "{\"span_type\":\"tool\",\"tool_name\":\"pytest\",\"cwd\":\"/work/repo\","
      + "\"preview_stdout\":\"===== test session starts =====\\n\",\"preview_stderr\":\"\",\"stdout_bytes\":24118,"
      + "\"stderr_bytes\":902,\"stdout_cap\":8192,\"stderr_cap\":8192,\"stdout_truncated\":true,"
      + "\"stderr_truncated\":false,\"stdout_sha256\":null,\"stderr_sha256\":\"b3a1...\","
      + "\"stdout_head_sha256\":\"9c21...\",\"stdout_tail_sha256\":\"44de...\",\"encoding\":\"utf-8\",\"ok_preview\":true}";

  private static final String INCOMPLETE =
      "  first action: treat the span as incomplete: do not close the incident on its preview\n";

  @TempDir Path dir;

  static Stream<Arguments> brokenSpans() {
    return Stream.of(
        Arguments.of(patch("{\"stdout_bytes\":24118,\"stdout_cap\":8192,\"cuts\":[" + CUT + "]}"),
            "L1: stdout clipped without flag"),
        Arguments.of(patch("{\"stderr_bytes\":902,\"stderr_cap\":8192,\"stderr_truncated\":true,"
            + "\"stderr_sha256\":null,\"ok_preview\":false}"), "L1: stderr flag set under cap"),
        Arguments.of(patch("{\"stdout_bytes\":24118,\"stdout_cap\":8192,\"stdout_truncated\":true,\"ok_preview\":false}"),
            "L1: full stdout hash on clipped stream"),
        Arguments.of(patch("{\"stdout_bytes\":24118,\"stdout_cap\":8192,\"stdout_truncated\":true,\"stdout_sha256\":null}"),
            "L1: ok_preview true while truncated"),
        Arguments.of(patch("{\"stdout_bytes\":5000,\"stdout_cap\":null}"),
            "L1: silent cut: observation 34 bytes of 5000 with no truncation flag"),
        Arguments.of(patch("{\"exit_code\":2,\"exit_code_preserved\":false,\"ok_preview\":false}"),
            "L1: non-zero exit 2 not stated in the observation"),
        Arguments.of(patch("{\"error_lines_found\":7,\"error_lines_shown\":4,\"errors_in_dropped_region\":3}"),
            "L1: error line in dropped region: 3 of 7 error lines not shown"),
        Arguments.of(patch("{\"stdout_bytes\":0,\"stdout_cap\":0,\"duration_ms\":30000}"),
            "L1: both streams empty after 30000ms: possible pipe stall"),
        Arguments.of(without("stdout_cap", "exit_code"), "L1: missing [stdout_cap, exit_code]"),
        Arguments.of(patch("{\"stdout_bytes\":\"24118\",\"stderr_truncated\":null,\"exit_code\":1.5}"),
            "L1: stdout_bytes must be a non-negative integer, not string\n"
                + "L1: stderr_truncated must be boolean, not null\n"
                + "L1: exit_code must be an integer or null, not 1.5\n"
                + "L1: ok_preview true with exit 1.5"),
        Arguments.of(SEED, "L1: missing [exit_code]\nL1: ok_preview true while truncated"),
        Arguments.of(SEED.replace("\"ok_preview\"", "\"exit_code\":0,\"ok_preview\""),
            "L1: ok_preview true while truncated"),
        Arguments.of(SEED.replace("\"ok_preview\"", "\"returncode\":0,\"ok_preview\""),
            "L1: ok_preview true while truncated"),
        Arguments.of(SEED.replace("\"ok_preview\"", "\"exitCode\":3,\"ok_preview\""),
            "L1: ok_preview true while truncated\nL1: ok_preview true with exit 3"),
        Arguments.of(without("exit_code", "stdout_bytes"),
            "L1: missing [stdout_bytes, exit_code]"),
        Arguments.of(patch("{\"exit_code\":1,\"exit_code_preserved\":true}"), "L1: ok_preview true with exit 1"),
        Arguments.of(patch("{\"exit_code\":null,\"exit_code_preserved\":false}"),
            "L1: ok_preview true with no exit code"),
        Arguments.of(patch("{\"timed_out\":true}"), "L1: ok_preview true after a timeout"),
        Arguments.of(patch("{\"signal\":9}"), "L1: ok_preview true after signal 9"),
        Arguments.of(patch("{\"returncode\":0,\"exitCode\":1}"), "L1: exit_code 0 but exitCode 1"),
        Arguments.of(SEED.replace("\"ok_preview\":true", "\"returncode\":0,\"ok_preview\":false")
                .replace("24118", "0").replace("902", "0").replace("true", "false")
                .replace("\"stdout_sha256\":null", "\"stdout_sha256\":\"ab\""),
            "L1: both streams empty with exit 0 and no duration: possible pipe stall"),
        Arguments.of(patch("{\"encoding\":\"binary\",\"preview_stdout\":\"\\u0000ELF\"}"),
            "L1: binary stdout with a UTF-8 preview"),
        Arguments.of("{\"schema\":\"candor.span/1\",\"span_type\":", "L1: unparseable: unexpected end of input"),
        Arguments.of("[1, 2]", "L1: unparseable: expected a JSON object, got array"),
        Arguments.of("{\"a\":1} {\"b\":2}", "L1: unparseable: text after the JSON value at column 9"),
        Arguments.of("{\"a\":1,\"a\":2}", "L1: unparseable: duplicate field 'a' at column 11"));
  }

  @ParameterizedTest
  @MethodSource("brokenSpans")
  void brokenSpanIsReportedWithItsRule(String line, String findings) throws IOException {
    Lint.Result result = Lint.run(write("run.jsonl", line + "\n"));
    assertThat(result.findings()).extracting(Lint.Finding::toString).containsExactly(findings.split("\n"));
    assertThat(result.issues()).isEqualTo(findings.split("\n").length);
    assertThat(result.exitStatus()).isEqualTo(1);
  }

  /** The issue's two seed-style spans: {@code returncode}, four contract breaks, and two the seed misses. */
  @Test
  void seedStyleSpansAreJudgedInFullWithTheFirstActionForEach() throws IOException {
    String a = "{\"span_type\":\"tool\",\"returncode\":2,\"stdout_bytes\":24118,\"stderr_bytes\":902,"
        + "\"stdout_cap\":8192,\"stderr_cap\":8192,\"stdout_truncated\":false,\"stderr_truncated\":true,"
        + "\"stderr_sha256\":null,\"ok_preview\":true}";
    String b = "{\"span_type\":\"tool\",\"returncode\":0,\"stdout_bytes\":0,\"stderr_bytes\":0,\"stdout_cap\":8192,"
        + "\"stderr_cap\":8192,\"stdout_truncated\":false,\"stderr_truncated\":false,\"ok_preview\":true}";
    Lint.Result result = Lint.run(write("run.jsonl", a + "\n" + b + "\n"));
    assertThat(result.text()).isEqualTo("L1: stdout clipped without flag\n"
        + "  first action: fetch the tail hash, then re-run the tool with the cap removed\n"
        + "L1: stderr flag set under cap\n" + INCOMPLETE
        + "L1: ok_preview true while truncated\n" + INCOMPLETE
        + "L1: ok_preview true with exit 2\n" + INCOMPLETE
        + "L2: both streams empty with exit 0 and no duration: possible pipe stall\n"
        + "  first action: check for a pipe stall and the ulimit, then re-run the tool\n"
        + "issues=5\n");
    assertThat(result.findings()).extracting(Lint.Finding::kind).containsExactly(LintKind.CLIPPED_WITHOUT_FLAG,
        LintKind.FLAG_UNDER_CAP, LintKind.OK_PREVIEW_TRUNCATED, LintKind.OK_PREVIEW_FAILED, LintKind.PIPE_STALL);
  }

  @Test
  void eachKindHasAOneLineFirstActionFromTheDecisionTable() {
    assertThat(LintKind.CLIPPED_WITHOUT_FLAG.advice("stderr")).startsWith("re-run the tool with the cap removed");
    assertThat(LintKind.FULL_HASH_ON_CLIPPED.advice("stdout")).startsWith("fetch the tail hash");
    assertThat(LintKind.PIPE_STALL.advice(null)).startsWith("check for a pipe stall and the ulimit");
    assertThat(LintKind.OK_PREVIEW_TRUNCATED.advice(null)).startsWith("treat the span as incomplete");
    assertThat(LintKind.BINARY_PREVIEW.advice("stdout")).startsWith("skip UTF-8 preview diffs");
    for (LintKind k : LintKind.values()) {
      assertThat(k.advice(null)).doesNotContain("\n").isNotBlank();
    }
  }

  @Test
  void cleanTracePassesWithNoIssues() throws IOException {
    Path trace = dir.resolve("clean.jsonl");
    SpanSink sink = SpanSink.jsonl(trace);
    sink.append(Spans.whole("ok\n", 0).build());
    sink.append(Spans.clipped().build());
    sink.append(Spans.whole("", 0).durationMs(50).build());
    sink.append(Spans.whole("FAIL: test_billing\n", 1).handle("sqlite:7").build());
    Lint.Result result = Lint.run(trace);
    assertThat(result.text()).isEqualTo("issues=0\n");
    assertThat(result.json()).isEqualTo("{\"issues\":0,\"findings\":[]}");
    assertThat(result.exitStatus()).isZero();
  }

  @Test
  void spansOfAnotherTypeAreSkipped() throws IOException {
    String llm = patch("{\"span_type\":\"llm\",\"stdout_bytes\":24118,\"stdout_cap\":8192}");
    assertThat(Lint.run(write("run.jsonl", llm + "\n{\"event\":\"start\"}\n")).issues()).isZero();
  }

  @Test
  void garbageAndATruncatedLastLineAreReportedByLineNumber() throws IOException {
    String clean = Spans.whole("ok\n", 0).build().toJson();
    byte[] garbage = {0x7f, 'E', 'L', 'F', 0, 0, (byte) 0xff, (byte) 0xfe, (byte) 0xc3, '\r'};
    Path trace = dir.resolve("run.jsonl");
    Files.write(trace, concat(
        (clean + "\n").getBytes(StandardCharsets.UTF_8),
        garbage, "\n".getBytes(StandardCharsets.UTF_8),
        ("not json at all\n" + clean + "\r\n\n   \n" + clean.substring(0, clean.length() / 2))
            .getBytes(StandardCharsets.UTF_8)));
    Lint.Result result = Lint.run(trace);
    assertThat(result.findings()).extracting(Lint.Finding::line).containsExactly(2L, 3L, 7L);
    assertThat(result.text()).isEqualTo("L2: unparseable: not UTF-8 text\n" + INCOMPLETE
        + "L3: unparseable: unrecognized token 'not' at column 1\n" + INCOMPLETE
        + "L7: unparseable: unexpected end of input\n" + INCOMPLETE
        + "issues=3\n");
  }

  @Test
  void blankLinesAreIgnoredButCounted() throws IOException {
    String broken = patch("{\"exit_code\":2,\"exit_code_preserved\":false,\"ok_preview\":false}");
    Lint.Result result = Lint.run(write("run.jsonl", "\n  \t\n\n" + broken + "\n\n"));
    assertThat(result.text()).isEqualTo("L4: non-zero exit 2 not stated in the observation\n" + INCOMPLETE + "issues=1\n");
  }

  @Test
  void severalFilesPrefixEachFindingWithItsFile() throws IOException {
    Path a = write("a.jsonl", Spans.whole("ok\n", 0).build().toJson() + "\n");
    Path b = write("b.jsonl", "\n" + patch("{\"stdout_bytes\":5000,\"stdout_cap\":null}") + "\n");
    Lint.Result result = Lint.run(a, b);
    assertThat(result.text())
        .isEqualTo(b + ": L2: silent cut: observation 34 bytes of 5000 with no truncation flag\n"
            + "  first action: re-run the tool with the cap removed, then diff its output against the preview\n"
            + "issues=1\n");
    assertThat(result.json()).isEqualTo("{\"issues\":1,\"findings\":[{\"file\":\"" + b + "\",\"line\":2,"
        + "\"kind\":\"silent_cut\",\"problem\":\"silent cut: observation 34 bytes of 5000 with no truncation flag\","
        + "\"advice\":\"re-run the tool with the cap removed, then diff its output against the preview\"}]}");
  }

  @Test
  void unusableInputExitsWith2AndSaysWhy() throws IOException {
    Path missing = dir.resolve("nope.jsonl");
    Path broken = write("run.jsonl", "oops\n");
    Lint.Result result = Lint.run(missing, dir, broken);
    assertThat(result.errors()).containsExactly(
        "cannot read " + missing + ": no such file", "cannot read " + dir + ": is a directory");
    assertThat(result.issues()).isEqualTo(1);
    assertThat(result.exitStatus()).isEqualTo(2);
    assertThat(result.json()).endsWith(",\"errors\":[\"cannot read " + missing + ": no such file\",\"cannot read "
        + dir + ": is a directory\"]}");
  }

  @Test
  void run_needsAtLeastOneTrace() {
    assertThatThrownBy(() -> Lint.run()).hasMessage("no trace to lint: pass at least one JSONL file");
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  /** A clean span with the fields of {@code json} merged in, objects member by member. */
  private static String patch(String json) {
    try {
      ObjectNode base = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
      merge(base, JSON.readTree(json));
      return base.toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static void merge(ObjectNode into, JsonNode from) {
    for (Map.Entry<String, JsonNode> e : from.properties()) {
      if (e.getValue().isObject() && into.path(e.getKey()).isObject()) {
        merge((ObjectNode) into.get(e.getKey()), e.getValue());
      } else {
        into.set(e.getKey(), e.getValue());
      }
    }
  }

  private static String without(String... fields) {
    try {
      ObjectNode base = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
      base.remove(List.of(fields));
      return base.toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}

package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpanTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void jsonNamesEveryFieldOfTheContractInSnakeCase() throws Exception {
    JsonNode line = JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
    List<String> names = new ArrayList<>();
    line.fieldNames().forEachRemaining(names::add);
    assertThat(names).containsExactly("schema", "span_type", "tool_name", "argv", "cwd", "start_time",
        "duration_ms", "exit_code", "signal", "timed_out", "stdout_bytes", "stderr_bytes", "stdout_cap",
        "stderr_cap", "stdout_truncated", "stderr_truncated", "stdout_sha256", "stderr_sha256",
        "stdout_head_sha256", "stdout_tail_sha256", "stderr_head_sha256", "stderr_tail_sha256", "encoding",
        "ok_preview", "strategy", "budget", "observation", "error_lines_found", "error_lines_shown",
        "exit_code_preserved", "errors_in_dropped_region", "cuts", "handle", "notes", "upstream_cut_suspected",
        "upstream_cut_reason");
    assertThat(line.get("schema").asText()).isEqualTo("candor.span/1");
    assertThat(line.get("span_type").asText()).isEqualTo("tool");
    assertThat(line.get("start_time").asText()).isEqualTo("2025-01-02T03:04:05.678Z");
  }

  @Test
  void aSignalIsWrittenWithItsNameAndReadBack() throws Exception {
    Span killed = Spans.whole("", 0).signal(11).build();
    JsonNode line = JSON.readTree(killed.toJson());
    assertThat(line.get("signal").asInt()).isEqualTo(11);
    assertThat(line.get("signal_name").asText()).isEqualTo("SIGSEGV");
    assertThat(JSON.readTree(Spans.whole("", 0).build().toJson()).has("signal_name")).isFalse();
    assertThat(Span.parse(killed.toJson())).isEqualTo(killed);
  }

  @Test
  void toJsonIsOneLineEvenWhenFieldsHoldLineBreaks() {
    String json = Spans.whole("ok\n", 0).cwd("/a\nb").notes(List.of("one\ntwo")).build().toJson();
    assertThat(json).doesNotContain("\n");
  }

  @Test
  void parseReadsBackWhatToJsonWrote() {
    Span whole = Spans.whole("all good\n", 0).handle("h:1").build();
    Span clipped = Spans.clipped().build();
    assertThat(Span.parse(whole.toJson())).isEqualTo(whole);
    assertThat(Span.parse(clipped.toJson())).isEqualTo(clipped);
  }

  @Test
  void parseReadsBackCutsWithAndWithoutATemplate() {
    Span cut = Spans.clipped().cuts(List.of(
        new dev.candor.Cut(dev.candor.CutReason.MIDDLE, 2, 9, 8, 80, null),
        dev.candor.Cut.repeats(10, 19, 100, "ok <N>"))).build();
    assertThat(cut.toJson()).contains("\"like\":\"ok <N>\"");
    assertThat(Span.parse(cut.toJson())).isEqualTo(cut);
  }

  @Test
  void shapedFillsTheObservationFromWhatTheModelSaw() {
    Shaped shaped = Spans.shape("hello\n", Evidence.of("echo hello", 0).withTool("terminal"), Budget.chars(500));
    Span span = Spans.of(shaped).build();
    byte[] text = shaped.text().getBytes(StandardCharsets.UTF_8);
    assertThat(span.observation().bytes()).isEqualTo(text.length);
    assertThat(span.observation().chars()).isEqualTo(shaped.text().codePointCount(0, shaped.text().length()));
    assertThat(span.observation().sha256()).isEqualTo(Observation.sha256(text));
    assertThat(span.observation().tokens()).isEqualTo((text.length + 3) / 4);
    assertThat(span.budget()).isEqualTo(new SpanBudget(500, "chars", "approx"));
    assertThat(span.toolName()).isEqualTo("terminal");
    assertThat(span.strategy()).isEqualTo(shaped.strategy().label());
    assertThat(span.exitCodePreserved()).isTrue();
    assertThat(span.okPreview()).isTrue();
  }

  @Test
  void clippedSpanRecordsHashesOfTheDroppedRunsAndNotTheWhole() {
    Span span = Spans.clipped().build();
    assertThat(span.stdout().truncated()).isTrue();
    assertThat(span.stdout().sha256()).isEmpty();
    assertThat(span.stdout().headSha256()).isPresent();
    assertThat(span.stdout().tailSha256()).isPresent();
    assertThat(span.stdout().cap().getAsLong()).isLessThan(span.stdout().bytes());
    assertThat(span.cuts()).isNotEmpty();
    assertThat(span.okPreview()).isFalse();
    assertThat(span.exitCode()).hasValue(1);
    assertThat(span.exitCodePreserved()).isTrue();
    assertThat(span.errorLinesShown()).isEqualTo(span.errorLinesFound());
  }

  @Test
  void okPreview_falseOnNonZeroExitOrUnknownExit() {
    assertThat(Spans.whole("boom\n", 2).build().okPreview()).isFalse();
    Shaped noExit = Spans.shape("hi\n", Evidence.none().withTool("read_file"), Budget.chars(500));
    Span span = Spans.of(noExit).build();
    assertThat(span.exitCode()).isEmpty();
    assertThat(span.okPreview()).isFalse();
    assertThat(span.exitCodePreserved()).isFalse();
  }

  /** {@code --timeout 3s -- sh -c 'sleep 100 & echo done; exit 0'}: the shell says 0, the call was stopped. */
  @Test
  void okPreview_falseAfterATimeoutOrASignalEvenWithExitZero() {
    assertThat(Spans.whole("done\n", 0).build().okPreview()).isTrue();
    Span timedOut = Spans.whole("done\n", 0).timedOut(true).build();
    assertThat(timedOut.okPreview()).isFalse();
    assertThat(timedOut.toJson()).contains("\"timed_out\":true").contains("\"ok_preview\":false");
    assertThat(Spans.whole("done\n", 0).signal(9).build().okPreview()).isFalse();
  }

  @Test
  void exitCodePreserved_falseWhenTheBudgetClipsTheHeader() {
    Shaped tiny = Spans.shape("x".repeat(5_000) + "\n", Evidence.of("a-very-long-command --with --flags", 3)
        .withTool("terminal"), Budget.chars(5));
    assertThat(tiny.text()).doesNotContain("exit code: 3");
    assertThat(Spans.of(tiny).build().exitCodePreserved()).isFalse();
  }

  @Test
  void errorsInDroppedRegionIsFoundLessShown() {
    Span span = Spans.whole("ok\n", 1).errorLines(5, 2).build();
    assertThat(span.errorsInDroppedRegion()).isEqualTo(3);
  }

  @Test
  void withHandleKeepsEverythingElse() {
    Span span = Spans.whole("ok\n", 0).build();
    Span stored = span.withHandle("sqlite:1");
    assertThat(stored.handle()).hasValue("sqlite:1");
    assertThat(stored.withHandle("x")).usingRecursiveComparison().ignoringFields("handle").isEqualTo(span);
  }

  @Test
  void build_namesTheFirstMissingField() {
    Span.Builder b = Span.builder().toolName("terminal").startTime(Spans.START).durationMs(1);
    assertThatThrownBy(b::build).isInstanceOf(IllegalStateException.class)
        .hasMessage("cwd is not set: pass the directory the tool ran in");
  }

  @Test
  void build_rejectsABlankToolName() {
    assertThatThrownBy(() -> Spans.whole("ok\n", 0).toolName(" ").build())
        .hasMessage("toolName is blank: name the tool as the agent calls it");
  }

  @Test
  void parse_rejectsAnotherSchema() throws Exception {
    ObjectNode line = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
    line.put("schema", "candor.span/2");
    assertThatThrownBy(() -> Span.parse(line.toString()))
        .hasMessage("not a candor.span/1 tool span: schema 'candor.span/2', span_type 'tool'");
  }

  @Test
  void parse_namesAFieldOfTheWrongType() throws Exception {
    ObjectNode line = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
    line.put("stdout_bytes", "many");
    assertThatThrownBy(() -> Span.parse(line.toString()))
        .hasMessage("field 'stdout_bytes' must be integer, not string");
  }

  @Test
  void parse_namesTheStreamThatBreaksTheContract() throws Exception {
    ObjectNode line = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
    line.put("stdout_cap", 1);
    assertThatThrownBy(() -> Span.parse(line.toString()))
        .hasMessageStartingWith("stdout: a stream of 3 bytes over its cap of 1 was clipped: mark it truncated");
  }

  @Test
  void parse_rejectsTextThatIsNotJson() {
    assertThatThrownBy(() -> Span.parse("{\"schema\":")).hasMessage("not a span: unexpected end of input");
  }

  /** The observation's sign of a cut made before Candor saw the output flows into the span and back. */
  @Test
  void anUpstreamCutTheObservationStatesIsRecordedWithItsReason() {
    StringBuilder out = new StringBuilder();
    for (int i = 1; i <= 1_000; i++) {
      out.append("match ").append(i).append('\n');
    }
    Shaped shaped = Spans.shape(out.toString(), Evidence.of("grep -r TODO . | head -n 1000", 0).withTool("terminal"),
        Budget.chars(2_000));
    Span span = Spans.of(shaped).build();
    assertThat(span.upstreamCut()).hasValue("exactly 1,000 lines, as 'head -n 1000' keeps");
    assertThat(span.toJson()).contains("\"upstream_cut_suspected\":true",
        "\"upstream_cut_reason\":\"exactly 1,000 lines, as 'head -n 1000' keeps\"");
    assertThat(Span.parse(span.toJson()).upstreamCut()).isEqualTo(span.upstreamCut());
    Span plain = Spans.whole("done\n", 0).build();
    assertThat(plain.toJson()).contains("\"upstream_cut_suspected\":false", "\"upstream_cut_reason\":null");
  }
}

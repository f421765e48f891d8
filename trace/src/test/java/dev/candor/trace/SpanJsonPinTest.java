package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Cut;
import dev.candor.CutReason;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pins a span's JSON line field by field, so a change in how it is written (such as sharing the
 * cut and budget form with the CLI and MCP) shows here as a diff of the line, not as a drift.
 */
class SpanJsonPinTest {
  private static Span span() {
    return Spans.clipped()
        .signal(9)
        .handle("cnd_0123456789ab")
        .notes(List.of("a note"))
        .upstreamCut("exactly 1,000 lines")
        .cuts(List.of(
            new Cut(CutReason.MIDDLE, 2, 9, 8, 80),
            new Cut(CutReason.START, 10, 12, 3, 3, ""),
            Cut.repeats(13, 19, 70, "ok <N>"),
            new Cut(CutReason.ITEMS, 1, 4, 4, 120)))
        .build();
  }

  @Test
  void aSpanIsWrittenFieldByFieldInSchemaOrder() {
    String json = span().toJson();
    String head = json.substring(0, json.indexOf("\"stdout_bytes\""));
    assertThat(head).isEqualTo("{\"schema\":\"candor.span/1\",\"span_type\":\"tool\",\"tool_name\":\"terminal\","
        + "\"argv\":[\"sh\",\"-c\",\"mvn -B package\"],\"cwd\":\"/work/repo\",\"start_time\":\"2025-01-02T03:04:05.678Z\","
        + "\"duration_ms\":1234,\"exit_code\":1,\"signal\":9,\"signal_name\":\"SIGKILL\",\"timed_out\":false,");
    assertThat(json.substring(json.indexOf("\"encoding\""), json.indexOf("\"observation\"")))
        .isEqualTo("\"encoding\":\"utf-8\",\"ok_preview\":false,\"strategy\":\"terminal\","
            + "\"budget\":{\"limit\":1000,\"unit\":\"chars\",\"tokenizer\":\"approx\"},");
    assertThat(json.substring(json.indexOf("\"cuts\"")))
        .isEqualTo(CUTS + ",\"handle\":\"cnd_0123456789ab\",\"notes\":[\"a note\"],"
            + "\"upstream_cut_suspected\":true,\"upstream_cut_reason\":\"exactly 1,000 lines\"}");
  }

  static final String CUTS = "\"cuts\":["
      + "{\"reason\":\"middle\",\"from\":2,\"to\":9,\"count\":8,\"bytes\":80},"
      + "{\"reason\":\"start\",\"from\":10,\"to\":12,\"count\":3,\"bytes\":3,\"empty\":true},"
      + "{\"reason\":\"repeats\",\"from\":13,\"to\":19,\"count\":7,\"bytes\":70,\"like\":\"ok <N>\"},"
      + "{\"reason\":\"items\",\"from\":1,\"to\":4,\"count\":4,\"bytes\":120}]";

  @Test
  void aSpanWrittenBeforeTheSharedFormReadsAnEmptyCutFromItsEmptyTemplate() {
    Span s = span();
    String old = s.toJson().replace("\"empty\":true", "\"like\":\"\"");
    assertThat(old).isNotEqualTo(s.toJson());
    assertThat(Span.parse(old)).isEqualTo(s);
  }

  @Test
  void aSpanReadsBackAsWritten() {
    Span s = span();
    assertThat(Span.parse(s.toJson())).isEqualTo(s);
  }
}

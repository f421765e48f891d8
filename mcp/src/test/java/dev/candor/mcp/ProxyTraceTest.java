package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.candor.trace.Lint;
import dev.candor.trace.Span;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Shaper;
import dev.candor.Tokenizer;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.store.Handle;
import dev.candor.store.ResultStore;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProxyTraceTest {
  @TempDir Path dir;

  @Test
  void everyToolsCallLeavesASpanThatSaysWhetherItWasCutAndPassesLint() throws Exception {
    Path trace = dir.resolve("trace.jsonl");
    JsonNode small;
    JsonNode big;
    try (McpTestClient client = McpTestClient.proxy(2_000, "sqlite:" + dir.resolve("store.db"), 30_000,
        "-Dcandor.test.trace=" + trace)) {
      client.initialize();
      small = client.call("echo", "{\"text\":\"hello\"}");
      big = client.call("big", "{\"bytes\":300000}");
    }

    List<Span> spans = Files.readAllLines(trace).stream().map(Span::parse).collect(Collectors.toList());
    assertThat(spans).extracting(Span::toolName).containsExactly("echo", "big");

    Span passed = spans.get(0);
    assertThat(passed.stdout().truncated()).isFalse();
    assertThat(passed.strategy()).isEqualTo("none");
    assertThat(passed.observation().bytes()).isEqualTo(passed.stdout().bytes());
    assertThat(passed.handle()).isEmpty();
    assertThat(small.path("result").toString()).contains("hello");

    Span shaped = spans.get(1);
    assertThat(shaped.stdout().truncated()).isTrue();
    // The text part's own bytes: its JSON escapes (\\n, \\") decoded, so fewer than the 300,000 sent.
    assertThat(shaped.stdout().bytes()).isBetween(280_000L, 300_000L);
    assertThat(shaped.stdout().headSha256()).isPresent();
    assertThat(shaped.observation().tokens()).isLessThanOrEqualTo(2_000);
    assertThat(shaped.handle()).hasValueSatisfying(h -> assertThat(McpTestClient.text(big)).contains(h));

    assertThat(Lint.run(trace).findings()).isEmpty();
  }

  /**
   * A text result the proxy shaped has the span the call pipeline gives the same bytes ({@code
   * candor shape --tool-name big} at the part's budget): every field the same, times and the
   * handle apart, dropped-run hashes included. The comparison names the proxy's handle as the
   * full output, so both observations are the same text.
   */
  @Test
  void aShapedTextResultsSpanIsThePipelinesSpanOfTheSameBytes() throws Exception {
    Path trace = dir.resolve("trace.jsonl");
    String store = "sqlite:" + dir.resolve("store.db");
    try (McpTestClient client = McpTestClient.proxy(2_000, store, 30_000, "-Dcandor.test.trace=" + trace)) {
      client.initialize();
      client.call("big", "{\"bytes\":300000}");
    }
    Span proxied = Span.parse(Files.readAllLines(trace).get(0));
    String handle = proxied.handle().orElseThrow();
    assertThat(proxied.stdout().truncated()).isTrue();
    assertThat(proxied.stdout().headSha256()).isPresent();
    assertThat(proxied.stdout().tailSha256()).isPresent();
    assertThat(proxied.budget().unit()).isEqualTo("tokens");
    assertThat(proxied.budget().limit()).isEqualTo(1_600); // 2,000 less the 400 held back for the proxy's notes

    byte[] text;
    try (ResultStore s = ResultStore.open(store); InputStream in = s.openRaw(Handle.parse(handle))) {
      text = in.readAllBytes();
    }
    Budget part = Budget.tokens(proxied.budget().limit(), Tokenizer.o200k());
    Outcome shaped = Pipeline.run(Call.output(new ByteArrayInputStream(text)).tool("big")
        .shaper(Shaper.builder().budget(part)).redactor(Redactor.defaults())
        .fullOutput(ProxyResults.reference(handle)).spanned(true).build());
    Span direct = shaped.span().orElseThrow();

    assertThat(comparable(proxied)).isEqualTo(comparable(direct));
    assertThat(direct.stdout().headSha256()).isEqualTo(proxied.stdout().headSha256());
  }

  /** A span's fields as JSON, less its times and its handle. */
  private static Map<String, Object> comparable(Span span) throws Exception {
    Map<String, Object> m = new ObjectMapper().readValue(span.toJson(), new TypeReference<Map<String, Object>>() {});
    m.remove("start_time");
    m.remove("duration_ms");
    m.remove("handle");
    return new TreeMap<>(m);
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.candor.trace.Lint;
import dev.candor.trace.Span;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    assertThat(shaped.stdout().bytes()).isGreaterThan(300_000);
    assertThat(shaped.observation().tokens()).isLessThanOrEqualTo(2_000);
    assertThat(shaped.handle()).hasValueSatisfying(h -> assertThat(McpTestClient.text(big)).contains(h));

    assertThat(Lint.run(trace).findings()).isEmpty();
  }
}

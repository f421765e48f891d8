package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.store.Handle;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run_command masks a password in argv in its result, its span and the store, as candor run does. */
class RunCommandMaskingTest {
  @TempDir Path dir;

  private static final String PASS = "Tr0ub4" + "dor-x9";

  @Test
  void curlUserPasswordInArgvIsMaskedInTheResultTheSpanAndTheStore() throws Exception {
    Path trace = dir.resolve("trace.jsonl");
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      ServeConfig config = new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), store, null, dir,
          Duration.ofSeconds(30), trace);
      CallToolResult r = RunCommandTool.call(config,
          Map.of("argv", List.of("echo", "curl", "-u", "deploy:" + PASS, "https://api.example.com")));
      String text = ((TextContent) r.content().get(0)).text();
      assertThat(text).doesNotContain(PASS)
          .contains("command: echo curl -u deploy:[REDACTED:curl-user-password] https://api.example.com");
      String span = Files.readString(trace);
      assertThat(span).doesNotContain(PASS).contains("deploy:[REDACTED:curl-user-password]");
      @SuppressWarnings("unchecked")
      String handle = (String) ((Map<String, Object>) r.structuredContent()).get("handle");
      assertThat(store.facts(Handle.parse(handle)).argv())
          .containsExactly("echo", "curl", "-u", "deploy:[REDACTED:curl-user-password]", "https://api.example.com");
    }
  }
}

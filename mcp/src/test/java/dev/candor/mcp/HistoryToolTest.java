package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.store.History;
import dev.candor.store.HistoryQuery;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryToolTest {
  @TempDir Path dir;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The JSON body of a json-format answer: the text is the shaped JSON document itself. */
  private static JsonNode body(CallToolResult r) throws Exception {
    return JSON.readTree(ServeToolsTest.text(r));
  }

  @Test
  void serveRecordsEveryToolCallInTheLedgerAndCandorHistoryListsThemWithExitCodesAndHandles() throws Exception {
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      ServeConfig config = new ServeConfig(Budget.chars(4_000), 40_000, Redactor.defaults(), store, null, dir,
          Duration.ofSeconds(30)).withRun("session-1");
      RunCommandTool.call(config, Map.of("argv", List.of("echo", "ok")));
      RunCommandTool.call(config, Map.of("command", "echo broken >&2; exit 7"));
      ShapeTool.call(config, Map.of("text", "[" + "{\"a\":1},".repeat(2_000) + "{\"a\":2}]", "tool", "api",
          "budget", 500));
      ReadFileTool.call(config, Map.of("path", "nope.txt")); // refused before anything ran: not a call

      History h = store.history(HistoryQuery.latest());
      assertThat(h.matched()).isEqualTo(3);
      assertThat(h.calls()).allSatisfy(c -> assertThat(c.entry().runId()).hasValue("session-1"));

      CallToolResult all = HistoryTool.call(store, Map.of("format", "json"), config.budget());
      assertThat(all.isError()).isFalse();
      JsonNode calls = body(all).get("calls");
      assertThat(body(all).get("matched").asLong()).isEqualTo(3);
      assertThat(calls).hasSize(3);
      assertThat(calls.get(0).get("tool").asText()).isEqualTo("api");
      assertThat(calls.get(0).get("cut").asBoolean()).isTrue();
      assertThat(calls.get(1).get("exit_code").asInt()).isEqualTo(7);
      assertThat(calls.get(2).get("exit_code").asInt()).isZero();
      assertThat(calls.get(2).get("command").asText()).isEqualTo("echo ok");
      for (JsonNode c : calls) {
        assertThat(c.get("handle").asText()).startsWith("cnd_");
        assertThat(c.get("result").asText()).isEqualTo("live");
      }

      CallToolResult failed = HistoryTool.call(store, Map.of("failed", true), config.budget());
      assertThat(ServeToolsTest.fields(failed).get("matched")).isEqualTo(1L);
      assertThat(ServeToolsTest.text(failed)).contains("exit 7").doesNotContain("echo ok");
      assertThat(ServeToolsTest.text(HistoryTool.call(store, Map.of("grep", "^echo ok$"), config.budget())))
          .contains("1 call matched");
    }
  }

  @Test
  void badArgumentsAreErrorResultsThatSayWhatToDo() {
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Budget b = Budget.chars(2_000);
      assertThat(ServeToolsTest.text(HistoryTool.call(store, Map.of("grep", "("), b))).contains("bad pattern");
      assertThat(ServeToolsTest.text(HistoryTool.call(store, Map.of("since", "yesterday"), b))).contains("30m, 2h, 7d");
      assertThat(ServeToolsTest.text(HistoryTool.call(store, Map.of("limit", 0), b))).contains("between 1 and 10000");
      assertThat(ServeToolsTest.text(HistoryTool.call(store, Map.of("format", "xml"), b))).contains("text or json");
      assertThat(HistoryTool.call(store, Map.of("colour", "red"), b).isError()).isTrue();
    }
  }

  @Test
  void theAnswerFitsTheBudgetAndCountsEveryCallEvenWhenCut() {
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      java.time.Instant t = java.time.Instant.parse("2026-12-01T10:00:00Z");
      for (int i = 0; i < 400; i++) {
        store.record(dev.candor.store.LedgerEntry.of("mvn", List.of("mvn", "-q", "test", "-Dcase=" + i), "/w", t.plusSeconds(i)));
      }
      CallToolResult r = HistoryTool.call(store, Map.of("limit", 400), Budget.chars(1_500));
      String text = ServeToolsTest.text(r);
      assertThat(text.codePointCount(0, text.length())).isLessThanOrEqualTo(1_500);
      assertThat(text).contains("400 calls matched").contains("-Dcase=399");
      assertThat(ServeToolsTest.fields(r).get("cut")).isEqualTo(true);
    }
  }

  @Test
  void theProxyRecordsItsToolCallsAndAnswersCandorHistoryItself() throws Exception {
    JsonNode history;
    JsonNode listed;
    try (McpTestClient client = McpTestClient.proxy(2_000, "sqlite:" + dir.resolve("store.db"), 30_000)) {
      client.initialize();
      listed = client.request("tools/list", "{}");
      client.call("echo", "{\"text\":\"hello\"}");
      client.call("big", "{\"bytes\":300000}");
      history = client.call(HistoryTool.NAME, "{\"format\":\"json\"}");
    }
    assertThat(listed.toString()).contains("\"candor_history\"");
    JsonNode calls = JSON.readTree(McpTestClient.text(history)).get("calls");
    assertThat(calls).extracting(c -> c.get("tool").asText()).containsExactly("big", "echo");
    assertThat(calls.get(0).get("cut").asBoolean()).isTrue();
    assertThat(calls.get(0).get("handle").asText()).startsWith("cnd_");
    assertThat(calls.get(0).get("run").asText()).startsWith("mcp-").isEqualTo(calls.get(1).get("run").asText());
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An upstream that crashes or hangs mid-call; handles that outlive the proxy. */
class ProxyFaultTest {
  @TempDir Path dir;

  static long pid(JsonNode init) {
    return init.path("result").path("serverInfo").path("pid").asLong();
  }

  @Test
  void anUpstreamThatDiesMidCallGivesAnErrorResultAndTheNextCallWorks() throws Exception {
    try (McpTestClient c = McpTestClient.proxy(2_000, "none", 60_000)) {
      c.initialize();
      JsonNode r = c.call("crash", "{}");
      assertThat(r.path("result").path("isError").asBoolean()).isTrue();
      assertThat(McpTestClient.text(r)).contains("exited with code 3", "starts it again");
      assertThat(McpTestClient.text(c.call("echo", "{\"text\":\"back\"}"))).isEqualTo("back\n");
    }
  }

  @Test
  void anUpstreamThatHangsGivesAnErrorWithinTheTimeoutAndIsRestartedInitialized() throws Exception {
    try (McpTestClient c = McpTestClient.proxy(2_000, "none", 1_500)) {
      long first = pid(c.initialize());
      JsonNode r = c.call("hang", "{}");
      assertThat(r.path("result").path("isError").asBoolean()).isTrue();
      assertThat(McpTestClient.text(r)).contains("no answer", "hang", "within 1 s");
      assertThat(McpTestClient.text(c.call("echo", "{\"text\":\"back\"}"))).isEqualTo("back\n");
      // The new upstream was initialized with the client's own parameters.
      JsonNode again = c.request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"probe\",\"version\":\"1\"}}");
      assertThat(pid(again)).isNotEqualTo(first);
    }
  }

  @Test
  void progressFromTheUpstreamReachesTheClientAndKeepsALongCallAlive() throws Exception {
    try (McpTestClient c = McpTestClient.proxy(2_000, "none", 1_500)) {
      c.initialize();
      JsonNode r = c.request("tools/call", McpTestClient.M.readTree(
          "{\"name\":\"slow\",\"arguments\":{\"ms\":3000},\"_meta\":{\"progressToken\":\"p-1\"}}"), java.time.Duration.ofSeconds(30));
      assertThat(McpTestClient.text(r)).isEqualTo("slow and steady\n");
      assertThat(c.notifications).anySatisfy(n -> {
        assertThat(n.path("method").asText()).isEqualTo("notifications/progress");
        assertThat(n.path("params").path("progressToken").asText()).isEqualTo("p-1");
      });
      JsonNode silent = c.call("slow", "{\"ms\":3000}");
      assertThat(silent.path("result").path("isError").asBoolean()).isTrue();
    }
  }

  @Test
  void aCancelledRequestIsForwardedAndNeverAnsweredWithATimeout() throws Exception {
    // A timeout of 2 s, not 1: on a loaded machine the echo after it, or a JVM upstream's start,
    // took more than 1 s once (the restarted upstream did not initialize in time).
    try (McpTestClient c = McpTestClient.proxy(2_000, "none", 2_000)) {
      long first = pid(c.initialize());
      c.send(McpTestClient.M.readTree("{\"jsonrpc\":\"2.0\",\"id\":\"h-1\",\"method\":\"tools/call\",\"params\":{\"name\":\"hang\"}}"));
      c.send(McpTestClient.M.readTree("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"h-1\"}}"));
      Thread.sleep(3_500);
      assertThat(McpTestClient.text(c.call("echo", "{\"text\":\"fine\"}"))).isEqualTo("fine\n");
      assertThat(c.responses).noneMatch(r -> r.path("id").asText().equals("h-1"));
      JsonNode again = c.request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"probe\",\"version\":\"1\"}}");
      assertThat(pid(again)).as("the upstream was not restarted for a cancelled call").isEqualTo(first);
    }
  }

  @Test
  void handlesSurviveAProxyRestart() throws Exception {
    String store = "sqlite:" + dir.resolve("store.db");
    String h;
    try (McpTestClient c = McpTestClient.proxy(2_000, store, 60_000)) {
      c.initialize();
      h = ProxyTest.handle(McpTestClient.text(c.call("big", "{\"bytes\":500000}")));
    }
    try (McpTestClient c = McpTestClient.proxy(2_000, store, 60_000)) {
      c.initialize();
      JsonNode more = c.call("candor_more", "{\"handle\":\"" + h + "\",\"lines\":\"7:7\"}");
      assertThat(McpTestClient.text(more)).contains("line 7 all fine");
    }
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Streamable HTTP bridge in front of a server that speaks MCP on streams, as the proxy does:
 * here candor's own server on its stdio loop, driven by the MCP Java SDK's HTTP client.
 */
class HttpStreamBridgeTest {
  private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
      + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";

  @TempDir Path dir;

  private ResultStore store;
  private HttpStreamBridge bridge;
  private HttpFront front;

  @BeforeEach
  void start() {
    store = ResultStore.open("sqlite:" + dir.resolve("store.db"));
    ServeConfig config = new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), store, null, dir, Duration.ofSeconds(30));
    bridge = new HttpStreamBridge((in, out) -> ServeServer.serve(config, in, out));
    front = HttpFront.start(new HttpOptions("127.0.0.1", 0, "bridge-token", List.of()), bridge);
  }

  @AfterEach
  void stop() {
    front.close();
    store.close();
  }

  private McpSyncClient client() {
    URI endpoint = front.endpoint();
    return McpClient.sync(HttpClientStreamableHttpTransport.builder("http://" + endpoint.getRawAuthority())
            .endpoint(endpoint.getPath())
            .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer bridge-token"))
            .build())
        .requestTimeout(Duration.ofSeconds(30)).initializationTimeout(Duration.ofSeconds(30)).build();
  }

  private HttpResponse<String> post(String body, Map<String, String> headers) throws Exception {
    HttpRequest.Builder r = HttpRequest.newBuilder(front.endpoint())
        .header("Authorization", "Bearer bridge-token")
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    headers.forEach(r::header);
    return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void theSdksHttpClientCallsAStreamServerThroughTheBridge() {
    try (McpSyncClient client = client()) {
      client.initialize();
      assertThat(client.listTools().tools()).extracting(t -> t.name()).contains("run_command", "candor_more");
      CallToolResult r = client.callTool(new CallToolRequest("run_command", Map.of("command", "seq 1 5000; echo 'E: broken' >&2; exit 9")));
      assertThat(r.isError()).isTrue();
      @SuppressWarnings("unchecked")
      Map<String, Object> fields = (Map<String, Object>) r.structuredContent();
      assertThat(fields.get("exit_code")).isEqualTo(9);
      assertThat(((TextContent) r.content().get(0)).text()).contains("E: broken");
      assertThat(bridge.sessions()).isEqualTo(1);
    }
  }

  @Test
  void twoClientsGetTwoSessionsWithTheirOwnServers() {
    try (McpSyncClient a = client(); McpSyncClient b = client()) {
      a.initialize();
      b.initialize();
      assertThat(bridge.sessions()).isEqualTo(2);
      CallToolResult ra = a.callTool(new CallToolRequest("shape", Map.of("text", "from a\n")));
      CallToolResult rb = b.callTool(new CallToolRequest("shape", Map.of("text", "from b\n")));
      assertThat(((TextContent) ra.content().get(0)).text()).contains("from a");
      assertThat(((TextContent) rb.content().get(0)).text()).contains("from b");
    }
  }

  @Test
  void aRequestWithoutASessionGets400AndAnUnknownSession404() throws Exception {
    String list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
    assertThat(post(list, Map.of()).statusCode()).isEqualTo(400);
    assertThat(post(list, Map.of(HttpStreamBridge.SESSION_HEADER, "0123456789abcdef")).statusCode()).isEqualTo(404);
    assertThat(post("{not json", Map.of()).statusCode()).isEqualTo(400);
  }

  @Test
  void aDeletedSessionIsGoneAndItsServerEnds() throws Exception {
    HttpResponse<String> init = post(INIT, Map.of());
    assertThat(init.statusCode()).isEqualTo(200);
    assertThat(init.body()).contains("\"serverInfo\"");
    String session = init.headers().firstValue(HttpStreamBridge.SESSION_HEADER).orElseThrow();
    assertThat(post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", Map.of(HttpStreamBridge.SESSION_HEADER, session)).statusCode())
        .isEqualTo(202);

    HttpResponse<String> deleted = HttpClient.newHttpClient().send(HttpRequest.newBuilder(front.endpoint())
        .header("Authorization", "Bearer bridge-token").header(HttpStreamBridge.SESSION_HEADER, session).DELETE().build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(deleted.statusCode()).isEqualTo(200);
    assertThat(post("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\"}", Map.of(HttpStreamBridge.SESSION_HEADER, session)).statusCode())
        .isEqualTo(404);
  }

  @Test
  void theGuardStillAsksForTheToken() throws Exception {
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(front.endpoint())
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(INIT)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(401);
    assertThatThrownBy(() -> HttpOptions.parse("0.0.0.0:0", null, List.of())).hasMessageContaining("without a bearer token");
  }
}

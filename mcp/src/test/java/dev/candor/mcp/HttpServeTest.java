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
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code candor mcp serve --http}: Streamable HTTP driven by the MCP Java SDK's own HTTP client. */
class HttpServeTest {
  private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
      + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";

  @TempDir Path dir;

  private ResultStore store;
  private ServeConfig config;
  private ServeServer.Http http;

  @BeforeEach
  void open() {
    store = ResultStore.open("sqlite:" + dir.resolve("store.db"));
    config = new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), store, null, dir, Duration.ofSeconds(30));
  }

  @AfterEach
  void close() {
    if (http != null) {
      http.close();
    }
    store.close();
  }

  private McpSyncClient client(URI endpoint, String token) {
    HttpClientStreamableHttpTransport.Builder b = HttpClientStreamableHttpTransport
        .builder("http://" + endpoint.getRawAuthority())
        .endpoint(endpoint.getPath());
    if (token != null) {
      b.requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token));
    }
    return McpClient.sync(b.build()).requestTimeout(Duration.ofSeconds(30)).initializationTimeout(Duration.ofSeconds(30)).build();
  }

  private static int post(URI endpoint, Map<String, String> headers) throws Exception {
    HttpRequest.Builder r = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .POST(HttpRequest.BodyPublishers.ofString(INIT));
    headers.forEach(r::header);
    return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
  }

  @Test
  void theSdksHttpClientCallsToolsOnLoopback() {
    http = ServeServer.http(new HttpOptions("127.0.0.1", 0, null, List.of()), config);
    assertThat(http.front().endpoint().toString()).startsWith("http://127.0.0.1:").endsWith("/mcp");
    try (McpSyncClient client = client(http.front().endpoint(), null)) {
      client.initialize();
      assertThat(client.listTools().tools()).extracting(t -> t.name()).contains("run_command", "read_file", "shape", "candor_more");
      CallToolResult r = client.callTool(new CallToolRequest("run_command", Map.of("argv", List.of("sh", "-c", "echo boom >&2; exit 4"))));
      assertThat(r.isError()).isTrue();
      @SuppressWarnings("unchecked")
      Map<String, Object> fields = (Map<String, Object>) r.structuredContent();
      assertThat(fields.get("exit_code")).isEqualTo(4);
      assertThat(((TextContent) r.content().get(0)).text()).contains("boom");
    }
  }

  @Test
  void withATokenARequestWithoutItOrWithAWrongOneGets401AndTheRightOneWorks() throws Exception {
    http = ServeServer.http(new HttpOptions("127.0.0.1", 0, "s3cret-token-value", List.of()), config);
    URI endpoint = http.front().endpoint();

    assertThat(post(endpoint, Map.of())).isEqualTo(401);
    assertThat(post(endpoint, Map.of("Authorization", "Bearer wrong"))).isEqualTo(401);
    assertThat(post(endpoint, Map.of("Authorization", "Bearer s3cret-token-valuE"))).isEqualTo(401);
    assertThat(post(endpoint, Map.of("Authorization", "Basic czNjcmV0LXRva2VuLXZhbHVl"))).isEqualTo(401);
    assertThat(post(endpoint, Map.of("Authorization", "Bearer s3cret-token-value"))).isEqualTo(200);

    try (McpSyncClient bad = client(endpoint, "wrong")) {
      assertThatThrownBy(bad::initialize).isInstanceOf(RuntimeException.class);
    }
    try (McpSyncClient good = client(endpoint, "s3cret-token-value")) {
      good.initialize();
      CallToolResult r = good.callTool(new CallToolRequest("shape", Map.of("text", "hello\n")));
      assertThat(((TextContent) r.content().get(0)).text()).contains("hello");
    }
  }

  @Test
  void refusesToBindBeyondLoopbackWithoutAToken() {
    assertThatThrownBy(() -> HttpOptions.parse("0.0.0.0:0", null, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("refusing to serve on 0.0.0.0 without a bearer token")
        .hasMessageContaining("--token-file");
    assertThat(HttpOptions.parse("0.0.0.0:0", "t0ken", List.of()).host()).isEqualTo("0.0.0.0");
    assertThat(HttpOptions.parse("8765", null, List.of()).host()).isEqualTo("127.0.0.1");
    assertThat(HttpOptions.parse("[::1]:8765", null, List.of()).host()).isEqualTo("::1");
    assertThatThrownBy(() -> HttpOptions.parse("localhost:http", null, List.of())).hasMessageContaining("[HOST:]PORT");
  }

  @Test
  void aPortInUseIsAClearErrorThatSaysWhatToDo() {
    http = ServeServer.http(new HttpOptions("127.0.0.1", 0, null, List.of()), config);
    int port = http.front().endpoint().getPort();
    assertThatThrownBy(() -> ServeServer.http(new HttpOptions("127.0.0.1", port, null, List.of()), config))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("cannot serve HTTP on 127.0.0.1:" + port)
        .hasMessageContaining("give another, or 0 for a free one");
  }

  @Test
  void aForeignOriginGets403AndALoopbackOrAllowedOneIsServed() throws Exception {
    http = ServeServer.http(new HttpOptions("127.0.0.1", 0, null, List.of("https://app.example.com")), config);
    URI endpoint = http.front().endpoint();

    assertThat(post(endpoint, Map.of("Origin", "https://evil.example"))).isEqualTo(403);
    assertThat(post(endpoint, Map.of("Origin", "null"))).isEqualTo(403);
    assertThat(post(endpoint, Map.of("Origin", "http://localhost:5173"))).isEqualTo(200);
    assertThat(post(endpoint, Map.of("Origin", "https://app.example.com"))).isEqualTo(200);
  }

  @Test
  void onLoopbackARequestForAnotherHostNameGets403AgainstDnsRebinding() throws Exception {
    http = ServeServer.http(new HttpOptions("127.0.0.1", 0, null, List.of()), config);
    URI endpoint = http.front().endpoint();

    assertThat(rawPost(endpoint, "attacker.example:" + endpoint.getPort())).startsWith("HTTP/1.1 403");
    assertThat(rawPost(endpoint, "localhost:" + endpoint.getPort())).startsWith("HTTP/1.1 200");
  }

  /** A POST with a Host header of our choosing, which java.net.http does not allow setting. */
  private static String rawPost(URI endpoint, String host) throws Exception {
    byte[] body = INIT.getBytes(StandardCharsets.UTF_8);
    try (Socket s = new Socket(endpoint.getHost(), endpoint.getPort())) {
      OutputStream out = s.getOutputStream();
      out.write(("POST " + endpoint.getPath() + " HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n"
          + "Accept: application/json, text/event-stream\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      out.write(body);
      out.flush();
      InputStream in = s.getInputStream();
      byte[] head = in.readNBytes(12);
      return new String(head, StandardCharsets.US_ASCII);
    }
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Tokenizer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shaping proxy behind the Streamable HTTP bridge: a remote client gets shaped results and candor_more. */
class ProxyOverHttpTest {
  @TempDir Path dir;

  @Test
  void aRemoteClientGetsShapedResultsAndReadsOnByHandle() {
    ProxyConfig config = new ProxyConfig(McpTestClient.fakeUpstream(), Budget.tokens(2_000, Tokenizer.o200k()), Map.of(),
        "sqlite:" + dir.resolve("store.db"), Redactor.defaults(), Duration.ofSeconds(60), null);
    HttpStreamBridge bridge = new HttpStreamBridge((in, out) -> {
      try (Proxy p = new Proxy(config, out)) {
        p.run(in);
      }
    });
    HttpFront front = HttpFront.start(new HttpOptions("127.0.0.1", 0, "proxy-token", List.of()), bridge);
    URI endpoint = front.endpoint();
    try (McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://" + endpoint.getRawAuthority())
            .endpoint(endpoint.getPath())
            .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer proxy-token"))
            .build())
        .requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60)).build()) {
      client.initialize();
      assertThat(client.listTools().tools()).extracting(t -> t.name()).contains("big", "candor_more");
      CallToolResult big = client.callTool(CallToolRequest.builder("big").arguments(Map.of("bytes", 2_000_000)).build());
      String text = ((TextContent) big.content().get(0)).text();
      assertThat(Budget.tokens(2_000, Tokenizer.o200k()).measure(text)).isLessThanOrEqualTo(2_000);
      String h = ProxyTest.handle(text);
      CallToolResult more = client.callTool(CallToolRequest.builder("candor_more").arguments(Map.of("handle", h, "lines", "42:42")).build());
      assertThat(((TextContent) more.content().get(0)).text()).contains("line 42 all fine");
    } finally {
      front.close();
    }
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.store.ResultStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor mcp serve --http} against the official TypeScript SDK's Streamable HTTP client
 * (mcp/e2e/serve-http-client.mjs). Skipped when node or the e2e packages (mcp/e2e/setup.sh) are
 * missing.
 */
@Tag("slow")
class HttpServeNodeTest {
  private static final Path E2E = Path.of("e2e").toAbsolutePath();

  @TempDir Path dir;

  @Test
  void theTypeScriptSdksClientRunsACommandAndPagesItWithABearerToken() throws Exception {
    assumeNode();
    String token = "e2e-" + Long.toHexString(System.nanoTime());
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"));
        ServeServer.Http http = ServeServer.http(new HttpOptions("127.0.0.1", 0, token, List.of()), config(store))) {
      check(runClient(http.front().endpoint().toString(), token));
    }
  }

  @Test
  void theTypeScriptSdksClientWorksThroughTheStreamBridgeAsTheProxyWouldUseIt() throws Exception {
    assumeNode();
    String token = "e2e-" + Long.toHexString(System.nanoTime());
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      ServeConfig config = config(store);
      HttpStreamBridge bridge = new HttpStreamBridge((in, out) -> ServeServer.serve(config, in, out));
      try (HttpFront front = HttpFront.start(new HttpOptions("127.0.0.1", 0, token, List.of()), bridge)) {
        check(runClient(front.endpoint().toString(), token));
      }
    }
  }

  private ServeConfig config(ResultStore store) {
    return new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), store, null, dir, Duration.ofSeconds(30));
  }

  private static void assumeNode() {
    assumeTrue(Files.isDirectory(E2E.resolve("node_modules/@modelcontextprotocol/sdk")), "run mcp/e2e/setup.sh to install the e2e packages");
    assumeTrue(nodeRuns(), "node is not on PATH");
  }

  private JsonNode runClient(String endpoint, String token) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("node", "serve-http-client.mjs", endpoint)
        .directory(E2E.toFile())
        .redirectError(dir.resolve("node.err").toFile());
    pb.environment().put("CANDOR_MCP_TOKEN", token);
    Process p = pb.start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(dir.resolve("node.err"))).isZero();
    return new ObjectMapper().readTree(new String(out, StandardCharsets.UTF_8));
  }

  private static void check(JsonNode r) {
    assertThat(r.get("tools").toString()).contains("run_command", "read_file", "shape", "candor_more");
    assertThat(r.get("isError").asBoolean()).isTrue();
    assertThat(r.get("exitCode").asInt()).isEqualTo(5);
    assertThat(r.get("truncated").asBoolean()).isTrue();
    assertThat(r.get("text").asText()).contains("ERROR: checksum mismatch in part 7");
    assertThat(r.get("text").asText().length()).isLessThanOrEqualTo(1_500);
    // The stored line that reads 4001 (line 4001 or 4002, by where stderr's line arrived), numbered.
    assertThat(r.get("more").asText()).containsPattern("(?m)^400[12]:4001$");
  }

  private static boolean nodeRuns() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }
}

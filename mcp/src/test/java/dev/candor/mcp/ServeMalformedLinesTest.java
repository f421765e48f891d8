package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.Redactor;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor mcp serve} over stdio, fed lines the SDK's transport cannot read: each gets its
 * JSON-RPC error, and the server goes on answering, and ends when its input does.
 */
class ServeMalformedLinesTest {
  private static final ObjectMapper M = new ObjectMapper();
  private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
      + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";

  @TempDir Path dir;

  private OutputStream toServer;
  private BufferedReader fromServer;
  private Thread server;

  @BeforeEach
  void start() throws Exception {
    ServeConfig config = new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), null, null, dir, Duration.ofSeconds(30));
    Pipe request = Pipe.open();
    Pipe response = Pipe.open();
    toServer = Channels.newOutputStream(request.sink());
    InputStream in = Channels.newInputStream(request.source());
    OutputStream serverOut = Channels.newOutputStream(response.sink());
    fromServer = new BufferedReader(new InputStreamReader(Channels.newInputStream(response.source()), StandardCharsets.UTF_8));
    server = new Thread(() -> {
      try (serverOut) {
        ServeServer.serve(config, in, serverOut);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    server.setDaemon(true);
    server.start();
  }

  @AfterEach
  void stop() throws Exception {
    toServer.close();
    server.join(10_000);
  }

  private JsonNode answer(String line) throws Exception {
    toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    toServer.flush();
    return M.readTree(fromServer.readLine());
  }

  private static void assertError(JsonNode a, JsonNode id, int code, String says) {
    assertThat(a.get("jsonrpc").asText()).isEqualTo("2.0");
    assertThat(a.get("id")).isEqualTo(id);
    assertThat(a.at("/error/code").asInt()).isEqualTo(code);
    assertThat(a.at("/error/message").asText()).contains(says);
  }

  @Test
  void everyMalformedLineGetsItsErrorAndTheServerStillInitializesAfterThem() throws Exception {
    JsonNode none = M.nullNode();
    assertError(answer("not json"), none, -32700, "not JSON");
    assertError(answer("[1,2"), none, -32700, "not JSON");
    assertError(answer("{}"), none, -32600, "\"jsonrpc\" must be \"2.0\"");
    assertError(answer("{\"jsonrpc\":\"2.0\",\"id\":1}"), M.readTree("1"), -32600, "needs a method");
    assertError(answer("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":\"x\"}"), M.readTree("2"), -32600,
        "params of initialize must be an object, not a string");
    assertError(answer("[]"), none, -32600, "not an array");
    assertError(answer("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}"), none, -32600, "id must be a string or an integer");
    assertError(answer("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":4}"), M.readTree("3"), -32600, "method must be a string");
    assertError(answer("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"} {}"), none, -32700, "not JSON");

    JsonNode init = answer(INIT);
    assertThat(init.get("id").asInt()).isEqualTo(7);
    assertThat(init.at("/result/serverInfo/name").asText()).isEqualTo("candor");
  }

  @Test
  void anUnknownToolIsNamedInItsError() throws Exception {
    answer(INIT);
    toServer.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n".getBytes(StandardCharsets.UTF_8));
    JsonNode a = answer("{\"jsonrpc\":\"2.0\",\"id\":\"t1\",\"method\":\"tools/call\",\"params\":{\"name\":\"no_such_tool\",\"arguments\":{}}}");
    assertError(a, M.readTree("\"t1\""), -32602, "Unknown tool: no_such_tool");
    assertThat(a.at("/error/message").asText()).contains("run_command");
    JsonNode ok = answer("{\"jsonrpc\":\"2.0\",\"id\":\"t2\",\"method\":\"tools/call\",\"params\":{\"name\":\"shape\",\"arguments\":{\"text\":\"hi\\n\"}}}");
    assertThat(ok.at("/result/content/0/text").asText()).contains("hi");
  }

  @Test
  void blankLinesAndCrlfEndingsAreNoMessagesAndGetNoAnswer() throws Exception {
    toServer.write("\n  \r\n".getBytes(StandardCharsets.UTF_8));
    JsonNode init = answer(INIT.replace("{\"jsonrpc\"", "{\r\"jsonrpc\"") + "\r");
    assertThat(init.get("id").asInt()).isEqualTo(7);
  }

  @Test
  void theServerReturnsWhenItsInputEndsEvenAfterABadLine() throws Exception {
    assertError(answer("not json"), M.nullNode(), -32700, "not JSON");
    toServer.close();
    server.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(server.isAlive()).isFalse();
    assertThat(fromServer.readLine()).isNull();
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.candor.Budget;
import dev.candor.Tokenizer;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The proxy as a client sees it: its own JVM, wrapping a fake upstream MCP server in another. */
class ProxyTest {
  static final long BUDGET = 2_000;
  static final Budget TOKENS = Budget.tokens(BUDGET, Tokenizer.o200k());
  static final Pattern HANDLE = Pattern.compile("cnd_[A-Za-z0-9]{32}");

  @TempDir static Path dir;
  static McpTestClient client;

  @BeforeAll
  static void start() throws Exception {
    client = McpTestClient.proxy(BUDGET, "sqlite:" + dir.resolve("store.db"), 5_000);
    client.initialize();
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    assertThat(client.nonJson).as("lines on the proxy's stdout that are not JSON-RPC frames").isEmpty();
  }

  static String handle(String text) {
    Matcher m = HANDLE.matcher(text);
    assertThat(m.find()).as("a handle in: %s", text).isTrue();
    return m.group();
  }

  /** Every text and the structured copy together, as a client's model would read them. */
  static long measure(JsonNode response) {
    long n = TOKENS.measure(McpTestClient.text(response));
    JsonNode sc = response.path("result").get("structuredContent");
    return sc == null ? n : n + TOKENS.measure(sc.toString());
  }

  @Test
  void initializeIsForwardedAndToolsListGainsCandorMore() throws Exception {
    JsonNode init = client.request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"again\",\"version\":\"1\"}}");
    assertThat(init.path("result").path("serverInfo").path("name").asText()).isEqualTo("fake-upstream");
    JsonNode tools = client.request("tools/list", "{}");
    assertThat(tools.path("result").path("tools").findValuesAsText("name")).contains("echo", "big", "candor_more");
  }

  @Test
  void anUpstreamWithoutResourcesGainsTheProxysResultTemplate() throws Exception {
    JsonNode init = client.request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"again\",\"version\":\"1\"}}");
    assertThat(init.path("result").path("capabilities").has("resources")).isTrue();
    assertThat(client.request("resources/list", "{}").path("result").path("resources").isArray()).isTrue();
    JsonNode templates = client.request("resources/templates/list", "{}");
    assertThat(templates.path("result").path("resourceTemplates").findValuesAsText("uriTemplate")).containsExactly("candor://result/{handle}");
  }

  @Test
  void aLargeUpstreamResourceIsShapedLikeAToolResult() throws Exception {
    JsonNode r = client.request("resources/read", "{\"uri\":\"fake://big\"}");
    JsonNode contents = r.path("result").path("contents");
    assertThat(contents).hasSize(1);
    assertThat(contents.get(0).path("uri").asText()).isEqualTo("fake://big");
    String text = contents.get(0).path("text").asText();
    assertThat(TOKENS.measure(text)).isLessThanOrEqualTo(BUDGET);
    String h = handle(text);
    assertThat(McpTestClient.text(client.call("candor_more", "{\"handle\":\"" + h + "\",\"lines\":\"777:777\"}")))
        .contains("resource line 777");
  }

  @Test
  void anAnswerTooLargeToReadFailsItsRequestAtOnceAndTheNextCallWorks() throws Exception {
    JsonNode r = client.call("vast_json", "{}");

    assertThat(r.path("result").path("isError").asBoolean()).isTrue();
    assertThat(McpTestClient.text(r)).startsWith("the upstream MCP server's answer held a message of more than")
        .contains("ask the tool for less");
    assertThat(McpTestClient.text(client.call("echo", "{\"text\":\"still here\"}"))).isEqualTo("still here\n");
  }

  @Test
  void aSmallResultPassesUnchanged() throws Exception {
    JsonNode r = client.call("echo", "{\"text\":\"hello\"}");
    assertThat(r.path("result").path("content")).hasSize(1);
    assertThat(McpTestClient.text(r)).isEqualTo("hello\n");
  }

  @Test
  void aPerToolBudgetApplies() throws Exception {
    JsonNode r = client.call("echo", "{\"text\":\"" + "a word\\n".repeat(2000) + "\"}");
    assertThat(McpTestClient.text(r)).contains("cnd_");
    assertThat(Budget.tokens(300, Tokenizer.o200k()).measure(McpTestClient.text(r))).isLessThanOrEqualTo(300);
  }

  @Test
  void aLargeTextIsShapedUnderBudgetKeepsTheErrorAndCanBeReadOnByHandle() throws Exception {
    JsonNode r = client.call("big", "{\"bytes\":3000000}");
    String text = McpTestClient.text(r);
    assertThat(measure(r)).isLessThanOrEqualTo(BUDGET);
    assertThat(text).contains("ERROR: disk full at line", "\"quoted\" café");
    String h = handle(text);
    assertThat(r.path("result").path("content").findValuesAsText("uri")).contains("candor://result/" + h);
    JsonNode more = client.call("candor_more", "{\"handle\":\"" + h + "\",\"lines\":\"10:12\"}");
    assertThat(McpTestClient.text(more)).contains("line 10 all fine", "line 12 all fine").doesNotContain("line 13 all");
    JsonNode page = client.request("resources/read", "{\"uri\":\"candor://result/" + h + "?page=3\"}");
    String pageText = page.path("result").path("contents").get(0).path("text").asText();
    assertThat(TOKENS.measure(pageText)).isLessThanOrEqualTo(BUDGET);
    assertThat(pageText).contains("candor://result/" + h + "?page=N").doesNotContain("line 1 all fine");
  }

  @Test
  void secretsAreMaskedBeforeTheyAreStored() throws Exception {
    JsonNode r = client.call("big", "{\"bytes\":200000,\"secret\":true}");
    String h = handle(McpTestClient.text(r));
    String lines = McpTestClient.text(client.call("candor_more", "{\"handle\":\"" + h + "\",\"lines\":\"3:3\"}"));
    assertThat(lines).contains("key ").doesNotContain("AKIAIOSFODNN7EXAMPLE");
  }

  @Test
  void structuredContentStaysValidAgainstTheOutputSchemaAndSaysWhatItShows() throws Exception {
    client.request("tools/list", "{}");
    JsonNode r = client.call("items", "{\"n\":5000}");
    JsonNode sc = r.path("result").path("structuredContent");
    assertThat(measure(r)).isLessThanOrEqualTo(BUDGET);
    assertThat(sc.path("items").size()).isBetween(1, 4999);
    Map<String, Object> schema = McpTestClient.M.convertValue(McpTestClient.M.readTree(
        "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\"]}}},"
            + "\"required\":[\"items\"],\"additionalProperties\":false}"), new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {});
    assertThat(new DefaultJsonSchemaValidator().validate(schema, McpTestClient.M.convertValue(sc, Object.class)).valid()).isTrue();
    String text = McpTestClient.text(r);
    assertThat(text).contains("5000");
    String h = handle(text);
    JsonNode items = client.call("candor_more", "{\"handle\":\"" + h + "\",\"items\":\"4999:5000\",\"fields\":\"id\"}");
    assertThat(McpTestClient.text(items)).contains("\"id\":4999", "\"id\":5000").doesNotContain("item number");
  }

  @Test
  void structuredContentThatNoCutCanKeepValidBecomesAnErrorResultThatSaysWhy() throws Exception {
    client.request("tools/list", "{}");
    JsonNode r = client.call("strict", "{\"n\":5000}");
    assertThat(r.path("result").has("structuredContent")).isFalse();
    assertThat(r.path("result").path("isError").asBoolean()).isTrue();
    assertThat(McpTestClient.text(r)).contains("structuredContent", "outputSchema", "cnd_");
    assertThat(measure(r)).isLessThanOrEqualTo(BUDGET);
  }

  @Test
  void aLargeImageIsDescribedAndStoredASmallOnePasses() throws Exception {
    JsonNode small = client.call("image", "{\"bytes\":300}");
    assertThat(small.path("result").path("content").get(0).path("type").asText()).isEqualTo("image");
    JsonNode big = client.call("image", "{\"bytes\":2000000}");
    String text = McpTestClient.text(big);
    assertThat(text).contains("image/png image: 2,000,000 bytes, sha256 ");
    assertThat(measure(big)).isLessThanOrEqualTo(BUDGET);
    handle(text);
  }

  @Test
  void isErrorIsKept() throws Exception {
    JsonNode r = client.call("fail", "{\"bytes\":100000}");
    assertThat(r.path("result").path("isError").asBoolean()).isTrue();
    assertThat(McpTestClient.text(r)).contains("ERROR:");
    assertThat(measure(r)).isLessThanOrEqualTo(BUDGET);
  }

  @Test
  void aMalformedClientLineGetsAParseErrorAndTheProxyGoesOn() throws Exception {
    client.sendRaw("{not json");
    JsonNode err = client.await(McpTestClient.M.nullNode(), Duration.ofSeconds(10));
    assertThat(err.path("error").path("code").asInt()).isEqualTo(-32700);
    client.sendRaw("[1,2]");
    JsonNode batch = client.await(McpTestClient.M.nullNode(), Duration.ofSeconds(10));
    assertThat(batch.path("error").path("code").asInt()).isEqualTo(-32600);
    assertThat(McpTestClient.text(client.call("echo", "{\"text\":\"still here\"}"))).isEqualTo("still here\n");
  }

  @Test
  void aNonJsonUpstreamLineDoesNotStopTheProxy() throws Exception {
    assertThat(McpTestClient.text(client.call("garbage", "{}"))).isEqualTo("after garbage\n");
    assertThat(client.nonJson).isEmpty();
  }

  @Test
  void serverRequestsReachTheClientAndItsAnswerGoesBack() throws Exception {
    client.onServerRequest = req -> {
      assertThat(req.path("method").asText()).isEqualTo("sampling/createMessage");
      return McpTestClient.M.createObjectNode().put("role", "assistant").put("model", "m")
          .set("content", McpTestClient.M.createObjectNode().put("type", "text").put("text", "hi there"));
    };
    JsonNode r = client.call("ask", "{}");
    assertThat(McpTestClient.text(r)).contains("the client said: hi there (to request id \"fake-ask-1\")");
  }
}

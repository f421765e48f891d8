package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.mcp.ProxyConfig;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor mcp proxy} end to end, with real clients and servers from npm (mcp/e2e): the MCP
 * Inspector's CLI and a client on the TypeScript SDK, in front of server-filesystem and
 * server-everything. Needs mcp/e2e/setup.sh to have run: skipped with a message when it has not,
 * and failed when CI=true.
 */
@Tag("slow")
class McpProxyE2eTest {
  static final ObjectMapper M = new ObjectMapper();
  static final Budget BUDGET = Budget.tokens(ProxyConfig.DEFAULT_TOKENS, Tokenizer.o200k());
  static final Pattern HANDLE = Pattern.compile("cnd_[a-z0-9]{32}");
  static final Path E2E = Path.of("..", "mcp", "e2e").toAbsolutePath().normalize();

  @TempDir static Path dir;
  static Path files;
  static String store;

  @BeforeAll
  static void setUp() throws IOException {
    boolean ready = Files.isDirectory(E2E.resolve("node_modules/@modelcontextprotocol/inspector"))
        && Files.isDirectory(E2E.resolve("node_modules/@modelcontextprotocol/server-everything"));
    String why = "the MCP end-to-end tests need Node 20+ and the pinned npm packages: run mcp/e2e/setup.sh";
    if ("true".equals(System.getenv("CI"))) {
      assertThat(ready).as(why).isTrue();
    }
    Assumptions.assumeTrue(ready, why);
    files = Files.createDirectories(dir.resolve("files"));
    write(files.resolve("five.txt"), 5_000_000, "line %d: the quick brown fox jumps over the lazy dog\n");
    write(files.resolve("twenty.txt"), 20_000_000, "row %d: lorem ipsum dolor sit amet, consectetur adipiscing elit\n");
    store = "sqlite:" + dir.resolve("store.db");
  }

  static void write(Path file, long bytes, String format) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      long n = 0;
      for (int i = 1; n < bytes; i++) {
        String l = String.format(format, i);
        w.write(l);
        n += l.length();
      }
    }
  }

  /** The proxy as a command line: this build's classes, run as {@code candor mcp proxy}. */
  static List<String> proxy(String... options) {
    List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "proxy", "--store", store));
    c.addAll(List.of(options));
    c.add("--");
    return c;
  }

  static List<String> filesystem() {
    return List.of("node", E2E.resolve("node_modules/@modelcontextprotocol/server-filesystem/dist/index.js").toString(),
        files.toString());
  }

  static List<String> everything() {
    return List.of("node", E2E.resolve("node_modules/@modelcontextprotocol/server-everything/dist/index.js").toString(), "stdio");
  }

  /** Runs the Inspector's CLI ({@code npx @modelcontextprotocol/inspector --cli ...}) and parses what it prints. */
  static JsonNode inspector(List<String> server, String... method) throws Exception {
    List<String> c = new ArrayList<>(List.of("npx", "--no-install", "@modelcontextprotocol/inspector", "--cli"));
    c.addAll(server);
    c.addAll(List.of(method));
    Process p = new ProcessBuilder(c).directory(E2E.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as("the Inspector failed: %s", out).isZero();
    return M.readTree(out);
  }

  static List<String> with(List<String> a, List<String> b) {
    List<String> c = new ArrayList<>(a);
    c.addAll(b);
    return c;
  }

  static String text(JsonNode result) {
    StringBuilder s = new StringBuilder();
    for (JsonNode c : result.path("content")) {
      if (c.has("text")) {
        s.append(c.get("text").asText()).append('\n');
      }
    }
    return s.toString();
  }

  /** What a client's model reads of a result: every text, and the structured copy. */
  static long measure(JsonNode result) {
    long n = BUDGET.measure(text(result));
    JsonNode sc = result.get("structuredContent");
    return sc == null || sc.isNull() ? n : n + BUDGET.measure(sc.toString());
  }

  static String handle(String text) {
    Matcher m = HANDLE.matcher(text);
    assertThat(m.find()).as("a handle in %s", text.substring(0, Math.min(400, text.length()))).isTrue();
    return m.group();
  }

  @Test
  void inspectorListsServerFilesystemsToolsAndCandorMoreThroughTheProxy() throws Exception {
    JsonNode r = inspector(with(proxy(), filesystem()), "--method", "tools/list");
    assertThat(r.path("tools").findValuesAsText("name")).contains("read_text_file", "list_directory", "candor_more");
  }

  @Test
  void inspectorReadsA5MbAndA20MbFileShapedUnderBudgetThenCandorMoreBringsLines() throws Exception {
    for (String file : List.of("five.txt", "twenty.txt")) {
      JsonNode r = inspector(with(proxy(), filesystem()), "--method", "tools/call", "--tool-name", "read_text_file",
          "--tool-arg", "path=" + files.resolve(file));
      assertThat(measure(r)).isLessThanOrEqualTo(ProxyConfig.DEFAULT_TOKENS);
      String h = handle(text(r));
      assertThat(r.path("content").findValuesAsText("uri")).contains("candor://result/" + h);
      JsonNode more = inspector(with(proxy(), filesystem()), "--method", "tools/call", "--tool-name", "candor_more",
          "--tool-arg", "handle=" + h, "--tool-arg", "lines=1000:1001");
      String prefix = file.equals("five.txt") ? "line " : "row ";
      assertThat(text(more)).contains(prefix + "1000: ", prefix + "1001: ").doesNotContain(prefix + "1002: ");
    }
  }

  @Test
  void inspectorThroughTheProxyOverServerEverything() throws Exception {
    JsonNode tools = inspector(with(proxy(), everything()), "--method", "tools/list");
    assertThat(tools.path("tools").findValuesAsText("name")).contains("echo", "get-structured-content", "candor_more");
    // A long echo (the longest an argument may be on Linux is 128 KiB) is cut to the budget, with a handle.
    StringBuilder message = new StringBuilder();
    for (int i = 1; message.length() < 120_000; i++) {
      message.append("word").append(i).append(i % 500 == 0 ? " FAILED " : " ");
    }
    JsonNode echo = inspector(with(proxy("--budget", "2000"), everything()), "--method", "tools/call",
        "--tool-name", "echo", "--tool-arg", "message=" + message);
    assertThat(Budget.tokens(2000, Tokenizer.o200k()).measure(text(echo))).isLessThanOrEqualTo(2000);
    String h = handle(text(echo));
    JsonNode grep = inspector(with(proxy(), everything()), "--method", "tools/call", "--tool-name", "candor_more",
        "--tool-arg", "handle=" + h, "--tool-arg", "grep=word1000 ");
    assertThat(text(grep)).contains("word1000 FAILED");
    // Structured content under a tiny budget still passes the Inspector's outputSchema check.
    JsonNode sc = inspector(with(proxy("--budget", "45"), everything()), "--method", "tools/call",
        "--tool-name", "get-structured-content", "--tool-arg", "location=Chicago");
    assertThat(sc.path("structuredContent").path("temperature").isNumber()).isTrue();
    assertThat(measure(sc)).isLessThanOrEqualTo(45);
  }

  @Test
  void overStreamableHttpARemoteClientGetsShapedResultsFromServerEverything() throws Exception {
    List<String> cmd = with(proxy("--http", "127.0.0.1:0", "--budget", "2000"), everything());
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      java.net.URI endpoint = null;
      BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      for (String line; endpoint == null && (line = err.readLine()) != null; ) {
        Matcher m = Pattern.compile("at (http://\\S+/mcp)").matcher(line);
        if (m.find()) {
          endpoint = java.net.URI.create(m.group(1));
        }
      }
      assertThat(endpoint).as("the proxy says where it serves").isNotNull();
      new Thread(() -> {
        try {
          err.transferTo(java.io.Writer.nullWriter());
        } catch (IOException e) {
          // the proxy ended
        }
      }).start();
      try (io.modelcontextprotocol.client.McpSyncClient client = io.modelcontextprotocol.client.McpClient.sync(
              io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport
                  .builder("http://" + endpoint.getRawAuthority()).endpoint(endpoint.getPath()).build())
          .requestTimeout(java.time.Duration.ofSeconds(60)).initializationTimeout(java.time.Duration.ofSeconds(60)).build()) {
        client.initialize();
        assertThat(client.listTools().tools()).extracting(t -> t.name()).contains("echo", "candor_more");
        String message = "a long message of many words ".repeat(5000);
        io.modelcontextprotocol.spec.McpSchema.CallToolResult r = client.callTool(
            io.modelcontextprotocol.spec.McpSchema.CallToolRequest.builder("echo").arguments(java.util.Map.of("message", message)).build());
        String text = ((io.modelcontextprotocol.spec.McpSchema.TextContent) r.content().get(0)).text();
        assertThat(Budget.tokens(2000, Tokenizer.o200k()).measure(text)).isLessThanOrEqualTo(2000);
        handle(text);
      }
    } finally {
      p.destroy();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }

  /** Runs mcp/e2e/client.mjs (the TypeScript SDK) with a plan; returns its lines, handing each to {@code seen}. */
  static List<JsonNode> tsClient(List<String> command, ArrayNode calls, java.util.function.Consumer<JsonNode> seen) throws Exception {
    ObjectNode plan = M.createObjectNode();
    plan.set("command", M.valueToTree(command));
    plan.set("calls", calls);
    Process p = new ProcessBuilder("node", "client.mjs", M.writeValueAsString(plan)).directory(E2E.toFile())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    List<JsonNode> lines = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        JsonNode n = M.readTree(line);
        lines.add(n);
        seen.accept(n);
      }
    }
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    return lines;
  }

  static ObjectNode call(ArrayNode calls, String tool) {
    ObjectNode c = calls.addObject().put("tool", tool);
    return c.putObject("args");
  }

  @Test
  void theTypeScriptSdkClientReadsA20MbFileAndPagesOnThroughTheProxy() throws Exception {
    ArrayNode calls = M.createArrayNode();
    call(calls, "read_text_file").put("path", files.resolve("twenty.txt").toString());
    call(calls, "candor_more").put("handle", "$HANDLE").put("lines", "250000:250001");
    List<JsonNode> out = tsClient(with(proxy(), filesystem()), calls, n -> { });
    assertThat(out.get(0).path("tools").toString()).contains("read_text_file", "candor_more");
    JsonNode read = out.get(2);
    assertThat(read.path("isError").asBoolean()).isFalse();
    assertThat(BUDGET.measure(read.path("text").asText()) + BUDGET.measure(read.path("structured").toString()))
        .isLessThanOrEqualTo(ProxyConfig.DEFAULT_TOKENS);
    assertThat(read.path("links").get(0).asText()).startsWith("candor://result/cnd_");
    assertThat(out.get(4).path("text").asText()).contains("row 250000: ", "row 250001: ").doesNotContain("row 250002: ");
  }

  @Test
  void anUpstreamKilledMidCallGivesAnErrorResultAndTheNextCallWorks() throws Exception {
    ArrayNode calls = M.createArrayNode();
    call(calls, "trigger-long-running-operation").put("duration", 60).put("steps", 60);
    call(calls, "echo").put("message", "after the crash");
    long[] killedAt = {0};
    List<JsonNode> out = tsClient(with(proxy("--timeout", "30"), everything()), calls, n -> {
      if (n.path("calling").asText().equals("trigger-long-running-operation")) {
        new Thread(() -> {
          try {
            Thread.sleep(3_000);
            ProcessHandle.current().descendants()
                .filter(h -> h.info().arguments().map(a -> a.length > 0
                    && a[0].endsWith("server-everything/dist/index.js")).orElse(false))
                .forEach(h -> {
                  killedAt[0] = System.nanoTime();
                  h.destroyForcibly();
                });
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }).start();
      }
    });
    assertThat(killedAt[0]).as("the upstream server-everything process was found and killed").isNotZero();
    JsonNode failed = out.get(2);
    assertThat(failed.path("isError").asBoolean()).as(failed.toString()).isTrue();
    assertThat(failed.path("text").asText()).contains("upstream MCP server", "exited");
    assertThat(failed.path("ms").asLong()).isLessThan(30_000);
    JsonNode next = out.get(4);
    assertThat(next.path("isError").asBoolean()).isFalse();
    assertThat(next.path("text").asText()).contains("after the crash");
  }
}

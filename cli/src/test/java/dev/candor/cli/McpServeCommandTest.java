package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code candor mcp serve} on stdio, driven end to end by the MCP Java SDK's own client. */
class McpServeCommandTest {
  @TempDir Path dir;

  private static String text(CallToolResult r) {
    return ((TextContent) r.content().get(0)).text();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> fields(CallToolResult r) {
    return (Map<String, Object>) r.structuredContent();
  }

  private McpSyncClient client(List<String> stderr, String... serveArgs) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ServerParameters params = ServerParameters.builder(java)
        .args("-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "serve")
        .build();
    List<String> args = new java.util.ArrayList<>(params.getArgs());
    args.addAll(List.of(serveArgs));
    StdioClientTransport transport = new StdioClientTransport(ServerParameters.builder(java).args(args).build(), McpJsonDefaults.getMapper());
    transport.setStdErrorHandler(stderr::add);
    // Schema caching makes the client check every structured result against the tool's outputSchema.
    return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60))
        .enableCallToolSchemaCaching(true).build();
  }

  @Test
  void everyToolAnswersTheSdksClientOverStdio() throws Exception {
    StringBuilder file = new StringBuilder();
    for (int i = 1; i <= 3_000; i++) {
      file.append("line ").append(i).append(" of the notes\n");
    }
    Files.writeString(dir.resolve("notes.txt"), file);
    List<String> stderr = new CopyOnWriteArrayList<>();
    try (McpSyncClient client = client(stderr, "--store", "sqlite:" + dir.resolve("store.db"), "--cwd", dir.toString(), "--budget", "2000")) {
      client.initialize();
      assertThat(client.getServerInfo().name()).isEqualTo("candor");
      List<Tool> tools = client.listTools().tools();
      assertThat(tools).extracting(Tool::name).containsExactlyInAnyOrder("run_command", "read_file", "shape", "candor_more", "candor_history");
      assertThat(tools.stream().filter(t -> t.name().equals("run_command")).findFirst().orElseThrow().outputSchema()).isNotNull();

      String script = "seq 1 4000; echo 'FATAL: disk quota exceeded on /var/build' >&2; seq 4001 8000; exit 2";
      CallToolResult run = client.callTool(new CallToolRequest("run_command", Map.of("command", script)));
      assertThat(run.isError()).isTrue();
      assertThat(fields(run).get("exit_code")).isEqualTo(2);
      assertThat(fields(run).get("truncated")).isEqualTo(true);
      assertThat(text(run)).contains("FATAL: disk quota exceeded on /var/build");
      assertThat(text(run).length()).isLessThanOrEqualTo(2_000);
      String handle = (String) fields(run).get("handle");
      assertThat(handle).startsWith("cnd_");

      CallToolResult more = client.callTool(new CallToolRequest("candor_more", Map.of("handle", handle, "lines", "6000:6002")));
      assertThat(more.isError()).isFalse();
      assertThat(text(more)).contains("6001"); // 5999-6001 or 6000-6002, by where stderr's line arrived

      CallToolResult read = client.callTool(new CallToolRequest("read_file", Map.of("path", "notes.txt", "lines", "1500:1502")));
      assertThat(read.isError()).isFalse();
      assertThat(text(read)).contains("line 1500 of the notes").contains("line 1502 of the notes");
      assertThat(fields(read).get("strategy")).isEqualTo("file");

      CallToolResult shaped = client.callTool(new CallToolRequest("shape", Map.of("text", file.toString(), "budget", 800)));
      assertThat(shaped.isError()).isFalse();
      assertThat(text(shaped).length()).isLessThanOrEqualTo(800);
      assertThat(((Map<?, ?>) fields(shaped).get("input")).get("lines")).isEqualTo(3_000);

      CallToolResult bad = client.callTool(new CallToolRequest("read_file", Map.of("path", "missing.txt")));
      assertThat(bad.isError()).isTrue();
      assertThat(text(bad)).contains("no such file");
    }
  }

  @Test
  void refusesToServeHttpBeyondLoopbackWithoutATokenAndSaysHowToGiveOne() {
    Cli cli = new Cli();
    assertThat(cli.run("mcp", "serve", "--no-store", "--http", "0.0.0.0:0")).isEqualTo(2);
    assertThat(cli.err()).contains("refusing to serve on 0.0.0.0 without a bearer token").contains("--token-file");
  }

  @Test
  void anEmptyTokenFileIsAUsageErrorThatSaysWhatToPutInIt() throws Exception {
    Path empty = Files.writeString(dir.resolve("token"), "\n");
    Cli cli = new Cli();
    assertThat(cli.run("mcp", "serve", "--no-store", "--http", "0", "--token-file", empty.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("is empty: put the token on its first line");
  }

  @Test
  void aCallStillRunningWhenStdinClosesIsAnsweredBeforeTheServerExits() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "serve", "--no-store")
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    String requests = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"script\",\"version\":\"1\"}}}\n"
        + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
        + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"run_command\","
        + "\"arguments\":{\"command\":\"sleep 1; echo finished-late\"}}}\n";
    try (var stdin = p.getOutputStream()) {
      stdin.write(requests.getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(out.lines()).hasSize(2);
    assertThat(out.lines().skip(1).findFirst().orElseThrow()).contains("\"id\":2").contains("finished-late");
  }

  @Test
  void overStdioEachMalformedLineGetsItsErrorAndTheServerGoesOnAndExitsAtEndOfInput() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "serve", "--no-store", "--no-trace")
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    String lines = "not json\n[1,2\n{}\n{\"jsonrpc\":\"2.0\",\"id\":1}\n"
        + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":\"x\"}\n"
        + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"script\",\"version\":\"1\"}}}\n";
    try (var stdin = p.getOutputStream()) {
      stdin.write(lines.getBytes(StandardCharsets.UTF_8));
    }
    List<String> out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(out).hasSize(6);
    assertThat(out.get(0)).contains("\"id\":null").contains("-32700").contains("not JSON");
    assertThat(out.get(1)).contains("\"id\":null").contains("-32700");
    assertThat(out.get(2)).contains("\"id\":null").contains("-32600").contains("jsonrpc");
    assertThat(out.get(3)).contains("\"id\":1,").contains("-32600").contains("needs a method");
    assertThat(out.get(4)).contains("\"id\":2,").contains("-32600").contains("params of initialize must be an object");
    assertThat(out.get(5)).contains("\"id\":3,").contains("\"serverInfo\"");
  }
}

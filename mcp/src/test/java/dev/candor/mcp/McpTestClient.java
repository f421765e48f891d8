package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/** A line-level MCP client for tests: talks JSON-RPC to a proxy process over its stdio. */
final class McpTestClient implements AutoCloseable {
  static final ObjectMapper M = new ObjectMapper();
  final Process process;
  private final OutputStream in;
  private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
  final List<String> nonJson = new ArrayList<>();
  final List<JsonNode> notifications = new ArrayList<>();
  /** Every response read, whoever asked. */
  final List<JsonNode> responses = new ArrayList<>();
  Function<JsonNode, JsonNode> onServerRequest = r -> null;
  private int nextId = 1;

  private McpTestClient(Process p) {
    this.process = p;
    this.in = p.getOutputStream();
    Thread t = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          try {
            inbox.add(M.readTree(line));
          } catch (IOException e) {
            synchronized (nonJson) {
              nonJson.add(line);
            }
          }
        }
      } catch (IOException e) {
        // process gone
      }
    });
    t.setDaemon(true);
    t.start();
  }

  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  static List<String> fakeUpstream() {
    return List.of(java(), "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), FakeUpstream.class.getName());
  }

  /** A proxy JVM wrapping the fake upstream. */
  static McpTestClient proxy(long budgetTokens, String store, long timeoutMs, String... jvmArgs) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(java());
    cmd.addAll(List.of(jvmArgs));
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), ProxyTestMain.class.getName(),
        Long.toString(budgetTokens), store, Long.toString(timeoutMs), "--"));
    cmd.addAll(fakeUpstream());
    return new McpTestClient(new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start());
  }

  /** The fake upstream with no proxy in front, to compare against. */
  static McpTestClient direct() throws IOException {
    return new McpTestClient(new ProcessBuilder(fakeUpstream()).redirectError(ProcessBuilder.Redirect.INHERIT).start());
  }

  void sendRaw(String line) throws IOException {
    in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
  }

  void send(JsonNode m) throws IOException {
    sendRaw(M.writeValueAsString(m));
  }

  /** Sends a request and waits for its response, answering server requests and keeping notifications. */
  JsonNode request(String method, JsonNode params, Duration wait) throws Exception {
    int id = nextId++;
    ObjectNode m = M.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
    if (params != null) {
      m.set("params", params);
    }
    send(m);
    return await(M.getNodeFactory().numberNode(id), wait);
  }

  JsonNode request(String method, String paramsJson) throws Exception {
    return request(method, paramsJson == null ? null : M.readTree(paramsJson), Duration.ofSeconds(60));
  }

  JsonNode await(JsonNode id, Duration wait) throws Exception {
    long end = System.nanoTime() + wait.toNanos();
    while (true) {
      JsonNode r = inbox.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
      if (r == null) {
        throw new AssertionError("no answer to request " + id + " within " + wait);
      }
      if (r.has("method") && r.has("id")) {
        JsonNode result = onServerRequest.apply(r);
        ObjectNode answer = M.createObjectNode().put("jsonrpc", "2.0");
        answer.set("id", r.get("id"));
        answer.set("result", result == null ? M.createObjectNode() : result);
        send(answer);
        continue;
      }
      if (r.has("method")) {
        notifications.add(r);
        continue;
      }
      responses.add(r);
      if (id == null || id.equals(r.get("id"))) {
        return r;
      }
    }
  }

  /** Initializes as a client would. */
  JsonNode initialize() throws Exception {
    JsonNode r = request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"sampling\":{}},"
        + "\"clientInfo\":{\"name\":\"test-client\",\"version\":\"1\"}}");
    send(M.readTree("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"));
    return r;
  }

  JsonNode call(String tool, String argsJson) throws Exception {
    return request("tools/call", "{\"name\":\"" + tool + "\",\"arguments\":" + argsJson + "}");
  }

  static String text(JsonNode response) {
    StringBuilder s = new StringBuilder();
    for (JsonNode c : response.path("result").path("content")) {
      if (c.has("text")) {
        s.append(c.get("text").asText()).append('\n');
      }
    }
    return s.toString();
  }

  @Override
  public void close() throws IOException {
    in.close();
    try {
      if (!process.waitFor(15, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }
}

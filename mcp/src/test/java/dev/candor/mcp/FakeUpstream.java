package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Random;

/**
 * A stdio MCP server for the proxy's tests, run as its own JVM. Tools: echo, big (a long text,
 * written as it streams), items (structured, with an output schema), strict (structured, with a
 * schema no cut can meet), image, fail (isError), hang, crash, garbage (a non-JSON line first),
 * ask (a sampling request to the client first).
 */
public final class FakeUpstream {
  private static final ObjectMapper M = new ObjectMapper();
  private static OutputStream out;

  public static void main(String[] args) throws Exception {
    out = new BufferedOutputStream(System.out, 1 << 16);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    JsonNode pendingAsk = null;
    while ((line = in.readLine()) != null) {
      JsonNode m = M.readTree(line);
      JsonNode id = m.get("id");
      String method = m.path("method").asText("");
      if (!m.has("method") && pendingAsk != null) {
        // the client's answer to our sampling request
        String said = m.path("result").path("content").path("text").asText("?");
        send(result(pendingAsk, text("the client said: " + said + " (to request id " + m.get("id") + ")")));
        pendingAsk = null;
        continue;
      }
      switch (method) {
        case "initialize": {
          ObjectNode r = M.createObjectNode();
          r.put("protocolVersion", m.path("params").path("protocolVersion").asText("2025-06-18"));
          r.putObject("capabilities").putObject("tools");
          r.putObject("serverInfo").put("name", "fake-upstream").put("version", "1")
              .put("pid", ProcessHandle.current().pid())
              .put("client", m.path("params").path("clientInfo").path("name").asText());
          send(result(id, r));
          break;
        }
        case "tools/list":
          send(result(id, M.readTree(TOOLS)));
          break;
        case "resources/read": {
          // Not advertised, but answered: a long text resource, to be shaped like a tool result.
          StringBuilder t = new StringBuilder();
          for (int i = 1; t.length() < 400_000; i++) {
            t.append("resource line ").append(i).append('\n');
          }
          ObjectNode r = M.createObjectNode();
          r.putArray("contents").addObject().put("uri", m.path("params").path("uri").asText())
              .put("mimeType", "text/plain").put("text", t.toString());
          send(result(id, r));
          break;
        }
        case "ping":
          send(result(id, M.createObjectNode()));
          break;
        case "tools/call":
          call(id, m.path("params").path("name").asText(), m.path("params").path("arguments"), m.path("params").path("_meta").get("progressToken"));
          if (m.path("params").path("name").asText().equals("ask")) {
            pendingAsk = id;
          }
          break;
        default:
          if (id != null) {
            ObjectNode e = M.createObjectNode().put("jsonrpc", "2.0");
            e.set("id", id);
            e.putObject("error").put("code", -32601).put("message", "Method not found: " + method);
            send(e);
          }
      }
    }
  }

  private static void call(JsonNode id, String name, JsonNode a, JsonNode token) throws Exception {
    switch (name) {
      case "slow": {
        // Reports progress every 200 ms for the given time, then answers.
        long end = System.currentTimeMillis() + a.path("ms").asLong(3000);
        int step = 0;
        while (System.currentTimeMillis() < end) {
          Thread.sleep(200);
          if (token != null) {
            ObjectNode n = M.createObjectNode().put("jsonrpc", "2.0").put("method", "notifications/progress");
            n.putObject("params").put("progress", ++step).set("progressToken", token);
            send(n);
          }
        }
        send(result(id, text("slow and steady")));
        break;
      }
      case "echo":
        send(result(id, text(a.path("text").asText())));
        break;
      case "big":
        big(id, a.path("bytes").asLong(100_000), a.path("secret").asBoolean(false));
        break;
      case "items":
      case "strict": {
        int n = a.path("n").asInt(5000);
        ObjectNode sc = M.createObjectNode();
        ArrayNode items = sc.putArray("items");
        for (int i = 1; i <= n; i++) {
          items.addObject().put("id", i).put("name", "item number " + i).put("ok", i % 97 != 0);
        }
        ObjectNode r = text(M.writeValueAsString(sc));
        r.set("structuredContent", sc);
        send(result(id, r));
        break;
      }
      case "image": {
        byte[] b = new byte[a.path("bytes").asInt(1000)];
        new Random(7).nextBytes(b);
        ObjectNode r = M.createObjectNode();
        r.putArray("content").addObject().put("type", "image").put("mimeType", "image/png")
            .put("data", Base64.getEncoder().encodeToString(b));
        send(result(id, r));
        break;
      }
      case "fail": {
        ObjectNode r = text("ERROR: the step failed\n" + "step output, nothing unusual\n".repeat(a.path("bytes").asInt(10) / 29));
        r.put("isError", true);
        send(result(id, r));
        break;
      }
      case "vast_json": {
        // More JSON outside strings than the proxy reads: small numbers, 34 MB of them.
        int n = a.path("n").asInt(17_000_000);
        StringBuilder sb = new StringBuilder(n * 2 + 100).append("{\"jsonrpc\":\"2.0\",\"id\":")
            .append(M.writeValueAsString(id)).append(",\"result\":{\"content\":[],\"structuredContent\":{\"v\":[");
        for (int i = 0; i < n; i++) {
          sb.append(i == 0 ? "" : ",").append('1');
        }
        out.write(sb.append("]}}}\n").toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
        break;
      }
      case "hang":
        break;
      case "crash":
        System.exit(3);
        break;
      case "garbage":
        out.write("this is not json\n".getBytes(StandardCharsets.UTF_8));
        send(result(id, text("after garbage")));
        break;
      case "ask": {
        ObjectNode req = M.createObjectNode().put("jsonrpc", "2.0").put("id", "fake-ask-1").put("method", "sampling/createMessage");
        req.putObject("params").put("maxTokens", 10).putArray("messages").addObject().put("role", "user")
            .putObject("content").put("type", "text").put("text", "hello?");
        send(req);
        break;
      }
      default:
        send(result(id, text("unknown tool " + name)));
    }
  }

  /** A text result of about {@code bytes} bytes, written as it goes: never held whole. */
  private static void big(JsonNode id, long bytes, boolean secret) throws Exception {
    out.write(("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"")
        .getBytes(StandardCharsets.UTF_8));
    long n = 0;
    long i = 0;
    long errorAt = bytes / 2;
    while (n < bytes) {
      i++;
      String l = (n >= errorAt && errorAt >= 0 ? "ERROR: disk full at line " + i + " \\\"quoted\\\" caf\\u00e9"
          : secret && i == 3 ? "key AKIAIOSFODNN7EXAMPLE and more" : "line " + i + " all fine here, nothing to see")
          + "\\n";
      if (n >= errorAt && errorAt >= 0) {
        errorAt = -1;
      }
      byte[] b = l.getBytes(StandardCharsets.UTF_8);
      out.write(b);
      n += b.length;
    }
    out.write("\"}]}}\n".getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  private static ObjectNode text(String t) {
    ObjectNode r = M.createObjectNode();
    r.putArray("content").addObject().put("type", "text").put("text", t);
    return r;
  }

  private static ObjectNode result(JsonNode id, JsonNode r) {
    ObjectNode m = M.createObjectNode().put("jsonrpc", "2.0");
    m.set("id", id);
    m.set("result", r);
    return m;
  }

  private static synchronized void send(JsonNode m) throws Exception {
    out.write(M.writeValueAsBytes(m));
    out.write('\n');
    out.flush();
  }

  private static final String TOOLS = "{\"tools\":["
      + "{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"big\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"items\",\"inputSchema\":{\"type\":\"object\"},\"outputSchema\":{\"type\":\"object\","
      + "\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\"]}}},"
      + "\"required\":[\"items\"],\"additionalProperties\":false}},"
      + "{\"name\":\"strict\",\"inputSchema\":{\"type\":\"object\"},\"outputSchema\":{\"type\":\"object\","
      + "\"properties\":{\"items\":{\"type\":\"array\",\"minItems\":5000}},\"required\":[\"items\"]}},"
      + "{\"name\":\"image\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"fail\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"hang\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"crash\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"garbage\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"slow\",\"inputSchema\":{\"type\":\"object\"}},"
      + "{\"name\":\"ask\",\"inputSchema\":{\"type\":\"object\"}}]}";
}

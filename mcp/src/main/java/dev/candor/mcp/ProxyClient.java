package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The client's side of the proxy: the stream its frames go out on, one whole frame at a time from
 * any thread, and the messages the proxy itself says. A client that went away costs a log line.
 */
final class ProxyClient {
  private final ObjectMapper mapper;
  private final OutputStream out;

  ProxyClient(ObjectMapper mapper, OutputStream out) {
    this.mapper = mapper;
    this.out = out;
  }

  /** A JSON-RPC error message for request {@code id}. */
  ObjectNode error(JsonNode id, int code, String message) {
    ObjectNode msg = mapper.createObjectNode().put("jsonrpc", "2.0");
    msg.set("id", id);
    msg.putObject("error").put("code", code).put("message", message);
    return msg;
  }

  /** Answers request {@code id} with a failure: a tool result with {@code isError} for tools/call, else a JSON-RPC error. */
  void fail(JsonNode id, String method, String text) {
    if ("tools/call".equals(method)) {
      ObjectNode msg = mapper.createObjectNode().put("jsonrpc", "2.0");
      msg.set("id", id);
      ObjectNode result = msg.putObject("result");
      result.putArray("content").addObject().put("type", "text").put("text", text);
      result.put("isError", true);
      send(msg);
    } else {
      send(error(id, -32603, text));
    }
  }

  /** Answers request {@code id} with {@code result}. */
  void answer(JsonNode id, JsonNode result) {
    ObjectNode msg = mapper.createObjectNode().put("jsonrpc", "2.0");
    msg.set("id", id);
    msg.set("result", result);
    send(msg);
  }

  void send(ObjectNode msg) {
    try {
      send(mapper.writeValueAsBytes(msg));
    } catch (IOException e) {
      Proxy.log("could not write to the client: " + e.getMessage());
    }
  }

  void send(byte[] frame) {
    synchronized (out) {
      try {
        out.write(frame);
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        Proxy.log("could not write to the client: " + e.getMessage());
      }
    }
  }

  /** Relays a frame as it came, its spooled strings spliced back in; the frame is closed. */
  void send(ProxyFrame f) {
    try (f) {
      synchronized (out) {
        ProxyFrame.write(f.json(), f.spools(), out);
        out.write('\n');
        out.flush();
      }
    } catch (IOException e) {
      Proxy.log("could not write to the client: " + e.getMessage());
    }
  }
}

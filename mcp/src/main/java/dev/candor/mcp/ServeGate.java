package dev.candor.mcp;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks each line a client sends {@code candor mcp serve} before the MCP SDK reads it, and
 * answers the bad ones itself with a JSON-RPC error.
 *
 * <p>The SDK's stdio transport (2.1.0) stops reading for good at the first line it cannot turn
 * into a message: it answers nothing, serves no later request and never sees its input end. So
 * every line the SDK would reject is answered here (-32700 for a line that is not JSON, -32600 for
 * JSON that is not a JSON-RPC message) and never reaches it. A {@code tools/call} for a tool the
 * server lacks is answered here too (-32602), because the SDK's own answer names a fixed
 * placeholder rather than the tool asked for.
 */
final class ServeGate {
  /** JSON-RPC's error codes for what this gate answers. */
  static final int PARSE_ERROR = -32700;
  static final int INVALID_REQUEST = -32600;
  static final int INVALID_PARAMS = -32602;

  private final ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  private final McpJsonMapper sdk;
  private final Set<String> tools;

  ServeGate(McpJsonMapper sdk, Iterable<String> toolNames) {
    this.sdk = sdk;
    this.tools = new TreeSet<>();
    toolNames.forEach(tools::add);
  }

  /**
   * What to do with one line: null to pass it to the SDK, else the error to answer it with. A
   * blank line is neither a message nor an error: it is dropped ({@link #BLANK}).
   */
  JsonNode check(byte[] line) {
    if (blank(line)) {
      return BLANK;
    }
    JsonNode m;
    try {
      m = mapper.readTree(line);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      return error(NullNode.instance, PARSE_ERROR, "Parse error: the line is not JSON: " + e.getOriginalMessage()
          + (at != null && at.getColumnNr() > 0 ? " (at character " + at.getColumnNr() + ")" : ""));
    } catch (IOException e) {
      return error(NullNode.instance, PARSE_ERROR, "Parse error: " + e.getMessage());
    }
    if (!m.isObject()) {
      return error(NullNode.instance, INVALID_REQUEST, "Invalid Request: a message is one JSON-RPC object a line, not "
          + (m.isArray() ? "an array (batches are not supported)" : "a " + m.getNodeType().name().toLowerCase(java.util.Locale.ROOT)));
    }
    JsonNode id = m.get("id");
    if (id != null && !(id.isTextual() || id.isIntegralNumber() || id.isNull())) {
      return error(NullNode.instance, INVALID_REQUEST, "Invalid Request: id must be a string or an integer, not " + kind(id));
    }
    JsonNode answerTo = id == null ? NullNode.instance : id;
    if (!"2.0".equals(m.path("jsonrpc").asText(null)) || !m.get("jsonrpc").isTextual()) {
      return error(answerTo, INVALID_REQUEST, "Invalid Request: \"jsonrpc\" must be \"2.0\"");
    }
    JsonNode problem = m.has("method") ? checkCall(m, answerTo) : checkAnswer(m);
    if (problem != null) {
      return problem;
    }
    try {
      McpSchema.deserializeJsonRpcMessage(sdk, new String(line, StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      // Whatever else the SDK cannot read would stop its transport: refuse it here instead.
      return error(answerTo, INVALID_REQUEST, "Invalid Request: " + e.getMessage());
    }
    return null;
  }

  /** A request or a notification: a string method, params an object when given, and a known tool. */
  private JsonNode checkCall(JsonNode m, JsonNode id) {
    JsonNode method = m.get("method");
    if (!method.isTextual()) {
      return error(id, INVALID_REQUEST, "Invalid Request: method must be a string, not " + kind(method));
    }
    JsonNode params = m.get("params");
    if (params != null && !params.isObject() && !params.isNull()) {
      return error(id, INVALID_REQUEST, "Invalid Request: params of " + method.asText() + " must be an object, not " + kind(params));
    }
    if (!"tools/call".equals(method.asText()) || id.isNull()) {
      return null;
    }
    JsonNode name = params == null ? null : params.get("name");
    if (name == null || !name.isTextual()) {
      return error(id, INVALID_PARAMS, "Invalid params: tools/call needs params.name, the name of one of " + tools);
    }
    if (!tools.contains(name.asText())) {
      return error(id, INVALID_PARAMS, "Unknown tool: " + name.asText() + " (this server's tools: " + String.join(", ", tools) + ")");
    }
    return null;
  }

  /** A response from the client, to a request of the server's: an id, and a result or an error object. */
  private JsonNode checkAnswer(JsonNode m) {
    if (!m.has("result") && !m.has("error")) {
      return error(m.has("id") ? m.get("id") : NullNode.instance, INVALID_REQUEST,
          "Invalid Request: a message needs a method (a request or a notification), or a result or an error (a response)");
    }
    JsonNode e = m.get("error");
    if (e != null && !(e.isObject() && e.path("code").isIntegralNumber() && e.path("message").isTextual())) {
      return error(NullNode.instance, INVALID_REQUEST, "Invalid Request: an error response's error must be an object with an integer code and a string message");
    }
    return null;
  }

  private static String kind(JsonNode n) {
    return n.isTextual() ? "a string" : n.isArray() ? "an array" : n.isObject() ? "an object"
        : n.isNumber() ? "a number" : n.isBoolean() ? "a boolean" : "null";
  }

  private static boolean blank(byte[] line) {
    for (byte b : line) {
      if (b != ' ' && b != '\t' && b != '\r') {
        return false;
      }
    }
    return true;
  }

  /** The answer for a blank line: none. */
  static final JsonNode BLANK = NullNode.instance;

  JsonNode error(JsonNode id, int code, String message) {
    return HttpStreamSession.error(mapper, id, code, message);
  }

  byte[] write(JsonNode answer) {
    try {
      return (mapper.writeValueAsString(answer) + "\n").getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an error answer is always JSON", e);
    }
  }
}

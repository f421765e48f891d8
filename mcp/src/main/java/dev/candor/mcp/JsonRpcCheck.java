package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import java.util.Locale;

/**
 * Whether a parsed message is a JSON-RPC 2.0 message at all: a request, a notification or a
 * response. Both the stdio line filter of {@code candor mcp serve} ({@link ServeGate}) and the
 * HTTP bridge ({@link HttpStreamBridge}) refuse what fails here with -32600, naming what was wrong.
 */
final class JsonRpcCheck {
  static final int INVALID_REQUEST = -32600;

  private JsonRpcCheck() {}

  /** Null for a well-formed message, else the -32600 error to answer it with. */
  static JsonNode problem(ObjectMapper mapper, JsonNode m) {
    if (!m.isObject()) {
      return error(mapper, NullNode.instance, "a message is one JSON-RPC object, not "
          + (m.isArray() ? "an array (batches are not supported)" : kind(m)));
    }
    JsonNode id = m.get("id");
    if (id != null && !(id.isTextual() || id.isIntegralNumber() || id.isNull())) {
      return error(mapper, NullNode.instance, "id must be a string or an integer, not " + kind(id));
    }
    JsonNode answerTo = id == null ? NullNode.instance : id;
    JsonNode version = m.get("jsonrpc");
    if (version == null || !version.isTextual() || !version.asText().equals("2.0")) {
      return error(mapper, answerTo, "\"jsonrpc\" must be \"2.0\"");
    }
    if (m.has("method")) {
      JsonNode method = m.get("method");
      if (!method.isTextual()) {
        return error(mapper, answerTo, "method must be a string, not " + kind(method));
      }
      JsonNode params = m.get("params");
      if (params != null && !params.isObject() && !params.isNull()) {
        return error(mapper, answerTo, "params of " + method.asText() + " must be an object, not " + kind(params));
      }
      return null;
    }
    if (!m.has("result") && !m.has("error")) {
      return error(mapper, answerTo, "a message needs a method (a request or a notification), or a result or an error (a response)");
    }
    if (id == null || id.isNull()) {
      return error(mapper, NullNode.instance, "a response needs the id of the request it answers");
    }
    JsonNode e = m.get("error");
    if (e != null && !(e.isObject() && e.path("code").isIntegralNumber() && e.path("message").isTextual())) {
      return error(mapper, NullNode.instance, "an error response's error must be an object with an integer code and a string message");
    }
    return null;
  }

  /**
   * What Jackson found wrong, without its source excerpt or nested location: {@code Unexpected
   * end-of-input: expected close marker for Array (at character 5)}.
   */
  static String parseFault(com.fasterxml.jackson.core.JsonProcessingException e) {
    String what = String.valueOf(e.getOriginalMessage())
        .replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "")
        .replaceAll("\\s*at \\[Source:[^\\]]*\\]", "");
    com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
    return what + (at != null && at.getColumnNr() > 0 ? " (at character " + at.getColumnNr() + ")" : "");
  }

  static String kind(JsonNode n) {
    return n.isTextual() ? "a string" : n.isArray() ? "an array" : n.isObject() ? "an object"
        : n.isNumber() ? "a number" : n.isBoolean() ? "a boolean" : n.isNull() ? "null" : n.getNodeType().name().toLowerCase(Locale.ROOT);
  }

  private static JsonNode error(ObjectMapper mapper, JsonNode id, String what) {
    return HttpStreamSession.error(mapper, id, INVALID_REQUEST, "Invalid Request: " + what);
  }
}

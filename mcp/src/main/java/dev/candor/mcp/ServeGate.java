package dev.candor.mcp;

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
  static final int INVALID_REQUEST = JsonRpcCheck.INVALID_REQUEST;
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
   * What to do with one line: pass its {@code message} to the SDK, or answer it with {@code error};
   * a blank line has neither (it is no message, and it is dropped).
   */
  record Verdict(JsonNode message, JsonNode error) {
    static final Verdict BLANK = new Verdict(null, null);

    static Verdict refuse(JsonNode error) {
      return new Verdict(null, error);
    }
  }

  /** What to do with one line: see {@link Verdict}. */
  Verdict check(byte[] line) {
    if (blank(line)) {
      return Verdict.BLANK;
    }
    JsonNode m;
    try {
      m = mapper.readTree(line);
    } catch (JsonProcessingException e) {
      return Verdict.refuse(error(NullNode.instance, PARSE_ERROR, "Parse error: the line is not JSON: " + JsonRpcCheck.parseFault(e)));
    } catch (IOException e) {
      return Verdict.refuse(error(NullNode.instance, PARSE_ERROR, "Parse error: " + e.getMessage()));
    }
    JsonNode problem = JsonRpcCheck.problem(mapper, m);
    if (problem == null) {
      problem = checkTool(m);
    }
    if (problem == null) {
      problem = sdkProblem(m, line);
    }
    return problem != null ? Verdict.refuse(problem) : new Verdict(m, null);
  }

  /** Whatever else the SDK cannot read would stop its transport: refused here instead. */
  private JsonNode sdkProblem(JsonNode m, byte[] line) {
    JsonNode answerTo = m.hasNonNull("id") ? m.get("id") : NullNode.instance;
    try {
      McpSchema.deserializeJsonRpcMessage(sdk, new String(line, StandardCharsets.UTF_8));
      return null;
    } catch (IOException | RuntimeException e) {
      return error(answerTo, INVALID_REQUEST, "Invalid Request: " + e.getMessage());
    }
  }

  /** A {@code tools/call} request names one of this server's tools. */
  private JsonNode checkTool(JsonNode m) {
    JsonNode id = m.get("id");
    if (!"tools/call".equals(m.path("method").asText()) || id == null || id.isNull()) {
      return null;
    }
    JsonNode name = m.path("params").get("name");
    if (name == null || !name.isTextual()) {
      return error(id, INVALID_PARAMS, "Invalid params: tools/call needs params.name, the name of one of " + tools);
    }
    if (!tools.contains(name.asText())) {
      return error(id, INVALID_PARAMS, "Unknown tool: " + name.asText() + " (this server's tools: " + String.join(", ", tools) + ")");
    }
    return null;
  }

  private static boolean blank(byte[] line) {
    for (byte b : line) {
      if (b != ' ' && b != '\t' && b != '\r') {
        return false;
      }
    }
    return true;
  }

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

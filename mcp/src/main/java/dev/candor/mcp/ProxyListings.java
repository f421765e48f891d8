package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the proxy adds to the upstream's answers about itself: the candor_more tool in tools/list,
 * the resources capability and the candor://result template when the upstream has none; and what
 * it learns from them: each tool's outputSchema, which a shaped result must still meet.
 */
final class ProxyListings {
  private static final com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>> SCHEMA = new com.fasterxml.jackson.core.type.TypeReference<>() {};
  private final ObjectMapper mapper;
  private final Map<String, Map<String, Object>> outputSchemas = new ConcurrentHashMap<>();
  private volatile boolean localResources;

  ProxyListings(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  /** The outputSchema {@code tool} declared in the last tools/list, or null. */
  Map<String, Object> outputSchema(String tool) {
    return tool == null ? null : outputSchemas.get(tool);
  }

  /** Whether the upstream offers no resources, so the proxy answers resources/list and templates itself. */
  boolean localResources() {
    return localResources;
  }

  /** The proxy's own answer to resources/list or resources/templates/list, when {@link #localResources}. */
  ObjectNode localAnswer(String method) {
    ObjectNode result = mapper.createObjectNode();
    if (method.equals("resources/list")) {
      result.putArray("resources");
    } else {
      result.putArray("resourceTemplates").add(ProxyResources.template(mapper));
    }
    return result;
  }

  /** Adds to, or learns from, the answer {@code m} to request {@code p}; true when {@code m} was changed. */
  boolean rewrite(ProxyPending p, ObjectNode m) {
    JsonNode result = m.path("result");
    switch (p.method) {
      case "initialize": {
        if (!result.isObject()) {
          return false;
        }
        ObjectNode caps = result.path("capabilities").isObject() ? (ObjectNode) result.get("capabilities")
            : ((ObjectNode) result).putObject("capabilities");
        localResources = !caps.has("resources");
        if (localResources) {
          caps.putObject("resources");
        }
        return localResources;
      }
      case "resources/templates/list":
        if (!p.firstPage || !result.path("resourceTemplates").isArray()) {
          return false;
        }
        ((ArrayNode) result.get("resourceTemplates")).add(ProxyResources.template(mapper));
        return true;
      case "tools/list":
        if (!result.path("tools").isArray()) {
          return false;
        }
        for (JsonNode tool : result.get("tools")) {
          if (tool.path("outputSchema").isObject()) {
            outputSchemas.put(tool.path("name").asText(), mapper.convertValue(tool.get("outputSchema"), SCHEMA));
          } else {
            outputSchemas.remove(tool.path("name").asText());
          }
        }
        if (p.firstPage) {
          ((ArrayNode) result.get("tools")).add(mapper.valueToTree(MoreTool.definition()));
          ((ArrayNode) result.get("tools")).add(mapper.valueToTree(HistoryTool.definition()));
        }
        return p.firstPage;
      default:
        return false;
    }
  }
}

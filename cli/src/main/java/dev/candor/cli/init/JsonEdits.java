package dev.candor.cli.init;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/** The edits {@code candor init} makes to an agent's JSON or JSONC settings, each a no-op when already made. */
final class JsonEdits {
  private static final Set<String> REMOTE_TYPES = Set.of("http", "sse", "streamable-http", "streamablehttp", "ws");

  private JsonEdits() {}

  /**
   * Adds {@code element} to the array at {@code keys} (creating the objects and the array on the
   * way), unless an element there already satisfies {@code ours}.
   */
  static String ensureElement(String text, List<String> keys, JsonNode element, Predicate<JsonNode> ours) {
    JsonText doc = JsonText.parse(text);
    String path = String.join("/", keys);
    JsonNode existing = doc.node(path);
    if (existing.isArray()) {
      for (JsonNode e : existing) {
        if (ours.test(e)) {
          return text;
        }
      }
      return doc.appendElement(path, JsonText.pretty(element));
    }
    if (!existing.isMissingNode()) {
      return text; // not an array: the user's own shape, left as it is
    }
    ArrayNode array = JsonNodeFactory.instance.arrayNode().add(element);
    return insertNested(doc, keys, array);
  }

  /** Inserts {@code value} at {@code keys}, under the deepest object on that path that exists. */
  static String insertNested(JsonText doc, List<String> keys, JsonNode value) {
    int have = keys.size() - 1;
    while (have > 0 && !doc.node(String.join("/", keys.subList(0, have))).isObject()) {
      have--;
    }
    String parent = String.join("/", keys.subList(0, have));
    if (!doc.node(parent).isObject()) {
      return doc.text(); // the root is not an object: nothing we can add to
    }
    JsonNode nested = value;
    for (int i = keys.size() - 1; i > have; i--) {
      ObjectNode o = JsonNodeFactory.instance.objectNode();
      o.set(keys.get(i), nested);
      nested = o;
    }
    return doc.insertMember(parent, keys.get(have), JsonText.pretty(nested));
  }

  /**
   * Routes each stdio MCP server under {@code serversKey} through {@code candor mcp proxy}: its
   * {@code command} becomes the launcher and its {@code args} become {@code mcp proxy OPTS -- CMD
   * ARGS...}. Remote servers (a {@code url}, or an HTTP {@code type}), servers already routed, and
   * entries of a shape we do not know are left alone.
   */
  static String routeServers(String text, String serversKey, String launcher, List<String> proxyOptions) {
    JsonNode servers = JsonText.parse(text).node(serversKey);
    if (!servers.isObject()) {
      return text;
    }
    List<String> names = new ArrayList<>();
    servers.fieldNames().forEachRemaining(names::add);
    String out = text;
    for (String name : names) {
      if (!name.contains("/")) {
        out = routeServer(out, serversKey + "/" + name, launcher, proxyOptions);
      }
    }
    return out;
  }

  private static String routeServer(String text, String path, String launcher, List<String> proxyOptions) {
    JsonText doc = JsonText.parse(text);
    JsonNode entry = doc.node(path);
    if (!entry.isObject() || entry.has("url") || entry.has("httpUrl") || entry.has("serverUrl")
        || REMOTE_TYPES.contains(entry.path("type").asText("").toLowerCase(Locale.ROOT))
        || !entry.path("command").isTextual() || isCandor(entry.get("command").asText())) {
      return text;
    }
    List<String> args = new ArrayList<>(List.of("mcp", "proxy"));
    args.addAll(proxyOptions);
    args.add("--");
    args.add(entry.get("command").asText());
    JsonNode old = entry.path("args");
    if (!old.isMissingNode() && !old.isArray()) {
      return text;
    }
    for (JsonNode a : old) {
      if (!a.isTextual()) {
        return text;
      }
      args.add(a.asText());
    }
    ArrayNode newArgs = JsonNodeFactory.instance.arrayNode();
    args.forEach(newArgs::add);
    JsonText.Span cmd = doc.span(path + "/command");
    JsonText.Span argSpan = doc.span(path + "/args");
    String launcherJson = JsonText.quote(launcher);
    if (argSpan == null) {
      String withCommand = doc.replace(path + "/command", launcherJson);
      return JsonText.parse(withCommand).insertMember(path, "args", JsonText.inline(newArgs));
    }
    // the later span first, so the earlier one's offsets still hold
    if (argSpan.start() > cmd.start()) {
      String t = doc.replace(path + "/args", JsonText.inline(newArgs));
      return t.substring(0, cmd.start()) + launcherJson + t.substring(cmd.end());
    }
    String t = doc.replace(path + "/command", launcherJson);
    return t.substring(0, argSpan.start()) + JsonText.inline(newArgs) + t.substring(argSpan.end());
  }

  /** Raises the number at {@code path} to {@code min} when it is a positive number below it (0 or less means no cap). */
  static String raiseNumber(String text, String path, long min) {
    JsonText doc = JsonText.parse(text);
    JsonNode n = doc.node(path);
    if (!n.isNumber() || n.asLong() <= 0 || n.asLong() >= min) {
      return text;
    }
    return doc.replace(path, Long.toString(min));
  }

  static boolean isCandor(String command) {
    String c = command.trim();
    return c.equals("candor") || c.endsWith("/candor") || c.endsWith("/candor.jar");
  }

  /** True when a hook entry, or any hook inside a matcher group, runs {@code candor hook AGENT}. */
  static Predicate<JsonNode> runsHook(String agent) {
    Predicate<JsonNode> entry = e -> e.path("command").asText("").contains("hook " + agent)
        || e.path("url").asText("").endsWith("/hook/" + agent);
    return node -> {
      if (entry.test(node)) {
        return true;
      }
      Iterator<JsonNode> hooks = node.path("hooks").elements();
      while (hooks.hasNext()) {
        if (entry.test(hooks.next())) {
          return true;
        }
      }
      return false;
    };
  }
}

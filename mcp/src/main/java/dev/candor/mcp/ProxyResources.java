package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The proxy's own resources: {@code candor://result/HANDLE}, a full result kept in the store, read
 * a page at a time so that no read is over the budget ({@code ?page=N}, {@code ?lines=A:B},
 * {@code ?tail=N} or {@code ?grep=RE} pick what to read, as {@code candor_more} does).
 */
final class ProxyResources {
  static final String PREFIX = "candor://result/";

  private ProxyResources() {}

  static String uri(String handle) {
    return PREFIX + handle;
  }

  /** The template of the proxy's resources, as listed in {@code resources/templates/list}. */
  static com.fasterxml.jackson.databind.node.ObjectNode template(com.fasterxml.jackson.databind.ObjectMapper mapper) {
    return mapper.createObjectNode().put("uriTemplate", PREFIX + "{handle}").put("name", "candor-result")
        .put("title", "A full tool result that candor cut")
        .put("description", "The full, secret-masked result behind a handle (cnd_...) that a shaped tool result named; "
            + "read a page at a time: ?page=N, ?lines=A:B, ?tail=N or ?grep=RE.")
        .put("mimeType", "text/plain");
  }

  static boolean ours(String uri) {
    return uri != null && uri.startsWith(PREFIX);
  }

  /** The contents of a {@code resources/read} of {@code uri}; an error result's text when it cannot be read. */
  static McpSchema.ReadResourceResult read(ResultStore store, String uri, Budget budget) {
    String rest = uri.substring(PREFIX.length());
    int q = rest.indexOf('?');
    String handle = q < 0 ? rest : rest.substring(0, q);
    Map<String, Object> args = new LinkedHashMap<>();
    args.put("handle", handle);
    if (q >= 0) {
      for (String kv : rest.substring(q + 1).split("&")) {
        int eq = kv.indexOf('=');
        if (eq > 0) {
          args.put(decode(kv.substring(0, eq)), decode(kv.substring(eq + 1)));
        }
      }
    }
    if (args.size() == 1) {
      args.put("page", 1);
    }
    // Held back from the budget: the line that says how to read more.
    long held = Math.min(budget.limit() / 4, 160);
    Budget inner = new Budget(Math.max(1, budget.limit() - held), budget.unit(), budget.tokenizer());
    McpSchema.CallToolResult r = MoreTool.call(store, args, inner);
    String text = ((McpSchema.TextContent) r.content().get(0)).text();
    if (!Boolean.TRUE.equals(r.isError())) {
      text = text + "\n[more: " + PREFIX + handle + "?page=N, ?lines=A:B, ?tail=N, ?grep=RE; or candor_more]";
    }
    return McpSchema.ReadResourceResult.builder(List.of(McpSchema.TextResourceContents.builder(uri, text).mimeType("text/plain").build()))
        .build();
  }

  private static String decode(String s) {
    try {
      return java.net.URLDecoder.decode(s, java.nio.charset.StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return s;
    }
  }

}

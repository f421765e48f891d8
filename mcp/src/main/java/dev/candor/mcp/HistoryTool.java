package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Shaped;
import dev.candor.store.History;
import dev.candor.store.HistoryQuery;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code candor_history} tool: the ledger of calls Candor shaped, newest first, as {@code
 * candor history} gives it, for an agent that lost its context and needs to know what it ran and
 * how each call ended. Shared by {@code candor mcp serve} and the shaping proxy.
 */
final class HistoryTool {
  /** The tool's name as agents call it. */
  public static final String NAME = "candor_history";

  private static final Set<String> ARGS = Set.of("run", "failed", "since", "grep", "limit", "format");

  private HistoryTool() {}

  /** The tool as listed in {@code tools/list}. */
  public static McpSchema.Tool definition() {
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("run", ServeResults.prop("string", "Only calls of this run (an agent session id, or $CANDOR_RUN's value)."));
    props.put("failed", ServeResults.prop("boolean", "Only calls that failed: a non-zero exit code, a signal or a timeout."));
    props.put("since", ServeResults.prop("string", "Only calls since a time (2026-12-01T09:00:00Z), a day (2026-12-01) or a span back from now (30m, 2h, 7d)."));
    props.put("grep", ServeResults.prop("string", "Only calls whose command line or tool name matches this RE2 regular expression."));
    props.put("limit", ServeResults.prop("integer", "At most this many calls (default 50, at most 10000); all matches are counted."));
    props.put("format", ServeResults.prop("string", "text (one line a call, the default) or json."));
    return McpSchema.Tool.builder(NAME, ServeResults.input(props, List.of()))
        .title("What ran and how it ended")
        .description("Lists the tool calls Candor shaped, newest first: time, exit code or signal, size, whether the "
            + "answer was cut, the handle of the full output (for candor_more) and the command; says how many matched. "
            + "Use it to recover what was run after the conversation lost it, rather than running commands again.")
        .annotations(new McpSchema.ToolAnnotations("What ran and how it ended", true, false, true, false, null))
        .build();
  }

  /**
   * Answers one call. A bad argument or an unreadable store is an error result ({@code isError})
   * that says what to do, never an exception.
   */
  public static McpSchema.CallToolResult call(ResultStore store, Map<String, Object> arguments, Budget budget) {
    try {
      ServeArgs args = new ServeArgs(arguments, ARGS);
      HistoryQuery q = HistoryQuery.latest();
      if (args.has("run")) {
        q = q.withRunId(args.string("run"));
      }
      Object failed = arguments == null ? null : arguments.get("failed");
      if (failed != null && !(failed instanceof Boolean)) {
        throw new IllegalArgumentException("failed must be true or false, not " + failed);
      }
      if (Boolean.TRUE.equals(failed)) {
        q = q.failed();
      }
      if (args.has("since")) {
        q = q.withSince(HistoryView.since(args.string("since"), Instant.now()));
      }
      if (args.has("grep")) {
        q = q.withGrep(args.string("grep"));
      }
      Long limit = args.integer("limit");
      if (limit != null) {
        if (limit < 1 || limit > HistoryQuery.MAX_LIMIT) {
          throw new IllegalArgumentException("limit must lie between 1 and " + HistoryQuery.MAX_LIMIT + ", not " + limit);
        }
        q = q.withLimit(limit.intValue());
      }
      String format = args.has("format") ? args.string("format") : "text";
      History h = store.history(q);
      Shaped shaped = HistoryView.shape(h, q, format, budget);
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("matched", h.matched());
      fields.put("listed", h.calls().size());
      fields.put("cut", !shaped.cuts().isEmpty());
      return McpSchema.CallToolResult.builder().addTextContent(shaped.text()).structuredContent(fields).isError(false).build();
    } catch (StoreException | IllegalArgumentException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    }
  }
}

package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.Items;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.Unit;
import dev.candor.store.Excerpt;
import dev.candor.store.Handle;
import dev.candor.store.Matches;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code candor_more} tool: brings back more of a result that a shaped answer cut, from the
 * result store, by its handle, with the operations of {@code candor more} (lines, page, tail, grep,
 * items, fields, jq, facts). Each answer is shaped to the budget again and says what comes next.
 *
 * <p>Shared by the shaping proxy and {@code candor mcp serve}; it keeps no state of its own.
 */
final class MoreTool {
  /** The tool's name as agents call it. */
  public static final String NAME = "candor_more";

  private MoreTool() {}

  /** The tool as listed in {@code tools/list}. */
  public static McpSchema.Tool definition() {
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("handle", ServeResults.prop("string", "The handle a shaped result named: cnd_ and 32 letters and digits."));
    props.put("lines", ServeResults.prop("string", "Lines A:B (from 1), like 500:560."));
    props.put("page", ServeResults.prop("integer", "Page N (from 1) of pages as long as the budget."));
    props.put("tail", ServeResults.prop("integer", "The last N lines."));
    props.put("grep", ServeResults.prop("string", "Lines matching an RE2 regular expression, with line numbers."));
    props.put("context", ServeResults.prop("integer", "With grep: lines of context around each match (default 0)."));
    props.put("max", ServeResults.prop("integer", "With grep: at most this many matches (default 200)."));
    props.put("items", ServeResults.prop("string", "For a JSON or NDJSON result: items A:B (from 1) of its array (or its first array member) or of its lines, as valid JSON or NDJSON."));
    props.put("fields", ServeResults.prop("string", "With items: keep only these fields of each item, comma-separated dotted paths (a,b.c)."));
    props.put("facts", ServeResults.prop("boolean", "What is known of the result: size, lines, hash, tool, times."));
    props.put("jq", ServeResults.prop("string", "For a JSON, NDJSON or CSV result (CSV rows as objects keyed by the header): a jq program computed over the whole result, such as [.[] | select(.region==\"Iberia\") | .amount] | add. Stopped past 5 s."));
    props.put("slurp", ServeResults.prop("boolean", "With jq: run once over all the NDJSON lines as one array."));
    return McpSchema.Tool.builder(NAME, ServeResults.input(props, List.of("handle")))
        .title("More of a cut result")
        .description("Shows more of a tool result that was cut to fit the context budget, by the handle the cut "
            + "result named (cnd_...). Give one of lines, page, tail, grep, items (with fields), jq or facts; with none, "
            + "page 1. Every answer fits the budget and says what comes next.")
        .annotations(new McpSchema.ToolAnnotations("More of a cut result", true, false, true, false, null))
        .build();
  }

  /**
   * Answers one call: {@code args} as the tool's input schema describes. A bad argument or an
   * unknown, expired or corrupt handle is an error result ({@code isError}) that says what to do,
   * never an exception.
   */
  public static McpSchema.CallToolResult call(ResultStore store, Map<String, Object> args, Budget budget) {
    try {
      return McpSchema.CallToolResult.builder().addTextContent(answer(store, args == null ? Map.of() : args, budget)).isError(false).build();
    } catch (StoreException | ShapeException | IllegalArgumentException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    } catch (IOException e) {
      return ServeResults.error(NAME + ": the stored result could not be read: " + e.getMessage());
    }
  }

  private static String answer(ResultStore store, Map<String, Object> args, Budget budget) throws IOException {
    Object rawHandle = args.get("handle");
    if (!(rawHandle instanceof String)) {
      throw new IllegalArgumentException("give the handle a shaped result named, as \"handle\": \"cnd_...\"");
    }
    Handle h = Handle.parse((String) rawHandle);
    List<String> ops = new ArrayList<>();
    for (String op : List.of("lines", "page", "tail", "grep", "items", "jq", "facts")) {
      if (args.get(op) != null && !Boolean.FALSE.equals(args.get(op))) {
        ops.add(op);
      }
    }
    if (ops.size() > 1) {
      throw new IllegalArgumentException("give one of lines, page, tail, grep, items, jq or facts, not " + String.join(" and ", ops));
    }
    String op = ops.isEmpty() ? "page" : ops.get(0);
    if (args.get("fields") != null && !op.equals("items")) {
      throw new IllegalArgumentException("fields goes with items A:B (which items to project)");
    }
    if (args.get("slurp") != null && !op.equals("jq")) {
      throw new IllegalArgumentException("slurp goes with jq (it makes the NDJSON lines one array)");
    }
    String more = "candor_more with handle " + h.value();
    switch (op) {
      case "jq":
        return JqAnswer.answer(store, h, text(args, "jq"), Boolean.TRUE.equals(args.get("slurp")), budget,
            "candor_more with handle").text();
      case "facts":
        return store.facts(h).describe();
      case "items": {
        long[] r = ServeArgs.range("items", text(args, "items"));
        Items.Selection sel;
        try (InputStream in = store.openRaw(h)) {
          sel = Items.select(in, r[0], r[1], fields(args.get("fields")));
        }
        String what = sel.shown() == 0 ? "no items in " + r[0] + ":" + r[1] + " of " + sel.total()
            : "items " + r[0] + "-" + (r[0] + sel.shown() - 1) + " of " + sel.total() + " in " + sel.where();
        Shaper.Builder builder = Shaper.builder().budget(budget).strategy(sel.format()).fullOutput(more + " and items A:B");
        if (!sel.fieldsAbsent().isEmpty()) {
          builder.note("no selected item has " + String.join(", ", sel.fieldsAbsent()));
        }
        return shape(builder, sel.text(), "candor_more " + h.value() + ": " + what);
      }
      case "grep": {
        Matches m = store.grep(h, text(args, "grep"), (int) number(args, "context", 0), (int) number(args, "max", 200));
        return shape(Shaper.builder().budget(budget).strategy(Strategy.HEAD).fullOutput(more + " and lines, page, grep or tail"),
            m.text(), "candor_more " + h.value() + ": " + m.describe());
      }
      default: {
        Excerpt e = excerpt(store, h, op, args, budget);
        return shape(Shaper.builder().budget(budget).strategy(Strategy.HEAD).fullOutput(more + " and lines, page, grep or tail"),
            e.text(), "candor_more " + h.value() + ": " + e.describe());
      }
    }
  }

  private static Excerpt excerpt(ResultStore store, Handle h, String op, Map<String, Object> args, Budget budget) {
    if (op.equals("lines")) {
      long[] r = ServeArgs.range("lines", text(args, "lines"));
      return store.lines(h, r[0], r[1]);
    }
    if (op.equals("tail")) {
      long n = number(args, "tail", 0);
      if (n < 1) {
        throw new IllegalArgumentException("tail takes a number of lines, at least 1");
      }
      return store.tail(h, n);
    }
    long n = number(args, "page", 1);
    if (n < 1) {
      throw new IllegalArgumentException("page counts from 1");
    }
    return store.page(h, n, pageBytes(budget));
  }

  /** Bytes of stored text a page holds so that, shaped, it usually fits the budget whole. */
  static int pageBytes(Budget budget) {
    long perUnit = budget.unit() == Unit.TOKENS ? 4L : 1L;
    return (int) Math.max(1024, Math.min(ResultStore.EXCERPT_LIMIT, budget.limit() * perUnit * 8 / 10));
  }

  private static String shape(Shaper.Builder b, String body, String command) {
    Shaped s = b.build().shape(body, Evidence.none().withCommand(command));
    return s.text();
  }

  private static String text(Map<String, Object> args, String name) {
    Object v = args.get(name);
    if (v instanceof String && !((String) v).isBlank()) {
      return (String) v;
    }
    if (v instanceof Number) {
      return v.toString();
    }
    throw new IllegalArgumentException(name + " takes a string, not " + v);
  }

  private static long number(Map<String, Object> args, String name, long dflt) {
    Object v = args.get(name);
    if (v == null) {
      return dflt;
    }
    if (v instanceof Number) {
      return ((Number) v).longValue();
    }
    try {
      return Long.parseLong(v.toString().trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " takes a whole number, not '" + v + "'");
    }
  }

  private static List<String> fields(Object v) {
    List<String> out = new ArrayList<>();
    if (v instanceof List) {
      for (Object o : (List<?>) v) {
        out.add(String.valueOf(o).trim());
      }
    } else if (v != null) {
      for (String f : v.toString().split(",")) {
        if (!f.isBlank()) {
          out.add(f.trim());
        }
      }
    }
    return out;
  }
}

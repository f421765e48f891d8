package dev.candor.mcp;

import dev.candor.ShapeException;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.trace.ShapedFacts;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code shape} tool: text the agent already has (a log, a tool's result) shaped to a budget,
 * with the command and exit code it came from in the header when given. The text is masked and
 * kept in the store, so the cut parts can be read back with {@code candor_more}.
 */
final class ShapeTool {
  /** The tool's name. */
  public static final String NAME = "shape";

  private static final Set<String> ARGS = Set.of("text", "tool", "strategy", "command", "exit_code", "budget");

  private ShapeTool() {}

  /** The tool as {@code tools/list} shows it. */
  public static Tool definition() {
    Map<String, Object> in = new LinkedHashMap<>();
    in.put("text", ServeResults.prop("string", "The text to shape."));
    in.put("tool", ServeResults.prop("string", "The name of the tool that produced it (bash, grep, read_file, ...); helps choose how to shape."));
    in.put("strategy", ServeResults.prop("string", "auto (the default), terminal, list, log, file, json, ndjson, csv, head, tail or head_tail."));
    in.put("command", ServeResults.prop("string", "The command line that produced it; shown in the header."));
    in.put("exit_code", ServeResults.prop("integer", "The command's exit code; shown in the header, never cut."));
    in.put("budget", RunCommandTool.budgetProp());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("handle", ServeResults.prop(List.of("string", "null"), "The full text's handle for candor_more; null when it was not kept."));
    out.put("full_output", ServeResults.prop("string", "Where the full text is, or why it was not kept."));
    return Tool.builder()
        .name(NAME)
        .title("Shape text to a budget")
        .description("Shapes text the agent already has to a budget: keeps the exit code, every error line and the true "
            + "counts, says exactly what it cut, and keeps the full text behind a handle for candor_more.")
        .inputSchema(ServeResults.input(in, List.of("text")))
        .outputSchema(ServeResults.schema(out, List.of("handle", "full_output")))
        .annotations(new ToolAnnotations(null, true, false, false, false, null))
        .build();
  }

  /** Shapes the text; bad arguments are an error result, never an exception. */
  public static CallToolResult call(ServeConfig config, Map<String, Object> arguments) {
    Call.Builder call;
    try {
      ServeArgs args = new ServeArgs(arguments, ARGS);
      String text = args.string("text");
      if (text == null) {
        throw new IllegalArgumentException("text is required: give the text to shape");
      }
      call = Call.text(text).tool(args.string("tool")).commandLine(args.string("command"));
      Long exit = args.integer("exit_code");
      if (exit != null) {
        if (exit < 0 || exit > 255) {
          throw new IllegalArgumentException("exit_code must lie between 0 and 255, not " + exit);
        }
        call.exitCode(exit.intValue());
      }
      Shaper.Builder builder = Shaper.builder();
      if (args.has("strategy")) {
        builder.strategy(Strategy.parse(args.string("strategy")));
      }
      Long limit = args.integer("budget");
      builder.budget(limit == null ? config.budget() : config.budget(limit));
      call.shaper(builder).redactor(config.redactor()).keep(config.keep()).cwd(config.cwd());
    } catch (IllegalArgumentException | ShapeException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    }
    Outcome o;
    try {
      o = Pipeline.run(config.traced(call).build());
    } catch (IOException e) {
      return ServeResults.error(NAME + ": the text could not be spooled: " + e.getMessage());
    }
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("handle", o.handle().orElse(null));
    fields.put("full_output", o.reference());
    fields.putAll(ShapedFacts.of(o.shaped()));
    return CallToolResult.builder().addTextContent(o.shaped().text()).structuredContent(fields).isError(false).build();
  }
}

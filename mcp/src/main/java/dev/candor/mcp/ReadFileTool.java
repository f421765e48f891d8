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
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code read_file} tool: a file shaped as a file read. A requested line range is kept whole
 * and the rest of the file is outlined (the {@code file} strategy). With no range the engine reads
 * the file as what it is, as {@code auto} does for a tool named {@code read_file}: source as a
 * file, a log like a log (its error lines kept), JSON and CSV as valid documents. The file is its
 * own full output, so nothing is stored; secrets are masked before anything is shown.
 */
final class ReadFileTool {
  /** The tool's name. */
  public static final String NAME = "read_file";

  private static final Set<String> ARGS = Set.of("path", "lines", "budget");

  private ReadFileTool() {}

  /** The tool as {@code tools/list} shows it. */
  public static Tool definition() {
    Map<String, Object> in = new LinkedHashMap<>();
    in.put("path", ServeResults.prop("string", "The file to read; relative to the server's directory."));
    in.put("lines", ServeResults.prop("string", "Lines A:B (from 1, inclusive; A: to the end, :B from the start) to keep whole; the rest is outlined."));
    in.put("budget", RunCommandTool.budgetProp());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("path", ServeResults.prop("string", "The file read, as an absolute path."));
    return Tool.builder()
        .name(NAME)
        .title("Read a file")
        .description("Reads a file shaped to a budget: the lines asked for kept whole and an outline of the rest; with "
            + "no range, source is outlined, a log keeps its error lines and JSON or CSV stays valid. It says exactly "
            + "which lines were cut, so the next read can ask for them.")
        .inputSchema(ServeResults.input(in, List.of("path")))
        .outputSchema(ServeResults.schema(out, List.of("path")))
        .annotations(new ToolAnnotations(null, true, false, true, false, null))
        .build();
  }

  /** Reads and shapes the file; a bad path or range is an error result, never an exception. */
  public static CallToolResult call(ServeConfig config, Map<String, Object> arguments) {
    Path file;
    Shaper.Builder builder = Shaper.builder().strategy(Strategy.AUTO);
    String command;
    try {
      ServeArgs args = new ServeArgs(arguments, ARGS);
      String path = args.string("path");
      if (path == null || path.isEmpty()) {
        throw new IllegalArgumentException("path is required: give the file to read");
      }
      try {
        file = config.cwd().resolve(path).normalize();
      } catch (InvalidPathException e) {
        throw new IllegalArgumentException("path '" + path + "' is not a valid path: " + e.getReason());
      }
      if (Files.isDirectory(file)) {
        throw new IllegalArgumentException("cannot read " + file + ": it is a directory; give a file (run_command ls lists one)");
      }
      if (!Files.exists(file)) {
        throw new IllegalArgumentException("cannot read " + file + ": no such file");
      }
      if (!Files.isReadable(file)) {
        throw new IllegalArgumentException("cannot read " + file + ": permission denied");
      }
      String lines = args.string("lines");
      command = NAME + " " + path;
      if (lines != null) {
        long[] r = ServeArgs.range("lines", lines);
        builder.lines(r[0], r[1]); // a range is read with the file strategy
        command += " lines " + lines;
      }
      Long limit = args.integer("budget");
      builder.budget(limit == null ? config.budget() : config.budget(limit));
    } catch (IllegalArgumentException | ShapeException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    }
    try {
      return read(config, file, builder, command);
    } catch (IOException e) {
      return ServeResults.error(NAME + ": cannot read " + file + ": " + e.getMessage());
    }
  }

  private static CallToolResult read(ServeConfig config, Path file, Shaper.Builder builder, String command) throws IOException {
    Outcome o = Pipeline.run(config.traced(Call.file(file))
        .tool(NAME)
        .commandLine(command)
        .shaper(builder)
        .redactor(config.redactor())
        .cwd(config.cwd())
        .build());
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("path", file.toString());
    fields.putAll(ShapedFacts.of(o.shaped()));
    return CallToolResult.builder().addTextContent(o.shaped().text()).structuredContent(fields).isError(false).build();
  }
}

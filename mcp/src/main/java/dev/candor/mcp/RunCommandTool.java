package dev.candor.mcp;

import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.capture.Captured;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.trace.ShapedFacts;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code run_command} tool: {@code candor run} over MCP. It runs a command, merges its stdout
 * and stderr a line at a time, keeps the full (masked) output in the store, and returns the
 * observation shaped to the budget, with the exit code, signal, timeout and every fact about the
 * cut as structured fields that no cut can remove.
 */
final class RunCommandTool {
  /** The tool's name. */
  public static final String NAME = "run_command";

  /** The longest time limit a call may give: a week, far beyond any client's own patience. */
  static final long MAX_TIMEOUT_SECONDS = 7 * 24 * 3600;

  private static final Set<String> ARGS = Set.of("command", "argv", "cwd", "timeout_seconds", "budget");

  private RunCommandTool() {}

  /** The tool as {@code tools/list} shows it, with its input and output schemas. */
  public static Tool definition() {
    Map<String, Object> in = new LinkedHashMap<>();
    in.put("command", ServeResults.prop("string", "A shell command line, run with /bin/sh -c (pipes, globs, &&). Give this or argv."));
    Map<String, Object> argv = ServeResults.prop("array", "The program and its arguments, run without a shell. Give this or command.");
    argv.put("items", Map.of("type", "string"));
    argv.put("minItems", 1);
    in.put("argv", argv);
    in.put("cwd", ServeResults.prop("string", "The directory to run in; relative to the server's directory. Default: the server's directory."));
    Map<String, Object> timeout = ServeResults.prop("number", "End the command, and every process it started, after this many seconds.");
    timeout.put("exclusiveMinimum", 0);
    timeout.put("maximum", MAX_TIMEOUT_SECONDS);
    in.put("timeout_seconds", timeout);
    in.put("budget", budgetProp());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("exit_code", ServeResults.prop(List.of("integer", "null"), "The command's exit code; null when a signal ended it."));
    out.put("signal", ServeResults.prop(List.of("integer", "null"), "The number of the signal that ended it, or null when it exited."));
    out.put("signal_name", ServeResults.prop(List.of("string", "null"), "That signal's name (SIGSEGV for 11), or null."));
    out.put("timed_out", ServeResults.prop("boolean", "Whether the time limit ended it."));
    out.put("launch_error", ServeResults.prop(List.of("string", "null"), "Why the command did not start, if it did not."));
    out.put("handle", ServeResults.prop(List.of("string", "null"), "The full output's handle for candor_more; null when it was not kept."));
    out.put("full_output", ServeResults.prop("string", "Where the full output is, or why it was not kept."));
    out.put("duration_ms", ServeResults.prop("integer", "How long the command ran."));
    return Tool.builder()
        .name(NAME)
        .title("Run a command")
        .description("Runs a command and returns its output shaped to a budget: the command and its exit code in a header "
            + "no cut can remove, every error line, and exactly what was cut, with a handle to page the rest with "
            + "candor_more. stdout and stderr are merged in arrival order; stdin is closed.")
        .inputSchema(ServeResults.input(in, List.of()))
        .outputSchema(ServeResults.schema(out, List.of("exit_code", "signal", "signal_name", "timed_out", "launch_error", "handle", "full_output", "duration_ms")))
        .annotations(new ToolAnnotations(null, false, true, false, true, null))
        .build();
  }

  static Map<String, Object> budgetProp() {
    Map<String, Object> b = ServeResults.prop("integer", "The most the text may measure, header included (in the server's unit, chars by default).");
    b.put("minimum", 1);
    return b;
  }

  /** Runs the call; bad arguments and commands that cannot start are error results, never exceptions. */
  public static CallToolResult call(ServeConfig config, Map<String, Object> arguments) {
    ServeArgs args;
    List<String> argv;
    boolean shell;
    Path dir;
    Duration timeout;
    dev.candor.Budget budget;
    try {
      args = new ServeArgs(arguments, ARGS);
      String command = args.string("command");
      List<String> list = args.strings("argv");
      if ((command == null) == (list == null)) {
        throw new IllegalArgumentException("give exactly one of command (a shell command line) or argv (a program and its arguments)");
      }
      if (command != null && command.isBlank() || list != null && (list.isEmpty() || list.get(0).isEmpty())) {
        throw new IllegalArgumentException("the command is empty: give the program to run");
      }
      shell = command != null;
      argv = shell ? List.of(command) : list;
      dir = resolveDir(config, args.string("cwd"));
      Double seconds = args.number("timeout_seconds");
      if (seconds != null && !(seconds > 0 && seconds <= MAX_TIMEOUT_SECONDS)) {
        throw new IllegalArgumentException("timeout_seconds must be above 0 and at most " + MAX_TIMEOUT_SECONDS + " (a week), not " + seconds);
      }
      timeout = seconds == null ? config.timeout() : Duration.ofMillis(Math.max(1, (long) Math.ceil(seconds * 1000)));
      Long limit = args.integer("budget");
      budget = limit == null ? config.budget() : config.budget(limit);
    } catch (IllegalArgumentException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    }
    try {
      return run(config, argv, shell, dir, timeout, budget);
    } catch (IOException e) {
      return ServeResults.error(NAME + ": " + e.getMessage());
    }
  }

  private static Path resolveDir(ServeConfig config, String cwd) {
    Path dir = cwd == null ? config.cwd() : config.cwd().resolve(cwd).normalize();
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException("cwd " + dir + " is not a directory: give an existing directory");
    }
    return dir;
  }

  private static CallToolResult run(ServeConfig config, List<String> argv, boolean shell, Path dir, Duration timeout,
      dev.candor.Budget budget) throws IOException {
    Outcome o = Pipeline.run(config.traced(Call.command(argv).shell(shell).cwd(dir).timeout(timeout))
        .shaper(Shaper.builder().budget(budget))
        .redactor(config.redactor())
        .keep(config.keep())
        .build());
    Captured c = o.captured().orElseThrow();
    Shaped shaped = o.shaped();
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("exit_code", c.exitCode().isPresent() ? c.exitCode().getAsInt() : null);
    fields.put("signal", c.signal().isPresent() ? c.signal().getAsInt() : null);
    fields.put("signal_name", c.signal().isPresent() ? dev.candor.Signals.name(c.signal().getAsInt()) : null);
    fields.put("timed_out", c.timedOut());
    fields.put("launch_error", c.launchError().orElse(null));
    fields.put("handle", o.handle().orElse(null));
    fields.put("full_output", o.reference());
    fields.put("duration_ms", c.duration().toMillis());
    fields.putAll(ShapedFacts.of(shaped));
    return CallToolResult.builder()
        .addTextContent(shaped.text())
        .structuredContent(fields)
        .isError(shaped.evidence().failed() || c.launchError().isPresent())
        .build();
  }
}

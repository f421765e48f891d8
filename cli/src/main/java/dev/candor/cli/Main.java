package dev.candor.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;

/** The {@code candor} command's entry point. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    Checkpoints.mark("main");
    int status = call(args);
    Checkpoints.mark("done");
    System.exit(status);
  }

  /** Runs the command line as the process's own, signals included, and returns the exit status. */
  static int call(String... args) {
    if (args.length > 0 && args[0].equals("run")) {
      StopSignals.install("run", stderr());
    }
    return run(args);
  }

  /** Runs the command line and returns the exit status, without exiting: for tests and embedding. */
  public static int run(String... args) {
    try {
      return dispatch(args);
    } catch (OutOfMemoryError e) {
      return OutOfMemory.report(args.length > 0 ? args[0] : null, e, stderr());
    }
  }

  private static int dispatch(String... args) {
    if (args.length == 2 && args[0].equals("hook") && !args[1].startsWith("-")) {
      return HookCommand.run(args); // every shell command an agent runs passes here: no picocli
    }
    if (args.length > 0 && args[0].equals("run")) {
      java.util.Optional<Integer> fast = FastRun.run(args, stdout(), stderr());
      if (fast.isPresent()) {
        return fast.get();
      }
    }
    CommandLine cl = commandLine(args.length > 0 ? args[0] : null);
    Checkpoints.mark("command model built");
    return cl.execute(args);
  }

  /** Every subcommand, in the order help lists them; made only when picocli parses the line. */
  private static Map<String, Supplier<Object>> commands() {
    Map<String, Supplier<Object>> m = new LinkedHashMap<>();
    m.put("run", RunCommand::new);
    m.put("shape", ShapeCommand::new);
    m.put("more", MoreCommand::new);
    m.put("history", HistoryCommand::new);
    m.put("lint", LintCommand::new);
    m.put("audit", AuditCommand::new);
    m.put("probe", ProbeCommand::new);
    m.put("markers", MarkersCommand::new);
    m.put("bench", BenchCommand::new);
    m.put("store", StoreCommand::new);
    m.put("mcp", McpCommand::new);
    m.put("hook", HookCommand::new);
    m.put("init", InitCommand::new);
    return m;
  }

  private static PrintWriter stdout() {
    return new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true);
  }

  private static PrintWriter stderr() {
    return new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true);
  }

  static CommandLine commandLine() {
    return commandLine(null);
  }

  /**
   * The command line with every subcommand, or only {@code only} when it names one: picocli builds
   * a model of each subcommand it is given by reflection, which is most of a short run's start-up.
   */
  static CommandLine commandLine(String only) {
    CommandLine cl = new CommandLine(new CandorCommand());
    Map<String, Supplier<Object>> commands = commands();
    if (only != null && commands.containsKey(only)) {
      cl.addSubcommand(only, commands.get(only).get());
    } else {
      commands.forEach((name, make) -> cl.addSubcommand(name, make.get()));
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    // Observations are UTF-8 whatever the locale says, so non-Latin output is never mangled.
    cl.setOut(stdout());
    cl.setErr(stderr());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    Handlers.install(cl);
    return cl;
  }

  /**
   * Sets the error handlers, in a class of its own: were it done here, verifying {@code Main} would
   * load picocli's handler interfaces, which class-data sharing cannot keep (picocli is compiled for
   * Java 5), and loading them opens the jar and reads its 8,700-entry directory, tens of
   * milliseconds that a plain {@code candor run} (FastRun) never needs otherwise.
   */
  private static final class Handlers {
    static void install(CommandLine cl) {
      cl.setParameterExceptionHandler(new UsageErrors());
      cl.setExecutionExceptionHandler(new ExecutionErrors());
    }
  }
}

package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.mcp.HttpOptions;
import dev.candor.mcp.ServeConfig;
import dev.candor.mcp.ServeServer;
import dev.candor.mcp.SessionLimits;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code candor mcp serve}: Candor's own MCP server, on stdio or Streamable HTTP. */
@Command(
    name = "serve",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Serves Candor's tools over MCP: run_command (candor run: the exit code as a field, a timeout, a working "
          + "directory), read_file (line ranges kept whole, an outline of the rest), shape (text the agent already has) "
          + "and candor_more (the rest of a cut result, by its handle).",
      "",
      "Speaks MCP on standard input and output until the input ends; with --http, Streamable HTTP at "
          + "http://HOST:PORT/mcp instead. run_command runs any command as this user: bound to anything but "
          + "loopback, the server refuses to start without a bearer token.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  claude mcp add candor -- candor mcp serve",
      "  candor mcp serve --budget 12000 --timeout 5m",
      "  CANDOR_MCP_TOKEN=$(cat ~/.candor-token) candor mcp serve --http 0.0.0.0:8765",
      "",
      "Exit status: 0 when the client closes the session, 1 when the server cannot start, 2 for a usage error."
    })
final class McpServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin BudgetLimit budget;

  @Mixin KeepOptions keep;

  @Option(names = "--max-budget", paramLabel = "N", description = "The most budget a tool call may ask for (default: ten times --budget).")
  Long maxBudget;

  @Option(names = "--timeout", paramLabel = "DURATION", description = "The time limit of a run_command that names none (default: ${DEFAULT-VALUE}).", defaultValue = "10m")
  String timeout;

  @Option(names = "--cwd", paramLabel = "DIR", description = "The directory relative paths and commands start from (default: this one).")
  Path cwd;

  @Mixin HttpServing serving;

  @Mixin TraceOptions trace = new TraceOptions();

  @Mixin RunName runName = new RunName();

  @Override
  public Integer call() throws IOException, InterruptedException {
    Budget b = budget.budget();
    long max = maxBudget != null ? maxBudget : Math.multiplyExact(b.limit(), 10);
    if (max < b.limit()) {
      throw new ShapeException("--max-budget", "--max-budget " + max + " is below --budget " + b.limit() + ": raise it or lower --budget");
    }
    Duration limit = Durations.parse("--timeout", timeout);
    dev.candor.Redactor redactor = keep.redactor();
    String url = keep.url();
    ResultStore store = null;
    String failure = null;
    if (url != null) {
      try {
        store = ResultStore.open(url);
      } catch (StoreException | IllegalArgumentException e) {
        failure = "the store failed: " + e.getMessage();
        spec.commandLine().getErr().println("candor mcp serve: results will not be kept: " + e.getMessage());
      }
    }
    dev.candor.trace.SpanSink otlp = null;
    if (!trace.off) {
      try {
        otlp = dev.candor.trace.SpanSink.fromEnvironment(System.getenv()).orElse(null);
      } catch (IllegalArgumentException e) {
        spec.commandLine().getErr().println("candor mcp serve: OTLP export is off: " + e.getMessage());
      }
    }
    ServeConfig config = new ServeConfig(b, max, redactor, store, failure,
        cwd != null ? cwd : Path.of("").toAbsolutePath(), limit, trace.resolve(), otlp);
    java.util.Optional<String> run = runName.resolve();
    if (run.isPresent()) {
      config = config.withRun(run.get());
    }
    try {
      return serving.requested() ? serveHttp(config) : serveStdio(config);
    } finally {
      if (store != null) {
        store.close();
      }
    }
  }

  /** Serves until standard input ends, which is how an MCP client ends a stdio session. */
  private int serveStdio(ServeConfig config) throws InterruptedException {
    ServeServer.serve(config, System.in, System.out);
    return 0;
  }

  /** Serves until the JVM is stopped (Ctrl-C, SIGTERM). */
  private int serveHttp(ServeConfig config) throws InterruptedException {
    HttpOptions options = serving.options();
    SessionLimits limits = serving.limits();
    ServeServer.Http server;
    try {
      server = ServeServer.http(options, limits, config);
    } catch (IllegalStateException e) {
      spec.commandLine().getErr().println("candor mcp serve: " + e.getMessage());
      return 1;
    }
    spec.commandLine().getErr().println("candor mcp serve: MCP (Streamable HTTP) at " + server.front().endpoint()
        + (options.token() != null ? ", bearer token required" : "") + "; " + limits.describe());
    try {
      server.front().join();
    } finally {
      server.close();
    }
    return 0;
  }

}

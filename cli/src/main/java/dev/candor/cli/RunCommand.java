package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.capture.Stdin;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Keep;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.trace.SpanSink;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code candor run}: runs a command, shapes its output, prints the observation, appends a span
 * to the trace, and exits with the command's own status.
 */
@Command(
    name = "run",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs a command and prints its output shaped for a model: the command and its exit code in a header no cut "
          + "can remove, every error line, and exactly what was cut. Appends one span per call to the trace.",
      "",
      "Stdout and stderr are drained at once (no pipe stalls) and shown merged in arrival order; the span keeps "
          + "their byte counts and hashes apart. No shell runs unless --shell. Standard input is closed unless "
          + "--stdin inherit: an agent's tool has no terminal to read from.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor run -- mvn -B package",
      "  candor run --budget 2000 --timeout 10m -- npm test",
      "  candor run --shell -- 'make -j4 2>&1 | tee build.log'",
      "  candor run --trace run.jsonl --env CI=1 --cwd ../app -- pytest -q",
      "",
      "Exit status: the command's own; 128+N when a signal ended it; 124 when --timeout ended it (the whole process "
          + "tree is killed); 127 when the command is not found, 126 when it cannot be executed; 2 for a usage error.",
      "Trace: --trace FILE, else $CANDOR_TRACE, else .candor/trace.jsonl in the working directory; --no-trace to skip.",
      "Ledger: every call is recorded in the store (see candor history), under --run NAME, else $CANDOR_RUN; --no-store records nothing."
    })
final class RunCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ShapeOptions options;

  @Mixin KeepOptions keep;

  @Option(names = "--timeout", paramLabel = "DURATION", description = "End the command, and every process it started, after this long (30s, 10m, 1h).")
  String timeout;

  @Mixin RunName runName = new RunName();

  @Option(names = "--linger", paramLabel = "DURATION", description = "After the command exits, read what background processes it started still write for this long, then stop and say so (default: 2s).")
  String linger;

  @Option(names = "--cwd", paramLabel = "DIR", description = "Run the command in DIR.")
  Path cwd;

  @Option(names = "--env", paramLabel = "K=V", description = "Add or override an environment variable (repeatable).")
  Map<String, String> env = new LinkedHashMap<>();

  @Option(names = "--shell", description = "Run the command line with sh -c (pipes, globs, &&).")
  boolean shell;

  @Option(names = "--stdin", paramLabel = "MODE", description = "closed (the default) or inherit.", defaultValue = "closed")
  String stdin;

  @Mixin TraceOptions trace = new TraceOptions();

  @Option(names = "--otlp", paramLabel = "URL", description = "Also export the span over OTLP/HTTP to this traces endpoint (default: $OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or $OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces).")
  java.net.URI otlp;

  @Parameters(arity = "1..*", paramLabel = "CMD", description = "The command and its arguments, after --.")
  List<String> command = new ArrayList<>();

  /** Where {@link FastRun} sends output when picocli has no model of this command; else null. */
  PrintWriter fastOut;
  PrintWriter fastErr;

  private PrintWriter out() {
    return spec != null ? spec.commandLine().getOut() : fastOut;
  }

  private PrintWriter err() {
    return spec != null ? spec.commandLine().getErr() : fastErr;
  }

  @Override
  public Integer call() throws IOException {
    Checkpoints.mark("arguments parsed");
    boolean json = options.json();
    String url = keep.url();
    Call.Builder call = Call.command(command)
        .shell(shell)
        .cwd(cwd != null ? cwd : Path.of("").toAbsolutePath())
        .env(env)
        .stdin(parseStdin())
        .tool(options.toolName)
        .shaper(options.builder(null)); // a bad option stops the call before the command runs
    Checkpoints.mark("shaper built");
    call.redactor(keep.redactor());
    Checkpoints.mark("redactor built");
    call
        .keep(url == null ? Keep.none("--no-store") : Keep.at(url))
        .report("candor run", new Lines(err()))
        .steps(Checkpoints.on() ? Steps.MARK : null);
    if (timeout != null) {
      call.timeout(Durations.parse("--timeout", timeout));
    }
    if (linger != null) {
      call.linger(Durations.parse("--linger", linger));
    }
    call.run(runName.resolve());
    if (!trace.off) {
      traces(call);
    }
    Outcome o = Pipeline.run(call.build());
    PrintWriter out = out();
    out.println(options.budget.answer(o.shaped(), options.again(o, url)));
    out.flush();
    Checkpoints.mark("printed");
    return o.status();
  }

  /** The JSONL trace, and OTLP when asked for; a trace that cannot be written never fails the call. */
  private void traces(Call.Builder call) {
    Path file;
    try {
      file = trace.resolve();
    } catch (java.nio.file.InvalidPathException e) {
      err().println("candor run: the span was not written: $CANDOR_TRACE is not a path: " + e.getMessage());
      return;
    }
    call.trace(file.toString(), SpanSink.jsonl(file));
    try {
      if (otlp != null) {
        call.trace("OTLP " + otlp, SpanSink.otlp(otlp, Map.of()));
      } else {
        java.util.Optional<SpanSink> env = SpanSink.fromEnvironment(System.getenv());
        if (env.isPresent()) { // no lambda made on the small call's path
          call.trace("OTLP", env.get());
        }
      }
    } catch (IllegalArgumentException e) {
      err().println("candor run: OTLP export is off: " + e.getMessage());
    }
  }

  private Stdin parseStdin() {
    switch (stdin.toLowerCase(java.util.Locale.ROOT)) {
      case "closed":
        return Stdin.CLOSED;
      case "inherit":
        return Stdin.INHERIT;
      default:
        throw new ShapeException("--stdin", "--stdin takes closed or inherit, not '" + stdin + "'");
    }
  }

  /** Each step's end marked for the profile: a class, so the profile does not pay for a bootstrap it measures. */
  private static final class Steps {
    static final java.util.function.Consumer<String> MARK = new java.util.function.Consumer<>() {
      @Override
      public void accept(String step) {
        Checkpoints.mark(step);
      }
    };

    private Steps() {}
  }

  /** Lines told to {@code err}: a class, not a method reference, which would cost a call-site bootstrap on every run. */
  private static final class Lines implements java.util.function.Consumer<String> {
    private final PrintWriter err;

    Lines(PrintWriter err) {
      this.err = err;
    }

    @Override
    public void accept(String line) {
      err.println(line);
    }
  }
}

package dev.candor.cli;

import dev.candor.Evidence;
import dev.candor.Shaper;
import dev.candor.store.ResultMeta;
import dev.candor.store.Stash;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.capture.Captured;
import dev.candor.capture.CommandLines;
import dev.candor.capture.LineMerger;
import dev.candor.capture.ProcessCapture;
import dev.candor.capture.Stdin;
import dev.candor.capture.Stream;
import dev.candor.capture.StreamStats;
import dev.candor.trace.Pipe;
import dev.candor.trace.Span;
import dev.candor.trace.SpanSink;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
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

  @Option(names = "--cwd", paramLabel = "DIR", description = "Run the command in DIR.")
  Path cwd;

  @Option(names = "--env", paramLabel = "K=V", description = "Add or override an environment variable (repeatable).")
  Map<String, String> env = new LinkedHashMap<>();

  @Option(names = "--shell", description = "Run the command line with sh -c (pipes, globs, &&).")
  boolean shell;

  @Option(names = "--stdin", paramLabel = "MODE", description = "closed (the default) or inherit.", defaultValue = "closed")
  String stdin;

  @Option(names = "--trace", paramLabel = "FILE", description = "Append the span to FILE.")
  Path trace;

  @Option(names = "--no-trace", description = "Write no span.")
  boolean noTrace;

  @Option(names = "--otlp", paramLabel = "URL", description = "Also export the span over OTLP/HTTP to this traces endpoint (default: $OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or $OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces).")
  java.net.URI otlp;

  @Option(names = "--run", paramLabel = "NAME", description = "Record the call under run NAME in the ledger, such as an agent session id (default: $CANDOR_RUN).")
  String runName;

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

  /** The redactor, read once before the command runs so a bad rule stops it early. */
  private dev.candor.Redactor redactor;

  @Override
  public Integer call() throws IOException {
    Checkpoints.mark("arguments parsed");
    boolean json = options.json();
    redactor = keep.redactor();
    try {
      run();
    } catch (IllegalArgumentException e) {
      throw new ShapeException("--run", e.getMessage());
    }
    ProcessCapture.Builder pb = ProcessCapture.builder(command).env(env).shell(shell).stdin(parseStdin());
    Path dir = cwd != null ? cwd : Path.of("").toAbsolutePath();
    pb.cwd(dir);
    if (timeout != null) {
      pb.timeout(Durations.parse("--timeout", timeout));
    }
    Spools.sweep();
    // Both in this process's private folder (0700), both 0600, gone on exit and on SIGTERM/SIGINT.
    Path spool = dev.candor.capture.TempFiles.create("run-", ".out");
    Path masked = dev.candor.capture.TempFiles.create("run-", ".masked");
    try (OpenStore store = OpenStore.open(keep.url())) {
      StreamEnds ends = new StreamEnds();
      LineMerger.Spooled merged = LineMerger.run(pb.build(), spool, ends::accept);
      Captured c = merged.captured();
      Checkpoints.mark("command ran");
      Evidence ev = evidence(c);
      ResultMeta meta = ResultMeta.none().withArgv(argv()).withTool(ev.tool().orElse("terminal"));
      if (c.exitCode().isPresent()) {
        meta = meta.withExitCode(c.exitCode().getAsInt());
      }
      Stash.Result kept = store.keep(spool, masked, redactor, meta);
      Checkpoints.mark("stored");
      Shaper.Builder builder = options.builder(kept.reference());
      String streams = merged.streamsNote();
      if (streams != null) {
        builder.note(streams);
      }
      c.statusNote().ifPresent(builder::note); // an exit code that may be a signal is said so
      if (kept.maskNote() != null) {
        builder.note(kept.maskNote());
      }
      Shaped shaped;
      try (InputStream in = Files.newInputStream(redactor != null ? masked : spool)) {
        shaped = builder.build().shape(in, ev);
      }
      PrintWriter out = out();
      out.println(json ? ShapedJson.write(shaped) : shaped.text());
      out.flush();
      Checkpoints.mark("shaped and printed");
      record(shaped, c, ends, dir, kept, merged.stderrLines(), store.store);
      Checkpoints.mark("span written");
      return c.shellStatus();
    } finally {
      Files.deleteIfExists(spool);
      Files.deleteIfExists(masked);
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

  private Evidence evidence(Captured c) {
    // A token on the command line is a secret too; masking argv first finds -u user:pass across arguments.
    String line = CommandLines.display(argv(), shell);
    if (redactor != null) {
      line = redactor.redactCommand(line).text();
    }
    Evidence ev = Evidence.none()
        .withTool(options.toolName != null ? options.toolName : program())
        .withCommand(line);
    if (c.exitCode().isPresent()) {
      ev = ev.withExitCode(c.exitCode().getAsInt());
    } else if (c.launchError().isPresent() || c.signal().isEmpty()) {
      ev = ev.withExitCode(c.shellStatus());
    }
    if (c.signal().isPresent()) {
      ev = ev.withSignal(c.signal().getAsInt());
    }
    return ev.withTimedOut(c.timedOut());
  }

  /** The program's name, as the tool's name in spans and audits: {@code gcc} for {@code /usr/bin/gcc}. */
  private String program() {
    String p = shell ? "sh" : command.get(0);
    int slash = p.lastIndexOf('/');
    return slash >= 0 ? p.substring(slash + 1) : p;
  }

  /** The command's arguments as traces and the store record them: with secrets masked. */
  private List<String> argv() {
    return redactor == null ? command : redactor.redactArgv(command);
  }

  /**
   * Records the call in the ledger of {@code store} (when there is one) and appends the span; a
   * trace or ledger that cannot be written is reported on stderr and never fails the call.
   */
  private void record(Shaped shaped, Captured c, StreamEnds ends, Path dir, Stash.Result kept, List<long[]> stderrLines,
      dev.candor.store.ResultStore store) {
    if (noTrace && store == null) {
      return;
    }
    Path file = noTrace ? null : tracePath();
    try {
      Span.Builder b = Span.of(shaped)
          .argv(argv())
          .cwd(dir.toAbsolutePath().normalize().toString())
          .startTime(c.started())
          .durationMs(c.duration().toMillis())
          .stdout(pipe(c.stdout(), ends.of(Stream.STDOUT), StreamLines.cut(shaped, stderrLines, false)))
          .stderr(pipe(c.stderr(), ends.of(Stream.STDERR), StreamLines.stderrCut(shaped, stderrLines, c.stderr().bytes())));
      if (kept.handle() != null) {
        b.handle(kept.handle().value());
      }
      Span span = b.build();
      dev.candor.mcp.Ledgers.record(store, span, run(), m -> err().println("candor run: " + m));
      if (file == null) {
        return;
      }
      SpanSink.jsonl(file).append(span);
      otlpSink().ifPresent(sink -> {
        try {
          sink.append(span); // never throws: an unreachable collector is one line on stderr
        } catch (IOException e) {
          err().println("candor run: OTLP export failed: " + e.getMessage());
        }
      });
    } catch (IOException | RuntimeException | LinkageError e) {
      err().println("candor run: the span was not written to " + file + ": " + e);
    }
  }

  /** The run this call belongs to; a bad --run was refused before the command ran. */
  private Optional<String> run() {
    return dev.candor.mcp.Ledgers.run(runName, System.getenv());
  }

  private Optional<SpanSink> otlpSink() {
    if (otlp != null) {
      return Optional.of(SpanSink.otlp(otlp, Map.of()));
    }
    try {
      return SpanSink.fromEnvironment(System.getenv());
    } catch (IllegalArgumentException e) {
      err().println("candor run: OTLP export is off: " + e.getMessage());
      return Optional.empty();
    }
  }

  private Path tracePath() {
    return TraceFiles.resolve(trace);
  }

  /**
   * One stream's facts. Candor cuts the merged output, not each stream, so a stream has no cap of
   * its own; it counts as truncated when a cut covers any of its lines (see {@link StreamLines}).
   */
  static Pipe pipe(StreamStats stats, StreamEnds.End ends, boolean truncated) {
    if (stats.bytes() == 0) {
      return Pipe.empty();
    }
    return truncated
        ? new Pipe(stats.bytes(), OptionalLong.empty(), true, Optional.empty(),
            Optional.of(ends.headSha256()), Optional.of(ends.tailSha256()))
        : new Pipe(stats.bytes(), OptionalLong.empty(), false, Optional.of(stats.sha256()), Optional.empty(), Optional.empty());
  }
}

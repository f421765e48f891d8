package dev.candor.pipeline;

import dev.candor.Redactor;
import dev.candor.Shaper;
import dev.candor.capture.Stdin;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.trace.SpanSink;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One call for {@link Pipeline#run}: a command to run, or an output the caller already has, and
 * how to shape, mask, keep and trace it. Every front end fills one in from its own arguments.
 *
 * <pre>{@code
 * Call call = Call.command(List.of("mvn", "-B", "test"))
 *     .cwd(dir)
 *     .shaper(Shaper.builder().budget(Budget.chars(8000)))
 *     .redactor(Redactor.defaults())
 *     .keep(Keep.at("sqlite:.candor/store.db"))
 *     .trace(trace.toString(), SpanSink.jsonl(trace))
 *     .build();
 * Outcome o = Pipeline.run(call);
 * }</pre>
 *
 * <p>A builder's setters may be called in any order; {@link Builder#build} checks nothing the
 * pipeline would not. A call is used once.
 */
public final class Call {
  /** Where trace failures are told, and under what name. */
  record Target(String where, SpanSink sink) {}

  final List<String> argv;
  final boolean shell;
  final Path file;
  final InputStream input;
  final Path cwd;
  final Map<String, String> env;
  final Stdin stdin;
  final Duration timeout;
  final Duration linger;
  final String tool;
  final String spanTool;
  final String command;
  final Integer exitCode;
  final Integer signal;
  final boolean timedOut;
  final Shaper.Builder shaper;
  final Redactor redactor;
  final Keep keep;
  final String fullOutput;
  private final Function<Stash.Result, String> reference;
  final List<Target> traces;
  final ResultStore ledger;
  final Keep ledgerKeep;
  final boolean recorded;
  final boolean spanned;
  final Optional<String> run;
  private final String who;
  private final Consumer<String> report;
  private final Consumer<String> steps;

  private Call(Builder b) {
    argv = b.argv;
    shell = b.shell;
    file = b.file;
    input = b.input;
    cwd = b.cwd != null ? b.cwd : Path.of("").toAbsolutePath();
    env = Map.copyOf(b.env);
    stdin = b.stdin;
    timeout = b.timeout;
    linger = b.linger;
    tool = b.tool;
    spanTool = b.spanTool;
    command = b.command;
    exitCode = b.exitCode;
    signal = b.signal;
    timedOut = b.timedOut;
    shaper = b.shaper != null ? b.shaper : Shaper.builder();
    redactor = b.redactor;
    // An output said to be elsewhere is not kept again; a file is its own unless a store is named.
    keep = b.keep == null || b.fullOutput != null ? Keep.none("--no-store") : b.keep;
    // A store named for an output kept elsewhere (candor shape FILE) still holds the call's ledger row.
    ledgerKeep = b.keep != null && b.fullOutput != null && b.keep.keeps() ? b.keep : null;
    fullOutput = b.fullOutput != null ? b.fullOutput : file != null && b.keep == null ? file.toString() : null;
    reference = b.reference;
    traces = List.copyOf(b.traces);
    ledger = b.ledger;
    recorded = b.recorded;
    spanned = b.spanned;
    run = b.run;
    who = b.who;
    report = b.report;
    steps = b.steps;
  }

  /** Runs {@code argv}: the program and its arguments, or with {@link Builder#shell} one shell line. */
  public static Builder command(List<String> argv) {
    List<String> a = List.copyOf(argv);
    if (a.isEmpty()) {
      throw new IllegalArgumentException("argv is empty: give the program to run");
    }
    return new Builder(a, null, null);
  }

  /** Shapes {@code in}, read to its end and closed: standard input, a text the agent has. */
  public static Builder output(InputStream in) {
    return new Builder(null, null, Objects.requireNonNull(in, "in"));
  }

  /** Shapes {@code text} as its UTF-8 bytes. */
  public static Builder text(String text) {
    return output(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * Shapes the file {@code file}, read where it lies. Unless {@link Builder#keep} names a store it
   * is its own full output: masked for showing, not stored, and named (or {@link
   * Builder#fullOutput}) as where the rest is.
   */
  public static Builder file(Path file) {
    return new Builder(null, Objects.requireNonNull(file, "file"), null);
  }

  boolean isCommand() {
    return argv != null;
  }

  /** Whether the span has anywhere to go. */
  boolean traced() {
    return !traces.isEmpty();
  }

  /** Whether the span is built: it has a sink or a ledger to go to, or the caller asked for it. */
  boolean spans(ResultStore ledger) {
    return spanned || traced() || ledger != null;
  }

  /** How the observation names {@code kept}. */
  String reference(Stash.Result kept) {
    return reference != null ? reference.apply(kept) : kept.reference();
  }

  /** Tells one line of trouble with the trace. */
  void report(String line) {
    if (report != null) {
      report.accept(who + ": " + line);
    } else {
      System.err.println(who + ": " + line);
    }
  }

  /** Tells the end of a step, for profiling. */
  void step(String name) {
    if (steps != null) {
      steps.accept(name);
    }
  }

  /** Fills in a {@link Call}. */
  public static final class Builder {
    private final List<String> argv;
    private final Path file;
    private final InputStream input;
    private boolean shell;
    private Path cwd;
    private final Map<String, String> env = new LinkedHashMap<>();
    private Stdin stdin;
    private Duration timeout;
    private Duration linger;
    private String tool;
    private String spanTool = "shape";
    private String command;
    private Integer exitCode;
    private Integer signal;
    private boolean timedOut;
    private Shaper.Builder shaper;
    private Redactor redactor;
    private Keep keep;
    private String fullOutput;
    private Function<Stash.Result, String> reference;
    private final List<Target> traces = new ArrayList<>();
    private ResultStore ledger;
    private boolean recorded = true;
    private boolean spanned;
    private Optional<String> run = Optional.empty();
    private String who = "candor";
    private Consumer<String> report;
    private Consumer<String> steps;

    private Builder(List<String> argv, Path file, InputStream input) {
      this.argv = argv;
      this.file = file;
      this.input = input;
    }

    /** A command: run the one argument with {@code sh -c}. */
    public Builder shell(boolean value) {
      shell = value;
      return this;
    }

    /** The directory the command runs in, and the span's {@code cwd}; by default this process's. */
    public Builder cwd(Path dir) {
      cwd = dir.toAbsolutePath().normalize();
      return this;
    }

    /** A command: variables added to the environment it inherits. */
    public Builder env(Map<String, String> vars) {
      env.putAll(vars);
      return this;
    }

    /** A command: its standard input; closed by default. */
    public Builder stdin(Stdin value) {
      stdin = value;
      return this;
    }

    /** A command: end it, and every process it started, after this long; null for no limit. */
    public Builder timeout(Duration value) {
      timeout = value;
      return this;
    }

    /**
     * How long to keep reading after the command exits while a background process it started
     * still holds its output open; null for the capture's default.
     */
    public Builder linger(Duration value) {
      linger = value;
      return this;
    }

    /**
     * The tool's name as the agent knows it: the header's and the span's. For a command it is the
     * program's name ({@code gcc} for {@code /usr/bin/gcc}, {@code sh} with a shell) unless given.
     */
    public Builder tool(String name) {
      tool = name;
      return this;
    }

    /** A given output: the span's tool name when {@link #tool} is not given; {@code shape} by default. */
    public Builder spanTool(String name) {
      spanTool = Objects.requireNonNull(name, "name");
      return this;
    }

    /** A given output: the command line that produced it, for the header (masked first). */
    public Builder commandLine(String line) {
      command = line;
      return this;
    }

    /** A given output: the exit code of the command that produced it. */
    public Builder exitCode(Integer code) {
      exitCode = code;
      return this;
    }

    /** A given output: the signal that ended the command that produced it. */
    public Builder signal(Integer number) {
      signal = number;
      return this;
    }

    /** A given output: whether its command was stopped at its time limit. */
    public Builder timedOut(boolean value) {
      timedOut = value;
      return this;
    }

    /**
     * How to shape: budget, strategy, line range, error patterns. The pipeline adds the notes
     * (streams, an ambiguous status, secrets masked) and where the full output is.
     */
    public Builder shaper(Shaper.Builder value) {
      shaper = value;
      return this;
    }

    /** Masks secrets in the output, the argv and the command line before anything is shown, kept or traced; null masks nothing. */
    public Builder redactor(Redactor value) {
      redactor = value;
      return this;
    }

    /** Where the full output is kept; nowhere ({@code --no-store}) by default. */
    public Builder keep(Keep value) {
      keep = value;
      return this;
    }

    /** Where the full output can be had, said in place of a handle; nothing is then stored. */
    public Builder fullOutput(String ref) {
      fullOutput = ref;
      return this;
    }

    /** How the observation names what was kept; {@link Stash.Result#reference} ({@code candor more H}) by default. */
    public Builder reference(Function<Stash.Result, String> value) {
      reference = value;
      return this;
    }

    /**
     * Records the call in {@code store}'s ledger even when its output is kept elsewhere or not at
     * all ({@code read_file}); by default the call is recorded in the store it keeps its output in.
     */
    public Builder ledger(ResultStore store) {
      ledger = store;
      return this;
    }

    /**
     * Whether the call is a ledger row of its own; false for a part of a larger call that records
     * itself (one text part of the proxy's {@code tools/call} result). True by default.
     */
    public Builder recorded(boolean value) {
      recorded = value;
      return this;
    }

    /**
     * Whether {@link Outcome#span} is built even when the span has no sink or ledger to go to, for a
     * caller that records it itself (the proxy, whose {@code tools/call} span is its text part's).
     * False by default.
     */
    public Builder spanned(boolean value) {
      spanned = value;
      return this;
    }

    /** The run the call's ledger row belongs to ({@code --run}, {@code $CANDOR_RUN}, a session's id); empty for none. */
    public Builder run(Optional<String> value) {
      run = Objects.requireNonNull(value, "value");
      return this;
    }

    /** Also sends the span to {@code sink}; {@code where} names it in a failure's message. Repeatable. */
    public Builder trace(String where, SpanSink sink) {
      traces.add(new Target(where, Objects.requireNonNull(sink, "sink")));
      return this;
    }

    /**
     * Where a span that could not be written is told, one line each, prefixed {@code who: };
     * stderr under {@code candor} by default (and when {@code lines} is null). A trace never fails the call.
     */
    public Builder report(String who, Consumer<String> lines) {
      this.who = Objects.requireNonNull(who, "who");
      this.report = lines;
      return this;
    }

    /** Told the name of each step as it ends ({@code command ran}, {@code stored}, ...), for profiling; null for none. */
    public Builder steps(Consumer<String> value) {
      steps = value;
      return this;
    }

    public Call build() {
      return new Call(this);
    }
  }
}

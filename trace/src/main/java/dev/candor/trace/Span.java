package dev.candor.trace;

import dev.candor.Cut;
import dev.candor.Shaped;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One tool call as a trace records it: the process facts, the size and hashes of each output
 * stream before any cap, what the model saw, and what shaping cut. Its JSON form is one line of
 * schema {@value #SCHEMA} ({@code candor-span-1.schema.json}).
 *
 * <pre>{@code
 * Span span = Span.of(shaped)               // observation, strategy, budget, cuts, evidence
 *     .argv(List.of("mvn", "-B", "test"))
 *     .cwd("/work/repo")
 *     .startTime(start)
 *     .durationMs(4_210)
 *     .stdout(SpanStream.kept(shaped))           // or SpanStream.from(facts, truncated, cap) from a capture
 *     .stderr(SpanStream.empty())
 *     .build();
 * sink.append(span);
 * }</pre>
 *
 * <p>Two fields of the JSON form are derived rather than stored: {@code ok_preview} ({@link
 * #okPreview()}) and {@code errors_in_dropped_region} ({@link #errorsInDroppedRegion()}). {@link
 * #parse} recomputes them and ignores what the line says; {@link Lint} is the place that reads a
 * line as written.
 *
 * @param toolName the tool's name as the agent knows it ({@code terminal}, {@code pytest})
 * @param argv the command's arguments; empty for a tool that is not a process
 * @param cwd the directory the tool ran in
 * @param startTime when the call started; written in RFC 3339 UTC to the millisecond
 * @param durationMs how long the call took
 * @param exitCode the process's exit code, or empty when unknown
 * @param signal the signal that ended the process, or empty
 * @param timedOut whether the call was stopped at its time limit
 * @param stdout what was recorded of standard output
 * @param stderr what was recorded of standard error
 * @param encoding {@code utf-8} or {@code binary}
 * @param strategy the label of the strategy that shaped the observation ({@code terminal})
 * @param budget the budget the observation was shaped to
 * @param observation the size and digest of what the model saw
 * @param errorLinesFound lines of the output that match an error pattern
 * @param errorLinesShown of those, how many the observation shows
 * @param exitCodePreserved whether the observation states the exit code
 * @param cuts each stretch of output the observation does not show, in output order
 * @param handle the store handle that brings the full output back, or empty
 * @param notes what else was done to the output, such as stripping ANSI escapes
 * @param upstreamCut why the output looks cut before Candor saw it ({@link dev.candor.UpstreamCut}),
 *     or empty when it shows no such sign
 */
public record Span(
    String toolName,
    List<String> argv,
    String cwd,
    Instant startTime,
    long durationMs,
    OptionalInt exitCode,
    OptionalInt signal,
    boolean timedOut,
    SpanStream stdout,
    SpanStream stderr,
    String encoding,
    String strategy,
    SpanBudget budget,
    Observation observation,
    long errorLinesFound,
    long errorLinesShown,
    boolean exitCodePreserved,
    List<Cut> cuts,
    Optional<String> handle,
    List<String> notes,
    Optional<String> upstreamCut) {

  /** The value of the {@code schema} field. */
  public static final String SCHEMA = "candor.span/1";

  /** The value of the {@code span_type} field. */
  public static final String SPAN_TYPE = "tool";

  public Span {
    Objects.requireNonNull(toolName, "toolName");
    Objects.requireNonNull(cwd, "cwd");
    Objects.requireNonNull(startTime, "startTime");
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(signal, "signal");
    Objects.requireNonNull(stdout, "stdout");
    Objects.requireNonNull(stderr, "stderr");
    Objects.requireNonNull(encoding, "encoding");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(observation, "observation");
    Objects.requireNonNull(handle, "handle");
    Objects.requireNonNull(upstreamCut, "upstreamCut");
    argv = List.copyOf(argv);
    cuts = List.copyOf(cuts);
    notes = List.copyOf(notes);
    if (toolName.isBlank()) {
      throw new IllegalArgumentException("toolName is blank: name the tool as the agent calls it");
    }
    if (durationMs < 0) {
      throw new IllegalArgumentException("durationMs < 0: " + durationMs);
    }
    if (!encoding.equals("utf-8") && !encoding.equals("binary")) {
      throw new IllegalArgumentException("encoding '" + encoding + "' is neither utf-8 nor binary");
    }
    if (errorLinesShown < 0 || errorLinesShown > errorLinesFound) {
      throw new IllegalArgumentException("errorLinesShown " + errorLinesShown + " outside 0.." + errorLinesFound);
    }
    if (exitCodePreserved && exitCode.isEmpty()) {
      throw new IllegalArgumentException("exitCodePreserved is true but the exit code is unknown");
    }
  }

  /** A builder with nothing set. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder with the observation and shaping fields taken from {@code shaped}: the strategy, the
   * budget, the observation's size and hash, the error-line counts, whether the exit code is
   * stated, the cuts, the notes, the encoding, and the tool name, exit code, signal and timeout from
   * its {@link dev.candor.Evidence}. The process facts (argv, cwd, start, duration, streams) are
   * still to set.
   */
  public static Builder of(Shaped shaped) {
    return new Builder().shaped(shaped);
  }

  /**
   * Whether the preview the agent saw can be read as a success: exit 0, nothing truncated, no
   * timeout and no signal. A call stopped at its time limit is not a success even when the shell
   * it ran reports 0.
   */
  public boolean okPreview() {
    return exitCode.isPresent() && exitCode.getAsInt() == 0 && !stdout.truncated() && !stderr.truncated()
        && !timedOut && signal.isEmpty();
  }

  /** Error lines found in the output but not shown in the observation. */
  public long errorsInDroppedRegion() {
    return errorLinesFound - errorLinesShown;
  }

  /** This span with the store handle that brings the full output back. */
  public Span withHandle(String value) {
    return new Span(toolName, argv, cwd, startTime, durationMs, exitCode, signal, timedOut, stdout, stderr,
        encoding, strategy, budget, observation, errorLinesFound, errorLinesShown, exitCodePreserved, cuts,
        Optional.of(value), notes, upstreamCut);
  }

  /** This span as started at {@code start} and lasting {@code millis}: a call's times for its part's span. */
  public Span at(Instant start, long millis) {
    return new Span(toolName, argv, cwd, start, millis, exitCode, signal, timedOut, stdout, stderr,
        encoding, strategy, budget, observation, errorLinesFound, errorLinesShown, exitCodePreserved, cuts,
        handle, notes, upstreamCut);
  }

  /** This span as one line of JSON, without the line break. */
  public String toJson() {
    return SpanJson.write(this);
  }

  /**
   * Reads a span written by {@link #toJson()}.
   *
   * @throws IllegalArgumentException if {@code line} is not JSON, names another schema, lacks a
   *     field, has a field of the wrong type, or breaks the span contract
   */
  public static Span parse(String line) {
    return SpanJson.read(line);
  }

  /**
   * Builds a {@link Span}. The process facts and both streams must be set; the shaping fields come
   * from {@link #shaped} or their own setters. The exit code, signal, handle, cuts and notes may
   * stay unset; the encoding defaults to {@code utf-8}.
   */
  public static final class Builder {
    private final SpanFields f = new SpanFields();

    private Builder() {}

    /** Sets every observation and shaping field from {@code shaped}; see {@link Span#of}. */
    public Builder shaped(Shaped shaped) {
      f.shaped(shaped);
      return this;
    }

    public Builder toolName(String value) {
      f.toolName = value;
      return this;
    }

    public Builder argv(List<String> value) {
      f.argv = List.copyOf(value);
      return this;
    }

    public Builder cwd(String value) {
      f.cwd = value;
      return this;
    }

    public Builder startTime(Instant value) {
      f.startTime = value;
      return this;
    }

    public Builder durationMs(long value) {
      f.durationMs = value;
      return this;
    }

    public Builder exitCode(int value) {
      f.exitCode = OptionalInt.of(value);
      return this;
    }

    public Builder signal(int value) {
      f.signal = OptionalInt.of(value);
      return this;
    }

    public Builder timedOut(boolean value) {
      f.timedOut = value;
      return this;
    }

    public Builder stdout(SpanStream value) {
      f.stdout = value;
      return this;
    }

    public Builder stderr(SpanStream value) {
      f.stderr = value;
      return this;
    }

    public Builder encoding(String value) {
      f.encoding = value;
      return this;
    }

    public Builder strategy(String label) {
      f.strategy = label;
      return this;
    }

    public Builder budget(SpanBudget value) {
      f.budget = value;
      return this;
    }

    public Builder observation(Observation value) {
      f.observation = value;
      return this;
    }

    /** The error lines found in the output and, of those, how many the observation shows. */
    public Builder errorLines(long found, long shown) {
      f.errorLinesFound = found;
      f.errorLinesShown = shown;
      return this;
    }

    public Builder exitCodePreserved(boolean value) {
      f.exitCodePreserved = value;
      return this;
    }

    public Builder cuts(List<Cut> value) {
      f.cuts = List.copyOf(value);
      return this;
    }

    public Builder handle(String value) {
      f.handle = Optional.of(value);
      return this;
    }

    public Builder notes(List<String> value) {
      f.notes = List.copyOf(value);
      return this;
    }

    /** Why the output looks cut before Candor saw it; {@link #shaped} takes it from the observation. */
    public Builder upstreamCut(String reason) {
      f.upstreamCut = Optional.of(reason);
      return this;
    }

    /**
     * The span.
     *
     * @throws IllegalStateException naming the first required field left unset
     * @throws IllegalArgumentException if the fields break the span contract
     */
    public Span build() {
      return f.build();
    }
  }
}

package dev.candor.trace;

import dev.candor.Cut;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.UpstreamCut;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** The mutable state behind {@link Span.Builder}, kept apart so that {@code Span} stays a value. */
final class SpanFields {
  String toolName;
  List<String> argv = List.of();
  String cwd;
  Instant startTime;
  Long durationMs;
  OptionalInt exitCode = OptionalInt.empty();
  OptionalInt signal = OptionalInt.empty();
  boolean timedOut;
  SpanStream stdout;
  SpanStream stderr;
  String encoding = "utf-8";
  String strategy;
  SpanBudget budget;
  Observation observation;
  long errorLinesFound;
  long errorLinesShown;
  boolean exitCodePreserved;
  List<Cut> cuts = List.of();
  Optional<String> handle = Optional.empty();
  List<String> notes = List.of();
  Optional<String> upstreamCut = Optional.empty();

  void shaped(Shaped s) {
    Evidence ev = s.evidence();
    if (ev.tool().isPresent()) { // no lambda: a span is made on every small call's path
      toolName = ev.tool().get();
    }
    exitCode = ev.exitCode();
    signal = ev.signal();
    timedOut = ev.timedOut();
    encoding = s.input().encoding();
    strategy = s.strategy().label();
    budget = SpanBudget.of(s.budget());
    observation = Observation.of(s.text(), s.budget().tokenizer());
    errorLinesFound = s.errorLinesFound();
    errorLinesShown = s.errorLinesShown();
    exitCodePreserved = ev.exitCode().isPresent() && ExitStatement.stated(s.text(), ev.exitCode().getAsInt());
    cuts = s.cuts();
    notes = s.notes();
    upstreamCut = UpstreamCut.reason(s);
  }

  Span build() {
    require(toolName, "toolName", "the tool's name as the agent calls it, or shape with Evidence.withTool");
    require(cwd, "cwd", "the directory the tool ran in");
    require(startTime, "startTime", "when the call started");
    require(durationMs, "durationMs", "how long the call took");
    require(stdout, "stdout", "a SpanStream, such as SpanStream.from(shaped.input(), ...) or SpanStream.empty()");
    require(stderr, "stderr", "a SpanStream, such as SpanStream.empty()");
    require(strategy, "strategy", "the strategy label, or start from Span.of(shaped)");
    require(budget, "budget", "a SpanBudget, or start from Span.of(shaped)");
    require(observation, "observation", "an Observation, or start from Span.of(shaped)");
    return new Span(toolName, argv, cwd, startTime, durationMs, exitCode, signal, timedOut, stdout, stderr,
        encoding, strategy, budget, observation, errorLinesFound, errorLinesShown, exitCodePreserved, cuts,
        handle, notes, upstreamCut);
  }

  private static void require(Object value, String name, String what) {
    if (value == null) {
      throw new IllegalStateException(name + " is not set: pass " + what);
    }
  }
}

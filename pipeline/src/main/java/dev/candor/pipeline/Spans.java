package dev.candor.pipeline;

import dev.candor.BreakIndex;
import dev.candor.Shaped;
import dev.candor.capture.Captured;
import dev.candor.capture.StreamStats;
import dev.candor.store.Stash;
import dev.candor.trace.DroppedRuns;
import dev.candor.trace.SpanStream;
import dev.candor.trace.Span;
import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** The span of a call, built one way for every front end, and its sending. */
final class Spans {
  private Spans() {}

  /** Sends {@code span} to each of the call's sinks; a sink that fails is one line to the call's report. */
  static void send(Call call, Span span) {
    for (Call.Target t : call.traces) {
      try {
        t.sink().append(span);
      } catch (IOException | RuntimeException | LinkageError e) {
        call.report("the span was not written to " + t.where() + ": " + e);
      }
    }
  }

  /** Tells that the span could not be built, once for each sink it was meant for. */
  static void failed(Call call, Throwable e) {
    for (Call.Target t : call.traces) {
      call.report("the span was not written to " + t.where() + ": " + e);
    }
  }

  /**
   * A command's span: each raw stream's bytes and digests; a stream is truncated when some of its
   * bytes are not in the observation, and then its head and tail hashes are of the first and last
   * runs of its bytes that were dropped, read back from the raw output (see {@link DroppedRuns}),
   * whose line breaks the capture counted into {@code breaks}; unknown when {@code raw} is null.
   */
  static Span command(Shaped shaped, Captured c, RawOutput raw, List<String> argv, java.nio.file.Path cwd,
      Stash.Result kept, List<long[]> stderrLines, BreakIndex breaks) throws IOException {
    DroppedRuns.Both runs = droppedRuns(shaped, c, raw, stderrLines, breaks);
    Span.Builder b = Span.of(shaped)
        .argv(argv)
        .cwd(cwd.toString())
        .startTime(c.started())
        .durationMs(c.duration().toMillis())
        .stdout(pipe(c.stdout(), runs.stdout(), StreamLines.cut(shaped, stderrLines, false)))
        .stderr(pipe(c.stderr(), runs.stderr(), StreamLines.stderrCut(shaped, stderrLines, c.stderr().bytes())));
    if (kept.handle() != null) {
      b.handle(kept.handle().value());
    }
    return b.build();
  }

  /** Where a command's raw merged output is read back from. */
  interface RawOutput {
    SeekableByteChannel open() throws IOException;
  }

  private static DroppedRuns.Both droppedRuns(Shaped shaped, Captured c, RawOutput raw, List<long[]> stderrLines,
      BreakIndex breaks) throws IOException {
    if (!shaped.truncated() || raw == null) {
      return DroppedRuns.Both.UNKNOWN;
    }
    try (SeekableByteChannel in = raw.open()) {
      return DroppedRuns.measureSpool(in, shaped, stderrLines,
          new DroppedRuns.Captured(c.stdout().bytes(), c.stdout().sha256()),
          new DroppedRuns.Captured(c.stderr().bytes(), c.stderr().sha256()), breaks);
    } catch (dev.candor.store.StoreException e) {
      return DroppedRuns.Both.UNKNOWN; // read back from a store that cannot serve it now: the span still says the rest
    }
  }

  /**
   * A given output's span: the output (as shaped, so masked) is stdout, with no cap, as a
   * command's streams have none, and the head and tail hashes of what was dropped of it when
   * {@code runs} read them back; stderr is empty; argv is the command line, if one was given.
   */
  static Span output(Call call, Shaped shaped, List<String> argv, Instant started, Stash.Result kept,
      DroppedRuns.Stream runs) {
    Span.Builder b = Span.of(shaped);
    if (shaped.evidence().tool().isEmpty()) {
      b.toolName(call.spanTool);
    }
    b.argv(argv)
        .cwd(call.cwd.toString())
        .startTime(started)
        .durationMs(Math.max(0, Duration.between(started, Instant.now()).toMillis()))
        .stdout(SpanStream.read(shaped.input().bytes(), shaped.input().sha256(), shaped.truncated(), runs))
        .stderr(SpanStream.empty());
    if (kept.handle() != null) {
      b.handle(kept.handle().value());
    }
    return b.build();
  }

  /**
   * One stream's facts. Candor cuts the merged output, not each stream, so a stream has no cap of
   * its own; what {@link StreamLines} says of its lines is checked against what was read back.
   */
  static SpanStream pipe(StreamStats stats, DroppedRuns.Stream runs, boolean truncated) {
    if (stats.bytes() == 0) {
      return SpanStream.empty();
    }
    return SpanStream.read(stats.bytes(), stats.sha256(), truncated, runs);
  }
}

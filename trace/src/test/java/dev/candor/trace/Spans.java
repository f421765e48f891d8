package dev.candor.trace;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import java.time.Instant;
import java.util.List;

/** Spans built the way a caller builds them: shape real output, then add the process facts. */
final class Spans {
  static final Instant START = Instant.parse("2025-01-02T03:04:05.678Z");

  private Spans() {}

  static Shaped shape(String output, Evidence evidence, Budget budget) {
    return Shaper.builder().budget(budget).build().shape(output, evidence);
  }

  /** A span whose output is shown whole. */
  static Span.Builder whole(String output, int exitCode) {
    return of(shape(output, Evidence.of("make test", exitCode).withTool("terminal"), Budget.chars(4_000)));
  }

  /** A long failing build shaped to a small budget: truncated, with the error lines kept. */
  static Span.Builder clipped() {
    StringBuilder out = new StringBuilder();
    for (int i = 1; i <= 2_000; i++) {
      out.append("compiling module ").append(i).append(" of 2000\n");
    }
    out.append("error: cannot find symbol Foo\n");
    out.append("BUILD FAILED\n");
    Shaped shaped = shape(out.toString(), Evidence.of("mvn -B package", 1).withTool("terminal"), Budget.chars(1_000));
    try {
      DroppedRuns.Stream runs = DroppedRuns.single(
          new java.io.ByteArrayInputStream(out.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8)), shaped);
      return of(shaped).stdout(SpanStream.kept(shaped).withRuns(runs));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static Span.Builder of(Shaped shaped) {
    return Span.of(shaped)
        .argv(List.of("sh", "-c", shaped.evidence().command().orElse("true")))
        .cwd("/work/repo")
        .startTime(START)
        .durationMs(1_234)
        .stdout(SpanStream.kept(shaped))
        .stderr(SpanStream.empty());
  }
}

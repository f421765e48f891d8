package dev.candor.trace;

import dev.candor.Cut;
import dev.candor.CutReason;
import java.util.List;

/**
 * Tool spans with exactly the sizes and evidence an audit test needs, built through {@link
 * Span#builder()} so that every line is a valid span: {@code Calls.of("pytest").output(4000)
 * .shown(1000).truncated().exit(1, true).json()}.
 */
final class Calls {
  static final String HASH = "0".repeat(64);

  private String tool;
  private String strategy = "terminal";
  private List<String> argv = List.of("make", "test");
  private long output = 100;
  private long shown = 120;
  private boolean truncated;
  private boolean onStderr;
  private Integer exit = 0;
  private boolean stated = true;
  private long dropped;

  private Calls(String tool) {
    this.tool = tool;
  }

  static Calls of(String tool) {
    return new Calls(tool);
  }

  Calls strategy(String value) {
    strategy = value;
    return this;
  }

  Calls argv(String... value) {
    argv = List.of(value);
    return this;
  }

  /** stdout_bytes + stderr_bytes. */
  Calls output(long bytes) {
    output = bytes;
    return this;
  }

  /** observation.bytes. */
  Calls shown(long bytes) {
    shown = bytes;
    return this;
  }

  /** Sets stdout_truncated, capping stdout at the bytes shown, and adds a cut. */
  Calls truncated() {
    truncated = true;
    return this;
  }

  /** Sets stderr_truncated instead: the output is on stderr. */
  Calls truncatedOnStderr() {
    truncated = true;
    onStderr = true;
    return this;
  }

  /** The exit code, and whether the observation states it. */
  Calls exit(int code, boolean isStated) {
    exit = code;
    stated = isStated;
    return this;
  }

  /** No exit code: a tool that is not a process. */
  Calls noExit() {
    exit = null;
    stated = false;
    return this;
  }

  /** Error lines found but not shown. */
  Calls dropped(long lines) {
    dropped = lines;
    return this;
  }

  Span span() {
    SpanStream out = truncated ? SpanStream.clipped(output, Math.min(shown, output - 1), HASH, HASH) : SpanStream.whole(output, HASH);
    Span.Builder b = Span.builder()
        .toolName(tool)
        .argv(argv)
        .cwd("/work/repo")
        .startTime(Spans.START)
        .durationMs(1_234)
        .stdout(onStderr ? SpanStream.empty() : out)
        .stderr(onStderr ? out : SpanStream.empty())
        .strategy(strategy)
        .budget(new SpanBudget(Math.max(1, shown), "bytes", "o200k_base"))
        .observation(new Observation(shown, shown, shown / 4, HASH))
        .errorLines(dropped + 1, 1)
        .exitCodePreserved(stated)
        .cuts(truncated ? List.of(Cut.of(CutReason.MIDDLE, 2, 10, Math.max(0, output - shown))) : List.of());
    if (exit != null) {
      b.exitCode(exit);
    }
    return b.build();
  }

  String json() {
    return span().toJson();
  }
}

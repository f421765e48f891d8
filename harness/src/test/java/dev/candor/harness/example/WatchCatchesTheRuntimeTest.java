package dev.candor.harness.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.harness.Launch;
import dev.candor.harness.Recorder;
import dev.candor.harness.ToolFixture;
import dev.candor.harness.TruncationWatch;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An eval suite as a user would write it, with a failing watch, run from here: the calls through
 * smolagents and through a summarising runtime fail, the call through Candor passes.
 */
class WatchCatchesTheRuntimeTest {

  /** The suite. Not a {@code *Test}, so that only {@link Launch} runs it. */
  static class BuildLogEval {
    @RegisterExtension
    static final TruncationWatch WATCH =
        TruncationWatch.failing().writingTo(Path.of("target", "truncation-watch-example.json"));

    private static void record(Recorder recorder, Dispatcher dispatcher) {
      Dispatcher.Call call = dispatcher.call();
      recorder.record(ToolFixture.of(call.returned(), call.received()).withExitCode(call.exitCode()));
    }

    @Test
    void throughSmolagents(Recorder recorder) {
      record(recorder, Dispatcher.through("smolagents"));
    }

    @Test
    void throughASummarisingRuntime(Recorder recorder) {
      record(recorder, Dispatcher.summarising());
    }

    @Test
    void throughCandor(Recorder recorder) {
      record(recorder, Dispatcher.throughCandor(Budget.chars(2_000)));
    }
  }

  @Test
  void failsTheRuntimesCallsAndPassesCandors() {
    Launch.Outcome outcome = Launch.run(BuildLogEval.class);
    assertThat(outcome.passed()).containsExactly("throughCandor(Recorder)");
    assertThat(outcome.failed())
        .containsOnlyKeys("throughSmolagents(Recorder)", "throughASummarisingRuntime(Recorder)");
  }

  @Test
  void namesTheLostErrorLineAndTheMissingExitCode() {
    Throwable t = Launch.run(BuildLogEval.class).failed().get("throughSmolagents(Recorder)");
    assertThat(t).isInstanceOf(AssertionError.class).hasMessage("TruncationWatch: 1 tool call recorded: 2 findings\n"
        + "  DROPPED_ERROR_LINE: line 403: " + BuildTool.ERROR_LINE + "\n"
        + "  DROPPED_EXIT_CODE: exit code 1 is not stated in what the model received");
  }

  @Test
  void namesTheSummaryASilentCut() {
    Throwable t = Launch.run(BuildLogEval.class).failed().get("throughASummarisingRuntime(Recorder)");
    assertThat(t.getMessage()).startsWith("TruncationWatch: 1 tool call recorded: 5 findings\n"
        + "  SILENT_CUT: the model received 126 of 49,812 chars and no truncation marker\n")
        .endsWith("  SUMMARIZED: 0 of 3 received lines appear verbatim in the returned output;"
            + " under 50% reads as a summary, not a cut");
  }
}

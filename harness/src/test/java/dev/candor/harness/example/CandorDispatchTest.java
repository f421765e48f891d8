package dev.candor.harness.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.harness.Recorder;
import dev.candor.harness.ToolFixture;
import dev.candor.harness.Trial;
import dev.candor.harness.TruncationWatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The same build log through Candor's shaper, under a watch that fails on any finding: these tests
 * pass only because the watch finds nothing.
 */
@ExtendWith(TruncationWatch.class)
class CandorDispatchTest {
  private static Trial record(Recorder recorder, Dispatcher dispatcher) {
    Dispatcher.Call call = dispatcher.call();
    recorder.record(ToolFixture.of(call.returned(), call.received()).withExitCode(call.exitCode()));
    return recorder.trials().get(0);
  }

  @Test
  void candorKeepsTheErrorLineStatesTheExitCodeAndMarksItsCut(Recorder recorder) {
    Trial t = record(recorder, Dispatcher.throughCandor(Budget.chars(2_000)));
    assertThat(t.hitCap()).isTrue();
    assertThat(t.receivedChars()).isLessThanOrEqualTo(2_000);
  }

  @Test
  void candorInFrontOfSmolagentsLeavesItNothingToCut(Recorder recorder) {
    Trial t = record(recorder, Dispatcher.throughCandorThen(Budget.chars(8_000), "smolagents"));
    assertThat(t.hitCap()).isTrue();
    assertThat(t.findings()).isEmpty();
  }
}

package dev.candor.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class TruncationWatchTest {
  private static final String RETURNED = "step 1\nstep 2\nstep 3\nstep 4\n";
  private static final String MARKED = "step 1\n[... cut lines 2-3 from the middle: 2 lines, 14 bytes ...]\nstep 4";
  private static final Path FAILING_REPORT = Path.of("target", "truncation-watch-test-failing.json");
  private static final Path RECORDING_REPORT = Path.of("target", "truncation-watch-test-recording.json");

  /** Run by {@link Launch} only. */
  static class FailingSuite {
    @RegisterExtension
    static final TruncationWatch WATCH = TruncationWatch.failing().writingTo(FAILING_REPORT);

    @Test
    void silentCut(Recorder recorder) {
      recorder.record(RETURNED, "step 1");
    }

    @Test
    void markedCut(Recorder recorder) {
      recorder.record(RETURNED, MARKED);
    }

    @Test
    void noCalls() {}
  }

  /** Run by {@link Launch} only. */
  static class RecordingSuite {
    @RegisterExtension
    static final TruncationWatch WATCH = TruncationWatch.recording().writingTo(RECORDING_REPORT);

    @Test
    void twoCalls(Recorder recorder) {
      recorder.record(RETURNED, "step 1");
      recorder.record(RETURNED, MARKED, 0);
      assertThat(recorder.findings()).extracting(Finding::kind)
          .containsExactly(FindingKind.SILENT_CUT, FindingKind.DROPPED_EXIT_CODE);
    }
  }

  @Test
  void failingWatch_failsOnlyTheTestWhoseCallsHaveFindings() {
    Launch.Outcome outcome = Launch.run(FailingSuite.class);
    assertThat(outcome.passed()).containsExactlyInAnyOrder("markedCut(Recorder)", "noCalls()");
    assertThat(outcome.failed()).containsOnlyKeys("silentCut(Recorder)");
    assertThat(outcome.failed().get("silentCut(Recorder)")).isInstanceOf(AssertionError.class).hasMessage(
        "TruncationWatch: 1 tool call recorded: 1 finding\n"
            + "  SILENT_CUT: the model received 6 of 27 chars and no truncation marker");
  }

  @Test
  void recordingWatch_letsATestWithFindingsPass() {
    Launch.Outcome outcome = Launch.run(RecordingSuite.class);
    assertThat(outcome.failed()).isEmpty();
    assertThat(outcome.passed()).containsExactly("twoCalls(Recorder)");
  }

  @Test
  void afterAll_writesTrialsCapShareAndFindingsByKind() throws IOException {
    Launch.run(FailingSuite.class);
    String json = Files.readString(FAILING_REPORT);
    assertThat(json.replaceAll("\\s+", "")).startsWith("{\"trials\":2,\"hit_cap\":1,\"hit_cap_share\":0.5,"
        + "\"hit_cap_share_ci95\":[0.0945,0.9055],\"trials_with_findings\":1,\"findings\":{\"SILENT_CUT\":1,\"DROPPED_ERROR_LINE\":0,\"DROPPED_EXIT_CODE\":0,"
        + "\"SUMMARIZED\":0},\"tests\":3,\"by_test\":[");
    assertThat(json).contains("\"test\" : \"" + FailingSuite.class.getName() + "#silentCut\"");
  }

  @Test
  void defaults_failOnFindingsAndWriteUnderTarget() {
    TruncationWatch watch = new TruncationWatch();
    assertThat(watch.failsOnFindings()).isTrue();
    assertThat(watch.report()).isEqualTo(Path.of("target", "truncation-watch.json"));
    assertThat(TruncationWatch.recording().writingTo(Path.of("w.json")).failsOnFindings()).isFalse();
    assertThat(TruncationWatch.recording().writingTo(Path.of("w.json")).report()).isEqualTo(Path.of("w.json"));
  }
}

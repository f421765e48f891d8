package dev.candor.harness.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.harness.Finding;
import dev.candor.harness.FindingKind;
import dev.candor.harness.Recorder;
import dev.candor.harness.Trial;
import dev.candor.harness.TruncationWatch;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the watch finds when the build log goes through a runtime's own cap. The watch only records
 * here, so that each test can assert on its findings; {@link WatchCatchesTheRuntimeTest} shows a
 * failing watch failing the same calls.
 */
class RuntimeDispatchTest {
  @RegisterExtension
  static final TruncationWatch WATCH =
      TruncationWatch.recording().writingTo(Path.of("target", "truncation-watch-runtimes.json"));

  private static List<FindingKind> kinds(List<Finding> findings) {
    return findings.stream().map(Finding::kind).toList();
  }

  private static List<Finding> record(Recorder recorder, Dispatcher dispatcher) {
    Dispatcher.Call call = dispatcher.call();
    return recorder.record(new String(call.returned(), StandardCharsets.UTF_8), call.received(),
        call.exitCode());
  }

  @Test
  void smolagentsMarksItsCutButDropsTheMiddleErrorLineAndTheExitCode(Recorder recorder) {
    List<Finding> findings = record(recorder, Dispatcher.through("smolagents"));
    assertThat(kinds(findings)).containsExactly(FindingKind.DROPPED_ERROR_LINE, FindingKind.DROPPED_EXIT_CODE);
    assertThat(findings.get(0).detail()).isEqualTo("line 403: " + BuildTool.ERROR_LINE);
    assertThat(recorder.trials()).extracting(Trial::hitCap).containsExactly(true);
  }

  @Test
  void codexStatesTheExitCodeButDropsTheMiddleErrorLine(Recorder recorder) {
    assertThat(kinds(record(recorder, Dispatcher.through("codex")))).containsExactly(FindingKind.DROPPED_ERROR_LINE);
  }

  @Test
  void aSummaryInPlaceOfTheLogIsASilentCut(Recorder recorder) {
    List<Finding> findings = record(recorder, Dispatcher.summarising());
    assertThat(kinds(findings)).containsExactly(FindingKind.SILENT_CUT, FindingKind.DROPPED_ERROR_LINE,
        FindingKind.DROPPED_ERROR_LINE, FindingKind.DROPPED_EXIT_CODE, FindingKind.SUMMARIZED);
    assertThat(findings.get(2).detail()).isEqualTo("line 804: [INFO] BUILD FAILURE");
    assertThat(recorder.trials()).extracting(Trial::hitCap).containsExactly(false);
  }
}

package dev.candor.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.ErrorPatterns;
import dev.candor.runtimes.Runtimes;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ToolFixtureTest {
  private static final String LOG = numbered(1, 400);

  private static String numbered(int from, int to) {
    StringBuilder s = new StringBuilder();
    for (int i = from; i <= to; i++) {
      s.append("compiled module ").append(i).append(" of 400\n");
    }
    return s.toString();
  }

  private static List<FindingKind> kinds(ToolFixture f) {
    return f.check().stream().map(Finding::kind).toList();
  }

  private static String smolagents(String output) {
    return Runtimes.named("smolagents").observe(output.getBytes(StandardCharsets.UTF_8), OptionalInt.of(1), 2_000);
  }

  @Test
  void check_findsNothingWhenTheWholeOutputArrives() {
    assertThat(ToolFixture.of(LOG, LOG).check()).isEmpty();
  }

  @Test
  void check_acceptsARuntimesOwnLinesAroundTheWholeOutput() {
    String received = "Chunk ID: 000000\nWall time: 0.0000 seconds\nProcess exited with code 2\nOutput:\n" + LOG;
    assertThat(ToolFixture.of(LOG, received).withExitCode(2).check()).isEmpty();
  }

  @Test
  void check_doesNotCountStrippedColoursOrWhitespaceAsACut() {
    String returned = "\u001b[1;31merror\u001b[0m: linker failed\r\n\n";
    String received = "Output: error: linker failed\nExit Code: 1";
    assertThat(ToolFixture.of(returned, received).withExitCode(1).check()).isEmpty();
  }

  @Test
  void check_flagsAShorterUnmarkedOutputAsASilentCut() {
    ToolFixture f = ToolFixture.of(LOG, numbered(1, 40));
    assertThat(f.check()).containsExactly(new Finding(FindingKind.SILENT_CUT,
        "the model received 1,030 of 10,691 chars and no truncation marker"));
  }

  @Test
  void check_acceptsACutThatARuntimeMarks() {
    assertThat(ToolFixture.of(LOG, smolagents(LOG)).check()).isEmpty();
  }

  @Test
  void check_flagsAnErrorLineLostUnderAMarker() {
    String returned = numbered(1, 200) + "error: disk full\n" + numbered(201, 400);
    assertThat(ToolFixture.of(returned, smolagents(returned)).check())
        .containsExactly(new Finding(FindingKind.DROPPED_ERROR_LINE, "line 201: error: disk full"));
  }

  @Test
  void check_namesEachDistinctDroppedErrorLineOnce() {
    String returned = "error: disk full\n".repeat(3) + LOG;
    assertThat(kinds(ToolFixture.of(returned, smolagents(returned).replace("error: disk full", ""))))
        .containsExactly(FindingKind.DROPPED_ERROR_LINE);
  }

  @Test
  void check_usesTheErrorPatternsItIsGiven() {
    String returned = numbered(1, 200) + "E42 quota\n" + numbered(201, 400);
    ToolFixture f = ToolFixture.of(returned, smolagents(returned));
    assertThat(f.check()).isEmpty();
    assertThat(kinds(f.withErrorPatterns(ErrorPatterns.of(List.of("^E[0-9]+ ")))))
        .containsExactly(FindingKind.DROPPED_ERROR_LINE);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "exit code: 3", "Exit code: 3", "Exit code 3", "Exit Code: 3", "[The command completed with exit code 3.]",
      "Process exited with code 3", "{\"candor\":{\"exit_code\":3}}"})
  void check_readsEveryRuntimesExitCodeStatement(String statement) {
    assertThat(ToolFixture.of("done", statement + "\ndone").withExitCode(3).check()).isEmpty();
  }

  @Test
  void check_flagsAKnownExitCodeThatIsNotStated() {
    assertThat(ToolFixture.of("done", "done\nexit code: 13").withExitCode(1).check())
        .containsExactly(new Finding(FindingKind.DROPPED_EXIT_CODE,
            "exit code 1 is not stated in what the model received"));
  }

  @Test
  void check_askNothingOfAnExitCodeItWasNotGiven() {
    assertThat(ToolFixture.of("done", "done").exitCode()).isEmpty();
    assertThat(ToolFixture.of("done", "done").check()).isEmpty();
  }

  @Test
  void check_flagsAParaphraseAsASilentCutAndASummary() {
    assertThat(kinds(ToolFixture.of(LOG, "All 400 modules compiled.\nNothing failed.")))
        .containsExactly(FindingKind.SILENT_CUT, FindingKind.SUMMARIZED);
  }

  @Test
  void check_flagsALongerParaphraseAsASummaryOnly() {
    String received = "The tool compiled every module, one after another, without a single warning.\n"
        + "It printed a line per module and nothing else of note.";
    assertThat(ToolFixture.of("compiled module 1 of 2\ncompiled module 2 of 2\n", received).check())
        .containsExactly(new Finding(FindingKind.SUMMARIZED, "0 of 2 received lines appear verbatim in the returned"
            + " output; under 50% reads as a summary, not a cut"));
  }

  @Test
  void hitCap_readsRuntimeAndCandorMarkers() {
    assertThat(ToolFixture.of(LOG, smolagents(LOG)).hitCap()).isTrue();
    assertThat(ToolFixture.of("[]", "{\"candor\":{\"showing\":11,\"of\":710},\"items\":[]}").hitCap()).isTrue();
    assertThat(ToolFixture.of("[]", "{\"candor\":{\"showing\":3,\"of\":3},\"items\":[]}").hitCap()).isFalse();
    assertThat(ToolFixture.of(LOG, LOG).hitCap()).isFalse();
  }

  @Test
  void of_decodesReturnedBytesAsUtf8() {
    assertThat(ToolFixture.of("héllo".getBytes(StandardCharsets.UTF_8), "héllo").returned()).isEqualTo("héllo");
  }

  @Test
  void assertHonest_listsEveryFinding() {
    ToolFixture f = ToolFixture.of("step 1\nerror: boom\nstep 3\n", "step 1").withExitCode(1);
    assertThatThrownBy(f::assertHonest).isInstanceOf(AssertionError.class).hasMessage(
        "what the model received is not an honest form of what the tool returned: 3 findings\n"
            + "  SILENT_CUT: the model received 6 of 25 chars and no truncation marker\n"
            + "  DROPPED_ERROR_LINE: line 2: error: boom\n"
            + "  DROPPED_EXIT_CODE: exit code 1 is not stated in what the model received");
  }

  @Test
  void assertHonest_passesAnHonestCall() {
    ToolFixture.of(LOG, "exit code: 0\n" + LOG).withExitCode(0).assertHonest();
  }
}

package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CodexExecCommandTest {
  private final RuntimeProfile codex = Runtimes.named("codex");

  private static String header(int exit, long tokens) {
    return "Chunk ID: 000000\nWall time: 0.0000 seconds\nProcess exited with code " + exit
        + "\nOriginal token count: " + tokens + "\nOutput:\n";
  }

  @Test
  void shortOutput_isWholeUnderTheHeader() {
    assertThat(codex.observe(utf8("hello\n"), OptionalInt.of(0))).isEqualTo(header(0, 2) + "hello\n");
  }

  @Test
  void unknownExitCode_leavesOutTheExitLine() {
    assertThat(codex.observe(utf8("hi"), OptionalInt.empty()))
        .isEqualTo("Chunk ID: 000000\nWall time: 0.0000 seconds\nOriginal token count: 1\nOutput:\nhi");
  }

  @Test
  void longOutput_isCutToTenThousandBytesHalfAndHalf() {
    String seen = codex.observe(utf8("x".repeat(12_000)), OptionalInt.of(1));
    assertThat(seen).isEqualTo(header(1, 3_000)
        + "Warning: truncated output (original token count: 3000)\nTotal output lines: 1\n\n"
        + "x".repeat(5_000) + "…2000 chars truncated…" + "x".repeat(5_000));
  }

  @Test
  void tokenPolicy_cutsToFortyThousandBytesAndCountsTokens() {
    String seen = Runtimes.named("codex-tokens").observe(utf8("x".repeat(50_000)), OptionalInt.of(0));
    assertThat(seen).isEqualTo(header(0, 12_500)
        + "Warning: truncated output (original token count: 12500)\nTotal output lines: 1\n\n"
        + "x".repeat(20_000) + "…2500 tokens truncated…" + "x".repeat(20_000));
  }

  @Test
  void capTooSmallForTheHeader_shrinksTheCutToTheMarkerAlone() {
    // response_text lowers the policy by the excess until the byte budget reaches zero.
    String seen = codex.observe(utf8("x".repeat(1_000)), OptionalInt.of(0), 100);
    assertThat(seen).isEqualTo(header(0, 250)
        + "Warning: truncated output (original token count: 250)\nTotal output lines: 1\n\n…1000 chars truncated…");
  }

  @Test
  void codexShell_writesExitCodeWallTimeAndTheOriginalLineCount() {
    String seen = Runtimes.named("codex-shell").observe(utf8("line\n".repeat(3_000)), OptionalInt.of(0));
    assertThat(seen).isEqualTo("Exit code: 0\nWall time: 0 seconds\nTotal output lines: 3000\nOutput:\n"
        + "line\n".repeat(1_000) + "…5000 chars truncated…" + "line\n".repeat(1_000));
  }

  @Test
  void codexShell_leavesShortOutputWithoutALineCount() {
    assertThat(Runtimes.named("codex-shell").observe(utf8("a\nb\n"), OptionalInt.of(2)))
        .isEqualTo("Exit code: 2\nWall time: 0 seconds\nOutput:\na\nb\n");
  }
}

package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class OpenHandsTerminalTest {
  private static final String NOTICE = "<response clipped><NOTE>Due to the max output limit, only part of the full "
      + "response has been shown to you.</NOTE>";
  private static final String SUFFIX = "\n[The command completed with exit code 0.]\n"
      + "[Current working directory: /workspace]\n[Command finished with exit code 0]";
  private final RuntimeProfile openHands = Runtimes.named("openhands");

  @Test
  void noticeIs113Chars() {
    // truncate.py: DEFAULT_TRUNCATE_NOTICE ... # 113 chars
    assertThat(NOTICE).hasSize(113).isEqualTo(OpenHandsTerminal.NOTICE);
  }

  @Test
  void maybeTruncate_keepsCeilHalfOfTheRoomAsHead() {
    // tests/sdk/utils/test_truncate.py test_maybe_truncate_over_limit: "A" * 1000, limit 200.
    String content = "A".repeat(1000);
    String result = OpenHandsTerminal.truncate(content, 200, Optional.empty());
    assertThat(result).isEqualTo("A".repeat(44) + NOTICE + "A".repeat(43)).hasSize(200);
  }

  @Test
  void maybeTruncate_leavesContentAtTheLimitAndIgnoresZero() {
    // test_maybe_truncate_exact_limit; "if not truncate_after" returns the content for 0.
    assertThat(OpenHandsTerminal.truncate("A".repeat(50), 50, Optional.empty())).isEqualTo("A".repeat(50));
    assertThat(OpenHandsTerminal.truncate("A".repeat(50), 0, Optional.empty())).isEqualTo("A".repeat(50));
  }

  @Test
  void shortOutput_getsCompletionWorkingDirectoryAndFinishedLines() {
    // tests/tools/terminal/test_observation_truncation.py, under_limit, with our placeholder directory.
    String seen = openHands.observe(utf8("Short output\n"), OptionalInt.of(0));
    assertThat(seen).isEqualTo("Short output" + SUFFIX);
  }

  @Test
  void unknownExitCode_saysSoAndDropsTheFinishedLine() {
    String seen = openHands.observe(utf8("  hi  "), OptionalInt.empty());
    assertThat(seen).isEqualTo("hi\n[The command completed but the exit code could not be determined. "
        + "Terminal output may have corrupted the PS1 metadata markers.]\n[Current working directory: /workspace]");
  }

  @Test
  void longOutput_isCutTwiceShowsOneNoticeAndMeasuresExactlyTheCap() {
    String seen = openHands.observe(utf8("A".repeat(31_000)), OptionalInt.of(0));
    // First pass: 29,887 chars beside the notice -> head 14,944, tail 14,943. The second pass keeps
    // the same head, and a tail that is the suffix lines plus the A's before them.
    String expected = "A".repeat(14_944) + NOTICE + "A".repeat(14_943 - SUFFIX.length()) + SUFFIX;
    assertThat(seen).isEqualTo(expected).hasSize(30_000);
  }

  @Test
  void smallCap_secondCutReplacesTheFirstNotice() {
    String seen = openHands.observe(utf8("A".repeat(100) + "B".repeat(100)), OptionalInt.of(0), 150);
    String first = "A".repeat(19) + NOTICE + "B".repeat(18);
    String text = first + SUFFIX;
    assertThat(seen).isEqualTo(text.substring(0, 19) + NOTICE + text.substring(text.length() - 18));
  }

  @Test
  void persistence_namesTheSavedFileAndTheLineTheCutStartsAt() throws Exception {
    RuntimeProfile persist = Runtimes.named("openhands-persist");
    String lines = "line\n".repeat(20_000);
    String seen = persist.observe(utf8(lines), OptionalInt.of(0));
    String first = OpenHandsTerminal.truncate(lines.strip(), 30_000, Optional.empty());
    String text = first + SUFFIX;
    String hash = HexFormat.of().formatHex(
        MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8))).substring(0, 8);
    // proposed head = ceil((30,000 - 113) / 2) = 14,944 chars = 2,988 whole lines and "line"
    assertThat(seen).contains("The complete output has been saved to /tmp/openhands/CONVERSATION_ID/observations/"
        + "terminal_output_" + hash + ".txt - you can use other tools to view the full content "
        + "(truncated part starts around line 2990).</NOTE>");
    assertThat(seen.codePointCount(0, seen.length())).isEqualTo(30_000);
    assertThat(persist.writesFile()).isTrue();
  }
}

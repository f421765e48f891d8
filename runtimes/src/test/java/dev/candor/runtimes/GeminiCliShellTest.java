package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class GeminiCliShellTest {
  private static final String FILE = GeminiCliShell.OUTPUT_FILE;
  private final RuntimeProfile gemini = Runtimes.named("gemini-cli");

  @Test
  void formatTruncated_showsTwentyPercentHeadAndEightyPercentTail() {
    // packages/core/src/utils/fileUtils.test.ts: 'should truncate showing first 20% and last 80%'
    assertThat(GeminiCliShell.formatTruncated("abcdefghijklmnopqrstuvwxyz", "/tmp/out.txt", 10)).isEqualTo(
        "Output too large. Showing first 2 and last 8 characters. For full output see: /tmp/out.txt\n"
            + "ab\n\n... [16 characters omitted] ...\n\nstuvwxyz");
  }

  @Test
  void formatTruncated_groupsThousands() {
    // fileUtils.test.ts: 'should format large content with head/tail truncation'
    String formatted = GeminiCliShell.formatTruncated("a".repeat(50_000), "/tmp/out.txt", 4_000);
    assertThat(formatted)
        .startsWith("Output too large. Showing first 800 and last 3,200 characters. For full output see: /tmp/out.txt\n")
        .contains("\n\n... [46,000 characters omitted] ...\n\n");
  }

  @Test
  void success_showsOutputAndProcessGroup() {
    assertThat(gemini.observe(utf8("\u001b[31mred\u001b[0m\n"), OptionalInt.of(0)))
        .isEqualTo("Output: red\nProcess Group PGID: 1000");
  }

  @Test
  void failure_addsTheExitCodeAndMarksEmptyOutput() {
    assertThat(gemini.observe(utf8("  \n"), OptionalInt.of(2)))
        .isEqualTo("Output: (empty)\nExit Code: 2\nProcess Group PGID: 1000");
  }

  @Test
  void overTheThreshold_cutsTheWholeContentHeaderIncluded() {
    String seen = gemini.observe(utf8("y".repeat(40_000)), OptionalInt.of(0));
    String pgid = "\nProcess Group PGID: 1000";
    assertThat(seen).isEqualTo("Output too large. Showing first 8,000 and last 32,000 characters. For full output see: "
        + FILE + "\nOutput: " + "y".repeat(7_992) + "\n\n... [33 characters omitted] ...\n\n"
        + "y".repeat(32_000 - pgid.length()) + pgid);
  }
}

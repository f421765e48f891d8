package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Expected strings rendered by hand from Truncate.output in opencode's truncation.ts. */
class OpencodeBashTest {
  private static final String HINT = "The tool call succeeded but the output was truncated. Full output saved to: "
      + OpencodeBash.OUTPUT_FILE + "\nUse the Task tool to have explore agent process this file with Grep and Read "
      + "(with offset/limit). Do NOT read the full file yourself - delegate to save context.";
  private final RuntimeProfile opencode = Runtimes.named("opencode");

  @Test
  void underTheLimits_theOutputAsItIs_andNoExitCode() {
    assertThat(opencode.observe(utf8("BUILD FAILURE\n"), OptionalInt.of(1))).isEqualTo("BUILD FAILURE\n");
  }

  @Test
  void overTheLineLimit_keepsTheFirst2000Lines() {
    String text = "l\n".repeat(2_000) + "last";
    assertThat(opencode.observe(utf8(text), OptionalInt.of(1)))
        .isEqualTo("l\n".repeat(1_999) + "l" + "\n\n...1 lines truncated...\n\n" + HINT);
  }

  @Test
  void overTheByteLimit_countsTheBytesLeftOut() {
    assertThat(opencode.observe(utf8("aa\nbb\ncc"), OptionalInt.of(0), 5))
        .isEqualTo("aa\nbb\n\n...3 bytes truncated...\n\n" + HINT);
  }

  @Test
  void oneLineOverTheByteLimit_showsNothingOfIt() {
    assertThat(opencode.observe(utf8("é".repeat(30_000)), OptionalInt.of(0)))
        .isEqualTo("\n\n...60000 bytes truncated...\n\n" + HINT);
  }
}

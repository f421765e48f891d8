package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ClineRunCommandsTest {
  private static final String NOTICE =
      "[... output truncated: %d chars total. Refine the command (grep, head, tail) to view the elided middle ...]";
  private final RuntimeProfile cline = Runtimes.named("cline");

  @Test
  void executor_keepsHalfHeadHalfTailAndStatesTheTotal() {
    // sdk/packages/core/src/extensions/tools/executors/bash.test.ts: "HEAD" + "x" * 100 + "TAIL",
    // maxOutputBytes 20 -> contains HEAD, TAIL and "[... output truncated: 108 chars total".
    assertThat(ClineRunCommands.collect("HEAD" + "x".repeat(100) + "TAIL", 20))
        .isEqualTo("HEADxxxxxx\n" + NOTICE.formatted(108) + "\nxxxxxxTAIL");
    // "does not truncate output within maxOutputBytes"
    assertThat(ClineRunCommands.collect("b".repeat(500), 1_000)).isEqualTo("b".repeat(500));
  }

  @Test
  void success_isOneJsonEntryWithTheCommand() {
    assertThat(cline.observe(utf8("hello\n"), OptionalInt.of(0), RuntimeProfile.DEFAULT_CAP, "echo hello"))
        .isEqualTo("[{\"query\":\"echo hello\",\"result\":\"hello\\n\",\"success\":true}]");
  }

  @Test
  void failure_framesTheResultAndAddsAnError() {
    assertThat(cline.observe(utf8("boom\n"), OptionalInt.of(2), RuntimeProfile.DEFAULT_CAP, "make"))
        .isEqualTo("[{\"query\":\"make\",\"result\":\"[Command exited with code 2]\\nboom\\n\","
            + "\"error\":\"Command exited with code 2\",\"success\":false}]");
    assertThat(cline.observe(new byte[0], OptionalInt.empty(), RuntimeProfile.DEFAULT_CAP, "make"))
        .isEqualTo("[{\"query\":\"make\",\"result\":\"[Command exited with code 1]\","
            + "\"error\":\"Command exited with code 1\",\"success\":false}]");
  }

  @Test
  void messageBuilder_cutsTheResultTo8000AroundItsMarker() {
    // session/services/message-builder.test.ts, "reduces a real-shaped multi-MB run_commands result to the
    // default cap": the result string is cut to at most 8,000 around "...[truncated". Exactly, for
    // 10,000 chars: the tentative marker for 2,000 is 32 chars, so 3,984 each side and 2,032 removed.
    String seen = cline.observe(utf8("x".repeat(10_000)), OptionalInt.of(0), RuntimeProfile.DEFAULT_CAP, "seq");
    assertThat(seen).isEqualTo("[{\"query\":\"seq\",\"result\":\"" + "x".repeat(3_984)
        + "\\n\\n...[truncated 2032 chars]...\\n\\n" + "x".repeat(3_984) + "\",\"success\":true}]");
  }

  @Test
  void aLongFailure_keepsTheExitLineAndLosesTheExecutorsNotice() {
    String seen = cline.observe(utf8("y".repeat(100_000)), OptionalInt.of(1), RuntimeProfile.DEFAULT_CAP, "mvn");
    String result = "[Command exited with code 1]\n" + "y".repeat(24_000) + "\n" + NOTICE.formatted(100_000) + "\n"
        + "y".repeat(24_000);
    assertThat(cline.reads(seen)).isEqualTo("mvn\n" + ClineRunCommands.middle(result, 8_000)
        + "\nCommand exited with code 1");
    assertThat(seen).startsWith("[{\"query\":\"mvn\",\"result\":\"[Command exited with code 1]\\ny")
        .doesNotContain("output truncated");
  }

  @Test
  void strings_areQuotedAsJsonStringifyDoes() {
    assertThat(cline.observe(utf8("a\"b\\c\td\u0001\u001b[0m\u2028"), OptionalInt.of(0), RuntimeProfile.DEFAULT_CAP, "x"))
        .isEqualTo("[{\"query\":\"x\",\"result\":\"a\\\"b\\\\c\\td\\u0001\\u001b[0m\u2028\",\"success\":true}]");
  }
}

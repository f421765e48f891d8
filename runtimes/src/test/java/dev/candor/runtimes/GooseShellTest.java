package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Inputs from the tests in goose's developer/shell.rs, with their whole output pinned. */
class GooseShellTest {
  private static final String READ_IT = ". Read it with shell commands like `head`, `tail`, or `sed -n '100,200p'` "
      + "up to 2000 lines at a time.]";
  private final RuntimeProfile goose = Runtimes.named("goose");

  private static String lines(int from, int to) {
    return IntStream.range(from, to).mapToObj(i -> "line " + i).collect(Collectors.joining("\n"));
  }

  @Test
  void underTheLimits_theOutputWithoutTrailingNewlines() {
    // render_output_returns_full_output_when_under_limit
    assertThat(goose.observe(utf8(lines(0, 100) + "\n\n"), OptionalInt.of(0))).isEqualTo(lines(0, 100));
  }

  @Test
  void emptyOutput_saysSo() {
    // render_output_shows_empty_message
    assertThat(goose.observe(utf8("\n"), OptionalInt.of(0))).isEqualTo("(no output)");
  }

  @Test
  void overTheLineLimit_keepsTheLast50Lines() {
    // render_output_truncates_when_lines_exceeded: 2,500 lines, preview from "line 2450"
    assertThat(goose.observe(utf8(lines(0, 2_500)), OptionalInt.of(0))).isEqualTo(lines(2_450, 2_500)
        + "\n\n[Output exceeded 2000 line limit (2500 lines total). Full output saved to " + GooseShell.OUTPUT_FILE
        + READ_IT);
  }

  @Test
  void overTheByteLimit_stillShowsFiftyWholeLines() {
    // render_output_truncates_when_bytes_exceeded: 100 lines of 1,000 x
    String input = String.join("\n", java.util.Collections.nCopies(100, "x".repeat(1_000)));
    String preview = String.join("\n", java.util.Collections.nCopies(50, "x".repeat(1_000)));
    assertThat(goose.observe(utf8(input), OptionalInt.of(0))).isEqualTo(preview
        + "\n\n[Output exceeded 50000 byte limit (100099 bytes total). Full output saved to " + GooseShell.OUTPUT_FILE
        + READ_IT);
  }

  @Test
  void nonZeroExit_appendsTheCode() {
    // shell_returns_error_for_non_zero_exit: "echo fail && exit 7"
    assertThat(goose.observe(utf8("fail\n"), OptionalInt.of(7))).isEqualTo("fail\n\nCommand exited with code 7");
  }

  @Test
  void unknownExit_readsAsOne() {
    assertThat(goose.observe(utf8("killed\n"), OptionalInt.empty())).isEqualTo("killed\n\nCommand exited with code 1");
  }
}

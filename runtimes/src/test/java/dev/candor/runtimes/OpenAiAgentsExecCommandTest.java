package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Expected strings follow openai/openai-agents-python tests/sandbox/capabilities/test_shell_capability.py
 * (test_exec_command_tool_runs_commands_with_source_output_format and
 * test_exec_command_tool_includes_original_token_count_when_truncating), with the chunk id and wall
 * time replaced by this profile's placeholders.
 */
class OpenAiAgentsExecCommandTest {
  private static final byte[] PWD = utf8("stdout: pwd\nstderr: pwd");
  private final RuntimeProfile agents = Runtimes.named("openai-agents");

  @Test
  void withoutMaxOutputTokens_nothingIsCut() {
    assertThat(agents.observe(PWD, OptionalInt.of(7))).isEqualTo(
        "Chunk ID: 000000\nWall time: 0.0000 seconds\nProcess exited with code 7\nOutput:\nstdout: pwd\nstderr: pwd");
    assertThat(agents.defaultCap()).isEqualTo(RuntimeProfile.NO_CAP);
  }

  @Test
  void tinyBudget_cutsTheMarkerItselfToTheBudget() {
    assertThat(agents.observe(PWD, OptionalInt.of(7), 2)).isEqualTo("Chunk ID: 000000\nWall time: 0.0000 seconds\n"
        + "Process exited with code 7\nOriginal token count: 6\nOutput:\n…6 tok");
  }

  @Test
  void budget_coversThePrefixTheMarkerAndTheKeptText() {
    String seen = agents.observe(utf8("line\n".repeat(100)), OptionalInt.of(0), 32);
    String body = "Total output lines: 100\n\n" + "line\n".repeat(7) + "lin" + "…106 tokens truncated…"
        + "ine\n" + "line\n".repeat(7);
    assertThat(seen).isEqualTo("Chunk ID: 000000\nWall time: 0.0000 seconds\nProcess exited with code 0\n"
        + "Original token count: 125\nOutput:\n" + body);
    assertThat(Text.utf8Length(body)).isEqualTo(128);
  }

  @Test
  void prefixIsDroppedWhenItAndTheMarkerDoNotFit() {
    assertThat(AgentsTruncation.formatted("abcdefghijklmnopqrstuvwxyz".repeat(2), 8))
        .isEqualTo("abc…12 tokens truncated…wxyz");
  }
}

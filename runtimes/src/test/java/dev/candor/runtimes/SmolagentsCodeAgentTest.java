package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class SmolagentsCodeAgentTest {
  private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz";
  private final RuntimeProfile smolagents = Runtimes.named("smolagents");

  @Test
  void truncateContent_keepsHalfEachSideAndPutsTheMarkerOutsideTheBudget() {
    assertThat(SmolagentsCodeAgent.truncateContent(ALPHABET, 10)).isEqualTo(
        "abcde\n..._This content has been truncated to stay below 10 characters_...\nvwxyz");
  }

  @Test
  void truncateContent_givesTheOddCharacterToTheTail() {
    // content[: 7 // 2] is 3 code points; content[-7 // 2 :] is content[-4:].
    assertThat(SmolagentsCodeAgent.truncateContent(ALPHABET, 7)).isEqualTo(
        "abc\n..._This content has been truncated to stay below 7 characters_...\nwxyz");
  }

  @Test
  void truncateContent_countsCodePoints() {
    assertThat(SmolagentsCodeAgent.truncateContent("😀😀😀😀😀", 4)).isEqualTo(
        "😀😀\n..._This content has been truncated to stay below 4 characters_...\n😀😀");
  }

  @Test
  void observation_wrapsTheLastOutputAndDropsTheExitCode() {
    assertThat(smolagents.observe(utf8("ok\n"), OptionalInt.of(2)))
        .isEqualTo("Observation:\nExecution logs:\nLast output from code snippet:\nok\n");
  }

  @Test
  void defaultCap_isTwentyThousandCharacters() {
    String seen = smolagents.observe(utf8("x".repeat(20_001)), OptionalInt.of(0));
    assertThat(seen).isEqualTo("Observation:\nExecution logs:\nLast output from code snippet:\n" + "x".repeat(10_000)
        + "\n..._This content has been truncated to stay below 20000 characters_...\n" + "x".repeat(10_000));
    assertThat(smolagents.observe(utf8("x".repeat(20_000)), OptionalInt.of(0))).doesNotContain("truncated");
  }
}

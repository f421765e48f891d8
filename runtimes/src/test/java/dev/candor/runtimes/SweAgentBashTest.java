package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * SWE-agent's repository has no test of its observation templates; the expected strings are the
 * templates of sweagent/agent/agents.py and config/default.yaml rendered by hand.
 */
class SweAgentBashTest {
  private static final String ADVICE = " characters were elided. Please try a different command that produces less "
      + "output or use head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>";
  private final RuntimeProfile swe = Runtimes.named("swe-agent");

  @Test
  void underTheCap_defaultYamlTemplateWithTheOutputUntrimmed() {
    assertThat(swe.observe(utf8("hello\r\n\u001b[1mworld\u001b[0m\n"), OptionalInt.of(0)))
        .isEqualTo("OBSERVATION:\nhello\nworld\n");
  }

  @Test
  void theExitCodeNeverReachesTheModel() {
    byte[] raw = utf8("make: *** [all] Error 2\n");
    String seen = swe.observe(raw, OptionalInt.of(2));
    assertThat(seen).isEqualTo(swe.observe(raw, OptionalInt.of(0))).isEqualTo("OBSERVATION:\nmake: *** [all] Error 2\n");
    assertThat(MarkerDetector.statesExitCode(seen, 2)).isFalse();
  }

  @Test
  void blankOutput_readsAsSuccessEvenWhenTheCommandFailed() {
    assertThat(swe.observe(utf8(" \n\t\n"), OptionalInt.of(1)))
        .isEqualTo("Your command ran successfully and did not produce any output.");
  }

  @Test
  void overTheCap_keepsTheHeadAndPutsTheNoticeOutsideTheCap() {
    assertThat(swe.observe(utf8("abcdefghijklmnopqrstuvwxyz"), OptionalInt.of(0), 10)).isEqualTo(
        "Observation: abcdefghij<response clipped><NOTE>Observations should not exceeded 10 characters. 16" + ADVICE);
  }

  @Test
  void defaultCap_is100000CodePoints() {
    String seen = swe.observe(utf8("é".repeat(100_001)), OptionalInt.of(0));
    assertThat(seen).isEqualTo("Observation: " + "é".repeat(100_000)
        + "<response clipped><NOTE>Observations should not exceeded 100000 characters. 1" + ADVICE);
    assertThat(swe.observe(utf8("é".repeat(100_000)), OptionalInt.of(0))).startsWith("OBSERVATION:\n");
  }
}

package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Claude Code publishes no source; these pin the reconstruction described in its {@link Source}
 * (anthropics/claude-code issues #17944, #23948 and #83243).
 */
class ClaudeCodeBashTest {
  private final RuntimeProfile claude = Runtimes.named("claude-code");

  @Test
  void profileSaysItIsUnverified() {
    assertThat(claude.source().verified()).isFalse();
    assertThat(claude.source().note()).contains("No public source");
  }

  @Test
  void underTheCap_outputPassesThrough() {
    assertThat(claude.observe(utf8("x".repeat(30_000)), OptionalInt.of(0))).isEqualTo("x".repeat(30_000));
  }

  @Test
  void failure_putsTheExitCodeFirst() {
    assertThat(claude.observe(utf8("boom\n"), OptionalInt.of(1))).isEqualTo("Exit code 1\nboom\n");
  }

  @Test
  void overTheCap_persistsAndShowsATwoKilobytePreview() {
    String seen = claude.observe(utf8("line\n".repeat(7_000)), OptionalInt.of(0));
    assertThat(seen).isEqualTo("<persisted-output>\nOutput too large (34.2KB). Full output saved to: "
        + ClaudeCodeBash.OUTPUT_FILE + "\n\nPreview (first 2KB):\n" + "line\n".repeat(399) + "line"
        + "\n...\n</persisted-output>");
  }

  @Test
  void preview_isExactlyTwoThousandCharsWithoutALateLineBreak() {
    // #17944: 'A' * 1990 + '[1990]' + ... showed a preview cut after exactly 2,000 characters.
    String text = "A".repeat(1_990) + "[1990]" + "B".repeat(50);
    assertThat(ClaudeCodeBash.preview(text)).isEqualTo("A".repeat(1_990) + "[1990]" + "BBBB");
  }
}

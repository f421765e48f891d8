package dev.candor.runtimes;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Cases from openai/codex's own tests: codex-rs/utils/string/src/truncate/tests.rs and
 * codex-rs/utils/output-truncation/src/truncate_tests.rs. The indexed copy of the latter predates
 * the warning line formatted_truncate_text now writes first; the expected strings below add it,
 * with the original token count ceil(bytes / 4).
 */
class CodexTruncationTest {
  private static final String LONG = "this is an example of a long output that should be truncated";
  private static final String EMOJI = "😀😀😀😀😀😀😀😀😀😀\nsecond line with text\n";

  @Test
  void splitString_respectsUtf8Boundaries() {
    // split_string_respects_utf8_boundaries
    assertThat(ByteSplit.of("😀abc😀", 5, 5)).isEqualTo(new ByteSplit(1, "😀a", "c😀"));
    assertThat(ByteSplit.of("😀😀😀😀😀", 1, 1)).isEqualTo(new ByteSplit(5, "", ""));
    assertThat(ByteSplit.of("😀😀😀😀😀", 7, 7)).isEqualTo(new ByteSplit(3, "😀", "😀"));
    assertThat(ByteSplit.of("😀😀😀😀😀", 8, 8)).isEqualTo(new ByteSplit(1, "😀😀", "😀😀"));
    assertThat(ByteSplit.of("abcdef", 4, 4)).isEqualTo(new ByteSplit(0, "abcd", "ef"));
  }

  @Test
  void middleChars_countsRemovedCharacters() {
    // truncate_middle_bytes_handles_utf8_content
    assertThat(CodexTruncation.truncate(EMOJI, Policy.bytes(20))).isEqualTo("😀😀…21 chars truncated…with text\n");
  }

  @Test
  void middleTokens_countsRemovedBytesOverFour() {
    // truncate_middle_tokens_handles_utf8_content and ..._reports_truncation_at_zero_limit
    assertThat(CodexTruncation.truncate(EMOJI, Policy.tokens(8))).isEqualTo("😀😀😀😀…8 tokens truncated… line with text\n");
    assertThat(CodexTruncation.truncate("abcdef", Policy.tokens(0))).isEqualTo("…2 tokens truncated…");
  }

  @Test
  void formatted_addsTheWarningAndLineCount() {
    // truncate_bytes_over_limit_returns_truncated / truncate_tokens_over_limit_returns_truncated
    assertThat(CodexTruncation.formatted(LONG, Policy.bytes(30))).isEqualTo(
        "Warning: truncated output (original token count: 15)\nTotal output lines: 1\n\n"
            + "this is an exam…30 chars truncated…ld be truncated");
    assertThat(CodexTruncation.formatted(LONG, Policy.tokens(5))).isEqualTo(
        "Warning: truncated output (original token count: 15)\nTotal output lines: 1\n\n"
            + "this is an…10 tokens truncated… truncated");
  }

  @Test
  void formatted_reportsTheOriginalLineCount() {
    // truncate_bytes_reports_original_line_count_when_truncated and the tokens twin
    String twoLines = LONG + "\nalso some other line";
    assertThat(CodexTruncation.formatted(twoLines, Policy.bytes(30))).isEqualTo(
        "Warning: truncated output (original token count: 21)\nTotal output lines: 2\n\n"
            + "this is an exam…51 chars truncated…some other line");
    assertThat(CodexTruncation.formatted(twoLines, Policy.tokens(10))).isEqualTo(
        "Warning: truncated output (original token count: 21)\nTotal output lines: 2\n\n"
            + "this is an example o…11 tokens truncated…also some other line");
  }

  @Test
  void formatted_smallerThanThePlaceholder() {
    // truncate_bytes_less_than_placeholder_returns_placeholder / the tokens twin
    assertThat(CodexTruncation.formatted("example output", Policy.bytes(1))).isEqualTo(
        "Warning: truncated output (original token count: 4)\nTotal output lines: 1\n\n…13 chars truncated…t");
    assertThat(CodexTruncation.formatted("example output", Policy.tokens(1))).isEqualTo(
        "Warning: truncated output (original token count: 4)\nTotal output lines: 1\n\nex…3 tokens truncated…ut");
  }

  @Test
  void formatted_returnsContentUnderTheLimit() {
    assertThat(CodexTruncation.formatted("example output", Policy.tokens(10))).isEqualTo("example output");
    assertThat(CodexTruncation.formatted("example output", Policy.bytes(20))).isEqualTo("example output");
  }
}

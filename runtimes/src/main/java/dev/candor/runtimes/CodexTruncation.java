package dev.candor.runtimes;

/**
 * Codex's middle truncation: {@code truncate_middle_chars} and {@code
 * truncate_middle_with_token_budget} of {@code codex-rs/utils/string/src/truncate.rs}, and {@code
 * truncate_text} / {@code formatted_truncate_text} of {@code codex-rs/utils/output-truncation}.
 *
 * <p>The marker sits inside the line it cuts and is not counted against the budget: an output cut
 * to 10,000 bytes measures 10,000 bytes plus the marker.
 */
final class CodexTruncation {
  private CodexTruncation() {}

  /** {@code truncate_text}. */
  static String truncate(String content, Policy policy) {
    return policy.tokens() ? middleTokens(content, policy.limit()) : middle(content, policy.limit(), policy);
  }

  /**
   * {@code formatted_truncate_text}: the truncated text under a warning with the original token
   * count and the total line count, or the content itself when it fits.
   */
  static String formatted(String content, Policy policy) {
    if (Text.utf8Length(content) <= policy.byteBudget()) {
      return content;
    }
    return "Warning: truncated output (original token count: " + Policy.approxTokens(content) + ")\n"
        + "Total output lines: " + Text.rustLinesCount(content) + "\n\n" + truncate(content, policy);
  }

  private static String middleTokens(String s, long maxTokens) {
    if (s.isEmpty()) {
      return "";
    }
    Policy policy = Policy.tokens(maxTokens);
    if (maxTokens > 0 && Text.utf8Length(s) <= policy.byteBudget()) {
      return s;
    }
    return middle(s, policy.byteBudget(), policy);
  }

  /** {@code truncate_with_byte_estimate}: the marker counts chars or tokens as {@code policy} does. */
  private static String middle(String s, long maxBytes, Policy policy) {
    if (s.isEmpty()) {
      return "";
    }
    long totalBytes = Text.utf8Length(s);
    if (maxBytes == 0) {
      return policy.marker(removed(policy, totalBytes, Text.pyLen(s)));
    }
    if (totalBytes <= maxBytes) {
      return s;
    }
    long left = maxBytes / 2;
    ByteSplit split = ByteSplit.of(s, left, maxBytes - left);
    return split.head() + policy.marker(removed(policy, totalBytes - maxBytes, split.removedChars())) + split.tail();
  }

  /** {@link #truncate} of a text longer than either end. */
  static String truncate(Ends content, Policy policy) {
    long maxBytes = policy.byteBudget();
    if (maxBytes == 0) {
      return policy.marker(removed(policy, content.utf8(), content.codePoints()));
    }
    if (content.utf8() <= maxBytes) {
      throw new IllegalStateException("an output over the window is over a budget of " + maxBytes + " bytes");
    }
    long left = maxBytes / 2;
    ByteSplit split = content.byteSplit(left, maxBytes - left);
    return split.head() + policy.marker(removed(policy, content.utf8() - maxBytes, split.removedChars())) + split.tail();
  }

  /** {@link #formatted} of a text longer than either end. */
  static String formatted(Ends content, Policy policy, long rustLines) {
    return "Warning: truncated output (original token count: " + Policy.tokensFromBytes(content.utf8()) + ")\n"
        + "Total output lines: " + rustLines + "\n\n" + truncate(content, policy);
  }

  private static long removed(Policy policy, long removedBytes, long removedChars) {
    return policy.tokens() ? Policy.tokensFromBytes(removedBytes) : removedChars;
  }
}

package dev.candor.runtimes;

import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.util.Arrays;

/**
 * The OpenAI Agents SDK's token truncation, {@code formatted_truncate_text_with_token_count} of
 * {@code src/agents/sandbox/util/token_truncation.py}.
 *
 * <p>Unlike Codex, whose design it copies, the budget covers everything: the {@code Total output
 * lines} prefix, the marker and the kept text together fit {@code max_output_tokens * 4} bytes.
 * The prefix is dropped when it and the marker alone do not fit, and the marker is cut to the
 * budget when even it does not.
 */
final class AgentsTruncation {
  private AgentsTruncation() {}

  /** The truncated text, or {@code content} itself when it fits. */
  static String formatted(String content, long maxOutputTokens) {
    Policy policy = Policy.tokens(Math.max(0, maxOutputTokens));
    if (Text.utf8Length(content) <= policy.byteBudget()) {
      return content;
    }
    String prefix = "Total output lines: " + Text.pySplitlinesCount(content) + "\n\n";
    return truncateTokenOutput(content, policy, prefix);
  }

  /** {@link #formatted} of a text longer than either end, with {@code pyLines} lines. */
  static String formatted(Ends content, long pyLines, long maxOutputTokens) {
    Policy policy = Policy.tokens(Math.max(0, maxOutputTokens));
    if (content.utf8() <= policy.byteBudget()) {
      throw new IllegalStateException("an output over the window is over a budget of " + policy.byteBudget());
    }
    String prefix = "Total output lines: " + pyLines + "\n\n";
    long maxBytes = policy.byteBudget();
    if (maxBytes == 0) {
      return "";
    }
    String marker = policy.marker(Policy.tokensFromBytes(content.utf8()));
    if (Text.utf8Length(prefix) + Text.utf8Length(marker) > maxBytes) {
      prefix = "";
    }
    long contentBudget = maxBytes - Text.utf8Length(prefix) - Text.utf8Length(marker);
    if (contentBudget < 0) {
      return truncateUtf8(marker, (int) maxBytes);
    }
    long left = contentBudget / 2;
    ByteSplit split = content.byteSplit(left, contentBudget - left);
    long removedBytes = content.utf8() - Text.utf8Length(split.head()) - Text.utf8Length(split.tail());
    return prefix + split.head() + policy.marker(Policy.tokensFromBytes(removedBytes)) + split.tail();
  }

  private static String truncateTokenOutput(String content, Policy policy, String prefix) {
    long maxBytes = policy.byteBudget();
    if (maxBytes == 0) {
      return "";
    }
    String marker = policy.marker(Policy.approxTokens(content));
    if (Text.utf8Length(prefix) + Text.utf8Length(marker) > maxBytes) {
      prefix = "";
    }
    long contentBudget = maxBytes - Text.utf8Length(prefix) - Text.utf8Length(marker);
    if (contentBudget < 0) {
      return truncateUtf8(marker, (int) maxBytes);
    }
    long left = contentBudget / 2;
    ByteSplit split = ByteSplit.of(content, left, contentBudget - left);
    long removedBytes = Text.utf8Length(content) - Text.utf8Length(split.head()) - Text.utf8Length(split.tail());
    return prefix + split.head() + policy.marker(Policy.tokensFromBytes(removedBytes)) + split.tail();
  }

  /** {@code text.encode("utf-8")[:max_bytes].decode("utf-8", errors="ignore")}. */
  static String truncateUtf8(String text, int maxBytes) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    byte[] cut = Arrays.copyOf(bytes, Math.min(maxBytes, bytes.length));
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.IGNORE)
          .onUnmappableCharacter(CodingErrorAction.IGNORE)
          .decode(ByteBuffer.wrap(cut))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IllegalStateException("an ignoring decoder does not throw", e);
    }
  }
}

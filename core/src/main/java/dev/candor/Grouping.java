package dev.candor;

/**
 * A number with commas between groups of three digits ({@code 1,234,567}), written without
 * {@link java.util.Formatter}, whose first use costs a short run tens of milliseconds. The one
 * thousands formatter of every module: markers, summaries, notes, the runtimes' imitations of their
 * own messages (as {@code String.format(Locale.ROOT, "%,d", n)} and JavaScript's en-US
 * {@code toLocaleString()} write it) and MCP's answers.
 */
public final class Grouping {
  private Grouping() {}

  /** {@code n} with a comma between groups of three digits: {@code 1,234,567}, {@code -1,000}, {@code 999}. */
  public static String of(long n) {
    String digits = Long.toString(n);
    int start = n < 0 ? 1 : 0;
    int len = digits.length() - start;
    if (len <= 3) {
      return digits;
    }
    StringBuilder sb = new StringBuilder(digits.length() + len / 3);
    sb.append(digits, 0, start);
    int first = len % 3 == 0 ? 3 : len % 3;
    sb.append(digits, start, start + first);
    for (int i = start + first; i < digits.length(); i += 3) {
      sb.append(',').append(digits, i, i + 3);
    }
    return sb.toString();
  }
}

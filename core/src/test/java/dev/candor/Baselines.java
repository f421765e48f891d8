package dev.candor;

/** The cuts Candor is measured against, written as the seed article gives them. */
final class Baselines {
  private Baselines() {}

  /** {@code text[:budget] + "\n... [truncated]"}: the default of too many frameworks. */
  static String naiveHead(String text, int budget) {
    if (text.codePointCount(0, text.length()) <= budget) {
      return text;
    }
    return text.substring(0, text.offsetByCodePoints(0, budget)) + "\n... [truncated]";
  }

  /** The seed's Pattern C: 60% head, 40% tail, a marker with the omitted count between. */
  static String headTail(String text, int budget) {
    int n = text.codePointCount(0, text.length());
    if (n <= budget) {
      return text;
    }
    int head = (int) (budget * 0.6);
    int tail = budget - head;
    int omitted = n - budget;
    return text.substring(0, text.offsetByCodePoints(0, head))
        + "\n\n... [truncated: " + omitted + " chars omitted from the middle] ...\n\n"
        + text.substring(text.offsetByCodePoints(text.length(), -tail));
  }
}

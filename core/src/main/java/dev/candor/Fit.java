package dev.candor;

/** Last-resort cuts of a finished string to a budget, on code point boundaries. */
final class Fit {
  private Fit() {}

  /** The longest prefix of {@code text} that fits {@code budget}. */
  static String prefix(String text, Budget budget) {
    if (budget.fits(text)) {
      return text;
    }
    int cps = text.codePointCount(0, text.length());
    int lo = 0;
    int hi = cps;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (budget.fits(text.substring(0, text.offsetByCodePoints(0, mid)))) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return text.substring(0, text.offsetByCodePoints(0, lo));
  }
}

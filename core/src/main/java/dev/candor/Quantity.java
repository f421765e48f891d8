package dev.candor;

/**
 * A number as a table writes it, with what may surround it: padding, a currency sign before it and
 * a unit after it ({@code "  -43.17 GBP"}, {@code "$12.50"}, {@code "340 ms"}, {@code "87%"}).
 * The unit is kept so that only numbers of one unit are compared.
 *
 * @param value the number
 * @param unit the sign and unit around it, as written ({@code "GBP"}, {@code "$"}, {@code "%"}), or {@code ""}
 */
record Quantity(double value, String unit) {
  /** The longest unit taken: a currency code, {@code ms}, {@code KiB}, {@code bytes}. */
  static final int MAX_UNIT = 5;

  /**
   * The quantity {@code text} writes, or null when it is none: a number ({@code -}, digits, a
   * fraction and an exponent, as JSON writes it, without its rule against leading zeros), before it
   * at most one currency sign, after it at most one space and up to {@value #MAX_UNIT} ASCII
   * letters, or a percent sign; spaces around all of it. Versions, addresses, dates, times, ids
   * with digits after letters and numbers with grouping commas are none.
   */
  static Quantity parse(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    int i = 0;
    while (i < end && text.charAt(i) == ' ') {
      i++;
    }
    boolean negative = i < end && text.charAt(i) == '-';
    if (negative) {
      i++;
    }
    String sign = "";
    if (i < end && isCurrency(text.charAt(i))) {
      sign = String.valueOf(text.charAt(i));
      i++;
    }
    int start = i;
    i = digits(text, i, end);
    if (i == start) {
      return null;
    }
    if (i < end && text.charAt(i) == '.') {
      int f = digits(text, i + 1, end);
      if (f == i + 1) {
        return null;
      }
      i = f;
    }
    if (i + 1 < end && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      int e = i + 1 + (text.charAt(i + 1) == '-' || text.charAt(i + 1) == '+' ? 1 : 0);
      int x = digits(text, e, end);
      if (x > e) {
        i = x;
      }
    }
    double v = Double.parseDouble(text.substring(start, i));
    String unit = unit(text, i, end);
    if (unit == null || !sign.isEmpty() && !unit.isEmpty() || Double.isInfinite(v)) {
      return null;
    }
    return new Quantity(negative ? -v : v, sign.isEmpty() ? unit : sign);
  }

  /** The unit in {@code text[from, end)}: empty, a percent sign, or letters after one space at most; null for anything else. */
  private static String unit(String text, int from, int end) {
    if (from == end) {
      return "";
    }
    if (from + 1 == end && text.charAt(from) == '%') {
      return "%";
    }
    int i = text.charAt(from) == ' ' ? from + 1 : from;
    if (end - i < 1 || end - i > MAX_UNIT) {
      return null;
    }
    for (int k = i; k < end; k++) {
      char c = text.charAt(k);
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
        return null;
      }
    }
    return text.substring(i, end);
  }

  private static int digits(String text, int from, int end) {
    int i = from;
    while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      i++;
    }
    return i;
  }

  private static boolean isCurrency(char c) {
    return c == '$' || c == '€' || c == '£' || c == '¥';
  }
}

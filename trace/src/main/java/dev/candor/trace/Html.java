package dev.candor.trace;

/**
 * Escaping for the audit's HTML page. Text from a trace is untrusted: an argv can hold {@code
 * <script>}. Everything written between tags or inside a quoted attribute goes through {@link
 * #text}, which also keeps the page well-formed XML, so the SVG parts parse anywhere.
 */
final class Html {
  private Html() {}

  /**
   * {@code s} safe between tags and inside double- or single-quoted attributes: the five markup
   * characters as entities, control characters as visible escapes ({@link AuditFormat#printable}),
   * and a lone surrogate or a non-character as U+FFFD.
   */
  static String text(String s) {
    String p = AuditFormat.printable(s);
    StringBuilder sb = new StringBuilder(p.length() + 16);
    for (int i = 0; i < p.length(); i++) {
      char c = p.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        case '\uFFFE', '\uFFFF' -> sb.append('\uFFFD');
        default -> {
          if (Character.isHighSurrogate(c) && i + 1 < p.length() && Character.isLowSurrogate(p.charAt(i + 1))) {
            sb.append(c).append(p.charAt(++i));
          } else {
            sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
          }
        }
      }
    }
    return sb.toString();
  }

  /** {@code s} cut to {@code max} chars with an ellipsis, not splitting a surrogate pair; not escaped. */
  static String shorten(String s, int max) {
    if (s.length() <= max) {
      return s;
    }
    int end = Character.isHighSurrogate(s.charAt(max - 2)) ? max - 2 : max - 1;
    return s.substring(0, end) + "\u2026";
  }
}

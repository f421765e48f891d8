package dev.candor.runtimes;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * String operations with the exact semantics of the languages the runtimes are written in: Python
 * counts and slices code points, JavaScript UTF-16 units, Rust UTF-8 bytes.
 */
final class Text {
  private Text() {}

  /** Raw bytes as UTF-8, malformed input replaced by U+FFFD. */
  static String decode(byte[] raw) {
    return new String(raw, StandardCharsets.UTF_8);
  }

  static int utf8Length(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      n += utf8Length(cp);
      i += Character.charCount(cp);
    }
    return n;
  }

  static int utf8Length(int cp) {
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }

  /** Python {@code len(s)}: code points. */
  static int pyLen(String s) {
    return s.codePointCount(0, s.length());
  }

  /** Python {@code s[:n]} for {@code 0 <= n}. */
  static String pyHead(String s, long n) {
    if (n >= pyLen(s)) {
      return s;
    }
    return s.substring(0, s.offsetByCodePoints(0, (int) n));
  }

  /** Python {@code s[-n:]} for {@code n > 0}; the whole string when {@code n} is at least its length. */
  static String pyTail(String s, long n) {
    int len = pyLen(s);
    if (n >= len) {
      return s;
    }
    return s.substring(s.offsetByCodePoints(0, (int) (len - n)));
  }

  /** Python {@code str.isspace()} for one code point. */
  static boolean pyIsSpace(int cp) {
    return (cp >= 0x09 && cp <= 0x0d) || (cp >= 0x1c && cp <= 0x20) || cp == 0x85 || cp == 0xa0
        || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x2028 || cp == 0x2029
        || cp == 0x202f || cp == 0x205f || cp == 0x3000;
  }

  /** Python {@code s.strip()}. */
  static String pyStrip(String s) {
    return pyRstrip(pyLstrip(s));
  }

  static String pyLstrip(String s) {
    int i = 0;
    while (i < s.length() && pyIsSpace(s.codePointAt(i))) {
      i += Character.charCount(s.codePointAt(i));
    }
    return s.substring(i);
  }

  static String pyRstrip(String s) {
    int end = s.length();
    while (end > 0 && pyIsSpace(s.codePointBefore(end))) {
      end -= Character.charCount(s.codePointBefore(end));
    }
    return s.substring(0, end);
  }

  /** Python {@code len(s.splitlines())}. */
  static int pySplitlinesCount(String s) {
    int lines = 0;
    int i = 0;
    boolean open = false;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (isPyLineBreak(c)) {
        lines++;
        open = false;
        i += (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') ? 2 : 1;
      } else {
        open = true;
        i++;
      }
    }
    return open ? lines + 1 : lines;
  }

  static boolean isPyLineBreak(char c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e)
        || c == 0x85 || c == 0x2028 || c == 0x2029;
  }

  /** Rust {@code s.lines().count()}: lines end at {@code \n}; a final {@code \n} opens no line. */
  static long rustLinesCount(String s) {
    if (s.isEmpty()) {
      return 0;
    }
    long newlines = s.chars().filter(c -> c == '\n').count();
    return s.endsWith("\n") ? newlines : newlines + 1;
  }

  /** JavaScript {@code s.trim()}: whitespace and line terminators, U+FEFF included. */
  static String jsTrim(String s) {
    int start = 0;
    int end = s.length();
    while (start < end && isJsSpace(s.charAt(start))) {
      start++;
    }
    while (end > start && isJsSpace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(start, end);
  }

  /** JavaScript {@code s.trimStart()}. */
  static String jsTrimStart(String s) {
    int start = 0;
    while (start < s.length() && isJsSpace(s.charAt(start))) {
      start++;
    }
    return s.substring(start);
  }

  /** JavaScript {@code s.trimEnd()}. */
  static String jsTrimEnd(String s) {
    int end = s.length();
    while (end > 0 && isJsSpace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }

  private static boolean isJsSpace(char c) {
    return c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r' || c == ' ' || c == 0xa0
        || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f
        || c == 0x205f || c == 0x3000 || c == 0xfeff;
  }

  /** Parses digits that may carry thousands separators. */
  static long number(String digits) {
    return Long.parseLong(digits.replace(",", ""));
  }

  /** JavaScript {@code JSON.stringify(s)} for a string without lone surrogates. */
  static String jsonQuote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}

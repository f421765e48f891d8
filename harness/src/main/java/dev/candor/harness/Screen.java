package dev.candor.harness;

/**
 * Text as a terminal finally shows it, so that a runtime is not charged for stripping colours:
 * CRLF becomes LF, ANSI escape sequences go, a line redrawn with carriage returns keeps its last
 * non-empty frame, and other control characters except tab go.
 */
final class Screen {
  private static final char ESC = 0x1B;

  private Screen() {}

  static String of(String raw) {
    String[] lines = raw.replace("\r\n", "\n").split("\n", -1);
    StringBuilder out = new StringBuilder(raw.length());
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) {
        out.append('\n');
      }
      line(lines[i], out);
    }
    return out.toString();
  }

  private static void line(String s, StringBuilder out) {
    int frame = out.length();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == ESC) {
        i = afterEscape(s, i) - 1;
      } else if (c == '\r') {
        // What follows a carriage return is drawn over what came before it on the line.
        if (i + 1 < s.length()) {
          out.setLength(frame);
        }
      } else if (c >= 0x20 && c != 0x7F && (c < 0x80 || c >= 0xA0) || c == '\t') {
        out.append(c);
      }
    }
  }

  /** The index just past the escape sequence at {@code i}: CSI to its final byte, OSC to BEL or ST, else two chars. */
  private static int afterEscape(String s, int i) {
    int n = s.length();
    if (i + 1 < n && s.charAt(i + 1) == '[') {
      for (int j = i + 2; j < n; j++) {
        if (s.charAt(j) >= 0x40 && s.charAt(j) <= 0x7E) {
          return j + 1;
        }
      }
      return n;
    }
    if (i + 1 < n && s.charAt(i + 1) == ']') {
      for (int j = i + 2; j < n; j++) {
        if (s.charAt(j) == 0x07) {
          return j + 1;
        }
        if (s.charAt(j) == ESC && j + 1 < n && s.charAt(j + 1) == '\\') {
          return j + 2;
        }
      }
      return n;
    }
    return Math.min(n, i + 2);
  }

  static int length(String s) {
    return s.codePointCount(0, s.length());
  }
}

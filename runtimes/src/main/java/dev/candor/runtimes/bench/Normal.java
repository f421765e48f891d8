package dev.candor.runtimes.bench;

/**
 * The forms in which observations are compared with the output: what a terminal shows, with JSON's
 * optional spaces removed, so that a method is not charged for a re-encoding that loses nothing.
 *
 * <p>Line by line: CRLF becomes LF, ANSI escape sequences go, and so do control characters other
 * than tab. Then {@code ": "} becomes {@code ":"} (and so does a colon and a tab, as iperf3's
 * pretty printer writes it), and {@code , "}, <code>, &#123;</code>, {@code , [} and a comma and a
 * space before a number (ogr2ogr's {@code [ 358612.0, 173025.0 ]}) lose their space, as do the
 * insides of brackets and braces (a pretty printer's
 * <code>&#123; "line": 20 &#125;</code> is <code>&#123;"line":20&#125;</code>). Line breaks are kept, so a match never spans two lines. The two
 * forms differ only in a lone CR, a progress redraw: {@link #form} ends a line there, so every
 * frame a terminal drew stays findable, binary content included; {@link #screen} keeps the last
 * non-empty frame, as the terminal finally shows it.
 */
final class Normal {
  private static final char ESC = 0x1B;
  private static final char CSI = 0x9B;

  /** A comma and a space before a number, as a pretty printer writes an array of numbers. */
  private static final java.util.regex.Pattern SPACE_BEFORE_NUMBER = java.util.regex.Pattern.compile(", (?=[-0-9])");

  private Normal() {}

  /** Where evidence is looked for: every frame of a redrawn line is a line of its own. */
  static String form(String raw) {
    return normal(raw.replace("\r\n", "\n").replace('\r', '\n'), false);
  }

  /** What is compared to decide whether an observation holds the whole output: last frames only. */
  static String screen(String raw) {
    return normal(raw.replace("\r\n", "\n"), true);
  }

  private static String normal(String text, boolean redraw) {
    String[] lines = text.split("\n", -1);
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) {
        out.append('\n');
      }
      line(lines[i], out, redraw);
    }
    return out.toString().replace("\": ", "\":").replace("\":\t", "\":").replace(", \"", ",\"").replace(", {", ",{").replace(", [", ",[")
        .replace("{ ", "{").replace(" }", "}").replace("[ ", "[").replace(" ]", "]")
        .transform(t -> SPACE_BEFORE_NUMBER.matcher(t).replaceAll(","));
  }

  private static void line(String s, StringBuilder out, boolean redraw) {
    int frame = out.length();
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == ESC) {
        i = afterEscape(s, i) - 1;
      } else if (c == CSI) {
        i = afterCsi(s, i + 1) - 1;
      } else if (c == '\r') {
        // Only in screen form: a carriage return redraws the line if anything visible follows.
        if (redraw && visibleAfter(s, i + 1)) {
          out.setLength(frame);
        }
      } else if (c >= 0x20 && c != 0x7F && (c < 0x80 || c >= 0xA0) || c == '\t') {
        out.append(c);
      }
    }
  }

  private static boolean visibleAfter(String s, int from) {
    for (int i = from; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == ESC) {
        i = afterEscape(s, i) - 1;
      } else if (c != '\r') {
        return true;
      }
    }
    return false;
  }

  /** The index just past the escape sequence that starts at {@code i}. */
  private static int afterEscape(String s, int i) {
    int n = s.length();
    if (i + 1 >= n) {
      return n;
    }
    char k = s.charAt(i + 1);
    if (k == '[') {
      return afterCsi(s, i + 2);
    }
    if (k == ']' || k == 'P' || k == '_' || k == '^' || k == 'X') {
      // OSC, DCS, APC, PM, SOS run to BEL or to ST (ESC \).
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
    return "()*+#%".indexOf(k) >= 0 ? Math.min(n, i + 3) : i + 2;
  }

  private static int afterCsi(String s, int j) {
    int n = s.length();
    for (; j < n; j++) {
      char c = s.charAt(j);
      if (c >= 0x40 && c <= 0x7E) {
        return j + 1;
      }
      if (c < 0x20) {
        return j;
      }
    }
    return n;
  }
}

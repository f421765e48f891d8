package dev.candor;

import java.util.regex.Pattern;

/**
 * Which lines belong to an error line: its block. After the error line come its indented
 * continuation, stack frames, YAML/TAP diagnostics ({@code ---}, {@code error:}, {@code expected:})
 * and detail lines ({@code symbol:}, {@code -->}, {@code got}, {@code want}); before it, for an
 * indented error line, the header of its paragraph (a linter's file line). Blocks are bounded so
 * one huge trace cannot take everything.
 */
final class Blocks {
  /** At most this many lines after an error line belong to it. */
  static final int MAX_LINES = 8;
  /** A block line is held to this many bytes. */
  static final int LINE_BYTES = 400;
  /** How far back a paragraph's header is looked for. */
  static final int LOOK_BACK = 40;

  /** Lines that carry an error line's detail without being indented. */
  private static final Pattern DETAIL = Pattern.compile(
      "^(\\[(ERROR|WARNING)\\]\\s{2,}\\S|E\\s{2,}\\S|\\s*-->|\\s*(symbol|location|expected|actual|found|required|got|want|wanted"
          + "|received|diff)\\s*:|\\s*(Expected|Received|Actual|expected|actual)\\b|\\s*Caused by:|\\s*\\.\\.\\. [0-9]+ more\\b"
          + "|\\s*\\|)");

  private Blocks() {}

  /** Whether a line carries an error line's detail: a location, a symbol, an assertion's values. */
  static boolean isDetail(String text) {
    return DETAIL.matcher(text).find();
  }

  /** Leading spaces and tabs, a tab counting as 4. */
  static int indent(String text) {
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ') {
        n++;
      } else if (c == '\t') {
        n += 4;
      } else {
        return n;
      }
    }
    return -1; // blank
  }

  /** Leading white space of raw line {@code b[s, e)}, or -1 for a blank line. */
  static int indent(byte[] b, int s, int e) {
    int n = 0;
    for (int i = s; i < e; i++) {
      byte c = b[i];
      if (c == ' ') {
        n++;
      } else if (c == '\t') {
        n += 4;
      } else if (c != '\r') {
        return n;
      }
    }
    return -1;
  }

  /** Whether a line indented {@code lineIndent}, with {@code text}, continues an error line indented {@code hitIndent}. */
  static boolean belongs(int hitIndent, int lineIndent, String text) {
    if (lineIndent < 0) {
      return false;
    }
    if (lineIndent > hitIndent) {
      return true;
    }
    return Frames.isFrame(text) || DETAIL.matcher(text).find();
  }

  /** Whether the raw line, indented {@code lineIndent}, surely continues an error line indented {@code hitIndent}, without reading its text. */
  static boolean surelyBelongs(int hitIndent, int lineIndent) {
    return lineIndent > hitIndent;
  }
}

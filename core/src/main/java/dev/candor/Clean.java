package dev.candor;

import java.nio.charset.StandardCharsets;

/** Turns raw line bytes into the text a model should read. */
final class Clean {
  private Clean() {}

  /** What cleaning did to one line. */
  static final class Stats {
    long ansiSequences;
    long progressFrames;
    long controlChars;
  }

  /** Decodes {@code b[s, e)} as UTF-8 (invalid sequences become U+FFFD) and cleans it. */
  static String line(byte[] b, int s, int e, Stats stats) {
    if (s == e) {
      return ""; // one shared string: a scan of empty lines holds a million of them
    }
    String raw = new String(b, s, e - s, StandardCharsets.UTF_8);
    return text(raw, stats);
  }

  /** Joins a frame that holds an error line to the frames drawn after it. */
  static final String FRAME_JOIN = " | ";

  /**
   * Strips ANSI escape sequences, drops a trailing carriage return, collapses carriage-return
   * progress frames to the last one drawn, and removes other control characters except tab. A
   * frame drawn over that is an error line ({@link ErrorPatterns#defaults()}) is kept, joined to
   * what follows by {@value #FRAME_JOIN}: {@code step 1\rERROR: linker failed\rok} reads
   * {@code ERROR: linker failed | ok}, so a failure cannot hide under a progress bar.
   */
  static String text(String raw, Stats stats) {
    int n = raw.length();
    boolean plain = true;
    for (int i = 0; i < n; i++) {
      char c = raw.charAt(i);
      if (c < 0x20 && c != '\t' || c == 0x7F || (c >= 0x80 && c < 0xA0)) {
        plain = false;
        break;
      }
    }
    if (plain) {
      return raw;
    }
    if (n > 0 && raw.charAt(n - 1) == '\r') {
      n--;
    }
    StringBuilder out = new StringBuilder(n);
    int frameStart = 0;
    for (int i = 0; i < n; i++) {
      char c = raw.charAt(i);
      if (c == 0x1B) {
        i = skipEscape(raw, i, n) - 1;
        stats.ansiSequences++;
      } else if (c == 0x9B) {
        i = skipCsiParams(raw, i + 1, n) - 1;
        stats.ansiSequences++;
      } else if (c == '\r') {
        // A carriage return starts a new frame drawn over the old one; keep the last non-empty one.
        if (hasVisibleAfter(raw, i + 1, n)) {
          String frame = out.substring(frameStart);
          if (ErrorPatterns.defaults().matches(frame) && !frame.equals(lastKept(out, frameStart))) {
            out.append(FRAME_JOIN);
          } else {
            out.setLength(frameStart);
          }
          frameStart = out.length();
          stats.progressFrames++;
        }
      } else if (c == '\b') {
        if (out.length() > frameStart) {
          out.setLength(out.length() - 1);
        }
        stats.controlChars++;
      } else if (c < 0x20 && c != '\t' || c == 0x7F || (c >= 0x80 && c < 0xA0)) {
        stats.controlChars++;
      } else {
        out.append(c);
      }
    }
    if (frameStart > 0 && out.substring(frameStart).equals(lastKept(out, frameStart))) {
      out.setLength(frameStart - FRAME_JOIN.length()); // the error was the last frame drawn too
    }
    return out.toString();
  }

  /** The error frame kept just before {@code frameStart}, or null: an error redrawn is kept once. */
  private static String lastKept(StringBuilder out, int frameStart) {
    if (frameStart < FRAME_JOIN.length()) {
      return null;
    }
    int end = frameStart - FRAME_JOIN.length();
    int from = out.lastIndexOf(FRAME_JOIN, end - 1);
    return out.substring(from < 0 ? 0 : from + FRAME_JOIN.length(), end);
  }

  /** {@code raw} with its ANSI escape sequences removed and everything else, line breaks too, kept. */
  static String stripAnsi(String raw) {
    int first = firstEscape(raw);
    if (first < 0) {
      return raw;
    }
    int n = raw.length();
    StringBuilder out = new StringBuilder(n).append(raw, 0, first);
    for (int i = first; i < n; i++) {
      char c = raw.charAt(i);
      if (c == 0x1B) {
        i = skipEscape(raw, i, n) - 1;
      } else if (c == 0x9B) {
        i = skipCsiParams(raw, i + 1, n) - 1;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int firstEscape(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == 0x1B || c == 0x9B) {
        return i;
      }
    }
    return -1;
  }

  private static boolean hasVisibleAfter(String s, int from, int n) {
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      if (c == 0x1B) {
        i = skipEscape(s, i, n) - 1;
      } else if (c == '\r') {
        continue;
      } else {
        return true;
      }
    }
    return false;
  }

  /** Returns the index just past the escape sequence starting at {@code i}. */
  static int skipEscape(String s, int i, int n) {
    if (i + 1 >= n) {
      return n;
    }
    char k = s.charAt(i + 1);
    if (k == '[') {
      return skipCsiParams(s, i + 2, n);
    }
    if (k == ']' || k == 'P' || k == '_' || k == '^' || k == 'X') {
      // OSC, DCS, APC, PM, SOS: up to BEL or ST (ESC \)
      for (int j = i + 2; j < n; j++) {
        char c = s.charAt(j);
        if (c == 0x07) {
          return j + 1;
        }
        if (c == 0x1B && j + 1 < n && s.charAt(j + 1) == '\\') {
          return j + 2;
        }
      }
      return n;
    }
    if (k == '(' || k == ')' || k == '*' || k == '+' || k == '#' || k == '%') {
      return Math.min(n, i + 3);
    }
    return i + 2;
  }

  private static int skipCsiParams(String s, int j, int n) {
    while (j < n) {
      char c = s.charAt(j);
      if (c >= 0x40 && c <= 0x7E) {
        return j + 1;
      }
      if (c < 0x20 || c > 0x3F && c < 0x40) {
        return j;
      }
      j++;
    }
    return n;
  }
}

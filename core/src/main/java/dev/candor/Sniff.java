package dev.candor;

/** Recognises binary content from its first bytes, and names common binary formats. */
final class Sniff {
  private static final String UNKNOWN = "unknown binary";
  /** The shortest run of NUL bytes judged a hole rather than content. */
  static final int HOLE = 64;

  private Sniff() {}

  /**
   * Whether the first bytes of a stream look binary: mostly not text. A byte counts against text
   * when it is a control character other than tab, line breaks, form feed, backspace and escape
   * (NUL included), or part of an invalid UTF-8 sequence. More than one such byte in five makes the
   * stream binary; so does a known format's magic number with more than one in a hundred. A log
   * with a few stray NULs or a Latin-1 name in it stays text, so its error lines are still read.
   *
   * <p>A run of {@link #HOLE} or more NUL bytes is a hole, not content: what a log holds after
   * {@code logrotate}'s copytruncate (the writer keeps its offset), a preallocated or sparse file.
   * Holes are judged as neither text nor binary, so a log that starts with one is still read as
   * text; a window of holes only is text (the lines fold the holes).
   */
  static boolean isBinary(byte[] b, int len) {
    if (len <= 0) {
      return false;
    }
    long odd = 0;
    long judged = len;
    for (int i = 0; i < len; ) {
      int v = b[i] & 0xFF;
      if (v == 0) {
        int end = i;
        while (end < len && b[end] == 0) {
          end++;
        }
        if (end - i >= HOLE) {
          judged -= end - i;
        } else {
          odd += end - i;
        }
        i = end;
        continue;
      }
      if (v < 0x80) {
        if (v < 0x20 && v != '\t' && v != '\n' && v != '\r' && v != '\f' && v != '\b' && v != 0x1B || v == 0x7F) {
          odd++;
        }
        i++;
        continue;
      }
      int n = utf8Length(b, i, len);
      if (n == 0) {
        odd++;
        i++;
      } else {
        i += n;
      }
    }
    return odd * 5 > judged || odd * 100 > judged && !binaryType(b, len).equals(UNKNOWN);
  }

  /**
   * The length of the well-formed UTF-8 sequence at {@code b[i]}, or 0 when it is not one; a
   * sequence cut by the end of the window counts as well-formed, since the window cut it.
   */
  private static int utf8Length(byte[] b, int i, int len) {
    int v = b[i] & 0xFF;
    int n = v >= 0xC2 && v <= 0xDF ? 2 : v >= 0xE0 && v <= 0xEF ? 3 : v >= 0xF0 && v <= 0xF4 ? 4 : 0;
    for (int k = 1; k < n; k++) {
      if (i + k >= len) {
        return len - i;
      }
      if ((b[i + k] & 0xC0) != 0x80) {
        return 0;
      }
    }
    return n;
  }

  /** A short name for the format of binary content, from its magic number. */
  static String binaryType(byte[] b, int len) {
    if (starts(b, len, 0x7F, 'E', 'L', 'F')) {
      return "ELF executable or object";
    }
    if (starts(b, len, 0x89, 'P', 'N', 'G')) {
      return "PNG image";
    }
    if (starts(b, len, 0xFF, 0xD8, 0xFF)) {
      return "JPEG image";
    }
    if (starts(b, len, 'G', 'I', 'F', '8')) {
      return "GIF image";
    }
    if (starts(b, len, '%', 'P', 'D', 'F')) {
      return "PDF document";
    }
    if (starts(b, len, 'P', 'K', 3, 4)) {
      return "ZIP archive (or jar, docx, apk)";
    }
    if (starts(b, len, 0x1F, 0x8B)) {
      return "gzip compressed data";
    }
    if (starts(b, len, 'B', 'Z', 'h')) {
      return "bzip2 compressed data";
    }
    if (starts(b, len, 0xFD, '7', 'z', 'X', 'Z', 0)) {
      return "xz compressed data";
    }
    if (starts(b, len, 0x28, 0xB5, 0x2F, 0xFD)) {
      return "zstd compressed data";
    }
    if (starts(b, len, 0xCA, 0xFE, 0xBA, 0xBE)) {
      return "Java class file (or Mach-O universal binary)";
    }
    if (starts(b, len, 0, 'a', 's', 'm')) {
      return "WebAssembly module";
    }
    if (starts(b, len, 0xCF, 0xFA, 0xED, 0xFE) || starts(b, len, 0xCE, 0xFA, 0xED, 0xFE)) {
      return "Mach-O executable";
    }
    if (starts(b, len, 'M', 'Z')) {
      return "DOS/Windows executable";
    }
    if (starts(b, len, 'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', 0)) {
      return "SQLite database";
    }
    if (len > 262 && b[257] == 'u' && b[258] == 's' && b[259] == 't' && b[260] == 'a' && b[261] == 'r') {
      return "tar archive";
    }
    if (starts(b, len, '7', 'z', 0xBC, 0xAF, 0x27, 0x1C)) {
      return "7-zip archive";
    }
    return UNKNOWN;
  }

  private static boolean starts(byte[] b, int len, int... magic) {
    if (len < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if ((b[i] & 0xFF) != magic[i]) {
        return false;
      }
    }
    return true;
  }
}

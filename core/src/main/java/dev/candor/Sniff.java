package dev.candor;

/** Recognises binary content from its first bytes, and names common binary formats. */
final class Sniff {
  private Sniff() {}

  /**
   * Whether the first bytes of a stream look binary: any NUL byte, or more than one byte in ten a
   * control character other than tab, line breaks, form feed, backspace and escape. Invalid UTF-8
   * alone does not make text binary: it is decoded with replacement and counted.
   */
  static boolean isBinary(byte[] b, int len) {
    int controls = 0;
    for (int i = 0; i < len; i++) {
      int v = b[i] & 0xFF;
      if (v == 0) {
        return true;
      }
      if (v < 0x20 && v != '\t' && v != '\n' && v != '\r' && v != '\f' && v != '\b' && v != 0x1B) {
        controls++;
      }
    }
    return len > 0 && controls * 10 > len;
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
    return "unknown binary";
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

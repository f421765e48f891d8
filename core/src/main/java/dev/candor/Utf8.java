package dev.candor;

/** UTF-8 lengths and boundaries without encoding the string. */
final class Utf8 {
  private Utf8() {}

  /** The UTF-8 length of {@code s}; an unpaired surrogate counts as the 3 bytes of U+FFFD. */
  static long length(CharSequence s) {
    long n = 0;
    int len = s.length();
    for (int i = 0; i < len; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n++;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1))) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** The UTF-8 length of the code point {@code cp}. */
  static int length(int cp) {
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }

  /** Whether {@code b} is a UTF-8 continuation byte (10xxxxxx). */
  static boolean isContinuation(byte b) {
    return (b & 0xC0) == 0x80;
  }
}

package dev.candor.store;

/**
 * Tells, across chunk boundaries, whether a stream is valid UTF-8 without NUL bytes: the test for
 * calling a result text. Follows the well-formed byte sequences of Unicode table 3-7 (no
 * overlong forms, surrogates or code points past U+10FFFF).
 */
final class Utf8Scan {
  private int pending;
  private int lower = 0x80;
  private int upper = 0xBF;
  private boolean text = true;

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final long LOW = 0x0101010101010101L;
  private static final long HIGH = 0x8080808080808080L;
  private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  void update(byte[] b, int off, int len) {
    int end = off + len;
    for (int i = off; i < end && text; i++) {
      // Eight ASCII bytes, none of them NUL, at a time: most output is that.
      while (pending == 0 && i + 8 <= end) {
        long w = (long) LONGS.get(b, i);
        if (!plain(w)) {
          break;
        }
        i += 8;
      }
      if (i >= end) {
        break;
      }
      next(b[i] & 0xff);
    }
  }

  /**
   * As {@link #update}, and returns how many line feeds {@code b[off, off + len)} holds: one pass
   * over the bytes for both, where the store's packer made two (each word was loaded twice, and
   * the two loops together were most of the packer's CPU on a gibibyte of log lines).
   */
  long updateCountingLines(byte[] b, int off, int len) {
    int end = off + len;
    long lines = 0;
    int i = off;
    for (; i + 8 <= end; i += 8) {
      long w = (long) LONGS.get(b, i);
      long x = w ^ NEWLINES; // a zero byte where a line feed was
      lines += Long.bitCount(~(((x & LOW7) + LOW7) | x | LOW7)); // the high bit of each zero byte, exactly
      if (text && (pending != 0 || !plain(w))) {
        for (int k = i; k < i + 8 && text; k++) {
          next(b[k] & 0xff);
        }
      }
    }
    for (; i < end; i++) {
      int x = b[i] & 0xff;
      if (x == '\n') {
        lines++;
      }
      if (text) {
        next(x);
      }
    }
    return lines;
  }

  /**
   * Whether the eight bytes of {@code w} are all ASCII and none is NUL: each byte in 0x01-0x7F is
   * one whose high bit is clear both as it is and less one. A borrow crosses into the next byte
   * only from a NUL, which is caught in its own byte.
   */
  private static boolean plain(long w) {
    return (((w - LOW) | w) & HIGH) == 0;
  }

  /** One byte through the state machine. */
  private void next(int x) {
    if (pending > 0) {
      if (x < lower || x > upper) {
        text = false;
      }
      pending--;
      lower = 0x80;
      upper = 0xBF;
    } else if (x == 0) {
      text = false;
    } else if (x >= 0x80) {
      lead(x);
    }
  }

  private void lead(int x) {
    if (x >= 0xC2 && x <= 0xDF) {
      pending = 1;
    } else if (x >= 0xE0 && x <= 0xEF) {
      pending = 2;
      lower = x == 0xE0 ? 0xA0 : 0x80;
      upper = x == 0xED ? 0x9F : 0xBF;
    } else if (x >= 0xF0 && x <= 0xF4) {
      pending = 3;
      lower = x == 0xF0 ? 0x90 : 0x80;
      upper = x == 0xF4 ? 0x8F : 0xBF;
    } else {
      text = false;
    }
  }

  /** Whether everything so far is text and no character is left unfinished. */
  boolean isText() {
    return text && pending == 0;
  }
}

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

  void update(byte[] b, int off, int len) {
    int end = off + len;
    for (int i = off; i < end && text; i++) {
      // Eight ASCII bytes, none of them NUL, at a time: most output is that.
      while (pending == 0 && i + 8 <= end) {
        long w = (long) LONGS.get(b, i);
        if ((w & HIGH) != 0 || ((w - LOW) & ~w & HIGH) != 0) {
          break;
        }
        i += 8;
      }
      if (i >= end) {
        break;
      }
      int x = b[i] & 0xff;
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

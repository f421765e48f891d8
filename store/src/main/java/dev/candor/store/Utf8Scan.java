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
   *
   * <p>Stretches of {@value #WORDS} words are read in one tight loop that adds up their line
   * feeds ({@link dev.candor.BreakIndex#breakBits}) and ORs together the test for bytes that are
   * not plain ASCII; only in a stretch that has such a byte (or follows an unfinished character)
   * are its words read again, and those that are not plain go through the state machine. On a
   * gibibyte of ASCII log lines that is a third of the CPU of testing each word as it comes.
   */
  long updateCountingLines(byte[] b, int off, int len) {
    int end = off + len;
    long lines = 0;
    int i = off;
    while (i + 8 <= end) {
      int from = i;
      int stop = Math.min(end - 7, i + 8 * WORDS);
      long sums = 0;
      long odd = 0;
      for (; i < stop; i += 8) {
        long w = (long) LONGS.get(b, i);
        sums += dev.candor.BreakIndex.breakBits(w);
        odd |= (w - LOW) | w;
      }
      lines += dev.candor.BreakIndex.sumOfBytes(sums);
      if (text && (pending != 0 || (odd & HIGH) != 0)) {
        for (int k = from; k < i && text; k += 8) {
          if (pending != 0 || !plain((long) LONGS.get(b, k))) {
            for (int m = k; m < k + 8 && text; m++) {
              next(b[m] & 0xff);
            }
          }
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

  /** The words {@link #updateCountingLines} reads in one stretch: at most 255, so no byte of its sum overflows. */
  private static final int WORDS = 255;

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

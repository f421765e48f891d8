package dev.candor;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * UTF-8 continuation bytes and invalid UTF-8 sequences of a stream, counted eight bytes at a time:
 * a stretch of 32 bytes none over 0x7F (the common case) costs one test; only words with other
 * bytes go through the validating state machine, whose state carries over from one chunk to the
 * next. Line breaks are counted by the scanner's loops over lines, which find each of them anyway.
 */
final class ByteCounts {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGHS = 0x8080808080808080L;

  private long continuation;
  private long invalid;
  private int utfNeed;
  private int utfLo = 0x80;
  private int utfHi = 0xBF;

  /** Counts continuation bytes, and validates UTF-8 where bytes are not ASCII. */
  void count(byte[] b, int off, int len) {
    int i = off;
    int end = off + len;
    for (; i + 32 <= end; i += 32) {
      long any = (long) LONGS.get(b, i) | (long) LONGS.get(b, i + 8) | (long) LONGS.get(b, i + 16)
          | (long) LONGS.get(b, i + 24);
      if ((any & HIGHS) == 0) {
        if (utfNeed != 0) {
          cutShort();
        }
      } else {
        for (int w = i; w < i + 32; w += 8) {
          word(b, w);
        }
      }
    }
    for (; i + 8 <= end; i += 8) {
      word(b, i);
    }
    for (; i < end; i++) {
      byte c = b[i];
      if (c < 0) {
        if ((c & 0xC0) == 0x80) {
          continuation++;
        }
        utf8(c);
      } else if (utfNeed != 0) {
        cutShort();
      }
    }
  }

  /** The eight bytes from {@code b[i]}. */
  private void word(byte[] b, int i) {
    long w = (long) LONGS.get(b, i);
    if ((w & HIGHS) != 0) {
      continuation += Long.bitCount(w & HIGHS & ~(w << 1));
      for (int k = i; k < i + 8; k++) {
        utf8(b[k]);
      }
    } else if (utfNeed != 0) {
      cutShort();
    }
  }

  private void utf8(byte c) {
    int v = c & 0xFF;
    if (utfNeed > 0) {
      if (v >= utfLo && v <= utfHi) {
        utfNeed--;
        utfLo = 0x80;
        utfHi = 0xBF;
        return;
      }
      cutShort();
    }
    if (v < 0x80) {
      return;
    }
    if (v >= 0xC2 && v <= 0xDF) {
      utfNeed = 1;
    } else if (v == 0xE0) {
      utfNeed = 2;
      utfLo = 0xA0;
    } else if (v >= 0xE1 && v <= 0xEF) {
      utfNeed = 2;
      if (v == 0xED) {
        utfHi = 0x9F;
      }
    } else if (v == 0xF0) {
      utfNeed = 3;
      utfLo = 0x90;
    } else if (v >= 0xF1 && v <= 0xF3) {
      utfNeed = 3;
    } else if (v == 0xF4) {
      utfNeed = 3;
      utfHi = 0x8F;
    } else {
      invalid++;
    }
  }

  /**
   * A sequence ended before its continuation bytes: one invalid sequence, and the bounds a lead
   * byte set on its second byte (E0, ED, F0, F4) no longer apply to the next one.
   */
  private void cutShort() {
    invalid++;
    utfNeed = 0;
    utfLo = 0x80;
    utfHi = 0xBF;
  }

  /** Ends the stream: a sequence still waiting for continuation bytes is invalid. */
  void finish() {
    if (utfNeed != 0) {
      cutShort();
    }
  }

  long continuation() {
    return continuation;
  }

  long invalid() {
    return invalid;
  }
}

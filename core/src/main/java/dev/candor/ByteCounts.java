package dev.candor;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Line breaks, UTF-8 continuation bytes and invalid UTF-8 sequences of a stream, counted eight
 * bytes at a time: a word with no byte over 0x7F (the common case) costs two population counts;
 * only words with other bytes go through the validating state machine, whose state carries over
 * from one chunk to the next.
 */
final class ByteCounts {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;
  private static final long LOWS = 0x7F7F7F7F7F7F7F7FL;

  private long continuation;
  private long invalid;
  private int utfNeed;
  private int utfLo = 0x80;
  private int utfHi = 0xBF;

  /** Counts line breaks and continuation bytes, and validates UTF-8 where bytes are not ASCII. */
  long count(byte[] b, int off, int len) {
    long nl = 0;
    long cont = 0;
    int i = off;
    int end = off + len;
    int words = end - 7;
    for (; i < words; i += 8) {
      long w = (long) LONGS.get(b, i);
      long x = w ^ (ONES * '\n');
      long t = (x & LOWS) + LOWS;
      nl += Long.bitCount(~(t | x | LOWS));
      if ((w & HIGHS) != 0) {
        cont += Long.bitCount(w & HIGHS & ~(w << 1));
        for (int k = i; k < i + 8; k++) {
          utf8(b[k]);
        }
      } else if (utfNeed != 0) {
        cutShort();
      }
    }
    for (; i < end; i++) {
      byte c = b[i];
      if (c == '\n') {
        nl++;
      }
      if (c < 0) {
        if ((c & 0xC0) == 0x80) {
          cont++;
        }
        utf8(c);
      } else if (utfNeed != 0) {
        cutShort();
      }
    }
    continuation += cont;
    return nl;
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

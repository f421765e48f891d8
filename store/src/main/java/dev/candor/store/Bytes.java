package dev.candor.store;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growable byte buffer with a hard limit, for assembling one excerpt. */
final class Bytes {
  private final int limit;
  private byte[] data = new byte[8192];
  private int size;
  private boolean clipped;

  Bytes(int limit) {
    this.limit = limit;
  }

  /** Appends what fits under the limit; false if anything did not. */
  boolean append(byte[] b, int off, int len) {
    int n = Math.min(len, limit - size);
    if (size + n > data.length) {
      data = Arrays.copyOf(data, (int) Math.min(limit, Math.max((long) size + n, data.length * 2L)));
    }
    System.arraycopy(b, off, data, size, n);
    size += n;
    clipped |= n < len;
    return !clipped;
  }

  /**
   * How much to keep: everything, unless the limit clipped it; then up to the last line feed, or,
   * for a single line longer than the limit, up to the last whole UTF-8 character.
   */
  int keep() {
    if (!clipped) {
      return size;
    }
    for (int i = size - 1; i >= 0; i--) {
      if (data[i] == '\n') {
        return i + 1;
      }
    }
    int end = size;
    while (end > 0 && (data[end - 1] & 0xC0) == 0x80) {
      end--;
    }
    // Keep a lead byte only when all its continuation bytes are here.
    if (end > 0 && (data[end - 1] & 0x80) != 0 && end - 1 + sequenceLength(data[end - 1]) > size) {
      end--;
    } else {
      end = size;
    }
    return end;
  }

  private static int sequenceLength(byte lead) {
    int x = lead & 0xff;
    return x >= 0xF0 ? 4 : x >= 0xE0 ? 3 : x >= 0xC0 ? 2 : 1;
  }

  byte at(int i) {
    return data[i];
  }

  byte[] array() {
    return data;
  }

  /** Occurrences of {@code b} in {@code [0, end)}. */
  long count(byte b, int end) {
    return countBetween(b, 0, end);
  }

  /** Occurrences of {@code b} in {@code [from, to)}. */
  long countBetween(byte b, int from, int to) {
    long n = 0;
    for (int i = from; i < to; i++) {
      if (data[i] == b) {
        n++;
      }
    }
    return n;
  }

  String text(int length) {
    return new String(data, 0, length, StandardCharsets.UTF_8);
  }
}

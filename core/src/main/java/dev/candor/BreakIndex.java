package dev.candor;

import java.util.Arrays;

/**
 * Where a stream's line breaks fall, sampled as it is written: at offsets about {@link #SPACING}
 * bytes apart, how many line breaks came before each. Whoever counts a stream's breaks as it
 * writes it (the capture's line merger) marks them here, so that whoever reads the stream back
 * to find a line (the span's dropped runs) jumps to within one spacing of it instead of counting
 * every break again.
 *
 * <p>Bounded: past {@value #MAX_MARKS} marks every other one is dropped and the spacing doubles.
 * Marks are made by one thread, and read once it has finished (after a join or a lock).
 */
public final class BreakIndex {
  /** Bytes between marks at first. */
  public static final long SPACING = 1 << 20;
  static final int MAX_MARKS = 1 << 16;

  private long[] offsets = new long[64];
  private long[] breaks = new long[64];
  private int size;
  private long spacing;
  private long next;

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  /**
   * The line breaks in {@code b[from, to)}, eight bytes at a time: the one count of line breaks
   * that the capture's merger, the store's packer and the shaper's search for error lines share.
   *
   * <p>Each word's line breaks become a one in the low bit of their byte, and the words of a
   * stretch of up to {@value #WORDS_PER_SUM} are added up byte by byte (no byte can pass 255)
   * before their eight bytes are summed ({@link #sumOfBytes}): twice as fast as counting the bits
   * of each word, on the capture's path of every byte.
   */
  public static long count(byte[] b, int from, int to) {
    long n = 0;
    int i = from;
    while (i + 8 <= to) {
      int stop = Math.min(to - 7, i + 8 * WORDS_PER_SUM);
      long sums = 0;
      for (; i < stop; i += 8) {
        sums += breakBits((long) LONGS.get(b, i));
      }
      n += sumOfBytes(sums);
    }
    for (; i < to; i++) {
      if (b[i] == '\n') {
        n++;
      }
    }
    return n;
  }

  /** The words {@link #count} adds up before it sums their bytes: at most 255, so no byte overflows. */
  private static final int WORDS_PER_SUM = 255;
  private static final long EVEN_BYTES = 0x00FF00FF00FF00FFL;

  /**
   * The sum of the eight bytes of {@code w}, each taken as unsigned: added in pairs into four
   * 16-bit lanes first, since the sum can pass 255 (eight bytes of 255 make 2,040) and a
   * multiplication would carry it out of the top byte.
   */
  public static long sumOfBytes(long w) {
    long pairs = (w & EVEN_BYTES) + ((w >>> 8) & EVEN_BYTES);
    return (pairs * 0x0001000100010001L) >>> 48;
  }

  /**
   * One in the low bit of each byte of {@code w} that is a line break, zero elsewhere: a byte
   * XORed with the line break is zero exactly there, and a byte is zero exactly when neither it
   * nor it plus 0x7F (its low seven bits) has its high bit set.
   */
  public static long breakBits(long w) {
    long x = w ^ NEWLINES;
    return (~(((x & LOW7) + LOW7) | x | LOW7)) >>> 7;
  }

  /** An index with no marks, to be marked about every {@link #SPACING} bytes. */
  public BreakIndex() {
    this(SPACING);
  }

  /** An index with no marks, to be marked about every {@code spacing} bytes (at least one). */
  public BreakIndex(long spacing) {
    this.spacing = Math.max(1, spacing);
    this.next = this.spacing;
  }

  /**
   * Marks that {@code breaksBefore} line breaks come before byte {@code offset}; called with
   * offsets and counts that never go down, at any rate (only about one a spacing is kept).
   */
  public void mark(long offset, long breaksBefore) {
    if (offset < next) {
      return;
    }
    if (size == MAX_MARKS) {
      thin();
    }
    if (size == offsets.length) {
      offsets = Arrays.copyOf(offsets, size * 2);
      breaks = Arrays.copyOf(breaks, size * 2);
    }
    offsets[size] = offset;
    breaks[size] = breaksBefore;
    size++;
    next = offset + spacing;
  }

  /** Keeps every other mark, and doubles the spacing. */
  private void thin() {
    int kept = 0;
    for (int i = 1; i < size; i += 2) {
      offsets[kept] = offsets[i];
      breaks[kept] = breaks[i];
      kept++;
    }
    size = kept;
    spacing *= 2;
  }

  /** How many marks there are. */
  public int size() {
    return size;
  }

  /**
   * The last mark with at most {@code breaksAtMost} line breaks before it, or -1 when there is
   * none: the {@code (breaksAtMost + 1)}th line break is at or after its offset.
   */
  public int lastWithAtMost(long breaksAtMost) {
    int lo = 0;
    int hi = size - 1;
    int found = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (breaks[mid] <= breaksAtMost) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /** The byte offset of mark {@code i}. */
  public long offset(int i) {
    return offsets[i];
  }

  /** The line breaks before mark {@code i}'s offset. */
  public long breaks(int i) {
    return breaks[i];
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The sampled line breaks of a stream: found by count, and bounded however long the stream. */
class BreakIndexTest {

  @Test
  void marksComeAboutOneSpacingApartAndAreFoundByTheBreaksBeforeThem() {
    BreakIndex index = new BreakIndex(100);
    for (long offset = 10; offset <= 1_000; offset += 10) {
      index.mark(offset, offset / 10); // one line of ten bytes each
    }
    assertThat(index.size()).isEqualTo(10);
    assertThat(index.lastWithAtMost(9)).isEqualTo(-1); // no mark has nine breaks or fewer before it
    int at = index.lastWithAtMost(55);
    assertThat(index.offset(at)).isEqualTo(500);
    assertThat(index.breaks(at)).isEqualTo(50);
    assertThat(index.offset(index.lastWithAtMost(Long.MAX_VALUE))).isEqualTo(1_000);
  }

  @Test
  void aStreamOfMoreMarksThanItKeepsKeepsEveryOtherAndStaysCorrect() {
    BreakIndex index = new BreakIndex(1);
    long marks = 3L * BreakIndex.MAX_MARKS;
    for (long offset = 1; offset <= marks; offset++) {
      index.mark(offset * 4, offset); // a line of four bytes each
    }
    assertThat(index.size()).isLessThanOrEqualTo(BreakIndex.MAX_MARKS);
    for (long breaks : new long[] {1_000, marks / 2, marks}) {
      int at = index.lastWithAtMost(breaks);
      assertThat(index.breaks(at)).isLessThanOrEqualTo(breaks);
      assertThat(index.offset(at)).isEqualTo(index.breaks(at) * 4);
      assertThat(breaks - index.breaks(at)).isLessThan(64); // the spacing doubled with each thinning
    }
  }

  @Test
  void countFindsEveryLineBreakWhateverTheBytesAroundItTheOffsetAndTheLength() {
    java.util.Random r = new java.util.Random(42);
    // Bytes next to 0x0A (0x09, 0x0B, 0x8A, 0x0A | 0x80) are where a word-at-a-time count could slip.
    byte[] alphabet = {'\n', '\n', 0x09, 0x0B, (byte) 0x8A, (byte) 0xFF, 0, 'a', 0x7F, (byte) 0x80};
    for (int round = 0; round < 2_000; round++) {
      byte[] b = new byte[r.nextInt(70) + 1];
      for (int i = 0; i < b.length; i++) {
        b[i] = alphabet[r.nextInt(alphabet.length)];
      }
      int from = r.nextInt(b.length);
      int to = from + r.nextInt(b.length - from + 1);
      long want = 0;
      for (int i = from; i < to; i++) {
        want += b[i] == '\n' ? 1 : 0;
      }
      assertThat(BreakIndex.count(b, from, to)).as("round %d", round).isEqualTo(want);
    }
  }

  @Test
  void countHoldsOverStretchesLongerThanOneSumOfWords() {
    // The count adds up 255 words byte by byte before it sums them: a stretch of nothing but line
    // breaks fills every byte of the sum, and any longer stretch would overflow it.
    java.util.Random r = new java.util.Random(11);
    for (int length : new int[] {2_039, 2_040, 2_041, 2_048, 4_080, 4_081, 20_000}) {
      byte[] breaks = new byte[length];
      java.util.Arrays.fill(breaks, (byte) '\n');
      assertThat(BreakIndex.count(breaks, 0, length)).as("%d line breaks", length).isEqualTo(length);
      assertThat(BreakIndex.count(breaks, 3, length)).as("%d line breaks from 3", length).isEqualTo(length - 3);
      byte[] mixed = new byte[length];
      long want = 0;
      for (int i = 0; i < length; i++) {
        mixed[i] = r.nextInt(3) == 0 ? (byte) '\n' : (byte) (r.nextInt(256));
        want += mixed[i] == '\n' ? 1 : 0;
      }
      assertThat(BreakIndex.count(mixed, 0, length)).as("%d mixed bytes", length).isEqualTo(want);
    }
  }
}

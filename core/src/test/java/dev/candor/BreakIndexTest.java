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
}

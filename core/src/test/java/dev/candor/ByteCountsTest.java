package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** UTF-8 continuation bytes and invalid sequences, counted eight bytes at a time, 32 when all ASCII. */
class ByteCountsTest {

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  /** Counts {@code b} in one call and ends the stream; returns {continuation, invalid}. */
  private static long[] whole(byte[] b) {
    ByteCounts c = new ByteCounts();
    c.count(b, 0, b.length);
    c.finish();
    return new long[] {c.continuation(), c.invalid()};
  }

  /** Counts {@code b} one byte per call. */
  private static long[] byteByByte(byte[] b) {
    ByteCounts c = new ByteCounts();
    for (int i = 0; i < b.length; i++) {
      c.count(b, i, 1);
    }
    c.finish();
    return new long[] {c.continuation(), c.invalid()};
  }

  @Test
  void countsContinuationBytesOfTwoThreeAndFourByteCharacters() {
    // é is 2 bytes, € 3, 😀 4: one, two and three continuation bytes.
    assertThat(whole(utf8("caf\u00e9 costs 3\u20ac \ud83d\ude00 ok\n"))).containsExactly(6, 0);
  }

  @Test
  void validUtf8HasNoInvalidSequence() {
    String mixed = "na\u00efve r\u00e9sum\u00e9 \u4e2d\u6587 \ud83d\ude80 \u0436\u0443\u043a\n".repeat(7);
    assertThat(whole(utf8(mixed))[1]).isZero();
  }

  @Test
  void aStrayContinuationByteIsInvalid() {
    assertThat(whole(bytes('a', 0x80, 'b'))).containsExactly(1, 1);
  }

  @Test
  void aSequenceCutShortByAnAsciiByteIsOneInvalidSequence() {
    // € is E2 82 AC: here the AC is missing.
    assertThat(whole(bytes(0xE2, 0x82, 'a', 'b'))[1]).isEqualTo(1);
  }

  @Test
  void overlongFormsAndEncodedSurrogatesAreInvalid() {
    assertThat(whole(bytes(0xC0, 0x80))[1]).as("overlong NUL").isPositive();
    assertThat(whole(bytes(0xE0, 0x80, 0xAF))[1]).as("overlong '/'").isPositive();
    assertThat(whole(bytes(0xED, 0xA0, 0x80))[1]).as("surrogate D800").isPositive();
    assertThat(whole(bytes(0xF4, 0x90, 0x80, 0x80))[1]).as("past U+10FFFF").isPositive();
    assertThat(whole(bytes(0xF5, 0x80, 0x80, 0x80))[1]).as("F5 lead").isPositive();
  }

  @Test
  void aCharacterSplitAcrossTwoChunksIsValid() {
    byte[] euro = utf8("\u20ac");
    ByteCounts c = new ByteCounts();
    c.count(euro, 0, 1);
    c.count(euro, 1, 2);
    c.finish();
    assertThat(c.invalid()).isZero();
    assertThat(c.continuation()).isEqualTo(2);
  }

  @Test
  void finishCountsASequenceLeftWaitingForItsContinuationBytes() {
    ByteCounts c = new ByteCounts();
    byte[] b = bytes('o', 'k', 0xF0, 0x9F);
    c.count(b, 0, b.length);
    assertThat(c.invalid()).isZero();
    c.finish();
    assertThat(c.invalid()).isEqualTo(1);
  }

  @Test
  void countingInOneCallOrByteByByteGivesTheSameCounts() {
    byte[][] inputs = {
      utf8("plain ascii line\nand another one\n"),
      utf8("caf\u00e9 \u20ac\n\ud83d\ude00 done\n"),
      bytes(0xE0, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 0xC3, 0x80, 'x', 'y', 'z', '\n'),
      bytes(0xE0, 'a', 0xC3, 0x80, '\n'),
      bytes('s', 't', 'a', 'r', 't', ' ', ' ', 0xED, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 0xED, 0x9F, 0xBF, '\n'),
      bytes(0xF0, 0x9F, '1', '2', '3', '4', '5', '6', '7', '8', 0xF0, 0x90, 0x80, 0x80, 0x80, 0xC2),
    };
    for (byte[] b : inputs) {
      assertThat(byteByByte(b)).as(java.util.HexFormat.of().formatHex(b)).containsExactly(whole(b));
    }
  }

  @Test
  void aTruncatedSequenceDoesNotMakeTheNextValidCharacterInvalid() {
    // E0 asks for a second byte of at least A0; after the cut, C3 80 ('À') is valid again.
    assertThat(whole(bytes(0xE0, 'a', 0xC3, 0x80))[1]).isEqualTo(1);
    // The same with the cut by a word of eight ASCII bytes, counted eight at a time.
    byte[] b = bytes('a', 'a', 'a', 'a', 'a', 'a', 'a', 0xE0, 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b',
        0xC3, 0x80, 'c', 'c', 'c', 'c', 'c', 'c');
    assertThat(whole(b)[1]).isEqualTo(1);
    // ED allows a second byte of at most 9F; after the cut, ED 9F BF is valid.
    assertThat(whole(bytes(0xED, 'a', 0xE1, 0xBF, 0xBF))[1]).isEqualTo(1);
  }

  @Test
  void aSequenceCutShortByAStretchOfThirtyTwoAsciiBytesEndsThere() {
    // The 32 ASCII bytes are one stretch tested at once; the E2 82 before them waits for a byte,
    // and the AC after them, which would have been that byte, is a stray continuation byte.
    byte[] b = new byte[65];
    java.util.Arrays.fill(b, (byte) 'a');
    b[30] = (byte) 0xE2;
    b[31] = (byte) 0x82;
    b[64] = (byte) 0xAC;
    assertThat(whole(b)).containsExactly(2, 2).containsExactly(byteByByte(b));
  }

  @Test
  void aCharacterAnywhereInALongLineIsCountedAsInOneByteCalls() {
    for (int at = 0; at < 70; at++) {
      byte[] b = new byte[100];
      java.util.Arrays.fill(b, (byte) 'x');
      byte[] euro = utf8("\u20ac");
      System.arraycopy(euro, 0, b, at, euro.length);
      assertThat(whole(b)).as("at %d", at).containsExactly(2, 0).containsExactly(byteByByte(b));
      b[at + 2] = 'y'; // now cut short
      assertThat(whole(b)).as("cut at %d", at).containsExactly(1, 1).containsExactly(byteByByte(b));
    }
  }
}

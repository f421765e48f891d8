package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8ScanTest {
  private static boolean text(byte[]... parts) {
    Utf8Scan s = new Utf8Scan();
    for (byte[] p : parts) {
      s.update(p, 0, p.length);
    }
    return s.isText();
  }

  private static byte[] b(int... xs) {
    byte[] out = new byte[xs.length];
    for (int i = 0; i < xs.length; i++) {
      out[i] = (byte) xs[i];
    }
    return out;
  }

  @Test
  void validUtf8IsTextEvenWhenACharacterSpansTwoChunks() {
    byte[] smile = "🙂".getBytes(StandardCharsets.UTF_8);
    assertThat(text("naïve 日本語 🙂".getBytes(StandardCharsets.UTF_8))).isTrue();
    assertThat(text(b(smile[0], smile[1]), b(smile[2], smile[3]))).isTrue();
  }

  @Test
  void aNulOrAnInvalidByteIsFoundAtEveryPlaceInALongAsciiRun() {
    byte[] ascii = "0123456789abcdefghijklmnopqrstuvwxyz\n".repeat(3).getBytes(StandardCharsets.US_ASCII);
    assertThat(text(ascii)).isTrue();
    for (int bad : new int[] {0, 0x80, 0xFF}) {
      for (int at = 0; at < ascii.length; at++) {
        byte[] b = ascii.clone();
        b[at] = (byte) bad;
        assertThat(text(b)).as("byte %x at %d", bad, at).isFalse();
        assertThat(text(java.util.Arrays.copyOf(b, at + 1), java.util.Arrays.copyOfRange(b, at + 1, b.length)))
            .as("byte %x ending a chunk at %d", bad, at).isFalse();
      }
    }
    byte[] e = "é".getBytes(StandardCharsets.UTF_8);
    byte[] mixed = new byte[ascii.length + 2];
    System.arraycopy(ascii, 0, mixed, 0, 20);
    mixed[20] = e[0];
    mixed[21] = e[1];
    System.arraycopy(ascii, 20, mixed, 22, ascii.length - 20);
    assertThat(text(mixed)).isTrue();
  }

  @Test
  void nulInvalidSequencesAndUnfinishedCharactersAreNotText() {
    assertThat(text(b('a', 0, 'b'))).isFalse();
    assertThat(text(b(0xC0, 0x80))).as("overlong").isFalse();
    assertThat(text(b(0xED, 0xA0, 0x80))).as("surrogate").isFalse();
    assertThat(text(b(0xF4, 0x90, 0x80, 0x80))).as("past U+10FFFF").isFalse();
    assertThat(text(b(0x80))).as("stray continuation").isFalse();
    assertThat(text(b('a', 0xE6, 0x97))).as("unfinished").isFalse();
  }

  @Test
  void theScanThatCountsLinesGivesTheVerdictAndTheCountOfTheTwoPassesItReplaces() {
    java.util.Random r = new java.util.Random(7);
    byte[][] pieces = {
      "ascii line\n".getBytes(StandardCharsets.UTF_8), "naïve 日本語 🙂\n".getBytes(StandardCharsets.UTF_8),
      b('\n', '\n'), b(0), b(0x80), b(0xE6, 0x97), b(0xED, 0xA0, 0x80), b(0xF0), b('x')
    };
    for (int round = 0; round < 3_000; round++) {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      int parts = r.nextInt(round % 10 == 0 ? 600 : 40);
      for (int i = 0; i < parts; i++) {
        // Mostly clean text, so a bad byte lands at every offset of a word, after long clean runs too.
        byte[] p = pieces[r.nextInt(10) < 8 ? r.nextInt(3) : r.nextInt(pieces.length)];
        out.write(p, 0, p.length);
      }
      byte[] all = out.toByteArray();
      Utf8Scan twoPasses = new Utf8Scan();
      Utf8Scan onePass = new Utf8Scan();
      long expected = 0;
      long counted = 0;
      for (int from = 0; from < all.length; ) { // cut into chunks of any length, as the store's reads may be
        // Short chunks, and now and then one longer than the 255 words the count adds up at once.
        int n = Math.min(all.length - from, 1 + (r.nextInt(4) == 0 ? r.nextInt(5_000) : r.nextInt(24)));
        byte[] chunk = java.util.Arrays.copyOfRange(all, from, from + n);
        twoPasses.update(chunk, 0, n);
        expected += dev.candor.BreakIndex.count(chunk, 0, n);
        counted += onePass.updateCountingLines(chunk, 0, n);
        from += n;
      }
      assertThat(onePass.isText()).as("round %d", round).isEqualTo(twoPasses.isText());
      assertThat(counted).as("round %d", round).isEqualTo(expected);
    }
    // A character left unfinished at a chunk's end is not finished by a byte after eight ASCII ones.
    Utf8Scan s = new Utf8Scan();
    s.updateCountingLines(b(0xE6, 0x97), 0, 2);
    byte[] next = b('a', 'b', 'c', 'd', 'e', 'f', 'g', '\n', 0x80);
    assertThat(s.updateCountingLines(next, 0, next.length)).isEqualTo(1);
    assertThat(s.isText()).isFalse();
  }
}

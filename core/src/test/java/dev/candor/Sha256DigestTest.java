package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Sha256DigestTest {

  private static String platform(byte[] b, int len) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    md.update(b, 0, len);
    return HexFormat.of().formatHex(md.digest());
  }

  @Test
  void theEmptyInputHasTheKnownDigest() {
    assertThat(Sha256Digest.hex(new byte[0]))
        .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  }

  @Test
  void everyLengthAroundTheBlockAndPaddingEdgesAgreesWithThePlatform() throws Exception {
    byte[] b = new byte[300];
    new Random(7).nextBytes(b);
    for (int len = 0; len < b.length; len++) {
      Sha256Digest d = new Sha256Digest();
      d.update(b, 0, len);
      assertThat(d.hex()).as("length %d", len).isEqualTo(platform(b, len));
    }
  }

  @Test
  void inputInPiecesAcrossTheHandOverToThePlatformAgreesWithOnePass() throws Exception {
    byte[] b = new byte[3 * Sha256Digest.SMALL + 17];
    new Random(11).nextBytes(b);
    for (int piece : new int[] {1, 63, 1000, Sha256Digest.SMALL, Sha256Digest.SMALL + 1}) {
      Sha256Digest d = new Sha256Digest();
      String atSmall = null;
      for (int at = 0; at < b.length; at += piece) {
        int n = Math.min(piece, b.length - at);
        if (at <= Sha256Digest.SMALL && at + n > Sha256Digest.SMALL && atSmall == null) {
          atSmall = d.hex(); // a digest taken part way leaves the rest unchanged
          assertThat(atSmall).isEqualTo(platform(b, at));
        }
        d.update(b, at, n);
      }
      assertThat(d.hex()).as("pieces of %d", piece).isEqualTo(platform(b, b.length));
    }
  }

  @Test
  void exactlySmallBytesStayOffThePlatformAndStillAgree() throws Exception {
    byte[] b = new byte[Sha256Digest.SMALL];
    new Random(3).nextBytes(b);
    Sha256Digest d = new Sha256Digest();
    d.update(b, 0, b.length);

    assertThat(d.hex()).isEqualTo(platform(b, b.length));
  }

  @Test
  void aCopyGoesOnApartFromItsOriginalBelowAndAboveTheHandOver() throws Exception {
    byte[] b = new byte[2 * Sha256Digest.SMALL + 5];
    new Random(5).nextBytes(b);
    for (int at : new int[] {0, 100, Sha256Digest.SMALL + 1}) {
      Sha256Digest d = new Sha256Digest();
      d.update(b, 0, at);
      Sha256Digest c = d.copy();
      d.update(b, at, 7); // the original moves on; the copy is still at its bytes
      c.update(b, at, b.length - at);
      assertThat(c.hex()).as("copied at %d", at).isEqualTo(platform(b, b.length));
      assertThat(d.hex()).as("copied at %d", at).isEqualTo(platform(b, at + 7));
    }
  }

  @Test
  void isHexAcceptsWhatHexWritesAndNothingElse() {
    String h = Sha256Digest.hex(new byte[] {1, 2, 3});
    assertThat(Sha256Digest.isHex(h)).isTrue();
    assertThat(Sha256Digest.isHex(h.toUpperCase(java.util.Locale.ROOT))).isFalse();
    assertThat(Sha256Digest.isHex(h.substring(1))).isFalse();
    assertThat(Sha256Digest.isHex(h + "0")).isFalse();
    assertThat(Sha256Digest.isHex(h.substring(1) + "g")).isFalse();
    assertThat(Sha256Digest.isHex("")).isFalse();
  }
}

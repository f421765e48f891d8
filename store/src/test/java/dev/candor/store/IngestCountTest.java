package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class IngestCountTest {
  private static long naive(byte[] b, int n) {
    long c = 0;
    for (int i = 0; i < n; i++) {
      c += b[i] == '\n' ? 1 : 0;
    }
    return c;
  }

  @Test
  void countFindsEveryLineFeedWhateverTheBytesAroundItAndTheLength() {
    Random r = new Random(42);
    // Bytes next to 0x0A (0x09, 0x0B, 0x8A, 0x0A | 0x80) are where a word-at-a-time count could slip.
    byte[] alphabet = {'\n', '\n', 0x09, 0x0B, (byte) 0x8A, (byte) 0xFF, 0, 'a', 0x7F, (byte) 0x80};
    for (int round = 0; round < 2_000; round++) {
      byte[] b = new byte[r.nextInt(70)];
      for (int i = 0; i < b.length; i++) {
        b[i] = alphabet[r.nextInt(alphabet.length)];
      }
      int n = b.length == 0 ? 0 : r.nextInt(b.length + 1);
      assertThat(Ingest.count(b, n)).as("round %d", round).isEqualTo(naive(b, n));
    }
  }
}

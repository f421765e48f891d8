package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A stream's digest at a checkpoint is that of its bytes up to there, taken up by a reader that goes on from it. */
class StreamDigestTest {
  private static final int SPACING = StreamDigest.SPACING;

  private static byte[] random(int n) {
    byte[] b = new byte[n];
    new Random(n).nextBytes(b);
    return b;
  }

  @Test
  void eachCheckpointHoldsTheDigestOfTheBytesBeforeItWhateverThePiecesWere() throws Exception {
    byte[] b = random(5 * SPACING + 123);
    for (int piece : new int[] {1_000, SPACING, SPACING + 1, 3 * SPACING}) {
      StreamDigest d = new StreamDigest();
      for (int at = 0; at < b.length; at += piece) {
        d.update(b, at, Math.min(piece, b.length - at));
      }
      for (int k = 0; k <= 5; k++) {
        dev.candor.Sha256Digest taken = d.at((long) k * SPACING);
        taken.update(b, k * SPACING, b.length - k * SPACING); // goes on to the end on its own
        assertThat(taken.hex()).as("pieces of %d, checkpoint %d", piece, k).isEqualTo(Sha256.of(b));
      }
      assertThat(d.stats()).isEqualTo(new StreamStats(b.length, Sha256.of(b)));
    }
  }

  @Test
  void aReaderWaitsForTheCaptureToHashUpToTheCheckpoint() throws Exception {
    byte[] b = random(2 * SPACING);
    StreamDigest d = new StreamDigest();
    d.update(b, 0, SPACING + 10);
    CompletableFuture<String> taken = CompletableFuture.supplyAsync(() -> {
      try {
        return d.at(2L * SPACING).hex();
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    Thread.sleep(100);
    assertThat(taken).isNotDone();
    d.update(b, SPACING + 10, SPACING - 10);
    assertThat(taken.get(10, TimeUnit.SECONDS)).isEqualTo(Sha256.of(b));
  }

  @Test
  void aCheckpointNoLongerKeptOrNeverReachedIsAnErrorNotAWrongDigest() {
    byte[] b = random((StreamDigest.KEPT + 2) * SPACING);
    StreamDigest d = new StreamDigest();
    d.update(b, 0, b.length);
    d.end();
    assertThatThrownBy(() -> d.at(SPACING)).isInstanceOf(IOException.class).hasMessageContaining("not kept");
    assertThatThrownBy(() -> d.at((StreamDigest.KEPT + 3L) * SPACING)).isInstanceOf(IOException.class)
        .hasMessageContaining("only " + b.length + " bytes");
    assertThatThrownBy(() -> d.at(SPACING + 1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theOldestCheckpointKeptStillGoesOnToTheWholeDigest() throws Exception {
    byte[] b = random((StreamDigest.KEPT + 2) * SPACING);
    StreamDigest d = new StreamDigest();
    d.update(b, 0, b.length);
    long oldest = 3L * SPACING;
    dev.candor.Sha256Digest taken = d.at(oldest);
    taken.update(b, (int) oldest, b.length - (int) oldest);
    assertThat(taken.hex()).isEqualTo(Sha256.of(b));
  }
}

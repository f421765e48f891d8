package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A pump's count and digest are of every byte it read, whichever thread hashed them. */
class PumpTest {

  /** A stream that hands out at most {@code max} bytes a read, as a pipe does. */
  private static InputStream pipeLike(byte[] b, int max) {
    return new ByteArrayInputStream(b) {
      @Override
      public synchronized int read(byte[] to, int off, int len) {
        return super.read(to, off, Math.min(len, max));
      }
    };
  }

  @Test
  void aStreamHashedApartPastItsFirstMebibyteHasTheLengthAndDigestOfEveryByteDeliveredInOrder() throws Exception {
    byte[] b = new byte[(int) (3 * Pump.HASH_APART_FROM) + 12_345];
    new Random(11).nextBytes(b);
    for (int max : new int[] {ProcessCapture.CHUNK_SIZE, 1_000, 65_535, Pump.HASH_PIECE}) {
      RecordingSink recorded = new RecordingSink();
      Pump pump = Pump.start(StdStream.STDOUT, pipeLike(b, max), new SerialSink(recorded), 1);
      pump.done().get(60, TimeUnit.SECONDS);
      assertThat(pump.stats()).as("reads of %d", max).isEqualTo(new StreamStats(b.length, Sha256.of(b)));
      assertThat(recorded.bytes(StdStream.STDOUT)).as("reads of %d", max).isEqualTo(b);
    }
  }

  @Test
  void everyCheckpointOfTheBytesDeliveredIsTakenWhileThePipeWaitsForMore() throws Exception {
    // 1.3 MiB, then a pipe that holds nothing more until closed: the last checkpoint the bytes
    // passed (at 1.25 MiB, hashed apart) must not wait for the next piece to fill.
    byte[] b = new byte[(int) Pump.HASH_APART_FROM + 300 * 1024];
    new Random(5).nextBytes(b);
    java.util.concurrent.CountDownLatch closed = new java.util.concurrent.CountDownLatch(1);
    InputStream stalls = new InputStream() {
      private final InputStream first = pipeLike(b, 50_000);

      @Override
      public int read() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int read(byte[] to, int off, int len) throws java.io.IOException {
        int n = first.read(to, off, len);
        if (n > 0) {
          return n;
        }
        try {
          closed.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        return -1;
      }

      @Override
      public void close() {
        closed.countDown();
      }
    };
    Pump pump = Pump.start(StdStream.STDOUT, stalls, new SerialSink(new RecordingSink()), 1);
    long checkpoint = b.length - b.length % StreamDigest.SPACING;
    dev.candor.Sha256Digest taken = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
      try {
        return pump.digest().at(checkpoint);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }).get(20, TimeUnit.SECONDS);
    taken.update(b, (int) checkpoint, b.length - (int) checkpoint);
    assertThat(taken.hex()).isEqualTo(Sha256.of(b));
    pump.abandon();
    pump.done().get(60, TimeUnit.SECONDS);
  }

  @Test
  void aSmallStreamIsHashedAsItIsRead() throws Exception {
    byte[] b = "one line\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    Pump pump = Pump.start(StdStream.STDERR, new ByteArrayInputStream(b), new SerialSink(new RecordingSink()), 1);
    pump.done().get(60, TimeUnit.SECONDS);
    assertThat(pump.stats()).isEqualTo(new StreamStats(b.length, Sha256.of(b)));
  }
}

package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What reading a result finds of it, the same whichever thread looks at which part. */
class IngestTest {
  @TempDir
  Path dir;

  private Ingest.Ingested read(byte[] b) throws IOException {
    try (Spool spool = new Spool(dir, "test")) {
      return Ingest.read(new ByteArrayInputStream(b), spool, Codec::forWriting, false);
    }
  }

  /** Lines of text past the first mebibyte (the part the packer's thread scans), with {@code bad} at {@code at}. */
  private static byte[] large(int at, byte bad) {
    byte[] line = "INFO worker 12 processed batch 4711 in 0.0123 s\n".getBytes(StandardCharsets.US_ASCII);
    byte[] b = new byte[3 * Ingest.SMALL + 12_345];
    for (int i = 0; i < b.length; i++) {
      b[i] = line[i % line.length];
    }
    if (at >= 0) {
      b[at] = bad;
    }
    return b;
  }

  @Test
  void aLargeResultIsTextOnlyWhenEveryPartOfItIsValidUtf8WithoutNul() throws IOException {
    assertThat(read(large(-1, (byte) 0)).text()).isTrue();
    assertThat(read(large(100, (byte) 0xFF)).text()).as("in the head").isFalse();
    assertThat(read(large(2 * Ingest.SMALL + 7, (byte) 0xFF)).text()).as("past the head").isFalse();
    assertThat(read(large(3 * Ingest.SMALL + 12_000, (byte) 0)).text()).as("a NUL near the end").isFalse();
    byte[] b = large(-1, (byte) 0);
    byte[] euro = "\u20ac".getBytes(StandardCharsets.UTF_8);
    System.arraycopy(euro, 0, b, Ingest.SMALL + Ingest.CHUNK_SIZE - 1, 3); // split across two chunks
    assertThat(read(b).text()).as("a character across chunks").isTrue();
    assertThat(read(Arrays.copyOf(b, Ingest.SMALL + Ingest.CHUNK_SIZE)).text()).as("cut inside it").isFalse();
  }
}

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
    System.arraycopy(euro, 0, b, Ingest.SMALL + Ingest.LARGE_CHUNK_SIZE - 1, 3); // split across two chunks
    assertThat(read(b).text()).as("a character across chunks").isTrue();
    assertThat(read(Arrays.copyOf(b, Ingest.SMALL + Ingest.LARGE_CHUNK_SIZE)).text()).as("cut inside it").isFalse();
  }

  private Ingest.Ingested read(byte[] b, boolean forced) throws IOException {
    try (Spool spool = new Spool(dir, "test")) {
      return Ingest.read(new ByteArrayInputStream(b), spool, Codec::forWriting, forced);
    }
  }

  private static byte[] lines(int size) {
    byte[] b = new byte[size];
    for (int i = 0; i < size; i++) {
      b[i] = (byte) (i % 50 == 49 ? '\n' : 'a' + i % 26);
    }
    return b;
  }

  @Test
  void aLargeResultIsCutIntoLargeChunksEveryOneFullButTheLast() throws IOException {
    for (int size : new int[] {Ingest.SMALL, Ingest.SMALL + 1, 3 * Ingest.SMALL + 12_345}) {
      Ingest.Ingested in = read(lines(size));
      assertThat(in.chunkSize()).isEqualTo(Ingest.LARGE_CHUNK_SIZE);
      int n = in.chunks().size();
      assertThat(n).as("chunks of %d bytes", size).isEqualTo((size + Ingest.LARGE_CHUNK_SIZE - 1) / Ingest.LARGE_CHUNK_SIZE);
      for (int i = 0; i < n - 1; i++) {
        assertThat(in.chunks().get(i).rawLength()).isEqualTo(Ingest.LARGE_CHUNK_SIZE);
        assertThat(in.chunks().get(i + 1).firstLine())
            .isEqualTo(in.chunks().get(i).firstLine() + (long) Ingest.LARGE_CHUNK_SIZE * (i + 1) / 50 - (long) Ingest.LARGE_CHUNK_SIZE * i / 50);
      }
      assertThat(in.chunks().stream().mapToLong(Ingest.Chunk::rawLength).sum()).isEqualTo(size);
      assertThat(in.lines()).isEqualTo((size + 49) / 50);
    }
  }

  @Test
  void aSmallResultGivenTheFastCodecIsOneShortLargeChunk() throws IOException {
    Ingest.Ingested in = read(lines(100_000), true);
    assertThat(in.chunkSize()).isEqualTo(Ingest.LARGE_CHUNK_SIZE);
    assertThat(in.chunks()).extracting(Ingest.Chunk::rawLength).containsExactly(100_000);
    assertThat(in.lines()).isEqualTo(2_000);
    Ingest.Ingested small = read(lines(100_000), false);
    assertThat(small.chunkSize()).isEqualTo(Ingest.CHUNK_SIZE);
    assertThat(small.chunks()).hasSize(2);
  }
}

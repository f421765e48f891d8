package dev.candor.store;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.zip.DataFormatException;

/**
 * The chunk codecs side by side in one run: deflate (what stores held before), zstd, and LZ4
 * (lz4-java's JNI and pure-Java bindings). For each, on the corpus's outputs and on 1 GiB of one
 * repeated log line (what {@code yes '...' | head -c 1G} writes): the ratio and the codec's own
 * compress and decompress MB/s over 64 KiB chunks, then put and fetch MB/s through a whole SQLite
 * store (put: hash, compress and the SQLite write; fetch: decompress, CRC and SHA-256 checks).
 * Rounds interleave the codecs and each keeps its best figure. {@code -DcodecOnly=true} skips the
 * store. {@code load NAME} instead times, in a fresh JVM, what a codec's first chunk costs (classes
 * and native library): store/scripts/codec-bench.sh runs both. Not a test: its figures are
 * wall-clock.
 *
 * <pre>java -cp ... dev.candor.store.CodecBench [gib-megabytes=1024] | load deflate|zstd|lz4-jni|lz4-java</pre>
 */
public final class CodecBench {
  /** The line {@code yes} repeats in the 1 GiB command. */
  static final byte[] YES_LINE = "INFO worker 12 processed batch 4711 in 0.0123 s\n".getBytes(StandardCharsets.US_ASCII);

  private CodecBench() {}

  static final List<String> NAMES = List.of("deflate", "zstd", "lz4-jni", "lz4-java");

  static Codec codec(String name) {
    switch (name) {
      case "deflate":
        return new DeflateCodec();
      case "zstd":
        return new ZstdCodec();
      case "lz4-jni":
        return new Lz4Codec(true);
      case "lz4-java":
        return new Lz4Codec(false);
      default:
        throw new IllegalArgumentException("no codec " + name);
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("load")) {
      load(args[1]);
      return;
    }
    Codec.Weighed.READERS.put("lz4-jni", () -> new Lz4Codec(true));
    Codec.Weighed.READERS.put("lz4-java", () -> new Lz4Codec(false));
    long big = (args.length > 0 ? Long.parseLong(args[0]) : 1024) << 20;
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    List<byte[]> corpus = StoreBench.corpus();
    corpus.forEach(all::writeBytes);
    byte[] joined = all.toByteArray();
    System.out.printf(Locale.ROOT, "java %s, %s; corpus %d outputs, %,d bytes; big result %,d bytes%n",
        System.getProperty("java.version"), String.join(" ", java.lang.management.ManagementFactory
            .getRuntimeMXBean().getInputArguments()), corpus.size(), joined.length, big);
    System.out.printf(Locale.ROOT, "best of %d interleaved rounds (store: %d)%n%-9s %-8s %7s %9s %9s %9s %9s%n",
        ROUNDS, STORE_ROUNDS, "codec", "input", "ratio", "comp MB/s", "dec MB/s", "put MB/s", "fetch MB/s");
    for (String name : NAMES) {
      warm(name, joined);
    }
    boolean storeToo = !Boolean.getBoolean("codecOnly");
    for (String input : List.of("corpus", "1GiB-yes")) {
      Supplier<InputStream> data = input.equals("corpus") ? () -> new StoreBench.Repeat(joined, joined.length)
          : () -> new StoreBench.Repeat(YES_LINE, big);
      long size = input.equals("corpus") ? joined.length : big;
      // Rounds interleave the codecs and each keeps its best, so a busy machine favours none.
      double[][] best = new double[NAMES.size()][5];
      for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < NAMES.size(); i++) {
          double[] r = codecOnly(NAMES.get(i), data, size);
          if (storeToo && round < STORE_ROUNDS) {
            double[] st = input.equals("corpus") ? throughStore(NAMES.get(i), corpus)
                : throughStore(NAMES.get(i), List.of(), data, size);
            r = new double[] {r[0], r[1], r[2], st[0], st[1]};
          }
          for (int k = 0; k < 5; k++) {
            best[i][k] = Math.max(best[i][k], k < r.length ? r[k] : 0);
          }
        }
      }
      for (int i = 0; i < NAMES.size(); i++) {
        System.out.printf(Locale.ROOT, "%-9s %-8s %7.2f %9.0f %9.0f %9.0f %9.0f%n", NAMES.get(i), input, best[i][0],
            best[i][1], best[i][2], best[i][3], best[i][4]);
      }
    }
  }

  private static final int ROUNDS = 3;
  private static final int STORE_ROUNDS = 2;

  /** Ratio, compress MB/s and decompress MB/s of the codec alone over the input's 64 KiB chunks. */
  private static double[] codecOnly(String name, Supplier<InputStream> data, long size)
      throws IOException, DataFormatException {
    byte[] chunk = new byte[Ingest.CHUNK_SIZE];
    byte[] back = new byte[Ingest.CHUNK_SIZE];
    long packedTotal = 0;
    long compressNanos = 0;
    long decompressNanos = 0;
    try (Codec c = codec(name); InputStream in = data.get()) {
      byte[] packed = new byte[c.bound(Ingest.CHUNK_SIZE)];
      int n;
      while ((n = in.readNBytes(chunk, 0, chunk.length)) > 0) {
        long t0 = System.nanoTime();
        int p = c.compress(chunk, n, packed);
        long t1 = System.nanoTime();
        c.decompress(java.util.Arrays.copyOf(packed, p), back, n);
        decompressNanos += System.nanoTime() - t1;
        compressNanos += t1 - t0;
        packedTotal += p;
      }
    }
    return new double[] {(double) size / packedTotal, size / 1e3 / (compressNanos / 1e6),
        size / 1e3 / (decompressNanos / 1e6)};
  }

  /** Put and fetch MB/s of every output of the corpus as its own result, 5 rounds of new content. */
  private static double[] throughStore(String name, List<byte[]> each) throws IOException {
    return throughStore(name, each, null, 0);
  }

  private static double[] throughStore(String name, List<byte[]> each, Supplier<InputStream> big, long size)
      throws IOException {
    Path scratch = Files.createTempDirectory("candor-codec");
    try (ResultStore store = ResultStore.open("sqlite:" + scratch.resolve("s.db"),
        StoreOptions.defaults().withGcEvery(0).withSpoolDir(scratch))) {
      ((JdbcResultStore) store).codecs = () -> codec(name);
      ((JdbcResultStore) store).codecForced = true;
      List<Handle> handles = new ArrayList<>();
      long bytes = 0;
      long t0 = System.nanoTime();
      if (big != null) {
        handles.add(store.put(big.get(), ResultMeta.none()));
        bytes = size;
      } else {
        for (int round = 0; round < 5; round++) {
          byte[] tail = ("\nround " + round + "\n").getBytes(StandardCharsets.US_ASCII);
          for (byte[] b : each) {
            byte[] content = java.util.Arrays.copyOf(b, b.length + tail.length);
            System.arraycopy(tail, 0, content, b.length, tail.length);
            handles.add(store.put(Contents.in(content), ResultMeta.none()));
            bytes += content.length;
          }
        }
      }
      double put = bytes / 1e3 / ((System.nanoTime() - t0) / 1e6);
      t0 = System.nanoTime();
      long fetched = 0;
      for (Handle h : handles) {
        fetched += store.raw(h, OutputStream.nullOutputStream());
      }
      double fetch = fetched / 1e3 / ((System.nanoTime() - t0) / 1e6);
      return new double[] {put, fetch};
    } finally {
      Scratch.delete(scratch);
    }
  }

  /** Runs each codec over the corpus a few times so the JIT has compiled the Java side. */
  private static void warm(String name, byte[] joined) throws DataFormatException {
    byte[] back = new byte[Ingest.CHUNK_SIZE];
    try (Codec c = codec(name)) {
      byte[] packed = new byte[c.bound(Ingest.CHUNK_SIZE)];
      for (int round = 0; round < 3; round++) {
        for (int off = 0; off < joined.length; off += Ingest.CHUNK_SIZE) {
          int n = Math.min(Ingest.CHUNK_SIZE, joined.length - off);
          byte[] chunk = java.util.Arrays.copyOfRange(joined, off, off + n);
          int p = c.compress(chunk, n, packed);
          c.decompress(java.util.Arrays.copyOf(packed, p), back, n);
        }
      }
    }
  }

  /**
   * The first chunk's cost in a fresh JVM: loading the codec's classes (and native library), then
   * compressing and decompressing one 64 KiB chunk of log lines. Prints milliseconds.
   */
  private static void load(String name) throws DataFormatException {
    byte[] chunk = new byte[Ingest.CHUNK_SIZE];
    for (int i = 0; i < chunk.length; i++) {
      chunk[i] = YES_LINE[i % YES_LINE.length];
    }
    byte[] back = new byte[chunk.length];
    long t0 = System.nanoTime();
    try (Codec c = codec(name)) {
      if (c instanceof ZstdCodec && !ZstdCodec.available()) {
        throw new IllegalStateException("zstd does not load: " + ZstdCodec.loadFailure());
      }
      byte[] packed = new byte[c.bound(chunk.length)];
      int p = c.compress(chunk, chunk.length, packed);
      c.decompress(java.util.Arrays.copyOf(packed, p), back, chunk.length);
    }
    System.out.printf(Locale.ROOT, "load %s %.2f ms%n", name, (System.nanoTime() - t0) / 1e6);
  }
}

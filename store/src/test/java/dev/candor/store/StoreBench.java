package dev.candor.store;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Store and fetch throughput and the compression ratio on the corpus of real tool outputs. Not a
 * test: run it by hand (see store/scripts/bench.sh), optionally with a store URL; the default is a
 * fresh SQLite file.
 *
 * <pre>java -cp ... dev.candor.store.StoreBench [url] [rounds]</pre>
 */
public final class StoreBench {
  private StoreBench() {}

  public static void main(String[] args) throws Exception {
    Path scratch = Files.createTempDirectory("candor-bench");
    String url = args.length > 0 ? args[0] : "sqlite:" + scratch.resolve("store.db");
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    List<byte[]> corpus = corpus();
    long corpusBytes = corpus.stream().mapToLong(b -> b.length).sum();
    System.out.printf(Locale.ROOT, "store %s%ncorpus: %d outputs, %,d bytes%n", StoreUrl.parse(url).display(),
        corpus.size(), corpusBytes);
    try (ResultStore store = ResultStore.open(url, StoreOptions.defaults().withGcEvery(0))) {
      List<Handle> first = putAll(store, corpus, "");
      Stats s = store.stats();
      System.out.printf(Locale.ROOT, "compression on the corpus: %,d -> %,d bytes, ratio %.2f%n", s.rawBytes(),
          s.storedBytes(), s.compressionRatio());

      long t0 = System.nanoTime();
      List<Handle> handles = new ArrayList<>(first);
      for (int r = 1; r <= rounds; r++) {
        handles.addAll(putAll(store, corpus, "\nround " + r + "\n"));
      }
      double putSeconds = (System.nanoTime() - t0) / 1e9;
      report("store (new content)", corpusBytes * rounds, putSeconds, corpus.size() * rounds);

      t0 = System.nanoTime();
      putAll(store, corpus, "");
      report("store (duplicate content)", corpusBytes, (System.nanoTime() - t0) / 1e9, corpus.size());

      t0 = System.nanoTime();
      long fetched = 0;
      for (Handle h : handles) {
        fetched += store.raw(h, OutputStream.nullOutputStream());
      }
      report("fetch raw (SHA-256 checked)", fetched, (System.nanoTime() - t0) / 1e9, handles.size());

      Random random = new Random(1);
      t0 = System.nanoTime();
      int ranges = 2_000;
      for (int i = 0; i < ranges; i++) {
        Handle h = handles.get(random.nextInt(handles.size()));
        long lines = Math.max(1, store.facts(h).lines());
        long from = 1 + (long) (random.nextDouble() * lines);
        store.lines(h, from, from + 49);
      }
      double each = (System.nanoTime() - t0) / 1e3 / ranges;
      System.out.printf(Locale.ROOT, "%-30s %8.0f us per 50-line range (facts + lines)%n", "fetch lines", each);

      t0 = System.nanoTime();
      long scanned = 0;
      for (Handle h : first) {
        scanned += store.grep(h, "(?i)error|warning", 2, 50).scannedLines();
      }
      double grepSeconds = (System.nanoTime() - t0) / 1e9;
      System.out.printf(Locale.ROOT, "%-30s %8.1f MB/s (%,d lines)%n", "grep", corpusBytes / 1e6 / grepSeconds, scanned);
      bigOne(store);
    } finally {
      Scratch.delete(scratch);
    }
  }

  /** One 64 MB result made of the corpus repeated: throughput without per-put overhead. */
  private static void bigOne(ResultStore store) throws IOException {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    for (byte[] b : corpus()) {
      all.writeBytes(b);
    }
    byte[] unit = all.toByteArray();
    long size = 64L << 20;
    long t0 = System.nanoTime();
    Handle h = store.put(new Repeat(unit, size), ResultMeta.none());
    report("store one 64 MB result", size, (System.nanoTime() - t0) / 1e9, 1);
    t0 = System.nanoTime();
    long n = store.raw(h, OutputStream.nullOutputStream());
    report("fetch one 64 MB result", n, (System.nanoTime() - t0) / 1e9, 1);
    t0 = System.nanoTime();
    Matches m = store.grep(h, "(?i)error|warning", 2, 50);
    report("grep one 64 MB result", size, (System.nanoTime() - t0) / 1e9, 1);
    System.out.printf(Locale.ROOT, "%-30s %,d matching lines of %,d%n", "", m.total(), m.scannedLines());
    Facts f = store.facts(h);
    System.out.printf(Locale.ROOT, "%-30s ratio %.2f (%,d -> %,d bytes)%n", "64 MB result", (double) f.size() / f.storedBytes(),
        f.size(), f.storedBytes());
  }

  private static void report(String what, long bytes, double seconds, int puts) {
    System.out.printf(Locale.ROOT, "%-30s %8.1f MB/s (%,d bytes, %d results, %.2f ms each)%n", what,
        bytes / 1e6 / seconds, bytes, puts, seconds * 1e3 / puts);
  }

  private static List<Handle> putAll(ResultStore store, List<byte[]> corpus, String trailer) throws IOException {
    List<Handle> out = new ArrayList<>();
    byte[] tail = trailer.getBytes(StandardCharsets.UTF_8);
    for (byte[] b : corpus) {
      byte[] content = b;
      if (tail.length > 0) {
        content = java.util.Arrays.copyOf(b, b.length + tail.length);
        System.arraycopy(tail, 0, content, b.length, tail.length);
      }
      out.add(store.put(Contents.in(content), ResultMeta.none()));
    }
    return out;
  }

  static List<byte[]> corpus() throws IOException {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isDirectory(dir.resolve("fixtures/corpus"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IOException("fixtures/corpus not found above " + Path.of("").toAbsolutePath());
    }
    List<byte[]> out = new ArrayList<>();
    try (Stream<Path> cases = Files.list(dir.resolve("fixtures/corpus"))) {
      for (Path c : cases.sorted().toList()) {
        if (Files.isRegularFile(c.resolve("output"))) {
          out.add(Files.readAllBytes(c.resolve("output")));
        }
      }
    }
    return out;
  }

  /** {@code unit} repeated up to {@code size} bytes. */
  static final class Repeat extends java.io.InputStream {
    private final byte[] unit;
    private long left;
    private int at;

    Repeat(byte[] unit, long size) {
      this.unit = unit;
      this.left = size;
    }

    @Override
    public int read() {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (left == 0) {
        return -1;
      }
      int n = (int) Math.min(Math.min(len, left), unit.length - at);
      System.arraycopy(unit, at, b, off, n);
      at = (at + n) % unit.length;
      left -= n;
      return n;
    }
  }
}

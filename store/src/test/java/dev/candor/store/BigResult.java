package dev.candor.store;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Stores and reads back one large result, printing the figures; run by store/scripts/big-result.sh
 * under a small heap to show that put and reads stream in bounded memory.
 *
 * <pre>java -Xmx128m -cp ... dev.candor.store.BigResult [megabytes] [url]</pre>
 */
public final class BigResult {
  private BigResult() {}

  public static void main(String[] args) throws Exception {
    long megabytes = args.length > 0 ? Long.parseLong(args[0]) : 1024;
    Path scratch = Files.createTempDirectory("candor-big");
    String url = args.length > 1 ? args[1] : "sqlite:" + scratch.resolve("store.db");
    long size = megabytes << 20;
    ByteArrayOutputStream unit = new ByteArrayOutputStream();
    for (byte[] b : StoreBench.corpus()) {
      unit.writeBytes(b);
    }
    System.out.printf(Locale.ROOT, "max heap %,d MB; storing %,d MB (the corpus repeated) into %s%n",
        Runtime.getRuntime().maxMemory() >> 20, megabytes, StoreUrl.parse(url).display());
    try (ResultStore store = ResultStore.open(url, StoreOptions.defaults().withGcEvery(0).withSpoolDir(scratch))) {
      long t0 = System.nanoTime();
      Handle h = store.put(new StoreBench.Repeat(unit.toByteArray(), size), ResultMeta.none());
      print("put", size, t0);
      Facts f = store.facts(h);
      System.out.printf(Locale.ROOT, "  %,d lines, %,d bytes stored, ratio %.2f, sha256 %s%n", f.lines(),
          f.storedBytes(), (double) f.size() / f.storedBytes(), f.sha256());

      t0 = System.nanoTime();
      Excerpt tail = store.tail(h, 20);
      System.out.printf(Locale.ROOT, "tail 20 lines: %.1f ms, %s%n", ms(t0), tail.describe());
      t0 = System.nanoTime();
      Excerpt middle = store.lines(h, f.lines() / 2, f.lines() / 2 + 99);
      System.out.printf(Locale.ROOT, "100 lines from the middle: %.1f ms, %s%n", ms(t0), middle.describe());
      t0 = System.nanoTime();
      Excerpt page = store.page(h, 5_000, 65_536);
      System.out.printf(Locale.ROOT, "page 5,000 of 64 KiB: %.1f ms, %s%n", ms(t0), page.describe());

      t0 = System.nanoTime();
      long n = store.raw(h, OutputStream.nullOutputStream());
      print("raw, SHA-256 checked", n, t0);
    } finally {
      Scratch.delete(scratch);
    }
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.printf(Locale.ROOT, "peak heap used (sum of pool peaks): %,d MB of %,d MB%n", peak >> 20,
        Runtime.getRuntime().maxMemory() >> 20);
  }

  private static double ms(long t0) {
    return (System.nanoTime() - t0) / 1e6;
  }

  private static void print(String what, long bytes, long t0) {
    double s = (System.nanoTime() - t0) / 1e9;
    System.out.printf(Locale.ROOT, "%s: %,d bytes in %.1f s, %.1f MB/s%n", what, bytes, s, bytes / 1e6 / s);
  }
}

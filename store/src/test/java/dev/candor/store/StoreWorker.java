package dev.candor.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A second OS process for the contract tests, started with the test classpath.
 *
 * <ul>
 *   <li>{@code many URL THREADS COUNT OUT}: opens the store, prints {@code ready}, waits for a line
 *       on stdin, then stores COUNT results on each of THREADS threads and writes {@code handle
 *       sha256} lines to OUT.
 *   <li>{@code calls URL THREADS COUNT}: as {@code many}, but each call also records a ledger row.
 *   <li>{@code big URL MEGABYTES}: stores one result of incompressible bytes, printing {@code eof}
 *       when the stream has been read and {@code stored HANDLE} once it is committed.
 * </ul>
 */
public final class StoreWorker {
  private StoreWorker() {}

  public static void main(String[] args) throws Exception {
    switch (args[0]) {
      case "many" -> many(args[1], Integer.parseInt(args[2]), Integer.parseInt(args[3]), Path.of(args[4]));
      case "calls" -> calls(args[1], Integer.parseInt(args[2]), Integer.parseInt(args[3]));
      case "big" -> big(args[1], Integer.parseInt(args[2]));
      case "ingesting" -> {
        Incompressible.announceAt = Long.parseLong(args[3]) << 20;
        big(args[1], Integer.parseInt(args[2]));
      }
      default -> throw new IllegalArgumentException("unknown mode " + args[0]);
    }
  }

  private static void many(String url, int threads, int count, Path out) throws Exception {
    try (ResultStore store = ResultStore.open(url, StoreOptions.defaults().withGcEvery(0))) {
      System.out.println("ready");
      System.out.flush();
      new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
      List<String> lines = putMany(store, "child-" + ProcessHandle.current().pid(), threads, count);
      Files.write(out, lines);
    }
  }

  /** Stores {@code count} distinct small results on each of {@code threads} threads. */
  static List<String> putMany(ResultStore store, String who, int threads, int count) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(pool.submit(() -> {
          List<String> done = new ArrayList<>();
          for (int i = 0; i < count; i++) {
            byte[] content = (who + " thread " + thread + " result " + i + "\n").repeat(1 + i % 40)
                .getBytes(StandardCharsets.UTF_8);
            Handle h = store.put(Contents.in(content), ResultMeta.of(List.of("worker", who), 0));
            done.add(h + " " + Contents.sha256(content));
          }
          return done;
        }));
      }
      List<String> all = Collections.synchronizedList(new ArrayList<>());
      for (Future<List<String>> f : futures) {
        all.addAll(f.get());
      }
      return all;
    } finally {
      pool.shutdown();
    }
  }

  private static void calls(String url, int threads, int count) throws Exception {
    try (ResultStore store = ResultStore.open(url, StoreOptions.defaults().withGcEvery(0))) {
      System.out.println("ready");
      System.out.flush();
      new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
      callMany(store, "child-" + ProcessHandle.current().pid(), threads, count);
    }
  }

  /** As a front end does for each call: stores a result, then records the call in the ledger. */
  static void callMany(ResultStore store, String who, int threads, int count) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(pool.submit(() -> {
          for (int i = 0; i < count; i++) {
            List<String> argv = List.of("worker", who, "thread", "" + thread, "call", "" + i);
            byte[] content = (String.join(" ", argv) + "\n").getBytes(StandardCharsets.UTF_8);
            java.time.Instant start = java.time.Instant.now();
            Handle h = store.put(Contents.in(content), ResultMeta.of(argv, i % 5));
            store.record(LedgerEntry.of("worker", argv, "/", start).withExitCode(i % 5)
                .withSize(content.length, java.util.OptionalLong.of(1)).withHandle(h));
          }
          return null;
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
  }

  private static void big(String url, int megabytes) throws IOException {
    try (ResultStore store = ResultStore.open(url, StoreOptions.defaults().withGcEvery(0))) {
      Handle h = store.put(new Incompressible(megabytes * (1L << 20)), ResultMeta.none());
      System.out.println("stored " + h);
    }
  }

  /** Random bytes in lines, so the compressed result is about as large as the raw one. */
  static final class Incompressible extends InputStream {
    /** Once this many bytes are read, "reading" is printed (a kill then lands mid-ingest); -1 never. */
    static long announceAt = -1;
    private final Random random = new Random(42);
    private long left;
    private long read;

    Incompressible(long size) {
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
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        out.println("eof");
        left = -1;
        return -1;
      }
      if (left < 0) {
        return -1;
      }
      int n = (int) Math.min(len, left);
      byte[] chunk = new byte[n];
      random.nextBytes(chunk);
      for (int i = 0; i < n; i++) {
        b[off + i] = (i % 100 == 99) ? (byte) '\n' : chunk[i];
      }
      left -= n;
      if (announceAt >= 0 && read < announceAt && read + n >= announceAt) {
        new PrintWriter(System.out, true, StandardCharsets.UTF_8).println("reading");
      }
      read += n;
      return n;
    }
  }
}

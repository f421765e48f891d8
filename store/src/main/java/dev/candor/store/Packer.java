package dev.candor.store;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.zip.CRC32C;

/**
 * Compresses chunks into the spool on a thread of its own, so that hashing a large result (on
 * the reading thread) and compressing it overlap on two cores. Chunks go in order through a
 * bounded queue of recycled buffers ({@value #DEPTH} chunks of {@link Ingest#LARGE_CHUNK_SIZE} in
 * flight), so memory stays bounded whatever the result's size. The packer also takes each chunk's
 * CRC-32C, counts its line feeds and scans its UTF-8, so the reading thread (which also masks, in
 * {@code candor run}) does less.
 */
final class Packer implements AutoCloseable {
  private static final int DEPTH = 4;
  private static final byte[] END = new byte[0];
  /** Room for every buffer of the pool and the end. */
  private static final int CAPACITY = DEPTH + 1;

  private final Codec codec;
  private final Spool spool;
  private final BlockingQueue<byte[]> full = new ArrayBlockingQueue<>(CAPACITY);
  private final BlockingQueue<byte[]> free = new ArrayBlockingQueue<>(DEPTH);
  private final BlockingQueue<Integer> lengths = new ArrayBlockingQueue<>(CAPACITY);
  private final List<Ingest.Chunk> chunks = new ArrayList<>();
  private final Thread thread;
  private volatile Throwable failure;
  private long newlines;
  private long stored;
  private final Utf8Scan utf8;
  /** Chunks still to come that were scanned before they were given. */
  private int unscanned;

  /**
   * Starts the thread; {@code newlines} is how many line feeds came before the first chunk. Every
   * chunk but the first {@code scanned} given is scanned into {@code utf8}, which is the packer's
   * until {@link #finish} returns.
   */
  Packer(Codec codec, Spool spool, long newlines, Utf8Scan utf8, int scanned) {
    this.codec = codec;
    this.spool = spool;
    this.newlines = newlines;
    this.utf8 = utf8;
    this.unscanned = scanned;
    for (int i = 0; i < DEPTH; i++) {
      free.add(new byte[Ingest.LARGE_CHUNK_SIZE]);
    }
    this.thread = new Thread(this::run, "candor-store-packer");
    thread.setDaemon(true);
    thread.start();
  }

  /** A buffer to fill with the next chunk, waiting while {@value #DEPTH} are in flight. */
  byte[] buffer() {
    return take(free);
  }

  /** Queues {@code buf[0, n)}, a buffer from {@link #buffer()}, as the next chunk. */
  void add(byte[] buf, int n) {
    check();
    lengths.add(n);
    full.add(buf);
  }

  /** Waits until every queued chunk is in the spool; returns them in order. */
  List<Ingest.Chunk> finish() {
    full.add(END);
    join();
    check();
    return chunks;
  }

  long storedBytes() {
    return stored;
  }

  long newlines() {
    return newlines;
  }

  private void run() {
    byte[] packed = new byte[codec.bound(Ingest.LARGE_CHUNK_SIZE)];
    CRC32C crc = new CRC32C();
    try {
      for (byte[] buf = take(full); buf != END; buf = take(full)) {
        int n = lengths.remove();
        crc.reset();
        crc.update(buf, 0, n);
        long lines;
        if (unscanned > 0) {
          unscanned--;
          lines = dev.candor.BreakIndex.count(buf, 0, n);
        } else {
          lines = utf8.updateCountingLines(buf, 0, n);
        }
        int p = codec.compress(buf, n, packed);
        spool.write(packed, 0, p);
        chunks.add(new Ingest.Chunk(newlines + 1, n, (int) crc.getValue(), p));
        newlines += lines;
        stored += p;
        free.offer(buf); // a held head chunk past the pool's size is dropped
      }
    } catch (Throwable t) {
      failure = t;
      free.clear();
      for (int i = 0; i < DEPTH; i++) {
        free.offer(new byte[0]); // unblocks the reader, which then sees the failure
      }
    }
  }

  private void check() {
    Throwable t = failure;
    if (t instanceof RuntimeException e) {
      throw e;
    }
    if (t instanceof Error e) {
      throw e;
    }
    if (t != null) {
      throw new IllegalStateException(t);
    }
  }

  private void join() {
    boolean interrupted = false;
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private static byte[] take(BlockingQueue<byte[]> q) {
    while (true) {
      try {
        return q.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while storing a result", e);
      }
    }
  }

  /** Stops the thread if {@link #finish()} was not reached (the caller's stream failed). */
  @Override
  public void close() {
    if (thread.isAlive()) {
      full.offer(END);
      thread.interrupt();
      join();
    }
  }
}

package dev.candor.capture;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The caller's {@link ChunkSink} behind a lock, so that the two pumps take turns, and the first
 * failure of the run (the sink's or a pipe's), so that the run can stop.
 */
final class SerialSink {

  private final ChunkSink sink;
  // Fair, so chunks go out in the order the pumps asked, i.e. the order their reads completed.
  private final ReentrantLock lock = new ReentrantLock(true);
  private final CompletableFuture<Throwable> failure = new CompletableFuture<>();
  private volatile boolean closed;

  SerialSink(ChunkSink sink) {
    this.sink = sink;
  }

  /** Tells the sink the running digest of {@code stream}; before the stream's pump starts. */
  void digestOf(StdStream stream, StreamDigest digest) {
    sink.digestOf(stream, digest);
  }

  /** Passes a chunk on, unless closed or failed; records what the sink throws. */
  void deliver(StdStream stream, byte[] chunk, int len) {
    deliver(stream, chunk, 0, len);
  }

  /** Passes {@code chunk[off, off + len)} on, unless closed or failed; records what the sink throws. */
  void deliver(StdStream stream, byte[] chunk, int off, int len) {
    lock.lock();
    try {
      if (!closed) {
        sink.accept(stream, chunk, off, len);
      }
    } catch (IOException | RuntimeException | Error e) {
      fail(e);
    } finally {
      lock.unlock();
    }
  }

  /** Records the run's first failure; later chunks are dropped. */
  void fail(Throwable cause) {
    closed = true;
    failure.complete(cause);
  }

  /** Completes with the first failure, if there is one. */
  CompletableFuture<Throwable> failure() {
    return failure;
  }

  /**
   * Stops delivery. Waits up to {@code wait} for a call in progress to return, so that none is
   * left running; a call stuck longer than that is left to finish on its own.
   */
  void close(Duration wait) {
    closed = true;
    try {
      if (lock.tryLock(wait.toNanos(), TimeUnit.NANOSECONDS)) {
        lock.unlock();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

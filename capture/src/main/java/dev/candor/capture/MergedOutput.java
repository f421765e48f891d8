package dev.candor.capture;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A bounded ring buffer between the pumps (writing, as a {@link ChunkSink}) and one reader (as an
 * {@link InputStream}). A writer waits while the buffer is full, which is the backpressure that
 * keeps {@link ProcessCapture#start()} within a fixed amount of memory.
 *
 * <p>{@link #finish()} (no more writes; the reader sees end-of-file after the buffered bytes) and
 * {@link #close()} (the reader is gone; writes are dropped) both release a waiting writer.
 */
final class MergedOutput extends InputStream implements ChunkSink {

  /** Four chunks. */
  static final int DEFAULT_CAPACITY = 4 * ProcessCapture.CHUNK_SIZE;

  private final byte[] ring;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition readable = lock.newCondition();
  private final Condition writable = lock.newCondition();
  // Guarded by lock.
  private int head;
  private int size;
  private boolean finished;
  private boolean closed;

  MergedOutput(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity < 1: " + capacity);
    }
    this.ring = new byte[capacity];
  }

  @Override
  public void accept(Stream stream, byte[] b, int off, int len) throws IOException {
    Objects.checkFromIndexSize(off, len, b.length);
    lock.lock();
    try {
      while (len > 0) {
        while (size == ring.length && !closed && !finished) {
          writable.await();
        }
        if (closed || finished) {
          return;
        }
        int tail = (head + size) % ring.length;
        int n = Math.min(len, Math.min(ring.length - size, ring.length - tail));
        System.arraycopy(b, off, ring, tail, n);
        size += n;
        off += n;
        len -= n;
        readable.signalAll();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while waiting for the reader");
    } finally {
      lock.unlock();
    }
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    Objects.checkFromIndexSize(off, len, b.length);
    if (len == 0) {
      return 0;
    }
    lock.lock();
    try {
      while (size == 0 && !finished && !closed) {
        readable.await();
      }
      if (closed) {
        throw new IOException("stream closed");
      }
      if (size == 0) {
        return -1;
      }
      int n = Math.min(len, Math.min(size, ring.length - head));
      System.arraycopy(ring, head, b, off, n);
      head = (head + n) % ring.length;
      size -= n;
      writable.signalAll();
      return n;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while waiting for output");
    } finally {
      lock.unlock();
    }
  }

  @Override
  public int available() {
    lock.lock();
    try {
      return closed ? 0 : size;
    } finally {
      lock.unlock();
    }
  }

  /** No more writes: the reader gets what is buffered, then end-of-file. */
  void finish() {
    lock.lock();
    try {
      finished = true;
      readable.signalAll();
      writable.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** The reader is gone: what is buffered is dropped, and so is every later write. */
  @Override
  public void close() {
    lock.lock();
    try {
      closed = true;
      size = 0;
      readable.signalAll();
      writable.signalAll();
    } finally {
      lock.unlock();
    }
  }
}

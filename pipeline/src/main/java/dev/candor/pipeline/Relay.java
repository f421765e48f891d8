package dev.candor.pipeline;

import dev.candor.Digested;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Chunks passed from one thread to another, read as a stream: at most {@value #DEPTH} wait, so a
 * slow reader holds the writer back and memory stays bounded. A reader that stops early says so
 * ({@link #stop}), and what is sent after that is dropped rather than waited on. The sender
 * hands over the digest of what it sent with the end ({@link #end(byte[])}), for a reader that
 * shares it ({@link Digested}) rather than hashing the same bytes again.
 */
final class Relay extends InputStream implements Digested {
  private static final int DEPTH = 4;
  private static final byte[] END = new byte[0];
  private static final byte[] FAILED = new byte[0];

  private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(DEPTH + 1);
  private volatile boolean stopped;
  private byte[] cur;
  private int pos;
  private boolean ended;
  private volatile byte[] digest;

  /** Sends {@code chunk}, which the caller no longer changes; waits while the reader is behind. */
  void send(byte[] chunk) throws InterruptedIOException {
    put(chunk);
  }

  /** The stream ends here; {@code sha256} is the digest of every chunk sent. */
  void end(byte[] sha256) throws InterruptedIOException {
    digest = sha256; // written before the end is queued, so read after it is taken
    put(END);
  }

  @Override
  public byte[] sha256() {
    byte[] d = digest;
    if (!ended || d == null) {
      throw new IllegalStateException("the relayed output has not reached its end");
    }
    return d.clone();
  }

  /** The stream broke off: the reader gets an {@link IOException}. */
  void fail() {
    stopped = true; // nothing more is waited on
    queue.clear();
    queue.offer(FAILED);
  }

  /** The reader reads no more: what is sent from now on is dropped. */
  void stop() {
    stopped = true;
    queue.clear();
  }

  private void put(byte[] chunk) throws InterruptedIOException {
    try {
      while (!stopped && !queue.offer(chunk, 50, TimeUnit.MILLISECONDS)) {
        // the reader is behind: wait, unless it stopped meanwhile
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while passing the output on");
    }
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (cur == null || pos == cur.length) {
      if (ended) {
        return -1;
      }
      cur = take();
      pos = 0;
      if (cur == END) {
        ended = true;
        return -1;
      }
      if (cur == FAILED) {
        throw new IOException("the output broke off before its end (its capture or masking failed)");
      }
    }
    int n = Math.min(len, cur.length - pos);
    System.arraycopy(cur, pos, b, off, n);
    pos += n;
    return n;
  }

  private byte[] take() throws InterruptedIOException {
    try {
      return queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while reading the output");
    }
  }
}

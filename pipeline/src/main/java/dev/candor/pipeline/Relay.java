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
 *
 * <p>What is sent is copied into buffers of {@link #bufferSize} bytes that the reader hands back
 * once it has read them, so a long output is passed in a few buffers used again and again: a
 * new mebibyte array per block is, under G1 with the launcher's heap, a humongous allocation,
 * each one zeroed and faulted in afresh, and reason enough for a concurrent collection cycle.
 */
final class Relay extends InputStream implements Digested {
  private static final int DEPTH = 4;
  private static final byte[] END = new byte[0];
  private static final byte[] FAILED = new byte[0];

  /** Bytes {@code data[0, len)} of a chunk. */
  private record Piece(byte[] data, int len) {}

  private static final Piece END_PIECE = new Piece(END, 0);
  private static final Piece FAILED_PIECE = new Piece(FAILED, 0);

  private final int bufferSize;
  private final BlockingQueue<Piece> queue = new ArrayBlockingQueue<>(DEPTH + 1);
  /** Buffers the reader is done with, for the sender to fill again. */
  private final BlockingQueue<byte[]> free = new ArrayBlockingQueue<>(DEPTH + 2);
  private volatile boolean stopped;
  private Piece cur;
  private int pos;
  private boolean ended;
  private volatile byte[] digest;

  /** A relay whose buffers hold {@code bufferSize} bytes; a longer chunk gets a buffer of its own. */
  Relay(int bufferSize) {
    this.bufferSize = bufferSize;
  }

  /** Sends a copy of {@code b[0, len)}; waits while the reader is behind. */
  void send(byte[] b, int len) throws InterruptedIOException {
    byte[] buf = len <= bufferSize ? free.poll() : null;
    if (buf == null) {
      buf = new byte[Math.max(len, bufferSize)];
    }
    System.arraycopy(b, 0, buf, 0, len);
    put(new Piece(buf, len));
  }

  /** The stream ends here; {@code sha256} is the digest of every chunk sent. */
  void end(byte[] sha256) throws InterruptedIOException {
    digest = sha256; // written before the end is queued, so read after it is taken
    put(END_PIECE);
  }

  /** Whether the reader has read to the end; ask once the reader's thread has ended. */
  boolean ended() {
    return ended;
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
    queue.offer(FAILED_PIECE);
  }

  /** The reader reads no more: what is sent from now on is dropped. */
  void stop() {
    stopped = true;
    queue.clear();
  }

  private void put(Piece chunk) throws InterruptedIOException {
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
    while (cur == null || pos == cur.len()) {
      if (ended) {
        return -1;
      }
      if (cur != null && cur.data().length == bufferSize) {
        free.offer(cur.data()); // read: the sender may fill it again
      }
      cur = take();
      pos = 0;
      if (cur == END_PIECE) {
        ended = true;
        return -1;
      }
      if (cur == FAILED_PIECE) {
        throw new IOException("the output broke off before its end (its capture or masking failed)");
      }
    }
    int n = Math.min(len, cur.len() - pos);
    System.arraycopy(cur.data(), pos, b, off, n);
    pos += n;
    return n;
  }

  private Piece take() throws InterruptedIOException {
    try {
      return queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while reading the output");
    }
  }
}

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
 * <p>What is sent is lent, not copied ({@link #lend}): the reader hands back each array of {@link
 * #bufferSize} bytes once it has read it, for the sender to fill again ({@link #reclaim}), so a
 * long output is passed in a few buffers used again and again: a new mebibyte array per block
 * is, under G1 with the launcher's heap, a humongous allocation, each one zeroed and faulted in
 * afresh, and reason enough for a concurrent collection cycle. A copy of each block into a
 * buffer of the relay's own was a gibibyte copied for nothing.
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

  /** A relay that gives back the arrays of {@code bufferSize} bytes it is lent; others are dropped once read. */
  Relay(int bufferSize) {
    this.bufferSize = bufferSize;
  }

  /**
   * Hands {@code b[0, len)} to the reader as it is, not copied; waits while the reader is behind.
   * The array is the reader's to read until it gives it back ({@link #reclaim}, when {@link
   * #bufferSize} long) or drops it: the sender must not change it meanwhile. False when the reader
   * has stopped and the array was not taken.
   */
  boolean lend(byte[] b, int len) throws InterruptedIOException {
    return put(new Piece(b, len));
  }

  /** An array of {@code bufferSize} bytes the reader has read and given back, to fill again; null when none waits. */
  byte[] reclaim() {
    return free.poll();
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

  /** Queues {@code chunk}, waiting while the reader is behind; false when the reader stopped first. */
  private boolean put(Piece chunk) throws InterruptedIOException {
    try {
      while (!stopped) {
        if (queue.offer(chunk, 50, TimeUnit.MILLISECONDS)) {
          return true;
        }
        // the reader is behind: wait, unless it stopped meanwhile
      }
      return false;
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
    if (!advance()) {
      return -1;
    }
    int n = Math.min(len, cur.len() - pos);
    System.arraycopy(cur.data(), pos, b, off, n);
    pos += n;
    return n;
  }

  /**
   * Writes the rest of the stream to {@code out} from the buffers it came in, without copying it
   * first: the shaper reads every byte of a long output this way, and a copy of each into a buffer
   * of its own was a gibibyte copied for nothing. {@code out} must not keep the arrays it is given.
   */
  @Override
  public long transferTo(java.io.OutputStream out) throws IOException {
    long total = 0;
    while (advance()) {
      int n = cur.len() - pos;
      out.write(cur.data(), pos, n);
      pos += n;
      total += n;
    }
    return total;
  }

  /** Makes {@link #cur} a piece with bytes left to read, taking the next when need be; false at the end. */
  private boolean advance() throws IOException {
    while (cur == null || pos == cur.len()) {
      if (ended) {
        return false;
      }
      if (cur != null && cur.data().length == bufferSize) {
        free.offer(cur.data()); // read: the sender may fill it again (dropped when enough wait)
      }
      cur = take();
      pos = 0;
      if (cur == END_PIECE) {
        ended = true;
        return false;
      }
      if (cur == FAILED_PIECE) {
        throw new IOException("the output broke off before its end (its capture or masking failed)");
      }
    }
    return true;
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

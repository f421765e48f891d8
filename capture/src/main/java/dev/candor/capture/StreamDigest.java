package dev.candor.capture;

import dev.candor.Sha256Digest;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * A stream's running SHA-256 and byte count, with the digest's state kept at every {@value
 * #SPACING} bytes it passes (a checkpoint; the last {@value #KEPT} are kept), so that a reader
 * downstream that sees the same bytes can take their digest from here and hash only from where it
 * must: a merged output that stays one stream's bytes until a secret is masked late, or the other
 * stream writes, hashes from there rather than from its start.
 *
 * <p>Thread-safe: the capture updates it while a reader waits for a checkpoint.
 */
public final class StreamDigest {
  /** Bytes between two checkpoints. */
  public static final int SPACING = 256 * 1024;
  /**
   * Checkpoints kept: the last 16 MiB of the stream. A reader in the same run trails the capture by
   * the chunks queued between them, a few mebibytes at most.
   */
  static final int KEPT = 64;
  /** How long {@link #at} waits for the capture to hash up to a checkpoint before it gives up. */
  private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(60);

  private final Sha256Digest sha256 = new Sha256Digest();
  private long bytes;
  private boolean ended;
  /** The digests at {@code (first + i) * SPACING} bytes, oldest first. */
  private final ArrayDeque<Sha256Digest> kept = new ArrayDeque<>();
  private long first = 1;

  /** A digest of no bytes yet. */
  public StreamDigest() {}

  /** Adds {@code b[off, off + len)}, the stream's next bytes. */
  public synchronized void update(byte[] b, int off, int len) {
    while (len > 0) {
      int n = (int) Math.min(len, SPACING - bytes % SPACING);
      sha256.update(b, off, n);
      bytes += n;
      off += n;
      len -= n;
      if (bytes % SPACING == 0) {
        kept.addLast(sha256.copy());
        if (kept.size() > KEPT) {
          kept.removeFirst();
          first++;
        }
        notifyAll();
      }
    }
  }

  /** The stream has ended (or will be hashed no further): {@link #at} stops waiting for more. */
  public synchronized void end() {
    ended = true;
    notifyAll();
  }

  /** What has been hashed so far. */
  public synchronized StreamStats stats() {
    return new StreamStats(bytes, sha256.hex());
  }

  /**
   * The digest of the stream's first {@code offset} bytes, a multiple of {@link #SPACING}, as a
   * copy to go on with; waits until the stream is hashed that far.
   *
   * @throws IllegalArgumentException when {@code offset} is not a checkpoint's
   * @throws IOException when that checkpoint is no longer kept, the stream ended before it, or the
   *     capture did not reach it within a minute
   */
  public synchronized Sha256Digest at(long offset) throws IOException {
    if (offset < 0 || offset % SPACING != 0) {
      throw new IllegalArgumentException("a checkpoint is at a multiple of " + SPACING + " bytes, not at " + offset);
    }
    if (offset == 0) {
      return new Sha256Digest();
    }
    long deadline = System.nanoTime() + WAIT_NANOS;
    try {
      while (bytes < offset && !ended) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new IOException("the capture did not hash the output's first " + offset + " bytes within a minute");
        }
        TimeUnit.NANOSECONDS.timedWait(this, left);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while waiting for the capture's digest");
    }
    long index = offset / SPACING - first;
    if (bytes < offset || index < 0) {
      throw new IOException("the capture's digest at byte " + offset + " is not kept (it has "
          + (bytes < offset ? "only " + bytes + " bytes" : "checkpoints from byte " + first * SPACING) + ")");
    }
    int i = 0;
    for (Sha256Digest d : kept) {
      if (i++ == index) {
        return d.copy();
      }
    }
    throw new IllegalStateException("checkpoint " + index + " of " + kept.size());
  }
}

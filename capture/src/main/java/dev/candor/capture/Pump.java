package dev.candor.capture;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;

/**
 * Reads one pipe to its end on a thread of its own, counting and hashing every byte and handing
 * each chunk to the shared sink.
 *
 * <p>Past its first {@value #HASH_APART_FROM} bytes a stream is hashed on a second thread: the
 * pump hands each chunk to it and reads the next into another of a few buffers, so reading the
 * pipe, merging the lines and hashing them overlap. The pump's thread is what the command waits
 * on when its pipe is full, and SHA-256 was a third of its work on a 1 GiB output. The count and
 * the digest always cover the same bytes ({@link #stats} is taken between two chunks hashed).
 * A piece handed to that thread ends at the stream's next {@link StreamDigest#SPACING} bytes at
 * the latest, so every checkpoint of bytes delivered is soon taken, whatever the pipe does next.
 *
 * <p>A pump keeps reading after the sink has failed or been closed, so the command never blocks
 * on a full pipe while the run is being wound up; the bytes still count towards the stats.
 */
final class Pump implements Runnable {
  /** A stream is hashed on the pump's own thread up to this many bytes: a small call starts no second thread. */
  static final long HASH_APART_FROM = 1 << 20;
  /** Buffers a pump reads into once it hashes apart, so at most this many chunks wait to be hashed. */
  private static final int BUFFERS = 4;
  /**
   * Bytes of each of those buffers, handed to the hasher when full: one hand-over (and wake-up of
   * the hasher) per 256 KiB of output, where a buffer of a read's size made about 16,000 a gibibyte.
   */
  static final int HASH_PIECE = 256 * 1024;

  /** Bytes {@code data[0, len)} of the stream, to hash. */
  private record Piece(byte[] data, int len) {}

  private static final Piece END = new Piece(new byte[0], 0);

  private final StdStream stream;
  private final InputStream in;
  private final SerialSink sink;
  private final CompletableFuture<Void> done = new CompletableFuture<>();
  /** Every byte read, hashed by the pump or its hasher; the run reads it when it ends, a sink as it goes. */
  private final StreamDigest digest = new StreamDigest();
  private volatile boolean abandoned;
  /** Whether the pump is in a read: the pipe held nothing more when it last looked. */
  private volatile boolean waiting;
  /** The chunks read and not yet hashed, and the buffers hashed, to read into again; null until hashing apart. */
  private BlockingQueue<Piece> toHash;
  private BlockingQueue<byte[]> hashed;
  private Thread hasher;
  private int buffers;

  private Pump(StdStream stream, InputStream in, SerialSink sink) {
    this.stream = stream;
    this.in = in;
    this.sink = sink;
  }

  /** Starts a daemon thread draining {@code in}. */
  static Pump start(StdStream stream, InputStream in, SerialSink sink, long pid) {
    Pump pump = new Pump(stream, in, sink);
    sink.digestOf(stream, pump.digest);
    String name = "candor-capture-" + pid + "-" + stream.name().toLowerCase(Locale.ROOT);
    Thread thread = new Thread(pump, name);
    thread.setDaemon(true);
    thread.start();
    return pump;
  }

  @Override
  public void run() {
    byte[] chunk = new byte[ProcessCapture.CHUNK_SIZE];
    int filled = 0; // chunk[0, filled) is delivered and not yet hashed, once hashing apart
    long read = 0;
    try (in) {
      for (int n; ; ) {
        boolean apart = hasher != null || read >= HASH_APART_FROM;
        int room = chunk.length - filled;
        if (apart) { // a piece ends at a checkpoint: its bytes may be waited on
          room = (int) Math.min(room, StreamDigest.SPACING - read % StreamDigest.SPACING);
        }
        waiting = true;
        n = in.read(chunk, filled, room);
        waiting = false;
        if (n == -1) {
          break;
        }
        if (!apart) {
          count(chunk, n);
          sink.deliver(stream, chunk, n);
        } else {
          // Delivered as read; handed to the hasher a full buffer at a time, since a pump that
          // keeps up with its command reads the pipe in small pieces, and a hand-over each
          // (a wake-up of the hasher) cost more system time than the hashing saved.
          sink.deliver(stream, chunk, filled, n);
          filled += n;
          if (filled == chunk.length || (read + n) % StreamDigest.SPACING == 0) {
            hashApart(chunk, filled); // read only, there, until handed back
            chunk = nextBuffer();
            filled = 0;
          }
        }
        read += n;
      }
    } catch (IOException e) {
      if (!abandoned) {
        sink.fail(e);
      }
    } catch (InterruptedException e) {
      sink.fail(new java.io.InterruptedIOException("interrupted while hashing " + stream));
    } finally {
      endHashing(chunk, filled);
      digest.end();
      done.complete(null);
    }
  }

  private void hashApart(byte[] chunk, int n) throws InterruptedException {
    if (hasher == null) {
      toHash = new ArrayBlockingQueue<>(BUFFERS + 1);
      hashed = new ArrayBlockingQueue<>(BUFFERS + 1);
      buffers = 1; // the one being read into
      hasher = new Thread(new Runnable() { // not a lambda: a bootstrap on every run's path
        @Override
        public void run() {
          hash();
        }
      }, "candor-hash-" + stream.name().toLowerCase(Locale.ROOT));
      hasher.setDaemon(true);
      hasher.start();
    }
    toHash.put(new Piece(chunk, n));
  }

  /** A buffer to read the next chunk into: a new one while there are fewer than {@value #BUFFERS}, else one hashed. */
  private byte[] nextBuffer() throws InterruptedException {
    byte[] b = hashed.poll();
    if (b == null && buffers < BUFFERS) {
      buffers++;
      return new byte[HASH_PIECE];
    }
    return b != null ? b : hashed.take();
  }

  private void hash() {
    try {
      for (Piece p = toHash.take(); p != END; p = toHash.take()) {
        count(p.data(), p.len());
        hashed.offer(p.data());
      }
    } catch (InterruptedException e) {
      // the pump ends it only by END; nothing else interrupts it
    }
  }

  /** Hands over {@code chunk[0, filled)}, what was delivered and not yet hashed, and waits until every chunk is hashed. */
  private void endHashing(byte[] chunk, int filled) {
    if (hasher == null) {
      return;
    }
    boolean interrupted = false;
    Piece last = filled > 0 ? new Piece(chunk, filled) : END;
    while (true) {
      try {
        if (last != END) {
          toHash.put(last);
          last = END;
        }
        toHash.put(END);
        hasher.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Whether the pump has read all the pipe held when it last looked and waits for more (or is
   * done): a pump that is still reading, or handing a chunk on, has output to take yet.
   */
  boolean idle() {
    return waiting || done.isDone();
  }

  /** Completes when the pipe is at end-of-file, has failed, or was abandoned and closed. */
  CompletableFuture<Void> done() {
    return done;
  }

  /**
   * Gives up on the pipe: closes our end. A read blocked on a pipe that some escaped process
   * still holds is not woken by that; the daemon thread ends when that process closes its end.
   */
  void abandon() {
    abandoned = true;
    try {
      in.close();
    } catch (IOException e) {
      // we are done with it either way
    }
  }

  /** What has been read so far. */
  StreamStats stats() {
    return digest.stats();
  }

  /** The stream's running digest, for a sink that hashes the same bytes to take up. */
  StreamDigest digest() {
    return digest;
  }

  private void count(byte[] chunk, int n) {
    digest.update(chunk, 0, n);
  }
}

package dev.candor.capture;

import dev.candor.Sha256Digest;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * Reads one pipe to its end on a thread of its own, counting and hashing every byte and handing
 * each chunk to the shared sink.
 *
 * <p>A pump keeps reading after the sink has failed or been closed, so the command never blocks
 * on a full pipe while the run is being wound up; the bytes still count towards the stats.
 */
final class Pump implements Runnable {

  private final StdStream stream;
  private final InputStream in;
  private final SerialSink sink;
  private final CompletableFuture<Void> done = new CompletableFuture<>();
  // Guarded by this: the pump updates them, the run reads them when it ends.
  private final Sha256Digest sha256 = new Sha256Digest();
  private long bytes;
  private volatile boolean abandoned;
  /** Whether the pump is in a read: the pipe held nothing more when it last looked. */
  private volatile boolean waiting;

  private Pump(StdStream stream, InputStream in, SerialSink sink) {
    this.stream = stream;
    this.in = in;
    this.sink = sink;
  }

  /** Starts a daemon thread draining {@code in}. */
  static Pump start(StdStream stream, InputStream in, SerialSink sink, long pid) {
    Pump pump = new Pump(stream, in, sink);
    String name = "candor-capture-" + pid + "-" + stream.name().toLowerCase(Locale.ROOT);
    Thread thread = new Thread(pump, name);
    thread.setDaemon(true);
    thread.start();
    return pump;
  }

  @Override
  public void run() {
    byte[] chunk = new byte[ProcessCapture.CHUNK_SIZE];
    try (in) {
      for (int n; ; ) {
        waiting = true;
        n = in.read(chunk);
        waiting = false;
        if (n == -1) {
          break;
        }
        count(chunk, n);
        sink.deliver(stream, chunk, n);
      }
    } catch (IOException e) {
      if (!abandoned) {
        sink.fail(e);
      }
    } finally {
      done.complete(null);
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
  synchronized StreamStats stats() {
    return new StreamStats(bytes, sha256.hex());
  }

  private synchronized void count(byte[] chunk, int n) {
    sha256.update(chunk, 0, n);
    bytes += n;
  }
}

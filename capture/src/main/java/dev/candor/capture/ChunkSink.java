package dev.candor.capture;

import java.io.IOException;

/**
 * Receives a command's output as it is read, one chunk of at most 64 KiB at a time.
 *
 * <p>Calls are serialized: no two overlap, and they come in the order the reads completed across
 * both streams. They come from the two pump threads, not from the thread that called {@link
 * ProcessCapture#run}. The array is reused once the call returns, so copy what you keep.
 *
 * <p>A slow sink slows the command: while it runs, nothing is read, the pipe fills and the
 * command blocks on its next write. That is the backpressure that keeps memory bounded.
 */
@FunctionalInterface
public interface ChunkSink {

  /**
   * Takes {@code len} bytes of {@code stream} from {@code b[off]}.
   *
   * @throws IOException to stop the run: the command's process tree is killed and {@link
   *     ProcessCapture#run} rethrows this exception
   */
  void accept(StdStream stream, byte[] b, int off, int len) throws IOException;

  /**
   * Told once per stream, before any chunk, the capture's running digest of {@code stream}: a sink
   * that hashes the bytes it passes on can take up the capture's digest at a checkpoint rather than
   * hash them all a second time. Nothing by default.
   */
  default void digestOf(StdStream stream, StreamDigest digest) {}
}

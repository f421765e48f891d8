package dev.candor.capture;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * A command started by {@link ProcessCapture#start()}: its merged output, to read, and its result,
 * to await.
 *
 * <pre>{@code
 * try (Running running = capture.start()) {
 *   running.output().transferTo(shaper);
 *   Captured captured = running.await();
 * }
 * }</pre>
 *
 * <p>Read {@link #output()} to its end before calling {@link #await()}: the command cannot finish
 * while its output waits for a reader. {@link #close()} ends the command if it is still running,
 * so a try-with-resources block never leaves a process behind.
 */
public final class Running implements AutoCloseable {

  private final MergedOutput output;
  private final CompletableFuture<Captured> result;
  private final Execution execution;

  Running(MergedOutput output, CompletableFuture<Captured> result, Execution execution) {
    this.output = output;
    this.result = result;
    this.execution = execution;
  }

  /**
   * Standard output and standard error merged in arrival order; end-of-file once the run is over.
   * Not for use by several threads at once.
   */
  public InputStream output() {
    return output;
  }

  /** Whether the run is over and {@link #await()} will not block. */
  public boolean isDone() {
    return result.isDone();
  }

  /**
   * Waits for the run to end and returns how it ended.
   *
   * @throws IOException what {@link ProcessCapture#run} would have thrown
   * @throws InterruptedException if this thread is interrupted while waiting; the command goes on
   */
  public Captured await() throws IOException, InterruptedException {
    try {
      return result.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IOException(cause);
    }
  }

  /**
   * Discards unread output and, if the command is still running, kills its process tree ({@code
   * SIGTERM}, then {@code SIGKILL} after the grace) and waits for the run to end. {@link
   * #await()} then reports the signal. Does nothing once the run is over.
   */
  @Override
  public void close() {
    output.close();
    if (result.isDone()) {
      return;
    }
    execution.cancel();
    boolean interrupted = false;
    while (!result.isDone()) {
      try {
        result.get();
      } catch (InterruptedException e) {
        interrupted = true;
      } catch (ExecutionException e) {
        // reported by await()
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}

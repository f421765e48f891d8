package dev.candor.capture;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;

/**
 * Two pipes made in this process (pipe(2), through {@link Pipe#open}), carrying the command's
 * standard output and standard error, with no helper process: the JDK is told to redirect the
 * child's streams to {@code /proc/self/fd/N}, the write ends' names, which it opens in this process
 * before the fork (on Linux opening that name of a pipe opens the same pipe). Once the child has
 * started, our write ends are closed: end-of-file comes when the last of the command's processes
 * closes its end, as with a shell pipe, and the JDK's reaper never touches them, as with {@link
 * FifoPipes}.
 *
 * <p>The descriptor number of a channel is not public API: it is read through {@code
 * sun.nio.ch.SelChImpl}, which the jar's manifest exports to us ({@code Add-Exports}). Where it is
 * not exported, or {@code /proc/self/fd} is missing, {@link #available()} is false and the caller
 * makes FIFOs instead. A blocked read on these pipes wakes when the channel is closed, so an
 * abandoned pump ends at once rather than when an escaped process lets go of the pipe.
 */
final class ChannelPipes implements Pipes {

  private static final Method FD_VAL = lookup();
  /** Whether opening a write end by its name has worked once in this JVM: /proc may forbid it. */
  private static volatile boolean reopens;

  private final Pipe stdout;
  private final Pipe stderr;
  private final int stdoutFd;
  private final int stderrFd;
  private boolean handedOver;

  private ChannelPipes(Pipe stdout, Pipe stderr) throws IOException {
    this.stdout = stdout;
    this.stderr = stderr;
    this.stdoutFd = fd(stdout.sink());
    this.stderrFd = fd(stderr.sink());
  }

  /** Whether pipes of this kind can be made here. */
  static boolean available() {
    return FD_VAL != null;
  }

  /** Makes both pipes, or closes what it made and throws. */
  static ChannelPipes open() throws IOException {
    if (FD_VAL == null) {
      throw new IOException("the descriptor of a pipe cannot be read here");
    }
    Pipe out = Pipe.open();
    Pipe err;
    try {
      err = Pipe.open();
    } catch (IOException | RuntimeException e) {
      closeQuietly(out.sink());
      closeQuietly(out.source());
      throw e;
    }
    try {
      ChannelPipes pipes = new ChannelPipes(out, err);
      if (!reopens) {
        new java.io.FileOutputStream("/proc/self/fd/" + pipes.stdoutFd).close(); // what the JDK will do
        reopens = true;
      }
      return pipes;
    } catch (IOException | RuntimeException e) {
      for (Pipe p : new Pipe[] {out, err}) {
        closeQuietly(p.sink());
        closeQuietly(p.source());
      }
      throw e;
    }
  }

  @Override
  public void redirect(ProcessBuilder builder) {
    builder.redirectOutput(new File("/proc/self/fd/" + stdoutFd)).redirectError(new File("/proc/self/fd/" + stderrFd));
  }

  @Override
  public InputStream[] started(Process process) {
    handedOver = true;
    close();
    return new InputStream[] {Channels.newInputStream(stdout.source()), Channels.newInputStream(stderr.source())};
  }

  @Override
  public void close() {
    closeQuietly(stdout.sink());
    closeQuietly(stderr.sink());
    if (!handedOver) {
      closeQuietly(stdout.source());
      closeQuietly(stderr.source());
    }
  }

  private static int fd(Pipe.SinkChannel sink) throws IOException {
    try {
      return (Integer) FD_VAL.invoke(sink);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IOException("cannot read the descriptor of a pipe: " + e, e);
    }
  }

  /** {@code SelChImpl.getFDVal}, when the package is exported to us and /proc/self/fd is there. */
  private static Method lookup() {
    try {
      if (!new File("/proc/self/fd").isDirectory()) {
        return null;
      }
      Class<?> selCh = Class.forName("sun.nio.ch.SelChImpl");
      if (!selCh.getModule().isExported("sun.nio.ch", ChannelPipes.class.getModule())) {
        return null; // asking would throw IllegalAccessException on every call
      }
      return selCh.getMethod("getFDVal");
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return null;
    }
  }

  private static void closeQuietly(java.io.Closeable c) {
    try {
      c.close();
    } catch (IOException e) {
      // nothing was written through it, so nothing is lost
    }
  }
}

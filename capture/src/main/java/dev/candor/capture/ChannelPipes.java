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
 * sun.nio.ch.SelChImpl} where that package is exported to us (the jar's manifest does it for
 * {@code java -jar}), else, on a JDK before 23, as the channel's {@code fdVal} field through {@code
 * sun.misc.Unsafe} (module {@code jdk.unsupported}, open to all). The launcher relies on the
 * second: an {@code --add-exports} option turns off the JVM's archived module graph, which made
 * every call 40-50 ms of CPU slower before {@code main}; what Unsafe reads is checked once against
 * {@code /proc/self/fd} (both ends must name one pipe). Where neither works, or {@code
 * /proc/self/fd} is missing, {@link #available()} is false and the caller makes FIFOs instead. A
 * blocked read on these pipes wakes when the channel is closed, so an abandoned pump ends at once
 * rather than when an escaped process lets go of the pipe.
 */
final class ChannelPipes implements Pipes {

  private static final Method FD_VAL = lookup();
  /** Reads {@code fdVal} where FD_VAL is null; null where that cannot be done either. */
  @SuppressWarnings("removal")
  private static final sun.misc.Unsafe UNSAFE = FD_VAL == null ? unsafe() : null;
  /** Where {@code fdVal} lies in a sink and in a source channel. */
  private static final long SINK_FD = UNSAFE != null ? offset("sun.nio.ch.SinkChannelImpl") : -1;
  private static final long SOURCE_FD = UNSAFE != null ? offset("sun.nio.ch.SourceChannelImpl") : -1;
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
    return FD_VAL != null || (SINK_FD >= 0 && SOURCE_FD >= 0);
  }

  /** Makes both pipes, or closes what it made and throws. */
  static ChannelPipes open() throws IOException {
    if (!available()) {
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
        if (FD_VAL == null) { // read through Unsafe: both ends must name one pipe
          String sink = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/" + pipes.stdoutFd)).toString();
          String source = java.nio.file.Files.readSymbolicLink(
              java.nio.file.Path.of("/proc/self/fd/" + UNSAFE.getInt(out.source(), SOURCE_FD))).toString();
          if (!sink.startsWith("pipe:") || !sink.equals(source)) {
            throw new IOException("the descriptor read from a pipe's channel is not that pipe's");
          }
        }
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
      return FD_VAL != null ? (Integer) FD_VAL.invoke(sink) : UNSAFE.getInt(sink, SINK_FD);
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

  /**
   * {@code sun.misc.Unsafe}, on a JDK whose Unsafe still reads fields without a warning (before
   * 23), where {@code /proc/self/fd} is there to check what it reads; else null. Called directly,
   * not through reflection, which cost a small call tens of milliseconds of CPU.
   */
  @SuppressWarnings("removal")
  private static sun.misc.Unsafe unsafe() {
    try {
      if (Runtime.version().feature() >= 23 || !new File("/proc/self/fd").isDirectory()) {
        return null;
      }
      java.lang.reflect.Field the = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      the.setAccessible(true);
      return (sun.misc.Unsafe) the.get(null);
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return null;
    }
  }

  /** The offset of the int field {@code fdVal} in channel class {@code name}, or -1. */
  @SuppressWarnings("removal")
  private static long offset(String name) {
    try {
      java.lang.reflect.Field f = Class.forName(name).getDeclaredField("fdVal");
      return f.getType() == int.class ? UNSAFE.objectFieldOffset(f) : -1;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return -1;
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

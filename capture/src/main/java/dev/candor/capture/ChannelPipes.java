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
 * every call 40-50 ms of CPU slower before {@code main}. Where neither works, or {@code
 * /proc/self/fd} is missing, {@link #available()} is false and the caller makes FIFOs instead. A blocked read on these pipes wakes when the channel is closed, so an
 * abandoned pump ends at once rather than when an escaped process lets go of the pipe.
 */
final class ChannelPipes implements Pipes {

  private static final Method FD_VAL = lookup();
  /** {@code sun.misc.Unsafe}'s instance, its {@code getInt(Object, long)}, and the offset of {@code fdVal}; where FD_VAL is null. */
  private static final Object[] UNSAFE = FD_VAL == null ? unsafe() : null;
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
    return FD_VAL != null || UNSAFE != null;
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
      if (FD_VAL != null) {
        return (Integer) FD_VAL.invoke(sink);
      }
      return (Integer) ((Method) UNSAFE[1]).invoke(UNSAFE[0], sink, UNSAFE[2]);
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
   * Reads {@code fdVal} of a pipe's sink as {@code SelChImpl.getFDVal} would, on a JDK whose
   * {@code sun.misc.Unsafe} still reads fields without a warning (before 23), and only when the
   * field read from a fresh pipe names a descriptor that {@code /proc/self/fd} shows as a pipe.
   */
  private static Object[] unsafe() {
    try {
      if (Runtime.version().feature() >= 23 || !new File("/proc/self/fd").isDirectory()) {
        return null;
      }
      Class<?> u = Class.forName("sun.misc.Unsafe");
      java.lang.reflect.Field the = u.getDeclaredField("theUnsafe");
      the.setAccessible(true);
      Object unsafe = the.get(null);
      Method getInt = u.getMethod("getInt", Object.class, long.class);
      Pipe probe = Pipe.open();
      try {
        java.lang.reflect.Field fdVal = probe.sink().getClass().getDeclaredField("fdVal");
        if (fdVal.getType() != int.class) {
          return null;
        }
        Object offset = u.getMethod("objectFieldOffset", java.lang.reflect.Field.class).invoke(unsafe, fdVal);
        int fd = (Integer) getInt.invoke(unsafe, probe.sink(), offset);
        String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/" + fd)).toString();
        return target.startsWith("pipe:") ? new Object[] {unsafe, getInt, offset} : null;
      } finally {
        closeQuietly(probe.sink());
        closeQuietly(probe.source());
      }
    } catch (ReflectiveOperationException | IOException | RuntimeException | LinkageError e) {
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

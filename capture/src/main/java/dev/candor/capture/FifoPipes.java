package dev.candor.capture;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Two named pipes in a private temporary directory, carrying the command's standard output and
 * standard error.
 *
 * <p>Opening a FIFO read-only waits for a writer and write-only waits for a reader; opening it
 * read-write waits for nothing on Linux. So each FIFO is first opened read-write by us (a writer
 * that keeps the reader's open from waiting), then read-only for the pump, then write-only by the
 * JDK for the child. Once the child has started, our read-write handles are closed and the names
 * deleted: the pipes live on in the open descriptors, and end-of-file comes when the last of the
 * command's processes closes its end, as with a shell pipe. The JDK's reaper never touches them.
 */
final class FifoPipes implements Pipes {

  private static final long MKFIFO_TIMEOUT_SECONDS = 10;

  private final Path dir;
  private final Path stdout;
  private final Path stderr;
  private final List<Closeable> writeHolds = new ArrayList<>(2);
  private final List<InputStream> readers = new ArrayList<>(2);
  private boolean handedOver;

  private FifoPipes(Path dir) {
    this.dir = dir;
    this.stdout = dir.resolve("stdout");
    this.stderr = dir.resolve("stderr");
  }

  /** Makes and opens both FIFOs, or cleans up and throws. */
  static FifoPipes open() throws IOException {
    FifoPipes pipes = new FifoPipes(TempFiles.makeDir(TempFiles.dir(), "capture-"));
    try {
      mkfifo(pipes.stdout, pipes.stderr);
      pipes.hold(pipes.stdout);
      pipes.hold(pipes.stderr);
      return pipes;
    } catch (IOException | RuntimeException e) {
      pipes.close();
      throw e;
    }
  }

  private void hold(Path fifo) throws IOException {
    writeHolds.add(new RandomAccessFile(fifo.toFile(), "rw"));
    readers.add(new FileInputStream(fifo.toFile()));
  }

  @Override
  public void redirect(ProcessBuilder builder) {
    builder.redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
  }

  @Override
  public InputStream[] started(Process process) {
    handedOver = true;
    close();
    return readers.toArray(new InputStream[0]);
  }

  @Override
  public void close() {
    writeHolds.forEach(FifoPipes::closeQuietly);
    if (!handedOver) {
      readers.forEach(FifoPipes::closeQuietly);
    }
    deleteQuietly(stdout);
    deleteQuietly(stderr);
    deleteQuietly(dir);
  }

  private static void mkfifo(Path... fifos) throws IOException {
    List<String> command = new ArrayList<>(List.of("mkfifo", "-m", "600"));
    for (Path fifo : fifos) {
      command.add(fifo.toString());
    }
    Process mkfifo = new ProcessBuilder(command)
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    try {
      if (!mkfifo.waitFor(MKFIFO_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        mkfifo.destroyForcibly();
        throw new IOException("mkfifo did not finish in " + MKFIFO_TIMEOUT_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      mkfifo.destroyForcibly();
      throw new InterruptedIOException("interrupted while making named pipes");
    }
    if (mkfifo.exitValue() != 0) {
      throw new IOException("mkfifo exited with " + mkfifo.exitValue());
    }
  }

  private static void closeQuietly(Closeable c) {
    try {
      c.close();
    } catch (IOException e) {
      // nothing was written through it, so nothing is lost
    }
  }

  private static void deleteQuietly(Path p) {
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // a name left in a private temporary directory is harmless
    }
  }
}

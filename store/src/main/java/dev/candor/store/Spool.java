package dev.candor.store;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Holds a result's compressed chunks between reading the caller's stream and the one transaction
 * that writes them, so the database's write lock is held only while copying, never while a slow
 * producer is still writing. Up to {@link #MEMORY_LIMIT} bytes stay in memory; past that they go
 * to a temporary file (mode 600), deleted on {@link #close()}. A process killed meanwhile leaves a
 * {@code candor-spool-PID-*} file in the spool directory and nothing in the database; the next
 * store opened there deletes it once that PID no longer runs (files without a PID, from older
 * versions, a day later).
 */
final class Spool implements AutoCloseable {
  static final int MEMORY_LIMIT = 1 << 20;
  private static final long STALE_MILLIS = 24L * 60 * 60 * 1000;

  private final Path dir;
  private final String store;
  private byte[] memory = new byte[8192];
  private int used;
  private Path file;
  private OutputStream fileOut;
  private long size;

  Spool(Path dir, String store) {
    this.dir = dir;
    this.store = store;
  }

  void write(byte[] b, int off, int len) {
    try {
      if (file == null && used + len <= MEMORY_LIMIT) {
        if (used + len > memory.length) {
          memory = Arrays.copyOf(memory, Math.min(MEMORY_LIMIT, Math.max(used + len, memory.length * 2)));
        }
        System.arraycopy(b, off, memory, used, len);
        used += len;
      } else {
        if (file == null) {
          Files.createDirectories(dir);
          file = Files.createTempFile(dir, "candor-spool-" + ProcessHandle.current().pid() + "-", ".tmp");
          // Not truncated (it is empty): on ext4 a truncated file is written out when closed (TempFiles.open).
          fileOut = new BufferedOutputStream(Files.newOutputStream(file, java.nio.file.StandardOpenOption.WRITE), 1 << 16);
          fileOut.write(memory, 0, used);
          memory = null;
        }
        fileOut.write(b, off, len);
      }
      size += len;
    } catch (IOException e) {
      throw Failures.unavailable(store, "stage a result for", e);
    }
  }

  /**
   * Deletes spool files left by killed processes: those whose process is gone, or that were not
   * modified for a day. Best effort; a failure here never stops the store from opening.
   */
  static void sweep(Path dir, long nowMillis) {
    try (java.nio.file.DirectoryStream<Path> old = Files.newDirectoryStream(dir, "candor-spool-*.tmp")) {
      for (Path p : old) {
        if (ownerGone(p) || Files.getLastModifiedTime(p).toMillis() < nowMillis - STALE_MILLIS) {
          Files.deleteIfExists(p);
        }
      }
    } catch (IOException | RuntimeException e) {
      // Leftovers are only wasted space.
    }
  }

  /**
   * Whether the file's name holds a PID that no longer runs. A PID that runs again as another
   * process keeps the file until the day is out.
   */
  static boolean ownerGone(Path p) {
    String name = p.getFileName().toString();
    int start = "candor-spool-".length();
    int dash = name.indexOf('-', start);
    if (dash < 0) {
      return false;
    }
    try {
      return ProcessHandle.of(Long.parseLong(name.substring(start, dash))).map(h -> !h.isAlive()).orElse(true);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  long size() {
    return size;
  }

  /** A fresh reader from the start; each transaction attempt takes one. */
  InputStream reader() {
    try {
      if (file == null) {
        return new ByteArrayInputStream(memory, 0, used);
      }
      fileOut.flush();
      return new BufferedInputStream(Files.newInputStream(file), 1 << 16);
    } catch (IOException e) {
      throw Failures.unavailable(store, "read back a staged result for", e);
    }
  }

  @Override
  public void close() {
    try {
      if (fileOut != null) {
        fileOut.close();
      }
      if (file != null) {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      // A leftover temp file is not worth failing a stored result over.
    }
  }
}

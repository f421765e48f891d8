package dev.candor.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * {@link SpanSink#jsonl}: one span per line, appended under a file lock.
 *
 * <p>Why both locks. {@code O_APPEND} alone makes each {@code write(2)} land at the end, but POSIX
 * promises no atomicity for regular files, and a span can exceed any size a kernel happens to
 * write in one piece; the {@link FileLock} serialises writers across processes. A {@code FileLock}
 * is held by the whole JVM, though: a second thread locking the same file through another channel
 * gets {@link java.nio.channels.OverlappingFileLockException} instead of waiting. So threads of one
 * JVM first take a monitor shared by every sink of the same path, and only the holder takes the
 * file lock.
 */
final class JsonlSink implements SpanSink {
  private static final ConcurrentMap<Path, Object> MONITORS = new ConcurrentHashMap<>();

  private final Path file;
  private final Object monitor;

  JsonlSink(Path file) {
    this.file = Objects.requireNonNull(file, "file").toAbsolutePath().normalize();
    Object fresh = new Object(); // putIfAbsent, not computeIfAbsent with a lambda: this is on every small call's path
    Object held = MONITORS.putIfAbsent(this.file, fresh);
    this.monitor = held != null ? held : fresh;
  }

  @Override
  public void append(Span span) throws IOException {
    ByteBuffer line = ByteBuffer.wrap((span.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
    Path parent = file.getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    synchronized (monitor) {
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
          StandardOpenOption.APPEND)) {
        ch.lock(); // released when the channel closes, after the write
        ch.write(line);
        // A regular file takes the whole buffer in one write; should a kernel ever take less, the
        // rest still follows under the same lock, so no other writer can come between.
        while (line.hasRemaining()) {
          ch.write(line);
        }
      }
    }
  }

  @Override
  public String toString() {
    return "SpanSink.jsonl(" + file + ")";
  }
}

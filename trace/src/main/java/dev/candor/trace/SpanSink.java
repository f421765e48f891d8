package dev.candor.trace;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Where spans go as tool calls finish.
 *
 * <p>Implementations are thread-safe.
 */
public interface SpanSink {

  /** Records {@code span}; when this returns, the span is written. */
  void append(Span span) throws IOException;

  /**
   * A sink that appends each span to {@code file} as one JSON line, creating the file and its parent
   * directories as needed.
   *
   * <p>Each line is written whole or not at all with respect to other writers: the file is opened
   * for appending, locked with {@link java.nio.channels.FileChannel#lock()}, written with the
   * complete line in one call, and closed. So any number of threads and processes may append to the
   * same trace at once, and a reader never sees two spans spliced into one line. The sink holds no
   * open file between calls and needs no closing.
   */
  static SpanSink jsonl(Path file) {
    return new JsonlSink(file);
  }
}

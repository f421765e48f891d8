package dev.candor.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Reads an output line by line in bounded memory: each line's first bytes, however long the line. */
final class StreamedLines {
  /** Receives one line: its first bytes decoded (no line break), and whether that is all of it. */
  interface Sink {
    void line(String prefix, boolean complete);
  }

  private StreamedLines() {}

  /**
   * Calls {@code sink} for every line of {@code in}: one per {@code \n}, and one for text after the
   * last; a {@code \r} before the {@code \n} is dropped. Holds at most {@code maxBytes} of a line.
   */
  static void each(InputStream in, int maxBytes, Sink sink) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    boolean over = false;
    boolean open = false;
    byte[] buf = new byte[1 << 16];
    for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
      int start = 0;
      for (int i = 0; i < n; i++) {
        if (buf[i] == '\n') {
          if (!over) {
            int room = maxBytes - line.size();
            line.write(buf, start, Math.min(i - start, room));
            over = i - start > room;
          }
          emit(line, !over, sink);
          over = false;
          open = false;
          start = i + 1;
        }
      }
      if (start < n) {
        open = true;
        if (!over) {
          int room = maxBytes - line.size();
          line.write(buf, start, Math.min(n - start, room));
          over = n - start > room;
        }
      }
    }
    if (open) {
      emit(line, !over, sink);
    }
  }

  private static void emit(ByteArrayOutputStream line, boolean complete, Sink sink) {
    byte[] b = line.toByteArray();
    int len = b.length > 0 && b[b.length - 1] == '\r' && complete ? b.length - 1 : b.length;
    sink.line(new String(b, 0, len, StandardCharsets.UTF_8), complete);
    line.reset();
  }
}

package dev.candor.cli;

import dev.candor.capture.Stream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Merges stdout and stderr in arrival order a line at a time. The pipes deliver chunks that end
 * anywhere, so writing them as they come would splice a stderr line into the middle of a stdout
 * line ({@code 19982FATAL: disk quota exceeded}) and hide it from the error patterns. Each stream's
 * unfinished line waits here until its line break arrives; a line longer than {@link #MAX_PENDING}
 * is written as it is, so memory stays bounded.
 */
final class LineMerger {
  static final int MAX_PENDING = 64 * 1024;

  private final OutputStream out;
  private final Pending stdout = new Pending();
  private final Pending stderr = new Pending();

  LineMerger(OutputStream out) {
    this.out = out;
  }

  void accept(Stream stream, byte[] b, int off, int len) throws IOException {
    Pending p = stream == Stream.STDOUT ? stdout : stderr;
    int end = off + len;
    int lastBreak = -1;
    for (int i = end - 1; i >= off; i--) {
      if (b[i] == '\n') {
        lastBreak = i;
        break;
      }
    }
    if (lastBreak >= 0) {
      p.flushTo(out);
      out.write(b, off, lastBreak + 1 - off);
      p.add(b, lastBreak + 1, end - lastBreak - 1);
    } else {
      p.add(b, off, len);
    }
    if (p.len >= MAX_PENDING) {
      p.flushTo(out);
    }
  }

  /** Writes what is left of both streams: the last lines that had no line break. */
  void finish() throws IOException {
    stdout.flushTo(out);
    stderr.flushTo(out);
  }

  private static final class Pending {
    private byte[] buf = new byte[256];
    private int len;

    void add(byte[] b, int off, int n) {
      if (len + n > buf.length) {
        buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
      }
      System.arraycopy(b, off, buf, len, n);
      len += n;
    }

    void flushTo(OutputStream out) throws IOException {
      if (len > 0) {
        out.write(buf, 0, len);
        len = 0;
      }
    }
  }
}

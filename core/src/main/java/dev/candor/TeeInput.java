package dev.candor;

import java.io.IOException;
import java.io.InputStream;

/** Replays a prefix already read, then the rest of a stream; every byte read is fed to a scanner once. */
final class TeeInput extends InputStream {
  private static final int CHUNK = 64 * 1024;
  private final byte[] prefix;
  private final int prefixLen;
  private int prefixPos;
  private final InputStream rest;
  private final Scanner scanner;

  TeeInput(byte[] prefix, int prefixLen, InputStream rest, Scanner scanner) {
    this.prefix = prefix;
    this.prefixLen = prefixLen;
    this.rest = rest;
    this.scanner = scanner;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    int n = read(one, 0, 1);
    return n < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (prefixPos < prefixLen) {
      int n = Math.min(len, prefixLen - prefixPos);
      System.arraycopy(prefix, prefixPos, b, off, n);
      scanner.feed(prefix, prefixPos, n);
      prefixPos += n;
      return n;
    }
    int n = rest.read(b, off, len);
    if (n > 0) {
      scanner.feed(b, off, n);
    }
    return n;
  }

  /**
   * Feeds the rest of the stream to the scanner, writing nothing to {@code out}. A {@link Digested}
   * stream hands its own buffers to the scanner (which copies what it keeps); any other is read a
   * {@value #CHUNK} bytes at a time.
   */
  @Override
  public long transferTo(java.io.OutputStream out) throws IOException {
    long total = 0;
    if (prefixPos < prefixLen) {
      int n = prefixLen - prefixPos;
      scanner.feed(prefix, prefixPos, n);
      prefixPos = prefixLen;
      total += n;
    }
    if (rest instanceof Digested) {
      return total + rest.transferTo(new java.io.OutputStream() {
        @Override
        public void write(int b) {
          write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
          if (len > 0) {
            scanner.feed(b, off, len);
          }
        }
      });
    }
    byte[] buf = new byte[CHUNK];
    for (int n; (n = rest.read(buf, 0, CHUNK)) >= 0; ) {
      if (n > 0) {
        scanner.feed(buf, 0, n);
      }
      total += n;
    }
    return total;
  }
}

package dev.candor;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Counts the bytes read through it and notes when the source runs dry, so that a parse error can
 * be placed at the very end of the input.
 */
final class CountingInput extends FilterInputStream {
  private long count;
  private boolean ended;

  CountingInput(InputStream in) {
    super(in);
  }

  long count() {
    return count;
  }

  boolean ended() {
    return ended;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    note(b < 0 ? -1 : 1);
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    note(n);
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    long skipped = super.skip(n);
    count += skipped;
    return skipped;
  }

  private void note(int n) {
    if (n < 0) {
      ended = true;
    } else {
      count += n;
    }
  }
}

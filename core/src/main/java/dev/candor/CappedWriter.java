package dev.candor;

import java.io.Writer;

/**
 * Keeps what is written up to a limit in chars; past it, drops what it kept, keeps nothing more,
 * and says so. Lets a JSON generator serialize an item of unknown size in bounded memory.
 */
final class CappedWriter extends Writer {
  private final StringBuilder sb = new StringBuilder();
  private final long limit;
  private boolean full;

  CappedWriter(long limit) {
    this.limit = limit;
  }

  boolean full() {
    return full;
  }

  @Override
  public void write(char[] cbuf, int off, int len) {
    if (!full && sb.length() + (long) len <= limit) {
      sb.append(cbuf, off, len);
    } else {
      full = true;
      sb.setLength(0);
    }
  }

  @Override
  public void write(String str, int off, int len) {
    if (!full && sb.length() + (long) len <= limit) {
      sb.append(str, off, off + len);
    } else {
      full = true;
      sb.setLength(0);
    }
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}

  @Override
  public String toString() {
    return sb.toString();
  }
}

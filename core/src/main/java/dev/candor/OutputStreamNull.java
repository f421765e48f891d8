package dev.candor;

import java.io.OutputStream;

/** Discards what is written: used to read a stream to its end. */
final class OutputStreamNull extends OutputStream {
  static final OutputStreamNull INSTANCE = new OutputStreamNull();

  private OutputStreamNull() {}

  @Override
  public void write(int b) {}

  @Override
  public void write(byte[] b, int off, int len) {}
}

package dev.candor.store;

import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * zlib (java.util.zip) at level {@value #LEVEL}: the codec of every store written before zstd, so
 * their chunks keep reading, and the one written when zstd's native library cannot be loaded.
 */
final class DeflateCodec implements Codec {
  static final String NAME = "deflate";

  /** Level 4: most of level 6's ratio on tool output at well under its cost (see StoreBench). */
  static final int LEVEL = 4;

  private final Deflater deflater = new Deflater(LEVEL);
  private final Inflater inflater = new Inflater();

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public int bound(int length) {
    return length + (length >>> 9) + 64;
  }

  @Override
  public int compress(byte[] in, int length, byte[] out) {
    deflater.reset();
    deflater.setInput(in, 0, length);
    deflater.finish();
    int n = 0;
    while (!deflater.finished()) {
      n += deflater.deflate(out, n, out.length - n);
      if (n == out.length && !deflater.finished()) {
        throw new IllegalStateException("deflate output exceeds its bound for " + length + " bytes");
      }
    }
    return n;
  }

  @Override
  public void decompress(byte[] in, byte[] out, int expected) throws DataFormatException {
    inflater.reset();
    inflater.setInput(in);
    int n = 0;
    while (n < expected && !inflater.finished()) {
      int k = inflater.inflate(out, n, expected - n);
      if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
        break;
      }
      n += k;
    }
    if (n != expected || !inflater.finished()) {
      throw new DataFormatException("inflated " + n + " bytes" + (inflater.finished() ? "" : " or more")
          + ", expected " + expected);
    }
  }

  @Override
  public void close() {
    deflater.end();
    inflater.end();
  }
}

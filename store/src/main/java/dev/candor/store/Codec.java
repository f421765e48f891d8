package dev.candor.store;

import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Compresses one chunk at a time with zlib (java.util.zip), so any chunk can be read alone. Not
 * thread-safe: one per put or read. The codec's name is recorded with each content, so another
 * codec can be added without rewriting old rows.
 */
final class Codec implements AutoCloseable {
  static final String NAME = "deflate";

  /** Level 4: most of level 6's ratio on tool output at well under its cost (see StoreBench). */
  static final int LEVEL = 4;

  private final Deflater deflater = new Deflater(LEVEL);
  private final Inflater inflater = new Inflater();

  /** The largest output {@link #compress} can produce for {@code length} input bytes. */
  static int bound(int length) {
    return length + (length >>> 9) + 64;
  }

  /** Compresses {@code in[0, length)} into {@code out}, which holds {@link #bound} bytes. */
  int compress(byte[] in, int length, byte[] out) {
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

  /**
   * Decompresses {@code in} into {@code out[0, expected)}.
   *
   * @throws DataFormatException if the data is not zlib or does not inflate to exactly {@code
   *     expected} bytes
   */
  void decompress(byte[] in, byte[] out, int expected) throws DataFormatException {
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

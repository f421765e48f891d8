package dev.candor.store;

import java.util.zip.DataFormatException;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * LZ4 block format (lz4-java), the codec weighed against zstd in {@link CodecBench} and not
 * chosen (docs/store-codec.md). {@code nativeLib} picks lz4-java's JNI binding (unpacked to a
 * temporary file on first use) or its pure-Java one, which needs no native library.
 */
final class Lz4Codec implements Codec {
  private final String name;
  private final LZ4Compressor compressor;
  private final LZ4SafeDecompressor decompressor;

  Lz4Codec(boolean nativeLib) {
    LZ4Factory f = nativeLib ? LZ4Factory.nativeInstance() : LZ4Factory.fastestJavaInstance();
    this.name = nativeLib ? "lz4-jni" : "lz4-java";
    this.compressor = f.fastCompressor();
    this.decompressor = f.safeDecompressor();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public int bound(int length) {
    return compressor.maxCompressedLength(length);
  }

  @Override
  public int compress(byte[] in, int length, byte[] out) {
    return compressor.compress(in, 0, length, out, 0, out.length);
  }

  @Override
  public void decompress(byte[] in, byte[] out, int expected) throws DataFormatException {
    int n;
    try {
      n = decompressor.decompress(in, 0, in.length, out, 0, expected);
    } catch (LZ4Exception e) {
      throw new DataFormatException("lz4: " + e.getMessage());
    }
    if (n != expected) {
      throw new DataFormatException("decompressed " + n + " bytes, expected " + expected);
    }
  }

  @Override
  public void close() {}
}

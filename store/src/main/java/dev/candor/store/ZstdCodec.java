package dev.candor.store;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import com.github.luben.zstd.util.Native;
import java.util.zip.DataFormatException;

/**
 * Zstandard (zstd-jni) at level {@value #LEVEL}, one frame per chunk, without zstd's own checksum
 * (each chunk has a CRC-32C already). Contexts are made on first use and reused for every chunk
 * of a put or read.
 *
 * <p>zstd-jni's native library is loaded once per process: from {@code -DZstdNativePath=FILE}
 * when given (bin/candor unpacks it once per build), else unpacked by zstd-jni into a temporary
 * file of its own (a unique name per process, so parallel calls never share a half-written file)
 * and deleted once loaded.
 */
final class ZstdCodec implements Codec {
  static final String NAME = "zstd";

  /** Level 1: zstd's fastest standard level, already a better ratio than deflate at level 4. */
  static final int LEVEL = 1;

  private static volatile String failure;
  private static volatile boolean checked;

  private ZstdCompressCtx compressor;
  private ZstdDecompressCtx decompressor;

  /** Whether the native library loads here; tried once per process. */
  static boolean available() {
    if (!checked) {
      synchronized (ZstdCodec.class) {
        if (!checked) {
          try {
            Native.load();
          } catch (LinkageError | RuntimeException e) {
            failure = String.valueOf(e.getMessage());
          }
          checked = true;
        }
      }
    }
    return failure == null;
  }

  /** Why the native library did not load, or null. */
  static String loadFailure() {
    available();
    return failure;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public int bound(int length) {
    return (int) Zstd.compressBound(length);
  }

  @Override
  public int compress(byte[] in, int length, byte[] out) {
    if (compressor == null) {
      compressor = new ZstdCompressCtx().setLevel(LEVEL).setChecksum(false);
    }
    return compressor.compressByteArray(out, 0, out.length, in, 0, length);
  }

  @Override
  public void decompress(byte[] in, byte[] out, int expected) throws DataFormatException {
    if (decompressor == null) {
      decompressor = new ZstdDecompressCtx();
    }
    int n;
    try {
      n = decompressor.decompressByteArray(out, 0, expected, in, 0, in.length);
    } catch (ZstdException e) {
      throw new DataFormatException("zstd: " + e.getMessage());
    }
    if (n != expected) {
      throw new DataFormatException("decompressed " + n + " bytes, expected " + expected);
    }
  }

  @Override
  public void close() {
    if (compressor != null) {
      compressor.close();
    }
    if (decompressor != null) {
      decompressor.close();
    }
  }
}

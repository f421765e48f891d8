package dev.candor.store;

import java.util.zip.DataFormatException;

/**
 * Compresses one chunk at a time, so any chunk can be read alone. Each content records the name
 * of the codec its chunks were written with, and is read back with that one: a store keeps
 * reading what older versions wrote. Not thread-safe: one per put or read.
 *
 * <p>New chunks are written with zstd at level {@value ZstdCodec#LEVEL} (docs/store-codec.md
 * says why, with the figures); deflate when zstd's native library cannot be loaded here.
 */
interface Codec extends AutoCloseable {
  /** The name recorded in {@code content.codec}. */
  String name();

  /** The largest output {@link #compress} can produce for {@code length} input bytes. */
  int bound(int length);

  /** Compresses {@code in[0, length)} into {@code out}, which holds {@link #bound} bytes; returns the length. */
  int compress(byte[] in, int length, byte[] out);

  /**
   * Decompresses {@code in} into {@code out[0, expected)}.
   *
   * @throws DataFormatException if the data is not this codec's or does not decompress to exactly
   *     {@code expected} bytes
   */
  void decompress(byte[] in, byte[] out, int expected) throws DataFormatException;

  @Override
  void close();

  /** Codecs weighed by CodecBench and not chosen, registered by it so its stores read back. */
  final class Weighed {
    static final java.util.Map<String, java.util.function.Supplier<Codec>> READERS =
        new java.util.concurrent.ConcurrentHashMap<>();

    private Weighed() {}
  }

  /** The codec new chunks are written with: zstd, or deflate where zstd cannot load. */
  static Codec forWriting() {
    return ZstdCodec.available() ? new ZstdCodec() : new DeflateCodec();
  }

  /**
   * The codec that reads chunks recorded as {@code name}.
   *
   * @throws IllegalArgumentException when this version knows no codec of that name, or the
   *     codec's native library cannot be loaded here (the message says which)
   */
  static Codec forReading(String name) {
    switch (name) {
      case DeflateCodec.NAME:
        return new DeflateCodec();
      case ZstdCodec.NAME:
        if (!ZstdCodec.available()) {
          throw new IllegalArgumentException("its chunks are zstd and zstd's native library does not load here ("
              + ZstdCodec.loadFailure() + ")");
        }
        return new ZstdCodec();
      default:
        java.util.function.Supplier<Codec> more = Weighed.READERS.get(name);
        if (more != null) {
          return more.get();
        }
        throw new IllegalArgumentException("its chunks were written with codec '" + name
            + "', which this version of candor does not know; read it with the version that wrote it");
    }
  }
}

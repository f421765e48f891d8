package dev.candor.store;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * Reads a raw result once, in bounded memory: hashes it, counts its lines, checks whether it is
 * text, and cuts it into {@link #CHUNK_SIZE} chunks compressed into a {@link Spool}.
 */
final class Ingest {
  /** Raw bytes per chunk: the unit of compression and of random access. */
  static final int CHUNK_SIZE = 64 * 1024;

  /** One compressed chunk in the spool. */
  record Chunk(long firstLine, int rawLength, int crc32c, int storedLength) {}

  /** What reading the stream found. */
  record Ingested(String sha256, long size, long lines, boolean text, List<Chunk> chunks, long storedBytes) {
    String encoding() {
      return text ? "UTF-8" : "binary";
    }

    String contentType() {
      return text ? "text/plain" : "application/octet-stream";
    }
  }

  private Ingest() {}

  /**
   * Reads {@code raw} to its end into {@code spool}.
   *
   * @throws IOException only when reading {@code raw} fails
   */
  static Ingested read(InputStream raw, Spool spool) throws IOException {
    MessageDigest sha = sha256();
    CRC32C crc = new CRC32C();
    Utf8Scan utf8 = new Utf8Scan();
    List<Chunk> chunks = new ArrayList<>();
    byte[] buf = new byte[CHUNK_SIZE];
    byte[] packed = new byte[Codec.bound(CHUNK_SIZE)];
    long size = 0;
    long newlines = 0;
    long stored = 0;
    byte last = '\n';
    try (Codec codec = new Codec()) {
      int n;
      while ((n = fill(raw, buf)) > 0) {
        sha.update(buf, 0, n);
        utf8.update(buf, 0, n);
        crc.reset();
        crc.update(buf, 0, n);
        int packedLength = codec.compress(buf, n, packed);
        spool.write(packed, 0, packedLength);
        chunks.add(new Chunk(newlines + 1, n, (int) crc.getValue(), packedLength));
        newlines += count(buf, n);
        size += n;
        stored += packedLength;
        last = buf[n - 1];
      }
    }
    long lines = newlines + (size > 0 && last != '\n' ? 1 : 0);
    return new Ingested(HexFormat.of().formatHex(sha.digest()), size, lines, utf8.isText(), List.copyOf(chunks), stored);
  }

  /** Reads until {@code buf} is full or the stream ends; returns the bytes read. */
  private static int fill(InputStream in, byte[] buf) throws IOException {
    int n = 0;
    while (n < buf.length) {
      int k = in.read(buf, n, buf.length - n);
      if (k < 0) {
        break;
      }
      n += k;
    }
    return n;
  }

  static long count(byte[] b, int length) {
    long n = 0;
    for (int i = 0; i < length; i++) {
      if (b[i] == '\n') {
        n++;
      }
    }
    return n;
  }

  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}

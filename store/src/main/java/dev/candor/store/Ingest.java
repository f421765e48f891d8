package dev.candor.store;

import dev.candor.Digested;
import dev.candor.Sha256Digest;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.zip.CRC32C;

/**
 * Reads a raw result once, in bounded memory: hashes it, counts its lines, checks whether it is
 * text (on the packer's thread, past the first mebibyte), and cuts it into {@link #CHUNK_SIZE} chunks compressed into a {@link Spool}, each with its
 * CRC-32C. A stream that hashes itself ({@link Digested}) is not hashed again: its digest is taken
 * at its end.
 */
final class Ingest {
  /** Raw bytes per chunk of a small result: the unit of compression and of random access. */
  static final int CHUNK_SIZE = 64 * 1024;

  /**
   * Raw bytes per chunk of a result past {@link #SMALL}. A chunk is a row inserted in the one
   * transaction that ends a put, after the command has ended: a gibibyte in 64 KiB chunks was
   * 16,384 rows (most of the 80 ms between a 1 GiB command's end and its result being stored) and
   * as many hand-overs to the packer. Reading a line back decompresses one chunk, still well under a
   * millisecond. Each content row records its chunk size, so stores keep reading older results.
   */
  static final int LARGE_CHUNK_SIZE = 256 * 1024;

  /** Results up to this size are deflated; larger ones go to the fast codec on a second thread. A multiple of {@link #LARGE_CHUNK_SIZE}. */
  static final int SMALL = 1 << 20;

  /** One compressed chunk in the spool. */
  record Chunk(long firstLine, int rawLength, int crc32c, int storedLength) {}

  /** What reading the stream found. */
  record Ingested(String sha256, long size, long lines, boolean text, int chunkSize, List<Chunk> chunks,
      long storedBytes, String codec) {
    String encoding() {
      return text ? "UTF-8" : "binary";
    }

    String contentType() {
      return text ? "text/plain" : "application/octet-stream";
    }
  }

  private Ingest() {}

  /**
   * Reads {@code raw} to its end into {@code spool}. A result of at most {@link #SMALL} bytes is
   * compressed with deflate, on this thread: most results are that small, and deflate costs no
   * library load. A larger one is compressed with {@code large} (zstd, see {@link Codec}) by a
   * {@link Packer} thread while this one hashes.
   *
   * @param large the codec for a result past {@link #SMALL}; when {@code forced}, for every result
   * @throws IOException only when reading {@code raw} fails
   */
  static Ingested read(InputStream raw, Spool spool, Supplier<Codec> large, boolean forced) throws IOException {
    // A small result never loads the JCA providers; a stream that hashes itself is not hashed here.
    Sha256Digest sha = raw instanceof Digested ? null : new Sha256Digest();
    Utf8Scan utf8 = new Utf8Scan();
    List<byte[]> head = new ArrayList<>();
    List<Integer> headLengths = new ArrayList<>();
    long size = 0;
    byte last = '\n';
    // The first SMALL bytes are held raw until it is known whether the result is small.
    int n = 0;
    while (size < SMALL && (n = fill(raw, new byte[CHUNK_SIZE], head)) > 0) {
      byte[] buf = head.get(head.size() - 1);
      if (sha != null) {
        sha.update(buf, 0, n);
      }
      utf8.update(buf, 0, n);
      headLengths.add(n);
      size += n;
      last = buf[n - 1];
    }
    if (size < SMALL && !forced) {
      try (Codec codec = new DeflateCodec()) {
        return small(head, headLengths, spool, codec, digest(raw, sha), utf8, size, last);
      }
    }
    // The packer scans the UTF-8 of the chunks after the head, off this thread, which masks too.
    // The head is cut again into the packer's larger chunks: it is SMALL bytes, a whole number of
    // them, or the whole result (a forced codec), whose last chunk may be short.
    int headChunks = (int) ((size + LARGE_CHUNK_SIZE - 1) / LARGE_CHUNK_SIZE);
    try (Codec codec = large.get(); Packer packer = new Packer(codec, spool, 0, utf8, headChunks)) {
      byte[] into = packer.buffer();
      int filled = 0;
      for (int i = 0; i < head.size(); i++) {
        byte[] held = head.get(i);
        for (int off = 0, len = headLengths.get(i); off < len; ) {
          int k = Math.min(len - off, into.length - filled);
          System.arraycopy(held, off, into, filled, k);
          filled += k;
          off += k;
          if (filled == into.length) {
            packer.add(into, filled);
            into = packer.buffer();
            filled = 0;
          }
        }
      }
      head.clear();
      if (filled > 0) {
        packer.add(into, filled); // the whole result was held: this is its end
      } else {
        for (byte[] buf = into; (n = fill(raw, buf, null)) > 0; buf = packer.buffer()) {
          if (sha != null) {
            sha.update(buf, 0, n);
          }
          packer.add(buf, n);
          size += n;
          last = buf[n - 1];
        }
      }
      List<Chunk> chunks = packer.finish();
      return done(digest(raw, sha), size, packer.newlines(), last, utf8, LARGE_CHUNK_SIZE, chunks,
          packer.storedBytes(), codec);
    }
  }

  /** The hex digest of {@code raw}, read to its end: its own when it hashes itself, else {@code sha}'s. */
  private static String digest(InputStream raw, Sha256Digest sha) {
    return sha != null ? sha.hex() : java.util.HexFormat.of().formatHex(((Digested) raw).sha256());
  }

  /** Compresses the held chunks of a small result on this thread. */
  private static Ingested small(List<byte[]> head, List<Integer> lengths, Spool spool, Codec codec,
      String sha, Utf8Scan utf8, long size, byte last) {
    CRC32C crc = new CRC32C();
    byte[] packed = new byte[codec.bound(CHUNK_SIZE)];
    List<Chunk> chunks = new ArrayList<>();
    long newlines = 0;
    long stored = 0;
    for (int i = 0; i < head.size(); i++) {
      byte[] buf = head.get(i);
      int n = lengths.get(i);
      crc.reset();
      crc.update(buf, 0, n);
      int p = codec.compress(buf, n, packed);
      spool.write(packed, 0, p);
      chunks.add(new Chunk(newlines + 1, n, (int) crc.getValue(), p));
      newlines += dev.candor.BreakIndex.count(buf, 0, n);
      stored += p;
    }
    return done(sha, size, newlines, last, utf8, CHUNK_SIZE, chunks, stored, codec);
  }

  private static Ingested done(String sha, long size, long newlines, byte last, Utf8Scan utf8, int chunkSize,
      List<Chunk> chunks, long stored, Codec codec) {
    long lines = newlines + (size > 0 && last != '\n' ? 1 : 0);
    return new Ingested(sha, size, lines, utf8.isText(), chunkSize, List.copyOf(chunks), stored, codec.name());
  }

  /** As {@link #fill(InputStream, byte[])}, adding {@code buf} to {@code into} when it got any bytes. */
  private static int fill(InputStream in, byte[] buf, List<byte[]> into) throws IOException {
    int n = fill(in, buf);
    if (n > 0 && into != null) {
      into.add(buf);
    }
    return n;
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

  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}

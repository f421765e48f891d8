package dev.candor.store;

import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.zip.CRC32C;
import java.util.zip.DataFormatException;

/**
 * Walks a content's chunks {@code [fromSeq, toSeq]} in order, one decompressed chunk in memory at
 * a time. Each chunk is checked before it is handed out: present, in sequence, of the right
 * length, and matching its CRC-32C. A cursor over the whole content also checks its SHA-256 when
 * it reaches the end. Any mismatch is a {@link StoreException.Kind#CORRUPT} failure.
 */
final class ChunkCursor implements AutoCloseable {
  private final Row row;
  private final int toSeq;
  private final PreparedStatement statement;
  private final ResultSet rows;
  private final Codec codec;
  private final CRC32C crc = new CRC32C();
  private final MessageDigest whole;
  private final byte[] bytes;
  private int seq;
  private int length;
  private long firstLine;
  private boolean started;

  ChunkCursor(Connection c, Row row, int fromSeq, int toSeq, boolean verifyWhole) throws SQLException {
    this.row = row;
    this.toSeq = toSeq;
    try {
      this.codec = Codec.forReading(row.codec());
    } catch (IllegalArgumentException e) {
      throw new StoreException(StoreException.Kind.UNAVAILABLE, row.handle().value(), "stored result "
          + row.handle() + " cannot be read here: " + e.getMessage());
    }
    this.seq = fromSeq - 1;
    this.bytes = new byte[row.chunkSize()];
    this.whole = verifyWhole && fromSeq == 0 && toSeq == row.chunks() - 1 ? Ingest.sha256() : null;
    this.statement = c.prepareStatement("SELECT seq, first_line, raw_len, crc32c, data FROM chunk"
        + " WHERE content_id = ? AND seq BETWEEN ? AND ? ORDER BY seq");
    statement.setFetchSize(4);
    statement.setLong(1, row.contentId());
    statement.setInt(2, fromSeq);
    statement.setInt(3, toSeq);
    this.rows = statement.executeQuery();
  }

  /** Loads the next chunk; false after {@code toSeq}. */
  boolean next() throws SQLException {
    if (seq >= toSeq) {
      finish();
      return false;
    }
    seq++;
    started = true;
    if (!rows.next() || rows.getInt(1) != seq) {
      throw corrupt("chunk " + seq + " of " + row.chunks() + " is missing");
    }
    firstLine = rows.getLong(2);
    length = rows.getInt(3);
    long expectedCrc = rows.getLong(4);
    byte[] data = rows.getBytes(5);
    if (length != row.chunkLength(seq)) {
      throw corrupt("chunk " + seq + " holds " + length + " bytes, expected " + row.chunkLength(seq));
    }
    try {
      codec.decompress(data, bytes, length);
    } catch (DataFormatException e) {
      throw corrupt("chunk " + seq + " does not decompress (" + e.getMessage() + ")");
    }
    crc.reset();
    crc.update(bytes, 0, length);
    if (crc.getValue() != expectedCrc) {
      throw corrupt("chunk " + seq + " fails its CRC-32C check");
    }
    if (whole != null) {
      whole.update(bytes, 0, length);
    }
    return true;
  }

  private void finish() {
    if (whole != null && started) {
      String actual = HexFormat.of().formatHex(whole.digest());
      if (!actual.equals(row.sha256())) {
        throw corrupt("its SHA-256 is " + actual + ", recorded " + row.sha256());
      }
    }
  }

  /** The current chunk's bytes, valid until the next call to {@link #next()}. */
  byte[] bytes() {
    return bytes;
  }

  int length() {
    return length;
  }

  int seq() {
    return seq;
  }

  /** The byte offset of the current chunk in the content. */
  long offset() {
    return (long) seq * row.chunkSize();
  }

  /** The line the current chunk's first byte is on. */
  long firstLine() {
    return firstLine;
  }

  private StoreException corrupt(String what) {
    return new StoreException(StoreException.Kind.CORRUPT, row.handle().value(), "stored result " + row.handle()
        + " is corrupt: " + what + "; it is not served, re-run the command to produce it again");
  }

  @Override
  public void close() throws SQLException {
    codec.close();
    try {
      rows.close();
    } finally {
      statement.close();
    }
  }
}

package dev.candor.store;

import java.io.IOException;
import java.io.InputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;

/**
 * The one transaction that stores a result: its content and chunks unless that content is
 * already stored, then the handle row, last. Until it commits nothing of the result is visible;
 * a process killed before then leaves no handle and no partial content.
 */
final class Writes {
  /** Chunks sent per JDBC batch: bounds memory to about this many compressed chunks. */
  private static final int BATCH = 32;

  private Writes() {}

  /** A result row to insert, everything resolved. */
  record NewResult(Handle handle, String runId, String tool, String argv, Integer exitCode,
      String contentType, String encoding, long createdAt, long expiresAt) {}

  static void insert(Connection c, Ingest.Ingested in, Spool spool, NewResult r) throws SQLException, IOException {
    long contentId = insertContent(c, in, r.createdAt());
    if (contentId < 0) {
      contentId = existingContent(c, in.sha256());
    } else {
      insertChunks(c, contentId, in, spool);
    }
    try (PreparedStatement p = c.prepareStatement("INSERT INTO result (handle, content_id, run_id, tool, argv,"
        + " exit_code, content_type, encoding, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      p.setString(1, r.handle().value());
      p.setLong(2, contentId);
      p.setString(3, r.runId());
      p.setString(4, r.tool());
      p.setString(5, r.argv());
      if (r.exitCode() == null) {
        p.setNull(6, Types.INTEGER);
      } else {
        p.setInt(6, r.exitCode());
      }
      p.setString(7, r.contentType());
      p.setString(8, r.encoding());
      p.setLong(9, r.createdAt());
      p.setLong(10, r.expiresAt());
      p.executeUpdate();
    }
  }

  /** Inserts the content row; returns its id, or -1 if that content is already stored. */
  private static long insertContent(Connection c, Ingest.Ingested in, long now) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("INSERT INTO content (sha256, size, lines, chunk_size, chunks,"
        + " stored_bytes, codec, encoding, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        + " ON CONFLICT (sha256) DO NOTHING RETURNING id")) {
      p.setString(1, in.sha256());
      p.setLong(2, in.size());
      p.setLong(3, in.lines());
      p.setInt(4, in.chunkSize());
      p.setInt(5, in.chunks().size());
      p.setLong(6, in.storedBytes());
      p.setString(7, in.codec());
      p.setString(8, in.encoding());
      p.setLong(9, now);
      try (ResultSet rs = p.executeQuery()) {
        return rs.next() ? rs.getLong(1) : -1;
      }
    }
  }

  private static long existingContent(Connection c, String sha256) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("SELECT id FROM content WHERE sha256 = ?")) {
      p.setString(1, sha256);
      try (ResultSet rs = p.executeQuery()) {
        if (rs.next()) {
          return rs.getLong(1);
        }
      }
    }
    // A concurrent gc deleted it after our insert found it: the caller retries the transaction.
    throw new SQLException("content " + sha256 + " was deleted by a concurrent gc", "23503");
  }

  private static void insertChunks(Connection c, long contentId, Ingest.Ingested in, Spool spool)
      throws SQLException, IOException {
    try (InputStream data = spool.reader();
        PreparedStatement p = c.prepareStatement(
            "INSERT INTO chunk (content_id, seq, first_line, raw_len, crc32c, data) VALUES (?, ?, ?, ?, ?, ?)")) {
      int seq = 0;
      for (Ingest.Chunk chunk : in.chunks()) {
        byte[] bytes = data.readNBytes(chunk.storedLength());
        if (bytes.length != chunk.storedLength()) {
          throw new IOException("the spool ended early at chunk " + seq);
        }
        p.setLong(1, contentId);
        p.setInt(2, seq);
        p.setLong(3, chunk.firstLine());
        p.setInt(4, chunk.rawLength());
        p.setLong(5, Integer.toUnsignedLong(chunk.crc32c()));
        p.setBytes(6, bytes);
        p.addBatch();
        if (++seq % BATCH == 0) {
          p.executeBatch();
        }
      }
      if (seq % BATCH != 0) {
        p.executeBatch();
      }
    }
  }
}

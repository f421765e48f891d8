package dev.candor.store;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A live result and its content, as read to serve a handle. {@link #resolve} is the one place
 * that decides whether a handle may be served and, if not, which {@link StoreException} says why.
 */
record Row(Handle handle, long contentId, String sha256, long size, long lines, int chunkSize, int chunks,
    long storedBytes, String contentEncoding, String codec, Facts facts) {

  private static final String SELECT = "SELECT r.content_id, r.run_id, r.tool, r.argv, r.exit_code,"
      + " r.content_type, r.encoding, r.created_at, r.expires_at, r.gone, r.gone_at, c.id, c.sha256, c.size,"
      + " c.lines, c.chunk_size, c.chunks, c.stored_bytes, c.encoding, c.codec"
      + " FROM result r LEFT JOIN content c ON c.id = r.content_id WHERE r.handle = ?";

  /** Whether the content is UTF-8 text, so page edges may move to character boundaries. */
  boolean isUtf8() {
    return "UTF-8".equals(contentEncoding);
  }

  /** Raw bytes in chunk {@code seq}. */
  int chunkLength(int seq) {
    return (int) Math.min(chunkSize, size - (long) seq * chunkSize);
  }

  /**
   * Finds the result behind {@code handle} and checks that this caller may read it now.
   *
   * @param scope the run the store is scoped to, or null for every run
   */
  static Row resolve(Connection c, Handle handle, String scope, long now, String store)
      throws SQLException, IOException {
    try (PreparedStatement p = c.prepareStatement(SELECT)) {
      p.setString(1, handle.value());
      try (ResultSet rs = p.executeQuery()) {
        if (!rs.next()) {
          throw fail(StoreException.Kind.UNKNOWN_HANDLE, handle, "unknown handle " + handle + ": result store "
              + store + " has no result with it; it may have been stored in another store (check CANDOR_HOME"
              + " and the working directory) or forgotten long after it expired; re-run the command for a new one");
        }
        return check(rs, handle, scope, now);
      }
    }
  }

  private static Row check(ResultSet rs, Handle handle, String scope, long now) throws SQLException, IOException {
    String runId = rs.getString(2);
    if (scope != null && runId != null && !runId.equals(scope)) {
      throw fail(StoreException.Kind.FOREIGN_HANDLE, handle, "handle " + handle + " belongs to another run,"
          + " not to run " + scope + "; use a handle printed in this run's output");
    }
    String gone = rs.getString(10);
    long expiresAt = rs.getLong(9);
    if ("evicted".equals(gone)) {
      throw fail(StoreException.Kind.EVICTED_HANDLE, handle, "handle " + handle + " was evicted at "
          + Instant.ofEpochMilli(rs.getLong(11)) + " to keep the store under its size cap; re-run the command"
          + " to produce the result again");
    }
    if (gone != null || expiresAt <= now) {
      throw fail(StoreException.Kind.EXPIRED_HANDLE, handle, "handle " + handle + " expired at "
          + Instant.ofEpochMilli(expiresAt) + " (stored " + Instant.ofEpochMilli(rs.getLong(8))
          + "); re-run the command to produce the result again");
    }
    rs.getLong(12);
    if (rs.wasNull()) {
      throw fail(StoreException.Kind.CORRUPT, handle, "stored result " + handle + " is corrupt: its content is"
          + " missing; it cannot be served, re-run the command to produce it again");
    }
    int code = rs.getInt(5);
    OptionalInt exit = rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(code);
    Facts facts = new Facts(handle, rs.getString(13), rs.getLong(14), rs.getLong(15), rs.getLong(18),
        rs.getString(7), rs.getString(6), exit, Optional.ofNullable(rs.getString(3)), Argv.decode(rs.getString(4)),
        Optional.ofNullable(runId), Instant.ofEpochMilli(rs.getLong(8)), Instant.ofEpochMilli(expiresAt));
    return new Row(handle, rs.getLong(12), facts.sha256(), facts.size(), facts.lines(), rs.getInt(16),
        rs.getInt(17), facts.storedBytes(), rs.getString(19), rs.getString(20), facts);
  }

  private static StoreException fail(StoreException.Kind kind, Handle handle, String message) {
    return new StoreException(kind, handle.value(), message);
  }
}

package dev.candor.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Garbage collection and statistics.
 *
 * <p>A result that goes keeps its row, marked {@code expired} or {@code evicted}, so its handle
 * fails with the reason; the row is forgotten {@link #FORGET_AFTER} later. A content goes when no
 * live result points at it. On PostgreSQL the contents to delete are locked first: a concurrent
 * put that found one of them waits, then fails its foreign key and retries, storing it afresh;
 * and if a put got there first, the content's delete fails its foreign key and the whole gc
 * rolls back, so no content is ever left without its chunks.
 */
final class Retention {
  /** How long a gone handle still says why it is gone before it reads as unknown. */
  static final Duration FORGET_AFTER = Duration.ofDays(30);

  private static final int EVICT_BATCH = 100;

  private Retention() {}

  static GcReport gc(Connection c, Dialect dialect, long now, long maxBytes) throws SQLException {
    long expired = update(c, "UPDATE result SET content_id = NULL, gone = 'expired', gone_at = ?"
        + " WHERE gone IS NULL AND expires_at <= ?", now, now);
    long[] freed = deleteOrphans(c, dialect, null);
    long total = single(c, "SELECT COALESCE(SUM(stored_bytes), 0) FROM content");
    long evicted = 0;
    while (total > maxBytes) {
      List<Live> oldest = oldest(c);
      if (oldest.isEmpty()) {
        break;
      }
      for (Live result : oldest) {
        evicted += update(c, "UPDATE result SET content_id = NULL, gone = 'evicted', gone_at = ? WHERE handle = ?",
            now, result.handle());
        long[] f = deleteOrphans(c, dialect, result.contentId());
        freed[0] += f[0];
        freed[1] += f[1];
        total -= f[1];
        if (total <= maxBytes) {
          break;
        }
      }
    }
    long purged = update(c, "DELETE FROM result WHERE gone IS NOT NULL AND gone_at < ?",
        now - FORGET_AFTER.toMillis());
    if (dialect == Dialect.SQLITE && freed[0] > 0) {
      Db.exec(c, "PRAGMA incremental_vacuum");
    }
    return new GcReport(expired, evicted, freed[0], freed[1], purged);
  }

  /**
   * Deletes contents no result points at (all of them, or only {@code onlyId}); returns {count,
   * stored bytes}.
   */
  private static long[] deleteOrphans(Connection c, Dialect dialect, Long onlyId) throws SQLException {
    String select = "SELECT id, stored_bytes FROM content c WHERE NOT EXISTS"
        + " (SELECT 1 FROM result r WHERE r.content_id = c.id)" + (onlyId == null ? "" : " AND c.id = ?")
        + (dialect == Dialect.POSTGRESQL ? " FOR UPDATE" : "");
    List<long[]> orphans = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(select)) {
      if (onlyId != null) {
        p.setLong(1, onlyId);
      }
      try (ResultSet rs = p.executeQuery()) {
        while (rs.next()) {
          orphans.add(new long[] {rs.getLong(1), rs.getLong(2)});
        }
      }
    }
    long[] freed = new long[2];
    for (long[] o : orphans) {
      update(c, "DELETE FROM chunk WHERE content_id = ?", o[0]);
      update(c, "DELETE FROM content WHERE id = ?", o[0]);
      freed[0]++;
      freed[1] += o[1];
    }
    return freed;
  }

  /** A live result, as eviction sees it. */
  private record Live(String handle, long contentId) {}

  /** The oldest live results. */
  private static List<Live> oldest(Connection c) throws SQLException {
    List<Live> out = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement("SELECT handle, content_id FROM result WHERE gone IS NULL"
        + " ORDER BY created_at, handle LIMIT " + EVICT_BATCH);
        ResultSet rs = p.executeQuery()) {
      while (rs.next()) {
        out.add(new Live(rs.getString(1), rs.getLong(2)));
      }
    }
    return out;
  }

  static Stats stats(Connection c, long now) throws SQLException {
    long results;
    long logical;
    Optional<Instant> oldest;
    try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*), COALESCE(SUM(c.size), 0), MIN(r.created_at)"
        + " FROM result r JOIN content c ON c.id = r.content_id WHERE r.gone IS NULL AND r.expires_at > ?")) {
      p.setLong(1, now);
      try (ResultSet rs = p.executeQuery()) {
        rs.next();
        results = rs.getLong(1);
        logical = rs.getLong(2);
        long min = rs.getLong(3);
        oldest = rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(min));
      }
    }
    long gone;
    try (PreparedStatement p = c.prepareStatement(
        "SELECT COUNT(*) FROM result WHERE gone IS NOT NULL OR expires_at <= ?")) {
      p.setLong(1, now);
      try (ResultSet rs = p.executeQuery()) {
        rs.next();
        gone = rs.getLong(1);
      }
    }
    try (PreparedStatement p = c.prepareStatement(
        "SELECT COUNT(*), COALESCE(SUM(size), 0), COALESCE(SUM(stored_bytes), 0) FROM content");
        ResultSet rs = p.executeQuery()) {
      rs.next();
      return new Stats(results, gone, rs.getLong(1), logical, rs.getLong(2), rs.getLong(3), oldest);
    }
  }

  private static long single(Connection c, String sql) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql); ResultSet rs = p.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static long update(Connection c, String sql, Object... args) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        p.setObject(i + 1, args[i]);
      }
      return p.executeUpdate();
    }
  }
}

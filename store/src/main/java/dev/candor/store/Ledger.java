package dev.candor.store;

import com.google.re2j.Pattern;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The ledger's SQL: one row per call, written in its own short transaction after the call was
 * shaped, and read newest first.
 *
 * <p>A row names its result by handle without a foreign key, so neither expiry nor the purge of
 * gone handles touches it; reading joins the result table to say where the output is now. A row
 * is deleted at its {@code forget_at}: the store's time to live plus {@link Retention#FORGET_AFTER},
 * so it outlives its result by as long as a gone handle still says why it is gone.
 */
final class Ledger {
  private static final String INSERT = "INSERT INTO ledger (run_id, started_at, duration_ms, cwd, tool, argv,"
      + " exit_code, signal, timed_out, failed, bytes, lines, strategy, cut, errors_found, errors_shown, handle,"
      + " recorded_at, forget_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT c.lines FROM result r"
      + " JOIN content c ON c.id = r.content_id WHERE r.handle = ?)), ?, ?, ?, ?, ?, ?, ?)";

  private static final String COLUMNS = "l.id, l.run_id, l.started_at, l.duration_ms, l.cwd, l.tool, l.argv,"
      + " l.exit_code, l.signal, l.timed_out, l.bytes, l.lines, l.strategy, l.cut, l.errors_found, l.errors_shown,"
      + " l.handle, r.handle, r.gone, r.gone_at, r.expires_at";

  private Ledger() {}

  static void insert(Connection c, LedgerEntry e, long now, long forgetAt) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(INSERT)) {
      p.setString(1, e.runId().orElse(null));
      p.setLong(2, e.startTime().toEpochMilli());
      p.setLong(3, e.durationMs());
      p.setString(4, e.cwd());
      p.setString(5, e.tool());
      p.setString(6, Argv.encode(e.argv()));
      setInt(p, 7, e.exitCode());
      setInt(p, 8, e.signal());
      p.setInt(9, e.timedOut() ? 1 : 0);
      p.setInt(10, e.failed() ? 1 : 0);
      p.setLong(11, e.bytes());
      if (e.lines().isPresent()) {
        p.setLong(12, e.lines().getAsLong());
      } else {
        p.setNull(12, Types.BIGINT);
      }
      p.setString(13, e.handle().map(Handle::value).orElse(null));
      p.setString(14, e.strategy());
      p.setInt(15, e.cut() ? 1 : 0);
      p.setLong(16, e.errorLinesFound());
      p.setLong(17, e.errorLinesShown());
      p.setString(18, e.handle().map(Handle::value).orElse(null));
      p.setLong(19, now);
      p.setLong(20, forgetAt);
      p.executeUpdate();
    }
  }

  /** Lists and counts the calls {@code q} matches; see {@link ResultStore#history}. */
  static History query(Connection c, HistoryQuery q, long now) throws SQLException, IOException {
    Pattern grep = q.grep().map(Grep::compile).orElse(null);
    List<Object> args = new ArrayList<>();
    StringBuilder where = new StringBuilder(" WHERE 1 = 1");
    q.runId().ifPresent(id -> {
      where.append(" AND l.run_id = ?");
      args.add(id);
    });
    if (q.failedOnly()) {
      where.append(" AND l.failed = 1");
    }
    q.since().ifPresent(t -> {
      where.append(" AND l.started_at >= ?");
      args.add(t.toEpochMilli());
    });
    String sql = "SELECT " + COLUMNS + " FROM ledger l LEFT JOIN result r ON r.handle = l.handle" + where
        + " ORDER BY l.started_at DESC, l.id DESC" + (grep == null ? " LIMIT " + q.limit() : "");
    List<History.Call> calls = new ArrayList<>();
    long matched = 0;
    try (PreparedStatement p = prepare(c, sql, args); ResultSet rs = p.executeQuery()) {
      while (rs.next()) {
        History.Call call = read(rs, now);
        if (grep != null && !grep.matcher(String.join(" ", call.entry().argv())).find()
            && !grep.matcher(call.entry().tool()).find()) {
          continue;
        }
        matched++;
        if (calls.size() < q.limit()) {
          calls.add(call);
        }
      }
    }
    if (grep == null) {
      matched = calls.size() < q.limit() ? calls.size() : count(c, "SELECT COUNT(*) FROM ledger l" + where, args);
    }
    return new History(calls, matched);
  }

  /** Deletes the rows past their {@code forget_at}; returns how many. */
  static long purge(Connection c, long now) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("DELETE FROM ledger WHERE forget_at <= ?")) {
      p.setLong(1, now);
      return p.executeUpdate();
    }
  }

  private static History.Call read(ResultSet rs, long now) throws SQLException, IOException {
    String handle = rs.getString(17);
    LedgerEntry e = new LedgerEntry(Instant.ofEpochMilli(rs.getLong(3)), rs.getLong(4), Optional.ofNullable(rs.getString(2)),
        rs.getString(5), rs.getString(6), Argv.decode(rs.getString(7)), getInt(rs, 8), getInt(rs, 9), rs.getInt(10) != 0,
        rs.getLong(11), getLong(rs, 12), rs.getString(13), rs.getInt(14) != 0, rs.getLong(15), rs.getLong(16),
        handle == null ? Optional.empty() : Optional.of(Handle.parse(handle)));
    History.Kept kept;
    Optional<Instant> at = Optional.empty();
    if (handle == null) {
      kept = History.Kept.NOT_KEPT;
    } else if (rs.getString(18) == null) {
      kept = History.Kept.FORGOTTEN;
    } else {
      String gone = rs.getString(19);
      long goneAt = rs.getLong(20);
      long expiresAt = rs.getLong(21);
      if ("evicted".equals(gone)) {
        kept = History.Kept.EVICTED;
        at = Optional.of(Instant.ofEpochMilli(goneAt));
      } else if (gone != null || expiresAt <= now) {
        kept = History.Kept.EXPIRED;
        at = Optional.of(Instant.ofEpochMilli(expiresAt));
      } else {
        kept = History.Kept.LIVE;
        at = Optional.of(Instant.ofEpochMilli(expiresAt));
      }
    }
    return new History.Call(rs.getLong(1), e, kept, at);
  }

  private static PreparedStatement prepare(Connection c, String sql, List<Object> args) throws SQLException {
    PreparedStatement p = c.prepareStatement(sql);
    for (int i = 0; i < args.size(); i++) {
      p.setObject(i + 1, args.get(i));
    }
    return p;
  }

  private static long count(Connection c, String sql, List<Object> args) throws SQLException {
    try (PreparedStatement p = prepare(c, sql, args); ResultSet rs = p.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static void setInt(PreparedStatement p, int i, OptionalInt v) throws SQLException {
    if (v.isPresent()) {
      p.setInt(i, v.getAsInt());
    } else {
      p.setNull(i, Types.INTEGER);
    }
  }

  private static OptionalInt getInt(ResultSet rs, int i) throws SQLException {
    int v = rs.getInt(i);
    return rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(v);
  }

  private static OptionalLong getLong(ResultSet rs, int i) throws SQLException {
    long v = rs.getLong(i);
    return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(v);
  }
}

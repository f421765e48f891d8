package dev.candor.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Brings a database to the schema this code knows, one versioned script at a time.
 *
 * <p>Scripts live in {@code /dev/candor/store/<dialect>/V<n>__<description>.sql} and are listed in
 * {@link #SCRIPTS}, oldest first; each runs once, recorded in {@code schema_version}. All pending
 * scripts run in one write transaction (both databases have transactional DDL), so two processes
 * opening a new store at once cannot both apply them: SQLite's write lock serializes them, and
 * on PostgreSQL an advisory lock does.
 *
 * <p>On SQLite the version is read first without the write lock (one plain read on the writer's
 * connection): a store already at this version, which is every open but the first, costs one
 * query, and parallel short runs do not queue for the lock only to find nothing to do.
 */
final class Migrations {
  /** Every migration, oldest first. Append; never edit one that has shipped. */
  static final List<String> SCRIPTS = List.of("V1__init.sql", "V2__ledger.sql");

  private static final long PG_LOCK = 0x63616e646f72L; // "candor"

  private Migrations() {}

  /** Applies pending migrations; returns the schema version now in force. */
  static int apply(Db db, Optional<String> schema, Clock clock) throws IOException {
    if (db.dialect() == Dialect.SQLITE) {
      int current = db.plain("open", Migrations::currentIfAny);
      if (current == SCRIPTS.size()) {
        return current;
      }
      checkKnown(current, db);
    }
    return db.write("migrate", c -> migrate(c, db, schema, clock));
  }

  /** The version in force, 0 for a store with no {@code schema_version} table yet (SQLite only). */
  private static int currentIfAny(Connection c) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'");
        ResultSet r = p.executeQuery()) {
      if (!r.next()) {
        return 0;
      }
    }
    return current(c);
  }

  private static void checkKnown(int current, Db db) {
    if (current > SCRIPTS.size()) {
      throw new StoreException(StoreException.Kind.UNAVAILABLE, null, "result store " + db.display()
          + " has schema version " + current + ", newer than this candor knows (" + SCRIPTS.size()
          + "); upgrade candor or point it at another store");
    }
  }

  private static int migrate(Connection c, Db db, Optional<String> schema, Clock clock)
      throws SQLException, IOException {
    if (db.dialect() == Dialect.POSTGRESQL) {
      Db.exec(c, "SELECT pg_advisory_xact_lock(" + PG_LOCK + ")");
      if (schema.isPresent()) {
        // The name was checked against [a-z_][a-z0-9_]* when the URL was parsed.
        Db.exec(c, "CREATE SCHEMA IF NOT EXISTS " + schema.get());
      }
    }
    Db.exec(c, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
        + " description TEXT NOT NULL, applied_at BIGINT NOT NULL)");
    int current = current(c);
    checkKnown(current, db);
    for (int v = current + 1; v <= SCRIPTS.size(); v++) {
      String name = SCRIPTS.get(v - 1);
      for (String sql : statements(load(db.dialect().migrations() + name))) {
        Db.exec(c, sql);
      }
      try (PreparedStatement p = c.prepareStatement(
          "INSERT INTO schema_version (version, description, applied_at) VALUES (?, ?, ?)")) {
        p.setInt(1, v);
        p.setString(2, name.substring(name.indexOf("__") + 2, name.length() - ".sql".length()));
        p.setLong(3, clock.millis());
        p.executeUpdate();
      }
    }
    return SCRIPTS.size();
  }

  private static int current(Connection c) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("SELECT MAX(version) FROM schema_version");
        ResultSet r = p.executeQuery()) {
      return r.next() ? r.getInt(1) : 0;
    }
  }

  private static String load(String resource) throws IOException {
    try (InputStream in = Migrations.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("migration " + resource + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Splits a script on semicolons that end a line; comment lines are dropped. */
  static List<String> statements(String script) {
    List<String> out = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    for (String line : script.split("\n")) {
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("--")) {
        continue;
      }
      current.append(line).append('\n');
      if (t.endsWith(";")) {
        String sql = current.toString().strip();
        out.add(sql.substring(0, sql.length() - 1));
        current.setLength(0);
      }
    }
    if (!current.toString().isBlank()) {
      out.add(current.toString().strip());
    }
    return out;
  }
}

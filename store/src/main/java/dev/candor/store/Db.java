package dev.candor.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Connections and transactions for one store.
 *
 * <p>SQLite allows one writer at a time per file. Each process keeps a single writer connection
 * (so its threads queue in the pool rather than spin in SQLite's busy handler) and a few readers;
 * WAL lets readers go on while a write commits. Writes run in {@code BEGIN IMMEDIATE}, taking the
 * write lock up front: a deferred transaction that upgrades later can fail at once with
 * SQLITE_BUSY instead of waiting. Transactions are issued as statements on autocommit
 * connections, because the driver's own non-autocommit mode begins the next transaction right
 * after each commit and would hold the lock while the connection sits idle in the pool.
 * SQLite's connections are opened when first needed ({@link SqliteConnections}); PostgreSQL uses
 * one HikariCP pool and ordinary JDBC transactions.
 */
final class Db implements AutoCloseable {
  /** The body of a transaction. */
  interface Work<T> {
    T run(Connection c) throws SQLException, IOException;
  }

  private static final int ATTEMPTS = 3;

  private final Dialect dialect;
  private final Connections writer;
  private final Connections reader;
  private final String display;
  private volatile boolean closed;

  private Db(Dialect dialect, Connections writer, Connections reader, String display) {
    this.dialect = dialect;
    this.writer = writer;
    this.reader = reader;
    this.display = display;
  }

  /** Where a transaction's connection comes from and goes back to. */
  private interface Connections {
    Connection borrow() throws SQLException;

    void giveBack(Connection c, boolean broken);

    void close();

    static Connections of(SqliteConnections s) {
      return new Connections() {
        @Override
        public Connection borrow() throws SQLException {
          return s.borrow();
        }

        @Override
        public void giveBack(Connection c, boolean broken) {
          s.giveBack(c, broken);
        }

        @Override
        public void close() {
          s.close();
        }
      };
    }

    static Connections of(HikariDataSource pool) {
      return new Connections() {
        @Override
        public Connection borrow() throws SQLException {
          return pool.getConnection();
        }

        @Override
        public void giveBack(Connection c, boolean broken) {
          if (broken) {
            pool.evictConnection(c); // a connection that cannot roll back leaves the pool
          } else {
            try {
              c.close();
            } catch (SQLException e) {
              pool.evictConnection(c);
            }
          }
        }

        @Override
        public void close() {
          pool.close();
        }
      };
    }
  }

  static Db open(StoreUrl url, StoreOptions options) {
    try {
      return url.dialect() == Dialect.SQLITE ? sqlite(url, options) : postgres(url, options);
    } catch (RuntimeException e) {
      throw Failures.unavailable(url.display(), "open", e);
    }
  }

  private static Db sqlite(StoreUrl url, StoreOptions options) {
    Path file = url.file().orElseThrow();
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
    } catch (IOException e) {
      throw Failures.unavailable(url.display(), "open", e);
    }
    int busy = (int) Math.min(Integer.MAX_VALUE, options.busyTimeout().toMillis());
    if (!Files.exists(file) || file.toFile().length() == 0) {
      prepare(url, busy);
    }
    SQLiteConfig config = new SQLiteConfig();
    config.setBusyTimeout(busy);
    config.setJournalMode(SQLiteConfig.JournalMode.WAL); // a no-op once the file is in WAL mode
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.enforceForeignKeys(true);
    SQLiteDataSource ds = new SQLiteDataSource(config);
    ds.setUrl(url.jdbcUrl());
    long wait = options.busyTimeout().toMillis() + 30_000;
    return new Db(Dialect.SQLITE,
        Connections.of(new SqliteConnections(ds, "candor-sqlite-writer", 1, wait)),
        Connections.of(new SqliteConnections(ds, "candor-sqlite-reader", 4, wait)), url.display());
  }

  /**
   * Sets the file's persistent modes once, on a plain connection: incremental auto-vacuum (so gc
   * can hand freed pages back; possible only before the first table and before WAL) and then WAL.
   * Run on a new file only; on an existing store the first is a no-op and the second is persistent.
   */
  private static void prepare(StoreUrl url, int busyMillis) {
    SQLiteConfig plain = new SQLiteConfig();
    plain.setBusyTimeout(busyMillis);
    try (Connection c = plain.createConnection(url.jdbcUrl())) {
      exec(c, "PRAGMA auto_vacuum = INCREMENTAL");
      exec(c, "PRAGMA journal_mode = WAL");
    } catch (SQLException e) {
      throw Failures.unavailable(url.display(), "create", e);
    }
  }

  /** A SQLite store read through {@code ds}, which opens it read-only ({@link ReadOnlySqlite}). */
  static Db readOnly(SQLiteDataSource ds, String display, long waitMillis) {
    Connections pool = Connections.of(new SqliteConnections(ds, "candor-sqlite-readonly", 4, waitMillis));
    return new Db(Dialect.SQLITE, pool, pool, display);
  }

  private static Db postgres(StoreUrl url, StoreOptions options) {
    HikariConfig c = new HikariConfig();
    c.setJdbcUrl(url.jdbcUrl());
    url.user().ifPresent(c::setUsername);
    url.password().ifPresent(c::setPassword);
    url.schema().ifPresent(c::setSchema);
    c.setPoolName("candor-postgresql");
    c.setMaximumPoolSize(8);
    c.setMinimumIdle(1);
    c.setAutoCommit(false);
    c.setConnectionTimeout(Math.max(250, options.busyTimeout().toMillis()));
    c.setInitializationFailTimeout(1);
    c.addDataSourceProperty("connectTimeout", "10");
    c.addDataSourceProperty("ApplicationName", "candor");
    Connections pool = Connections.of(new HikariDataSource(c));
    return new Db(Dialect.POSTGRESQL, pool, pool, url.display());
  }

  Dialect dialect() {
    return dialect;
  }

  String display() {
    return display;
  }

  /** Runs {@code work} in a write transaction, retrying PostgreSQL's transient conflicts. */
  <T> T write(String doing, Work<T> work) throws IOException {
    for (int attempt = 1; ; attempt++) {
      try {
        return transaction(writer, true, work);
      } catch (SQLException e) {
        if (attempt >= ATTEMPTS || !Failures.retryable(e)) {
          throw Failures.unavailable(display, doing, e);
        }
      }
    }
  }

  /**
   * Runs {@code work} on the writer's connection in autocommit, outside any transaction: each
   * statement is its own snapshot, and no second connection is opened for a one-off read (the
   * migration check on open). The writer's connection is the one the next write uses anyway.
   */
  <T> T plain(String doing, Work<T> work) throws IOException {
    if (closed) {
      throw new IllegalStateException("result store " + display + " is closed; open it again");
    }
    try {
      Connection c = writer.borrow();
      try {
        return work.run(c);
      } finally {
        writer.giveBack(c, false);
      }
    } catch (SQLException e) {
      throw Failures.unavailable(display, doing, e);
    }
  }

  /** Runs {@code work} in a read transaction: one consistent snapshot across its statements. */
  <T> T read(String doing, Work<T> work) throws IOException {
    try {
      return transaction(reader, false, work);
    } catch (SQLException e) {
      throw Failures.unavailable(display, doing, e);
    }
  }

  private <T> T transaction(Connections ds, boolean write, Work<T> work) throws SQLException, IOException {
    if (closed) {
      throw new IllegalStateException("result store " + display + " is closed; open it again");
    }
    try {
      Connection c = ds.borrow();
      boolean broken = false;
      try {
        boolean sqlite = dialect == Dialect.SQLITE;
        if (sqlite) {
          exec(c, write ? "BEGIN IMMEDIATE" : "BEGIN");
        }
        boolean committed = false;
        try {
          T result = work.run(c);
          if (sqlite) {
            exec(c, "COMMIT");
          } else {
            c.commit();
          }
          committed = true;
          return result;
        } finally {
          if (!committed) {
            broken = !rollbackQuietly(c, sqlite);
          }
        }
      } finally {
        ds.giveBack(c, broken);
      }
    } catch (RuntimeException e) {
      if (e instanceof StoreException || e instanceof IllegalArgumentException || e instanceof IllegalStateException) {
        throw e;
      }
      throw Failures.unavailable(display, "use", e);
    }
  }

  /**
   * Rolls back; false when the connection could not, so that it leaves the pool rather than carry
   * a lock.
   */
  private static boolean rollbackQuietly(Connection c, boolean sqlite) {
    try {
      if (sqlite) {
        exec(c, "ROLLBACK");
      } else {
        c.rollback();
      }
      return true;
    } catch (SQLException | RuntimeException e) {
      return sqlite && String.valueOf(e.getMessage()).contains("no transaction is active");
    }
  }

  static void exec(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }

  @Override
  public void close() {
    closed = true;
    reader.close();
    writer.close();
  }
}

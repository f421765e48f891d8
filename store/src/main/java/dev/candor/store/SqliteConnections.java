package dev.candor.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * At most {@code size} connections to one SQLite file, opened when first needed and kept for
 * reuse. An embedded file needs no pool machinery (no validation, no housekeeping threads, no
 * connection opened up front): a short {@code candor run} that writes one result opens one
 * connection, where two pools opened two and started their threads before the first statement.
 * Callers beyond {@code size} wait, in order, up to the given time.
 */
final class SqliteConnections {
  private final DataSource source;
  private final String name;
  private final Semaphore permits;
  private final long waitMillis;
  // Guarded by this.
  private final Deque<Connection> idle = new ArrayDeque<>();
  private boolean closed;

  SqliteConnections(DataSource source, String name, int size, long waitMillis) {
    this.source = source;
    this.name = name;
    this.permits = new Semaphore(size, true);
    this.waitMillis = waitMillis;
  }

  /** A connection of one's own until {@link #giveBack}; opened now if none is idle. */
  Connection borrow() throws SQLException {
    try {
      if (!permits.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
        throw new SQLException(name + ": no connection free after " + waitMillis + " ms");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SQLException(name + ": interrupted while waiting for a connection", e);
    }
    synchronized (this) {
      if (closed) {
        permits.release();
        throw new SQLException(name + " is closed");
      }
      Connection c = idle.pollFirst();
      if (c != null) {
        return c;
      }
    }
    try {
      return source.getConnection();
    } catch (SQLException | RuntimeException e) {
      permits.release();
      throw e;
    }
  }

  /** Returns a borrowed connection; a broken one (it could not roll back) is closed instead. */
  void giveBack(Connection c, boolean broken) {
    synchronized (this) {
      if (!broken && !closed) {
        idle.addFirst(c);
        c = null;
      }
    }
    if (c != null) {
      closeQuietly(c);
    }
    permits.release();
  }

  /** Closes the idle connections; those still borrowed are closed when given back. */
  void close() {
    Deque<Connection> toClose;
    synchronized (this) {
      closed = true;
      toClose = new ArrayDeque<>(idle);
      idle.clear();
    }
    toClose.forEach(SqliteConnections::closeQuietly);
  }

  private static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException | RuntimeException e) {
      // the file is consistent whatever happens to one connection
    }
  }
}

package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The contract on SQLite, plus what only a file can do. */
final class SqliteResultStoreTest extends ResultStoreContract {
  private Path dir;

  @Override
  protected String newStoreUrl() throws Exception {
    dir = Files.createTempDirectory("candor-store-test");
    return "sqlite:" + dir.resolve("nested/dir/store.db");
  }

  @Override
  protected void dropStore(String url) throws Exception {
    Scratch.delete(dir);
  }

  private Path file() {
    return dir.resolve("nested/dir/store.db");
  }

  @Override
  public Connection connect() throws SQLException {
    return DriverManager.getConnection("jdbc:sqlite:" + file());
  }

  /** Another process holds the write lock if BEGIN IMMEDIATE cannot get it at once. */
  @Override
  public boolean writeInProgress() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement()) {
      s.execute("PRAGMA busy_timeout = 0");
      try {
        s.execute("BEGIN IMMEDIATE");
        s.execute("ROLLBACK");
        return false;
      } catch (SQLException e) {
        return e.getMessage().contains("SQLITE_BUSY");
      }
    }
  }

  private static String single(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getString(1);
    }
  }

  @Test
  void aStoreIsCreatedOnFirstUseInWalModeWithItsSchemaVersion() throws Exception {
    assertThat(file()).doesNotExist();
    open().stats();
    assertThat(file()).exists();
    try (Connection c = connect()) {
      assertThat(single(c, "PRAGMA journal_mode")).isEqualTo("wal");
      assertThat(single(c, "PRAGMA auto_vacuum")).isEqualTo("2");
      assertThat(single(c, "SELECT version || ' ' || description FROM schema_version")).isEqualTo("1 init");
    }
  }

  @Test
  void theDefaultUrlIsUnderCandorHomeElseTheWorkingDirectory() {
    Path cwd = Path.of("/work/project");
    assertThat(ResultStore.defaultUrl(Map.of(), cwd)).isEqualTo("sqlite:/work/project/.candor/store.db");
    assertThat(ResultStore.defaultUrl(Map.of("CANDOR_HOME", "/var/candor"), cwd)).isEqualTo("sqlite:/var/candor/store.db");
    assertThat(ResultStore.defaultUrl(Map.of("CANDOR_HOME", " "), cwd)).isEqualTo("sqlite:/work/project/.candor/store.db");
  }

  @Test
  void aStoreWhoseDirectoryCannotBeMadeIsUnavailable() throws Exception {
    Path blocker = Files.writeString(dir.resolve("a-file"), "not a directory");
    assertThatThrownBy(() -> ResultStore.open("sqlite:" + blocker.resolve("store.db")))
        .isInstanceOfSatisfying(StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNAVAILABLE))
        .hasMessageStartingWith("cannot open result store sqlite:" + blocker.resolve("store.db") + ": ")
        .hasMessageContaining(blocker.toString());
  }

  @Test
  void aReadOnlyStoreFileFailsPutsAsUnavailableWithTheReason() throws Exception {
    Handle h;
    try (ResultStore store = ResultStore.open(url(), options())) {
      h = store.put(Contents.in("written before\n"), ResultMeta.none());
    }
    Scratch.ReadOnly readOnly = Scratch.readOnly(file());
    try {
      ResultStore store = open();
      assertThat(store.lines(h, 1, 1).text()).isEqualTo("written before\n");
      assertThatThrownBy(() -> store.put(Contents.in("more"), ResultMeta.none()))
          .isInstanceOfSatisfying(StoreException.class,
              e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNAVAILABLE))
          .hasMessageStartingWith("cannot store into result store " + store.describe() + ": ")
          .hasMessageContaining("readonly");
    } finally {
      readOnly.close();
    }
  }

  @Test
  void aFullDiskFailsPutsAsUnavailableAndKeepsWhatWasStored() throws Exception {
    try (Scratch.Mount small = Scratch.tmpfs(dir.resolve("small"), "2m")) {
      String url = "sqlite:" + small.path().resolve("store.db");
      try (ResultStore tiny = ResultStore.open(url, options())) {
        Handle h = tiny.put(Contents.in("fits\n"), ResultMeta.none());
        assertThatThrownBy(() -> tiny.put(Contents.in(Contents.random(1, 4 << 20)), ResultMeta.none()))
            .isInstanceOfSatisfying(StoreException.class,
                e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNAVAILABLE))
            .hasMessageContaining("full");
        assertThat(tiny.lines(h, 1, 1).text()).isEqualTo("fits\n");
        assertThat(tiny.stats().results()).isEqualTo(1);
      }
    }
  }
}

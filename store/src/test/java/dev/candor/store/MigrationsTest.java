package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class MigrationsTest {
  @Test
  void scriptsSplitOnSemicolonsThatEndALineAndDropComments() {
    assertThat(Migrations.statements("-- a comment\nCREATE TABLE a (x INT);\n\nCREATE INDEX i\n  ON a (x);\n"))
        .containsExactly("CREATE TABLE a (x INT)", "CREATE INDEX i\n  ON a (x)");
  }

  @Test
  void everyListedScriptExistsForEveryDialect() {
    for (Dialect d : Dialect.values()) {
      for (String name : Migrations.SCRIPTS) {
        assertThat(Migrations.class.getResource(d.migrations() + name)).as(d + " " + name).isNotNull();
      }
    }
  }

  @Test
  void aStoreAtThisVersionOpensWhileAnotherProcessHoldsTheWriteLock() throws Exception {
    Path dir = Files.createTempDirectory("candor-migrations-test");
    try {
      String url = "sqlite:" + dir.resolve("store.db");
      ResultStore.open(url).close(); // made and migrated
      StoreOptions quick = StoreOptions.defaults().withBusyTimeout(Duration.ofMillis(200));
      try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("store.db"));
          Statement s = other.createStatement()) {
        s.execute("BEGIN IMMEDIATE");
        try (ResultStore store = ResultStore.open(url, quick)) {
          assertThat(store).isNotNull(); // the version check took no write lock
        }
        s.execute("ROLLBACK");
      }
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("store.db"));
          Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT COUNT(*), MAX(version) FROM schema_version")) {
        rs.next();
        assertThat(rs.getInt(1)).isEqualTo(Migrations.SCRIPTS.size());
        assertThat(rs.getInt(2)).isEqualTo(Migrations.SCRIPTS.size());
      }
      try (ResultStore store = ResultStore.open(url)) {
        Handle h = store.put(new ByteArrayInputStream("kept\n".getBytes(StandardCharsets.UTF_8)), ResultMeta.none());
        assertThat(store.facts(h)).isNotNull();
      }
    } finally {
      Scratch.delete(dir);
    }
  }

  @Test
  void aStoreOfANewerVersionIsRefusedOnOpen() throws Exception {
    Path dir = Files.createTempDirectory("candor-migrations-test");
    try {
      String url = "sqlite:" + dir.resolve("store.db");
      ResultStore.open(url).close();
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("store.db"));
          Statement s = c.createStatement()) {
        s.execute("INSERT INTO schema_version (version, description, applied_at) VALUES ("
            + (Migrations.SCRIPTS.size() + 1) + ", 'future', 0)");
      }
      assertThatThrownBy(() -> ResultStore.open(url)).isInstanceOf(StoreException.class)
          .hasMessageContaining("newer than this candor knows");
    } finally {
      Scratch.delete(dir);
    }
  }
}

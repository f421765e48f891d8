package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A store whose folder cannot be written is read without writing anything beside it. */
class ReadOnlySqliteTest {
  @TempDir Path dir;

  @Test
  void aStoreInAnUnwritableFolder_isReadImmutablyAndRefusesWrites() throws Exception {
    Path file = dir.resolve("store.db");
    String url = "sqlite:" + file;
    try (ResultStore store = ResultStore.open(url)) {
      store.put(Contents.in("line\n".repeat(100)), ResultMeta.of(List.of("seq"), 0));
    }
    assertThat(ReadOnlySqlite.open(StoreUrl.parse(url), StoreOptions.defaults())).isEmpty();
    Optional<Db> opened = ReadOnlySqlite.open(StoreUrl.parse(url), StoreOptions.defaults(), p -> false);
    assertThat(opened).isPresent();
    try (Db db = opened.get()) {
      ReadOnlySqlite.check(db);
      int results = db.read("count", c -> {
        try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM result"); ResultSet r = p.executeQuery()) {
          r.next();
          return r.getInt(1);
        }
      });
      assertThat(results).isEqualTo(1);
      assertThatThrownBy(() -> db.write("write", c -> {
        Db.exec(c, "DELETE FROM result");
        return null;
      })).isInstanceOf(StoreException.class).hasMessageContaining("SQLITE_READONLY");
    }
    assertThat(Files.exists(dir.resolve("store.db-shm"))).isFalse();
    assertThat(Files.exists(dir.resolve("store.db-wal"))).isFalse();
  }
}

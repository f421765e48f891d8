package dev.candor.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteOpenMode;

/**
 * A SQLite store that cannot be written, opened so that it can still be read: no migration, no WAL
 * or shared-memory file written, every write refused by SQLite with {@code SQLITE_READONLY}.
 *
 * <p>Kept apart from {@link Db#open} and {@link SqliteConnections} so that the ordinary opening
 * stays as it is: this applies only to an existing store whose file or folder is not writable (a
 * read-only mount, a copy without write permission). When the folder is not writable either, SQLite
 * could not create the {@code -shm} file read-only WAL access needs, so the file is opened {@code
 * immutable=1} unless a {@code -wal} file with frames still in it exists, which only {@code
 * mode=ro} reads.
 */
final class ReadOnlySqlite {
  private ReadOnlySqlite() {}

  /** The store at {@code url} opened read-only, or empty when it can be opened as usual. */
  static Optional<Db> open(StoreUrl url, StoreOptions options) {
    return open(url, options, Files::isWritable);
  }

  // This is visible for testing: a test runs as a user whom no permission stops.
  static Optional<Db> open(StoreUrl url, StoreOptions options, java.util.function.Predicate<Path> writable) {
    if (url.dialect() != Dialect.SQLITE || url.file().isEmpty()) {
      return Optional.empty();
    }
    Path file = url.file().get().toAbsolutePath();
    Path folder = file.getParent();
    if (!Files.isRegularFile(file) || file.toFile().length() == 0
        || (writable.test(file) && folder != null && writable.test(folder))) {
      return Optional.empty();
    }
    Path wal = file.resolveSibling(file.getFileName() + "-wal");
    boolean framesInWal = Files.isRegularFile(wal) && wal.toFile().length() > 0;
    boolean folderWritable = folder != null && writable.test(folder);
    String query = folderWritable || framesInWal ? "mode=ro" : "immutable=1";
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setOpenMode(SQLiteOpenMode.OPEN_URI);
    config.setBusyTimeout((int) Math.min(Integer.MAX_VALUE, options.busyTimeout().toMillis()));
    SQLiteDataSource ds = new SQLiteDataSource(config);
    ds.setUrl("jdbc:sqlite:" + file.toUri().toString().replaceFirst("^file:/+", "file:/") + "?" + query);
    return Optional.of(Db.readOnly(ds, url.display(), options.busyTimeout().toMillis() + 30_000));
  }

  /** Checks that the store's schema is the one this candor writes, since a read-only store cannot be migrated. */
  static void check(Db db) throws IOException {
    int current = db.read("read the schema version of", c -> {
      try (PreparedStatement p = c.prepareStatement("SELECT MAX(version) FROM schema_version");
          ResultSet r = p.executeQuery()) {
        return r.next() ? r.getInt(1) : 0;
      }
    });
    if (current != Migrations.SCRIPTS.size()) {
      throw new StoreException(StoreException.Kind.UNAVAILABLE, null, "result store " + db.display()
          + " is read-only and has schema version " + current + ", not " + Migrations.SCRIPTS.size()
          + " [SQLITE_READONLY]: copy it to a writable folder and point --store at the copy");
    }
  }
}

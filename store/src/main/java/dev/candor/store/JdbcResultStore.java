package dev.candor.store;

import com.google.re2j.Pattern;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The store over JDBC, for SQLite and PostgreSQL alike; {@link Db} and the migrations hold what
 * differs. Each operation is one transaction: a put writes its content, chunks and handle
 * together; a read resolves the handle and reads its chunks in one snapshot.
 */
final class JdbcResultStore implements ResultStore {
  private final Db db;
  private final StoreOptions options;
  private final String scope;
  /** The journal of short calls to move in ({@link Journal}), or null. */
  private final Path journal;
  /** The codec for results past {@link Ingest#SMALL}; CodecBench sets one for every result. */
  java.util.function.Supplier<Codec> codecs = Codec::forWriting;
  boolean codecForced;

  private JdbcResultStore(Db db, StoreOptions options, Path journal) {
    this.db = db;
    this.options = options;
    this.scope = options.runId().orElse(null);
    this.journal = journal;
  }

  /** The journal folder of a SQLite file's store, or null. */
  private static Path journal(StoreUrl url) {
    return url.dialect() == Dialect.SQLITE && url.file().isPresent() ? Journal.folder(url.file().get().toAbsolutePath()) : null;
  }

  /**
   * Moves in what short calls left in the journal since this store was opened or last looked;
   * true when anything was moved. A long-lived server looks again on a handle it does not know
   * and before every history, so the calls of a {@code candor run} beside it are there.
   */
  private boolean ingest() throws IOException {
    return journal != null && Journal.ingest(journal, db, options.spoolDir()) > 0;
  }

  static JdbcResultStore open(StoreUrl url, StoreOptions options) {
    try {
      return open(url, options, ReadOnlySqlite.open(url, options));
    } catch (StoreException e) {
      // A full disk fails the opening's writes (migration, the WAL index); what is stored can still be read.
      String m = String.valueOf(e.getMessage());
      if (!m.contains("SQLITE_FULL") && !m.contains("SQLITE_IOERR")) {
        throw e;
      }
      java.util.Optional<Db> readOnly = ReadOnlySqlite.open(url, options, p -> false);
      if (readOnly.isEmpty()) {
        throw e;
      }
      try {
        return open(url, options, readOnly);
      } catch (RuntimeException again) {
        e.addSuppressed(again);
        throw e;
      }
    }
  }

  private static JdbcResultStore open(StoreUrl url, StoreOptions options, java.util.Optional<Db> readOnly) {
    Db db = readOnly.orElseGet(() -> Db.open(url, options));
    try {
      if (readOnly.isPresent()) {
        ReadOnlySqlite.check(db);
      } else {
        Migrations.apply(db, url.schema(), options.clock());
        if (url.dialect() == Dialect.SQLITE && url.file().isPresent()) {
          Journal.ingest(Journal.folder(url.file().get().toAbsolutePath()), db, options.spoolDir());
        }
      }
      JdbcResultStore store = new JdbcResultStore(db, options, readOnly.isPresent() ? null : journal(url));
      store.ingest();
      Spool.sweep(options.spoolDir(), System.currentTimeMillis());
      return store;
    } catch (IOException | RuntimeException e) {
      db.close();
      throw Failures.unavailable(url.display(), "open", e);
    }
  }

  @Override
  public Handle put(InputStream raw, ResultMeta meta) throws IOException {
    Objects.requireNonNull(meta, "meta");
    runId(meta); // a run id the scope refuses is refused before the stream is read
    return put(raw, () -> meta);
  }

  @Override
  public Handle put(InputStream raw, java.util.function.Supplier<ResultMeta> late, Handle handle) throws IOException {
    Objects.requireNonNull(raw, "raw");
    Objects.requireNonNull(late, "meta");
    Objects.requireNonNull(handle, "handle");
    try (Spool spool = new Spool(options.spoolDir(), db.display())) {
      Ingest.Ingested in = Ingest.read(raw, spool, codecs, codecForced);
      ResultMeta meta = Objects.requireNonNull(late.get(), "meta");
      String runId = runId(meta);
      long now = options.clock().millis();
      long ttl = meta.ttl().orElse(options.ttl()).toMillis();
      Writes.NewResult row = new Writes.NewResult(handle, runId, meta.tool().orElse(null), Argv.encode(meta.argv()),
          meta.exitCode().isPresent() ? meta.exitCode().getAsInt() : null,
          meta.contentType().orElse(in.contentType()), meta.encoding().orElse(in.encoding()), now,
          saturatedAdd(now, ttl));
      db.write("store into", c -> {
        Writes.insert(c, in, spool, row);
        return null;
      });
      maybeGc();
      return handle;
    }
  }

  private String runId(ResultMeta meta) {
    if (meta.runId().isPresent() && scope != null && !meta.runId().get().equals(scope)) {
      throw new IllegalArgumentException("result for run " + meta.runId().get() + " given to a store scoped to run "
          + scope + "; leave ResultMeta.runId empty or open the store without a scope");
    }
    return meta.runId().orElse(scope);
  }

  private void maybeGc() {
    int every = options.gcEvery();
    if (every > 0 && ThreadLocalRandom.current().nextInt(every) == 0) {
      try {
        gc();
      } catch (StoreException e) {
        // Opportunistic: the result is stored; the next gc will try again.
      }
    }
  }

  @Override
  public Facts facts(Handle handle) {
    return read(handle, "read from", (c, row) -> row.facts());
  }

  @Override
  public Excerpt lines(Handle handle, long from, long to) {
    if (from < 1) {
      throw new IllegalArgumentException("from < 1: " + from + " (lines count from 1)");
    }
    if (to < from) {
      throw new IllegalArgumentException("to " + to + " < from " + from);
    }
    return read(handle, "read from", (c, row) -> Reads.lines(c, row, from, to));
  }

  @Override
  public Excerpt page(Handle handle, long n, int pageBytes) {
    if (n < 1) {
      throw new IllegalArgumentException("page < 1: " + n + " (pages count from 1)");
    }
    if (pageBytes < 1 || pageBytes > EXCERPT_LIMIT) {
      throw new IllegalArgumentException("pageBytes " + pageBytes + " outside 1.." + EXCERPT_LIMIT);
    }
    if (n - 1 > Long.MAX_VALUE / pageBytes) {
      throw new IllegalArgumentException("page " + n + " of " + pageBytes + " bytes is past any result");
    }
    return read(handle, "read from", (c, row) -> Reads.page(c, row, n, pageBytes));
  }

  @Override
  public Excerpt tail(Handle handle, long n) {
    if (n < 1) {
      throw new IllegalArgumentException("tail of " + n + " lines; ask for at least 1");
    }
    return read(handle, "read from", (c, row) -> Reads.lines(c, row, Math.max(1, row.lines() - n + 1),
        Math.max(1, row.lines())));
  }

  @Override
  public Matches grep(Handle handle, String regex, int context, int max) {
    Objects.requireNonNull(regex, "regex");
    if (context < 0 || context > 100) {
      throw new IllegalArgumentException("context " + context + " outside 0..100");
    }
    if (max < 1 || max > 10_000) {
      throw new IllegalArgumentException("max " + max + " outside 1..10,000");
    }
    Pattern pattern = Grep.compile(regex);
    return read(handle, "search", (c, row) -> Grep.run(c, row, pattern, context, max));
  }

  @Override
  public long raw(Handle handle, OutputStream out) throws IOException {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(handle, "handle");
    return readOrIngest(handle, "read from", (c, row) -> Reads.raw(c, row, out));
  }

  @Override
  public java.nio.channels.SeekableByteChannel channel(Handle handle) {
    Row row = read(handle, "read from", (c, r) -> r);
    // Resolved once: a handle that expires while its channel is open is still read to the end.
    return new StoredChannel(row.size(), row.chunkSize(),
        (from, to, into) -> db.read("read from", c -> Reads.chunks(c, row, from, to, into)));
  }

  @Override
  public void record(LedgerEntry entry) {
    Objects.requireNonNull(entry, "entry");
    long now = options.clock().millis();
    LedgerEntry e = entry.runId().isEmpty() && scope != null ? entry.withRunId(scope) : entry;
    store("record a call in", c -> {
      Ledger.insert(c, e, now, saturatedAdd(saturatedAdd(now, options.ttl().toMillis()), Retention.FORGET_AFTER.toMillis()));
      return null;
    });
  }

  @Override
  public History history(HistoryQuery query) {
    Objects.requireNonNull(query, "query");
    try {
      ingest();
      return db.read("read the ledger of", c -> Ledger.query(c, query, options.clock().millis()));
    } catch (IOException e) {
      throw Failures.unavailable(db.display(), "read the ledger of", e);
    }
  }

  @Override
  public GcReport gc() {
    return store("collect garbage in", c -> {
      long now = options.clock().millis();
      GcReport report = Retention.gc(c, db.dialect(), now, options.maxBytes());
      Ledger.purge(c, now);
      return report;
    });
  }

  @Override
  public Stats stats() {
    try {
      return db.read("read from", c -> Retention.stats(c, options.clock().millis()));
    } catch (IOException e) {
      throw Failures.unavailable(db.display(), "read from", e);
    }
  }

  @Override
  public String describe() {
    return db.display();
  }

  @Override
  public void close() {
    db.close();
  }

  @Override
  public String toString() {
    return "ResultStore[" + db.display() + (scope == null ? "" : " run=" + scope) + "]";
  }

  private Row resolve(Connection c, Handle handle) throws SQLException, IOException {
    return Row.resolve(c, handle, scope, options.clock().millis(), db.display());
  }

  /** A read of one handle's result. */
  private interface RowWork<T> {
    T run(Connection c, Row row) throws SQLException, IOException;
  }

  private <T> T read(Handle handle, String doing, RowWork<T> work) {
    Objects.requireNonNull(handle, "handle");
    try {
      return readOrIngest(handle, doing, work);
    } catch (IOException e) {
      throw Failures.unavailable(db.display(), doing, e);
    }
  }

  /** A read of {@code handle}, tried again after moving the journal in when the handle is unknown. */
  private <T> T readOrIngest(Handle handle, String doing, RowWork<T> work) throws IOException {
    try {
      return db.read(doing, c -> work.run(c, resolve(c, handle)));
    } catch (StoreException e) {
      if (e.kind() != StoreException.Kind.UNKNOWN_HANDLE || !ingest()) {
        throw e;
      }
      return db.read(doing, c -> work.run(c, resolve(c, handle)));
    }
  }

  private <T> T store(String doing, Db.Work<T> work) {
    try {
      return db.write(doing, work);
    } catch (IOException e) {
      throw Failures.unavailable(db.display(), doing, e);
    }
  }

  private static long saturatedAdd(long a, long b) {
    long r = a + b;
    return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
  }

}

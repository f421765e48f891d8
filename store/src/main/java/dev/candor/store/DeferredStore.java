package dev.candor.store;

import dev.candor.Digested;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A SQLite store opened for one short call ({@link ResultStore#openForCall}): a small result and
 * the ledger row that names it go to the store's {@link Journal}, and the database is opened
 * (which moves the journal in first) only when something needs it: a result past {@link
 * Journal#SMALL_RESULT}, any read, gc or stats, or a journal that cannot be written. Not for use
 * by many threads.
 */
final class DeferredStore implements ResultStore {
  private final StoreUrl url;
  private final StoreOptions options;
  private final Path journal;
  private JdbcResultStore db;
  /**
   * The handles this store journaled, whose ledger rows may be journaled too; as text, since a
   * record's own equals and hashCode are bootstrapped on first use (tens of ms of a short call).
   */
  private final java.util.Set<String> journaled = new java.util.HashSet<>();
  private boolean closed;

  DeferredStore(StoreUrl url, StoreOptions options) {
    this.url = url;
    this.options = options;
    this.journal = Journal.folder(url.file().orElseThrow().toAbsolutePath());
  }

  @Override
  public Handle put(InputStream raw, ResultMeta meta) throws IOException {
    Objects.requireNonNull(meta, "meta");
    return put(raw, () -> meta);
  }

  @Override
  public Handle put(InputStream raw, Supplier<ResultMeta> late, Handle handle) throws IOException {
    Objects.requireNonNull(raw, "raw");
    Objects.requireNonNull(late, "meta");
    Objects.requireNonNull(handle, "handle");
    open();
    if (db != null) {
      return db.put(raw, late, handle);
    }
    byte[] head = raw.readNBytes(Journal.SMALL_RESULT + 1);
    InputStream all = new ByteArrayInputStream(head);
    if (head.length > Journal.SMALL_RESULT) {
      return database().put(raw instanceof Digested d ? new Rejoined(all, raw, d) : new SequenceInputStream(all, raw), late, handle);
    }
    // Read to its end: the metadata is known now.
    ResultMeta meta = Objects.requireNonNull(late.get(), "meta");
    if (meta.runId().isPresent() && options.runId().isPresent() && !meta.runId().equals(options.runId())) {
      return database().put(all, meta); // which says what is wrong
    }
    long now = options.clock().millis();
    long ttl = meta.ttl().orElse(options.ttl()).toMillis();
    Journal.Entry e = new Journal.Entry(handle, meta.runId().orElse(options.runId().orElse(null)), meta, now,
        saturatedAdd(now, ttl), head);
    try {
      Journal.append(journal, e);
    } catch (IOException | RuntimeException failed) {
      return database().put(all, () -> meta, handle); // the database's own error, if it fails too
    }
    journaled.add(handle.value());
    return handle;
  }

  @Override
  public void record(LedgerEntry entry) {
    Objects.requireNonNull(entry, "entry");
    open();
    LedgerEntry e = entry.runId().isEmpty() && options.runId().isPresent() ? entry.withRunId(options.runId().get()) : entry;
    if (db == null && e.handle().isPresent() && journaled.contains(e.handle().get().value())) {
      long now = options.clock().millis();
      long forget = saturatedAdd(saturatedAdd(now, options.ttl().toMillis()), Retention.FORGET_AFTER.toMillis());
      try {
        Journal.append(journal, new Journal.Row(e.handle().get(), e, now, forget));
        return;
      } catch (IOException | RuntimeException failed) {
        // the database below, which moves the result in first
      }
    }
    database().record(entry);
  }

  @Override
  public Facts facts(Handle handle) {
    return database().facts(handle);
  }

  @Override
  public Excerpt lines(Handle handle, long from, long to) {
    return database().lines(handle, from, to);
  }

  @Override
  public Excerpt page(Handle handle, long n, int pageBytes) {
    return database().page(handle, n, pageBytes);
  }

  @Override
  public Excerpt tail(Handle handle, long n) {
    return database().tail(handle, n);
  }

  @Override
  public Matches grep(Handle handle, String regex, int context, int max) {
    return database().grep(handle, regex, context, max);
  }

  @Override
  public java.nio.channels.SeekableByteChannel channel(Handle handle) {
    return database().channel(handle);
  }

  @Override
  public long raw(Handle handle, OutputStream out) throws IOException {
    return database().raw(handle, out);
  }

  @Override
  public History history(HistoryQuery query) {
    return database().history(query);
  }

  @Override
  public GcReport gc() {
    return database().gc();
  }

  @Override
  public Stats stats() {
    return database().stats();
  }

  @Override
  public String describe() {
    return url.display();
  }

  /** Closes the database if it was opened. Idempotent. */
  @Override
  public void close() {
    closed = true;
    if (db != null) {
      db.close();
    }
  }

  @Override
  public String toString() {
    return "ResultStore[" + url.display() + " deferred]";
  }

  private void open() {
    if (closed) {
      throw new IllegalStateException("result store " + url.display() + " is closed; open it again");
    }
  }

  /** The database, opened now if it was not; the opening moves the journal in. */
  private JdbcResultStore database() {
    open();
    if (db == null) {
      db = JdbcResultStore.open(url, options);
    }
    return db;
  }

  /**
   * A stream's head, read to see whether it fits the journal, put back before the rest: the same
   * bytes as the stream, so its digest too. Were the digest lost here, the store would hash a
   * large result again (on {@code candor run}'s masking thread: 0.7-0.9 s of CPU a gibibyte).
   */
  private static final class Rejoined extends SequenceInputStream implements Digested {
    private final Digested digested;

    Rejoined(InputStream head, InputStream rest, Digested digested) {
      super(head, rest);
      this.digested = digested;
    }

    @Override
    public byte[] sha256() {
      return digested.sha256();
    }
  }

  private static long saturatedAdd(long a, long b) {
    long r = a + b;
    return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
  }
}

package dev.candor.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Keeps full tool results behind handles, so that an observation shaped to a budget can name what
 * it cut and the agent can fetch it back, in this process or after a restart.
 *
 * <pre>{@code
 * try (ResultStore store = ResultStore.open(ResultStore.defaultUrl(System.getenv(), Path.of("")))) {
 *   Handle h = store.put(output, ResultMeta.of(List.of("mvn", "test"), 1).withTool("terminal"));
 *   Excerpt more = store.lines(h, 101, 200);
 * }
 * }</pre>
 *
 * <p>Results are compressed in 64 KiB chunks, deduplicated by SHA-256 and indexed by line, so any
 * range is read without decompressing the rest. A stored result is complete or absent: content,
 * index and handle are written in one transaction. Every read is checked (each chunk against its
 * CRC-32C, whole reads against the SHA-256) and a mismatch fails rather than being served.
 *
 * <p>Every method fails with {@link StoreException}: a handle problem (malformed, unknown,
 * expired, evicted, foreign), {@link StoreException.Kind#CORRUPT} or {@link
 * StoreException.Kind#UNAVAILABLE}. Implementations are safe for use by many threads, and by
 * many processes sharing one database.
 */
public interface ResultStore extends AutoCloseable {

  /**
   * Opens a store, creating it or migrating its schema as needed.
   *
   * @param url {@code sqlite:/path/to/store.db}, {@code postgresql://user:pass@host:5432/db} or
   *     {@code jdbc:postgresql://host:5432/db?user=u&password=p}; a PostgreSQL URL may add {@code
   *     schema=name} to keep the tables in their own schema
   * @throws IllegalArgumentException for any other URL, naming the accepted forms
   * @throws StoreException of kind {@link StoreException.Kind#UNAVAILABLE} when the database cannot
   *     be opened or migrated
   */
  static ResultStore open(String url) {
    return open(url, StoreOptions.defaults());
  }

  /** Opens a store with the given retention, scope and clock; see {@link #open(String)}. */
  static ResultStore open(String url, StoreOptions options) {
    Objects.requireNonNull(options, "options");
    return JdbcResultStore.open(StoreUrl.parse(url), options);
  }

  /**
   * Opens a store that must already exist, for a command that only reads it or trims it ({@code
   * more}, {@code store stats}, {@code store gc}, {@code audit --run}): a SQLite file that is not
   * there, and has no journal of results beside it, is not made, since an empty store made at a
   * mistyped path would answer as if nothing had been kept.
   *
   * @throws StoreException of kind {@link StoreException.Kind#UNAVAILABLE} naming the path, when
   *     no store is there; as {@link #open(String)} otherwise
   */
  static ResultStore openExisting(String url) {
    StoreUrl parsed = StoreUrl.parse(url);
    if (parsed.dialect() == Dialect.SQLITE && parsed.file().isPresent()) {
      java.nio.file.Path file = parsed.file().get().toAbsolutePath();
      if (!java.nio.file.Files.exists(file) && !java.nio.file.Files.isDirectory(Journal.folder(file))) {
        throw new StoreException(StoreException.Kind.UNAVAILABLE, null, "no result store at " + file
            + " (nothing was made there)");
      }
    }
    return open(url);
  }

  /**
   * Opens a store for one short call, such as a {@code candor run}, that writes a result and a
   * ledger row and reads nothing. For a SQLite file, a result of at most 64 KiB and the ledger row
   * naming it go to a journal beside the database, without loading SQLite: each is complete on disk
   * before the method that wrote it returns, so its handle resolves from every process at once, as
   * the next {@link #open} of the database moves the journal in first. Anything else (a larger
   * result, any read) opens the database then, as {@link #open} does. So a store that cannot be
   * opened fails on first use rather than here; other URLs are opened as {@link #open} opens them.
   *
   * @throws IllegalArgumentException for a URL {@link #open} does not accept
   */
  static ResultStore openForCall(String url) {
    StoreUrl parsed = StoreUrl.parse(url);
    if (parsed.dialect() == Dialect.SQLITE && parsed.file().isPresent()) {
      return new DeferredStore(parsed, StoreOptions.defaults());
    }
    return JdbcResultStore.open(parsed, StoreOptions.defaults());
  }

  /**
   * The store a command uses when none is named: {@code sqlite:$CANDOR_HOME/store.db} when
   * {@code CANDOR_HOME} is set, else {@code sqlite:<cwd>/.candor/store.db}.
   *
   * @param env the environment, such as {@code System.getenv()}
   * @param cwd the working directory
   */
  static String defaultUrl(Map<String, String> env, Path cwd) {
    Objects.requireNonNull(env, "env");
    Objects.requireNonNull(cwd, "cwd");
    String home = env.get("CANDOR_HOME");
    Path dir = home != null && !home.isBlank() ? Path.of(home) : cwd.resolve(".candor");
    return "sqlite:" + dir.resolve("store.db").toAbsolutePath().normalize();
  }

  /**
   * Stores a result, reading {@code raw} once to its end in bounded memory (hashing, counting
   * lines, chunking and compressing as it goes). The bytes are kept exactly as given: redact
   * before calling if the output may hold secrets. Storing bytes already stored costs a handle
   * row and no content.
   *
   * @throws IOException if reading {@code raw} fails; nothing is stored
   * @throws StoreException of kind {@link StoreException.Kind#UNAVAILABLE} if the store cannot be
   *     written; {@code raw} has then been consumed, so keep a copy if the caller still needs it
   */
  Handle put(InputStream raw, ResultMeta meta) throws IOException;

  /**
   * As {@link #put(InputStream, ResultMeta)}, with the metadata asked for once {@code raw} has been
   * read to its end: a command's output can be stored while it runs, and its exit code, known only
   * when it ends, still lands in the same result row. {@code meta} is called once, on the thread
   * that calls this, and not at all when reading {@code raw} fails.
   *
   * @throws IOException if reading {@code raw} fails; nothing is stored
   * @throws StoreException as {@link #put(InputStream, ResultMeta)}
   */
  default Handle put(InputStream raw, java.util.function.Supplier<ResultMeta> meta) throws IOException {
    return put(raw, meta, Handle.random());
  }

  /**
   * As {@link #put(InputStream, java.util.function.Supplier)}, under {@code handle}, made by
   * {@link Handle#random()} for this one result (the store does not look for a handle given
   * twice): the caller can name the result, in the text a model will read, while it is still
   * being stored, and knows the name holds once this returns it.
   *
   * @throws IOException if reading {@code raw} fails; nothing is stored
   * @throws StoreException as {@link #put(InputStream, ResultMeta)}
   */
  Handle put(InputStream raw, java.util.function.Supplier<ResultMeta> meta, Handle handle) throws IOException;

  /** What is known about a result. */
  Facts facts(Handle handle);

  /**
   * Lines {@code from} to {@code to} (counting from 1, inclusive), clipped to the result's end
   * and to {@link #EXCERPT_LIMIT} bytes. Only the chunks holding them are read.
   *
   * @throws IllegalArgumentException if {@code from < 1} or {@code to < from}
   */
  Excerpt lines(Handle handle, long from, long to);

  /**
   * Page {@code n} (counting from 1) of the result cut into pages of {@code pageBytes} bytes;
   * page edges move forward to the next UTF-8 character boundary so no character is split.
   *
   * @throws IllegalArgumentException if {@code n < 1} or {@code pageBytes} is outside 1..{@link
   *     #EXCERPT_LIMIT}
   */
  Excerpt page(Handle handle, long n, int pageBytes);

  /** The last {@code n} lines, clipped to {@link #EXCERPT_LIMIT} bytes from their start. */
  Excerpt tail(Handle handle, long n);

  /**
   * The lines matching an RE2 pattern (linear time: no pattern can hang), with {@code context}
   * lines around each, up to {@code max} matching lines; all matches are counted. Reads the whole
   * result and checks its SHA-256.
   *
   * @throws StoreException of kind {@link StoreException.Kind#BAD_PATTERN} for a pattern RE2
   *     rejects
   * @throws IllegalArgumentException if {@code context} is outside 0..100 or {@code max} outside
   *     1..10,000
   */
  Matches grep(Handle handle, String regex, int context, int max);

  /**
   * Writes the exact stored bytes to {@code out}, checking each chunk as it goes and the SHA-256 at
   * the end. On {@link StoreException.Kind#CORRUPT} part of the content may already be written:
   * discard it.
   *
   * @return the number of bytes written
   * @throws IOException if writing to {@code out} fails
   */
  long raw(Handle handle, OutputStream out) throws IOException;

  /**
   * The stored bytes as a read-only channel that loads only the chunk its position is in, each
   * chunk checked as {@link #raw} checks it (the whole content's SHA-256 is not: nothing reads it
   * whole): for a reader that passes over most of a large result, such as a span's dropped runs.
   */
  java.nio.channels.SeekableByteChannel channel(Handle handle);

  /**
   * The exact stored bytes as a stream to read once, checked as {@link #raw} checks them: they are
   * copied to a temporary file first, so memory stays bounded whatever the size, and the file goes
   * when the stream is closed.
   *
   * @throws IOException if the temporary file cannot be written
   */
  default InputStream openRaw(Handle handle) throws IOException {
    Path tmp = java.nio.file.Files.createTempFile("candor-raw-", ".out");
    // Opened without truncating (it is empty): ext4 writes a truncated file out when it is closed.
    try (OutputStream os = new java.io.BufferedOutputStream(
        java.nio.file.Files.newOutputStream(tmp, java.nio.file.StandardOpenOption.WRITE), 1 << 16)) {
      raw(handle, os);
    } catch (IOException | RuntimeException e) {
      java.nio.file.Files.deleteIfExists(tmp);
      throw e;
    }
    return java.nio.file.Files.newInputStream(tmp, java.nio.file.StandardOpenOption.DELETE_ON_CLOSE);
  }

  /**
   * Adds one call to the ledger, in a short transaction of its own on the connection the store
   * already holds. The row names {@code entry}'s handle without depending on it: it is kept for the
   * store's time to live plus the 30 days a gone handle is remembered, so it outlives its result
   * and {@link #history} then says when the result expired. When {@code entry} has a handle but no
   * line count, the count is taken from the handle's result.
   *
   * @throws StoreException of kind {@link StoreException.Kind#UNAVAILABLE} if the store cannot be
   *     written
   */
  void record(LedgerEntry entry);

  /**
   * The calls of the ledger that {@code query} matches, newest first, with the count of all that
   * matched and, for each, where its full output is now (live until a time, expired or evicted at
   * a time, forgotten, or never kept).
   *
   * @throws StoreException of kind {@link StoreException.Kind#BAD_PATTERN} for a grep pattern RE2
   *     rejects
   */
  History history(HistoryQuery query);

  /**
   * Deletes results past their time to live, then, while the store is over its size cap, the
   * oldest ones. Their handles keep failing with a clear reason for a while before being
   * forgotten. Also run on one {@code put} in {@link StoreOptions#gcEvery()}.
   */
  GcReport gc();

  /** Counts and sizes. */
  Stats stats();

  /** The URL the store was opened with, password masked, for messages. */
  String describe();

  /** Releases connections; the data stays. Idempotent. */
  @Override
  void close();

  /** The most bytes one {@link Excerpt} holds: 16 MiB. Use {@link #raw} for more. */
  int EXCERPT_LIMIT = 16 << 20;
}

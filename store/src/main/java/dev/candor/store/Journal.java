package dev.candor.store;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.zip.CRC32;

/**
 * A SQLite store's write-ahead journal of small calls: a folder beside the database ({@code
 * store.db.pending/}, mode 700) where a short {@code candor run} leaves its result and its ledger
 * row without loading SQLite, for the next process that opens the database to move in.
 *
 * <p>Design. Each record is a file of its own, written in full under a dot-name and renamed into
 * place, so a record is complete or absent whatever kills its writer, and any number of writers
 * never meet: no lock, no interleaved appends, no writer racing an ingest for a file. A result is
 * written before its handle is given out, so a printed handle always has its bytes somewhere; the
 * call's ledger row follows as a second file, named after the same handle so it sorts after the
 * result it counts lines from. Every file ends with a CRC-32 of all before it.
 *
 * <p>Ingest, when a store is opened read-write, takes every file, each in one transaction, and
 * unlinks it after the commit. It is idempotent: a result whose handle is in the {@code result}
 * table, or a row whose handle is in the {@code ledger}, is skipped, so a file moved in twice (two
 * processes at once, or one killed between commit and unlink) is stored once. A file that does not
 * parse is renamed to {@code .bad} and left for a person; dot-files a day old (a writer killed
 * mid-write) are deleted.
 */
final class Journal {
  /** Results up to this size may go to the journal; larger ones go to the database at once. */
  static final int SMALL_RESULT = 64 * 1024;

  private static final int MAGIC = 0x434e444a; // "CNDJ"
  private static final int VERSION = 1;
  // A result's file sorts before its row's, so ingest stores the result its row counts lines from.
  private static final String RESULT = ".a-result";
  private static final String ROW = ".b-row";
  private static final long STALE_MILLIS = 24L * 60 * 60 * 1000;

  private Journal() {}

  /** The journal folder of the database {@code file}. */
  static Path folder(Path file) {
    return file.resolveSibling(file.getFileName() + ".pending");
  }

  /** A small result as the journal keeps it, with the times the call computed for its row. */
  record Entry(Handle handle, String runId, ResultMeta meta, long createdAt, long expiresAt, byte[] content) {}

  /** A ledger row as the journal keeps it: the row of the call whose result is {@code handle}. */
  record Row(Handle handle, LedgerEntry entry, long recordedAt, long forgetAt) {}

  /**
   * Writes {@code e} to the journal in {@code folder}: all of it under a dot-name, then renamed.
   *
   * @throws IOException when the folder or the file cannot be written; nothing is left half-written
   */
  static void append(Path folder, Entry e) throws IOException {
    write(folder, e.handle().value() + RESULT, encode(e, null));
  }

  /** Writes {@code r} to the journal in {@code folder}, as {@link #append(Path, Entry)} writes a result. */
  static void append(Path folder, Row r) throws IOException {
    write(folder, r.handle().value() + ROW, encode(null, r));
  }

  private static void write(Path folder, String name, byte[] body) throws IOException {
    if (!Files.isDirectory(folder)) {
      Path parent = folder.getParent();
      if (parent != null && !Files.isDirectory(parent)) {
        Files.createDirectories(parent); // the first call in a project: .candor/ is not there yet
      }
      try {
        Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      } catch (FileAlreadyExistsException raced) {
        // another call made it a moment ago
      }
    }
    Path tmp = folder.resolve("." + name + ".tmp");
    try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      out.write(body);
    } catch (IOException | RuntimeException failed) {
      Files.deleteIfExists(tmp);
      throw failed;
    }
    try {
      Files.move(tmp, folder.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException | RuntimeException failed) {
      Files.deleteIfExists(tmp);
      throw failed;
    }
  }

  /**
   * Moves every entry of the journal in {@code folder} into {@code db}; see the class comment.
   * Returns how many entries were stored (not counting those found stored already).
   *
   * @throws IOException when the database cannot be written; the entries not yet moved stay
   */
  static int ingest(Path folder, Db db, Path spoolDir) throws IOException {
    if (!Files.isDirectory(folder)) {
      return 0;
    }
    List<Path> files = new ArrayList<>();
    long now = System.currentTimeMillis();
    try (DirectoryStream<Path> found = Files.newDirectoryStream(folder)) {
      for (Path f : found) {
        String name = f.getFileName().toString();
        if ((name.endsWith(RESULT) || name.endsWith(ROW)) && !name.startsWith(".")) {
          files.add(f);
        } else if (name.startsWith(".") && name.endsWith(".tmp") && old(f, now)) {
          delete(f);
        }
      }
    } catch (IOException | java.nio.file.DirectoryIteratorException unreadable) {
      return 0; // not this process's folder to read: the store opens as it is
    }
    java.util.Collections.sort(files); // a stable order; the ledger orders rows by their start time anyway
    int stored = 0;
    for (Path f : files) {
      Object e;
      try {
        e = decode(Files.readAllBytes(f));
      } catch (NoSuchFileException gone) {
        continue; // another process moved it in
      } catch (IOException | RuntimeException bad) {
        setAside(f);
        continue;
      }
      if (e instanceof Entry ? store(db, (Entry) e, spoolDir) : store(db, (Row) e)) {
        stored++;
      }
      delete(f);
    }
    return stored;
  }

  /** Stores {@code e} in one transaction unless its handle is stored already; true when stored now. */
  static boolean store(Db db, Entry e, Path spoolDir) throws IOException {
    try (Spool spool = new Spool(spoolDir, db.display())) {
      Ingest.Ingested in = Ingest.read(new ByteArrayInputStream(e.content()), spool, Codec::forWriting, false);
      ResultMeta m = e.meta();
      Writes.NewResult row = new Writes.NewResult(e.handle(), e.runId(), m.tool().orElse(null), Argv.encode(m.argv()),
          m.exitCode().isPresent() ? m.exitCode().getAsInt() : null, m.contentType().orElse(in.contentType()),
          m.encoding().orElse(in.encoding()), e.createdAt(), e.expiresAt());
      return db.write("move a journaled result into", c -> {
        if (stored(c, "SELECT 1 FROM result WHERE handle = ?", e.handle())) {
          return false;
        }
        Writes.insert(c, in, spool, row);
        return true;
      });
    }
  }

  /** Stores {@code r} in one transaction unless a row of its handle is in the ledger already; true when stored now. */
  static boolean store(Db db, Row r) throws IOException {
    return db.write("move a journaled ledger row into", c -> {
      if (stored(c, "SELECT 1 FROM ledger WHERE handle = ?", r.handle())) {
        return false;
      }
      Ledger.insert(c, r.entry(), r.recordedAt(), r.forgetAt());
      return true;
    });
  }

  private static boolean stored(Connection c, String sql, Handle h) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      p.setString(1, h.value());
      try (ResultSet rs = p.executeQuery()) {
        return rs.next();
      }
    }
  }

  /** Best effort: a file that cannot be unlinked now is found stored and unlinked by a later ingest. */
  private static void delete(Path f) {
    try {
      Files.deleteIfExists(f);
    } catch (IOException e) {
      // a read-only folder
    }
  }

  private static boolean old(Path f, long now) {
    try {
      return now - Files.getLastModifiedTime(f).toMillis() > STALE_MILLIS;
    } catch (IOException e) {
      return false;
    }
  }

  private static void setAside(Path f) {
    try {
      Files.move(f, f.resolveSibling(f.getFileName() + ".bad"), StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException | RuntimeException e) {
      // gone, or the folder is read-only: the next ingest tries again
    }
  }

  // This is visible for testing: one of e and r is null.
  static byte[] encode(Entry e, Row r) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 + (e != null ? e.content().length : 0));
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(MAGIC);
      out.writeByte(VERSION);
      out.writeBoolean(e != null);
      if (e != null) {
        ResultMeta m = e.meta();
        str(out, e.handle().value());
        str(out, e.runId());
        str(out, m.tool().orElse(null));
        strs(out, m.argv());
        optInt(out, m.exitCode());
        str(out, m.contentType().orElse(null));
        str(out, m.encoding().orElse(null));
        out.writeLong(e.createdAt());
        out.writeLong(e.expiresAt());
        out.writeInt(e.content().length);
        out.write(e.content());
      } else {
        LedgerEntry l = r.entry();
        str(out, r.handle().value());
        out.writeLong(l.startTime().toEpochMilli());
        out.writeLong(l.durationMs());
        str(out, l.runId().orElse(null));
        str(out, l.cwd());
        str(out, l.tool());
        strs(out, l.argv());
        optInt(out, l.exitCode());
        optInt(out, l.signal());
        out.writeBoolean(l.timedOut());
        out.writeLong(l.bytes());
        out.writeBoolean(l.lines().isPresent());
        out.writeLong(l.lines().orElse(0));
        str(out, l.strategy());
        out.writeBoolean(l.cut());
        out.writeLong(l.errorLinesFound());
        out.writeLong(l.errorLinesShown());
        str(out, l.handle().isPresent() ? l.handle().get().value() : null); // no lambda on a small call's path
        out.writeLong(r.recordedAt());
        out.writeLong(r.forgetAt());
      }
    } catch (IOException impossible) {
      throw new java.io.UncheckedIOException("writing to memory cannot fail", impossible);
    }
    CRC32 crc = new CRC32();
    crc.update(bytes.toByteArray());
    int sum = (int) crc.getValue();
    bytes.write(sum >>> 24);
    bytes.write(sum >>> 16);
    bytes.write(sum >>> 8);
    bytes.write(sum);
    return bytes.toByteArray();
  }

  /** An {@link Entry} or a {@link Row}. */
  // This is visible for testing.
  static Object decode(byte[] b) throws IOException {
    if (b.length < 9) {
      throw new EOFException("a journal file of " + b.length + " bytes");
    }
    CRC32 crc = new CRC32();
    crc.update(b, 0, b.length - 4);
    int want = ((b[b.length - 4] & 0xff) << 24) | ((b[b.length - 3] & 0xff) << 16) | ((b[b.length - 2] & 0xff) << 8)
        | (b[b.length - 1] & 0xff);
    if ((int) crc.getValue() != want) {
      throw new IOException("journal file fails its CRC-32");
    }
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(b, 0, b.length - 4));
    if (in.readInt() != MAGIC || in.readByte() != VERSION) {
      throw new IOException("not a journal file of this version");
    }
    boolean result = in.readBoolean();
    Handle handle = new Handle(str(in));
    if (result) {
      String runId = str(in);
      Optional<String> tool = Optional.ofNullable(str(in));
      List<String> argv = strs(in);
      OptionalInt exit = optInt(in);
      Optional<String> type = Optional.ofNullable(str(in));
      Optional<String> encoding = Optional.ofNullable(str(in));
      ResultMeta meta = new ResultMeta(tool, argv, exit, Optional.empty(), type, encoding, Optional.empty());
      long created = in.readLong();
      long expires = in.readLong();
      int size = in.readInt();
      if (size < 0 || size > in.available()) {
        throw new EOFException("content of " + size + " bytes where " + in.available() + " are left");
      }
      byte[] content = new byte[size];
      in.readFully(content);
      return new Entry(handle, runId, meta, created, expires, content);
    }
    Instant start = Instant.ofEpochMilli(in.readLong());
    long duration = in.readLong();
    Optional<String> run = Optional.ofNullable(str(in));
    String cwd = str(in);
    String tool = str(in);
    List<String> args = strs(in);
    OptionalInt code = optInt(in);
    OptionalInt signal = optInt(in);
    boolean timedOut = in.readBoolean();
    long bytes = in.readLong();
    boolean hasLines = in.readBoolean();
    long lines = in.readLong();
    String strategy = str(in);
    boolean cut = in.readBoolean();
    long found = in.readLong();
    long shown = in.readLong();
    String h = str(in);
    LedgerEntry l = new LedgerEntry(start, duration, run, cwd, tool, args, code, signal, timedOut, bytes,
        hasLines ? OptionalLong.of(lines) : OptionalLong.empty(), strategy, cut, found, shown,
        Optional.ofNullable(h).map(Handle::new));
    return new Row(handle, l, in.readLong(), in.readLong());
  }

  private static void str(DataOutputStream out, String s) throws IOException {
    if (s == null) {
      out.writeInt(-1);
      return;
    }
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(b.length);
    out.write(b);
  }

  private static String str(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0) {
      return null;
    }
    if (n > in.available()) {
      throw new EOFException("a string of " + n + " bytes where " + in.available() + " are left");
    }
    byte[] b = new byte[n];
    in.readFully(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  private static void strs(DataOutputStream out, List<String> list) throws IOException {
    out.writeInt(list.size());
    for (String a : list) {
      str(out, a);
    }
  }

  private static List<String> strs(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > 1 << 20) {
      throw new IOException("a list of " + n + " strings");
    }
    List<String> list = new ArrayList<>(Math.min(n, 64));
    for (int i = 0; i < n; i++) {
      list.add(str(in));
    }
    return list;
  }

  private static void optInt(DataOutputStream out, OptionalInt v) throws IOException {
    out.writeBoolean(v.isPresent());
    out.writeInt(v.orElse(0));
  }

  private static OptionalInt optInt(DataInputStream in) throws IOException {
    boolean present = in.readBoolean();
    int v = in.readInt();
    return present ? OptionalInt.of(v) : OptionalInt.empty();
  }
}

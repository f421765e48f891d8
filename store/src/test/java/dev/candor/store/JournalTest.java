package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link ResultStore#openForCall}: small calls go to the journal, and any opening of the database moves them in. */
final class JournalTest {
  private Path dir;
  private String url;

  @BeforeEach
  void setUp() throws Exception {
    dir = Files.createTempDirectory("candor-journal-test");
    url = "sqlite:" + dir.resolve("store.db");
  }

  @AfterEach
  void tearDown() throws Exception {
    Scratch.delete(dir);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** What a short call does: put its output, record its row, close. */
  private Handle call(String output) throws Exception {
    try (ResultStore s = ResultStore.openForCall(url)) {
      Handle h = s.put(new ByteArrayInputStream(bytes(output)), ResultMeta.of(List.of("echo", output), 0).withTool("terminal"));
      s.record(LedgerEntry.of("terminal", List.of("echo", output), "/work", Instant.ofEpochMilli(1_700_000_000_000L))
          .withEnd(OptionalInt.of(0), OptionalInt.empty(), false)
          .withSize(output.length(), OptionalLong.empty())
          .withHandle(h));
      return h;
    }
  }

  private static String raw(ResultStore s, Handle h) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    s.raw(h, out);
    return out.toString(StandardCharsets.UTF_8);
  }

  private List<Path> journalFiles() throws Exception {
    Path j = Journal.folder(dir.resolve("store.db"));
    if (!Files.isDirectory(j)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(j)) {
      return s.sorted().toList();
    }
  }

  @Test
  void smallCallWritesNoDatabaseAndTheNextOpeningMovesItIn() throws Exception {
    Handle h = call("hello\nworld\n");

    assertThat(dir.resolve("store.db")).doesNotExist();
    assertThat(journalFiles()).hasSize(2);
    try (ResultStore s = ResultStore.open(url)) {
      assertThat(journalFiles()).isEmpty();
      assertThat(raw(s, h)).isEqualTo("hello\nworld\n");
      History.Call row = s.history(HistoryQuery.latest()).calls().get(0);
      assertThat(row.entry().handle()).contains(h);
      assertThat(row.entry().lines()).hasValue(2); // counted from the result moved in before it
      assertThat(row.kept()).isNotNull();
    }
  }

  @Test
  void aJournalFileMovedInTwiceIsStoredOnce() throws Exception {
    Handle h = call("once\n");
    List<byte[]> copies = new ArrayList<>();
    List<Path> files = journalFiles();
    for (Path f : files) {
      copies.add(Files.readAllBytes(f));
    }
    try (ResultStore s = ResultStore.open(url)) {
      assertThat(raw(s, h)).isEqualTo("once\n");
    }
    // As if a process was killed between its commit and its unlink: the same files again.
    for (int i = 0; i < files.size(); i++) {
      Files.write(files.get(i), copies.get(i));
    }
    try (ResultStore s = ResultStore.open(url)) {
      assertThat(s.history(HistoryQuery.latest()).calls()).hasSize(1);
      assertThat(s.stats().toString()).isNotEmpty();
      assertThat(raw(s, h)).isEqualTo("once\n");
    }
    assertThat(journalFiles()).isEmpty();
  }

  @Test
  void aStoreAlreadyOpenFindsAHandleJournaledAfterItOpened() throws Exception {
    try (ResultStore server = ResultStore.open(url)) {
      Handle h = call("later\n");
      assertThat(raw(server, h)).isEqualTo("later\n");
      assertThat(server.history(HistoryQuery.latest()).calls()).hasSize(1);
    }
  }

  @Test
  void aResultPastTheJournalLimitGoesToTheDatabase() throws Exception {
    String big = "x".repeat(Journal.SMALL_RESULT) + "\n";
    Handle h = call(big);

    assertThat(dir.resolve("store.db")).exists();
    assertThat(journalFiles()).isEmpty();
    try (ResultStore s = ResultStore.open(url)) {
      assertThat(raw(s, h)).isEqualTo(big);
      assertThat(s.history(HistoryQuery.latest()).calls()).hasSize(1);
    }
  }

  @Test
  void aResultPastTheJournalLimitKeepsTheDigestItsStreamTook() throws Exception {
    byte[] big = bytes("y\n".repeat(Journal.SMALL_RESULT));
    byte[] sha = java.security.MessageDigest.getInstance("SHA-256").digest(big);
    class SelfHashing extends ByteArrayInputStream implements dev.candor.Digested {
      int asked;

      SelfHashing() {
        super(big);
      }

      @Override
      public byte[] sha256() {
        asked++;
        return sha.clone();
      }
    }
    SelfHashing in = new SelfHashing();
    Handle h;
    try (ResultStore s = ResultStore.openForCall(url)) {
      h = s.put(in, ResultMeta.of(List.of("yes"), 0));
    }

    assertThat(in.asked).isEqualTo(1); // taken, not hashed again
    try (ResultStore s = ResultStore.open(url)) {
      assertThat(s.facts(h).sha256()).isEqualTo(java.util.HexFormat.of().formatHex(sha));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      s.raw(h, out); // checks the whole result against that digest
      assertThat(out.toByteArray()).isEqualTo(big);
    }
  }

  @Test
  void aDamagedJournalFileIsSetAsideAndTheRestMovedIn() throws Exception {
    Handle bad = call("damaged\n");
    Handle good = call("fine\n");
    Path f = Journal.folder(dir.resolve("store.db")).resolve(bad.value() + ".a-result");
    byte[] b = Files.readAllBytes(f);
    b[b.length / 2] ^= 1;
    Files.write(f, b);

    try (ResultStore s = ResultStore.open(url)) {
      assertThat(raw(s, good)).isEqualTo("fine\n");
    }
    assertThat(journalFiles()).extracting(p -> p.getFileName().toString()).containsExactly(bad.value() + ".a-result.bad");
  }

  @Test
  void manyCallsAtOnceEachResolveToTheirOwnBytes() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<Handle>> handles = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      String out = "call " + i + "\n";
      handles.add(pool.submit(() -> call(out)));
    }
    // Ingest while they write.
    Future<?> reader = pool.submit(() -> {
      try (ResultStore s = ResultStore.open(url)) {
        return s.stats();
      }
    });
    reader.get();
    List<Handle> got = new ArrayList<>();
    for (Future<Handle> f : handles) {
      got.add(f.get());
    }
    pool.shutdown();
    try (ResultStore s = ResultStore.open(url)) {
      for (int i = 0; i < got.size(); i++) {
        assertThat(raw(s, got.get(i))).isEqualTo("call " + i + "\n");
      }
      assertThat(s.history(HistoryQuery.latest().withLimit(1000)).matched()).isEqualTo(64);
    }
  }

  @Test
  void anEntryRoundTripsThroughItsBytes() throws Exception {
    Journal.Entry e = new Journal.Entry(Handle.random(), "run-1",
        ResultMeta.of(List.of("a b", "ü"), 3).withTool("mvn").withContentType("text/plain"), 5, 6, bytes("x\n"));
    Journal.Entry back = (Journal.Entry) Journal.decode(Journal.encode(e, null));
    assertThat(back.handle()).isEqualTo(e.handle());
    assertThat(back.runId()).isEqualTo("run-1");
    assertThat(back.meta().argv()).containsExactly("a b", "ü");
    assertThat(back.meta().exitCode()).hasValue(3);
    assertThat(back.meta().tool()).contains("mvn");
    assertThat(back.meta().contentType()).contains("text/plain");
    assertThat(back.content()).isEqualTo(bytes("x\n"));
    assertThat(List.of(back.createdAt(), back.expiresAt())).containsExactly(5L, 6L);
  }
}

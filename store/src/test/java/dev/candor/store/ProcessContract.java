package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Two OS processes on one store: concurrent writers, and a writer killed halfway. */
interface ProcessContract extends StoreFixture {

  /** Starts a {@link StoreWorker} with the test classpath, its temporary files under {@code tmp}. */
  private static Process start(Path tmp, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Djava.io.tmpdir=" + tmp,
        "-cp", System.getProperty("java.class.path"), StoreWorker.class.getName()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
  }

  private static String readLine(Process p) throws IOException {
    String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
    assertThat(line).as("the child process's first line (it died?)").isNotNull();
    return line;
  }

  private static long count(Connection c, String sql) throws Exception {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  @Test
  default void twoProcessesOfEightThreadsWritingAtOnceLoseNothing() throws Exception {
    open().stats(); // create the schema before the race
    Path tmp = Files.createTempDirectory("candor-worker");
    Path out = tmp.resolve("handles.txt");
    Process child = start(tmp, "many", url(), "8", "200", out.toString());
    try {
      assertThat(readLine(child)).isEqualTo("ready");
      try (OutputStream go = child.getOutputStream()) {
        go.write("go\n".getBytes(StandardCharsets.UTF_8));
      }
      ResultStore store = open(StoreOptions.defaults().withGcEvery(0));
      List<String> mine = StoreWorker.putMany(store, "parent", 8, 200);
      assertThat(child.waitFor(120, TimeUnit.SECONDS)).as("child finished").isTrue();
      assertThat(child.exitValue()).isZero();
      List<String> all = new ArrayList<>(mine);
      all.addAll(Files.readAllLines(out));
      assertThat(all).hasSize(3_200).doesNotHaveDuplicates();
      for (String line : all) {
        String[] parts = line.split(" ");
        Handle h = Handle.parse(parts[0]);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        store.raw(h, bytes);
        assertThat(Contents.sha256(bytes.toByteArray())).isEqualTo(parts[1]);
      }
      assertThat(store.stats().results()).isEqualTo(3_200);
    } finally {
      child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
      Scratch.delete(tmp);
    }
  }

  @Test
  default void aWriterKilledMidWriteLeavesNoHandleAndTheStoreStillOpens() throws Exception {
    List<Handle> before = new ArrayList<>();
    try (ResultStore store = ResultStore.open(url(), options())) {
      for (int i = 0; i < 3; i++) {
        before.add(store.put(Contents.in("before " + i + "\n"), ResultMeta.none()));
      }
    }
    Path tmp = Files.createTempDirectory("candor-worker");
    Process child = start(tmp, "big", url(), "200");
    try {
      assertThat(readLine(child)).isEqualTo("eof");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (!writeInProgress() && child.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertThat(child.isAlive()).as("child still writing when killed").isTrue();
      child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    } finally {
      child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
      Scratch.delete(tmp);
    }
    ResultStore reopened = open();
    Stats s = reopened.stats();
    assertThat(s.results()).isEqualTo(3);
    assertThat(s.contents()).isEqualTo(3);
    for (int i = 0; i < 3; i++) {
      assertThat(reopened.lines(before.get(i), 1, 1).text()).isEqualTo("before " + i + "\n");
    }
    try (Connection c = connect()) {
      assertThat(count(c, "SELECT COUNT(*) FROM result")).isEqualTo(3);
      assertThat(count(c, "SELECT COUNT(*) FROM chunk")).isEqualTo(3);
    }
    Handle after = reopened.put(Contents.in("after\n"), ResultMeta.none());
    assertThat(reopened.tail(after, 1).text()).isEqualTo("after\n");
  }

  /**
   * kill -9 of a writer 500 MB into a result that goes to zstd, once while it is still reading and
   * compressing (the packer thread busy) and once in its database write: what was committed
   * before, zstd and deflate alike, reads back byte for byte; nothing of the killed result shows.
   */
  @Tag("slow")
  @Test
  default void aWriterKilledDuringA500MbZstdWriteLosesNothingCommittedAndServesNoPart() throws Exception {
    byte[] large = Contents.text(7, 3 << 20);
    List<Handle> before = new ArrayList<>();
    try (ResultStore store = ResultStore.open(url(), options())) {
      before.add(store.put(Contents.in("small, deflate\n"), ResultMeta.none()));
      before.add(store.put(Contents.in(large), ResultMeta.none()));
    }
    for (String when : List.of("ingesting", "writing")) {
      Path tmp = Files.createTempDirectory("candor-worker");
      Process child = when.equals("ingesting") ? start(tmp, "ingesting", url(), "500", "250")
          : start(tmp, "big", url(), "500");
      try {
        assertThat(readLine(child)).isEqualTo(when.equals("ingesting") ? "reading" : "eof");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (when.equals("writing") && !writeInProgress() && child.isAlive() && System.nanoTime() < deadline) {
          Thread.sleep(5);
        }
        assertThat(child.isAlive()).as("child still at work when killed (" + when + ")").isTrue();
        child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
      } finally {
        child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        Scratch.delete(tmp);
      }
      ResultStore reopened = open();
      assertThat(reopened.stats().results()).as(when).isEqualTo(2);
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      reopened.raw(before.get(1), got);
      assertThat(got.toByteArray()).as(when).isEqualTo(large);
      assertThat(reopened.lines(before.get(0), 1, 1).text()).isEqualTo("small, deflate\n");
      try (Connection c = connect()) {
        assertThat(count(c, "SELECT COUNT(*) FROM content")).as(when).isEqualTo(2);
        assertThat(count(c, "SELECT COUNT(*) FROM content WHERE codec = 'zstd'")).as(when).isEqualTo(1);
        assertThat(count(c, "SELECT COUNT(*) FROM chunk")).as(when).isEqualTo(1 + (large.length + Ingest.LARGE_CHUNK_SIZE - 1) / Ingest.LARGE_CHUNK_SIZE);
      }
    }
  }
}

package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A store that cannot be used is a failure a person can act on: what failed, its code, what to do. */
class StoreFailuresTest {
  @TempDir Path dir;

  @Test
  void storeStatsOnAFileThatIsNoStore_namesTheSqliteCodeAndWhatToDo() throws IOException {
    Path notADb = dir.resolve("notes.txt");
    Files.writeString(notADb, "not a database, just some text that is long enough to have a header\n".repeat(20));
    Cli cli = new Cli();
    assertThat(cli.run("store", "stats", "--store", "sqlite:" + notADb)).isEqualTo(1);
    assertThat(cli.err()).contains("SQLITE_NOTADB").contains("what to do: this file is not a Candor store")
        .contains("give --store another path").doesNotContain("internal error").doesNotContain("\tat ");
  }

  @Test
  void storeStatsOnAServerThatRefuses_saysToCheckItOrUseALocalStore() {
    Cli cli = new Cli();
    assertThat(cli.run("store", "stats", "--store", "postgresql://nobody:x@127.0.0.1:1/none")).isEqualTo(1);
    assertThat(cli.err()).contains("refused").contains("what to do: check the server")
        .contains("--store sqlite:PATH").doesNotContain("internal error");
  }

  @Test
  void moreOnAFileThatIsNoStore_saysWhatToDo() throws IOException {
    Path notADb = dir.resolve("notes.txt");
    Files.writeString(notADb, "plain text\n".repeat(200));
    Cli cli = new Cli();
    assertThat(cli.run("more", "cnd_" + "a".repeat(32), "--store", "sqlite:" + notADb, "--tail", "2")).isEqualTo(1);
    assertThat(cli.err()).contains("SQLITE_NOTADB").contains("what to do:");
  }

  @Test
  void advice_followsTheCode() {
    assertThat(StoreFailures.advice("[SQLITE_FULL] database or disk is full")).contains("candor store gc");
    assertThat(StoreFailures.advice("[SQLITE_IOERR_SHMSIZE] disk I/O error")).contains("free disk space");
    assertThat(StoreFailures.advice("[SQLITE_CANTOPEN] unable to open database file")).contains("writable");
    assertThat(StoreFailures.advice("[SQLITE_READONLY] attempt to write a readonly database")).contains("copy the store");
  }

  @Test
  void aStoreThatDoesNotExist_isSaidSoWithAFailingStatusAndIsNotMade() throws IOException {
    Path missing = dir.resolve("no-such-folder").resolve("store.db");
    String url = "sqlite:" + missing;
    Path trace = Files.writeString(dir.resolve("trace.jsonl"), "{}\n");
    String[][] reads = {
        {"store", "stats", "--store", url},
        {"store", "gc", "--store", url},
        {"more", "cnd_" + "a".repeat(32), "--store", url, "--tail", "2"},
    };
    for (String[] args : reads) {
      Cli cli = new Cli();
      assertThat(cli.run(args)).as(String.join(" ", args)).isEqualTo(1);
      assertThat(cli.err()).as(String.join(" ", args)).contains("no result store at " + missing)
          .contains("what to do: give --store").doesNotContain("results: 0");
    }
    Cli audit = new Cli();
    assertThat(audit.run("audit", "--run", "r1", "--store", url, trace.toString())).isEqualTo(2);
    assertThat(audit.err()).contains("no result store at " + missing);
    assertThat(missing.getParent()).doesNotExist();
  }

  @Test
  void aStoreWithOnlyItsJournalOfShortResults_isReadNotRefused() {
    Path db = dir.resolve("store.db");
    Cli run = new Cli();
    assertThat(run.run("run", "--no-trace", "--store", "sqlite:" + db, "--", "echo", "kept")).isZero();
    Cli stats = new Cli();
    assertThat(stats.run("store", "stats", "--store", "sqlite:" + db)).as(stats.err()).isZero();
    assertThat(stats.out()).contains("results: 1");
  }
}

package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpoolSweepTest {
  @TempDir Path dir;

  @Test
  void aSpoolLeftByAProcessThatIsGoneIsSweptAtOnceAndOthersStay() throws Exception {
    Process done = new ProcessBuilder("true").start();
    done.waitFor();
    Path orphan = Files.createFile(dir.resolve("candor-spool-" + done.pid() + "-123.tmp"));
    Path mine = Files.createFile(dir.resolve("candor-spool-" + ProcessHandle.current().pid() + "-456.tmp"));
    Path legacy = Files.createFile(dir.resolve("candor-spool-789.tmp"));

    Spool.sweep(dir, System.currentTimeMillis());

    assertThat(orphan).doesNotExist();
    assertThat(mine).exists();
    assertThat(legacy).exists();
  }
}

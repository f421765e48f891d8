package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpoolsTest {
  @TempDir Path dir;

  @Test
  void sweepDeletesOnlyCandorSpoolsADayOld() throws IOException {
    Path old = Files.writeString(dir.resolve("candor-run-1.out"), "x");
    Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(Duration.ofDays(2))));
    Path fresh = Files.writeString(dir.resolve("candor-run-2.out"), "y");
    Path other = Files.writeString(dir.resolve("someone-else.out"), "z");
    Files.setLastModifiedTime(other, FileTime.from(Instant.now().minus(Duration.ofDays(2))));
    String saved = System.getProperty("java.io.tmpdir");
    System.setProperty("java.io.tmpdir", dir.toString());
    try {
      Spools.sweep();
    } finally {
      System.setProperty("java.io.tmpdir", saved);
    }
    assertThat(old).doesNotExist();
    assertThat(fresh).exists();
    assertThat(other).exists();
  }
}

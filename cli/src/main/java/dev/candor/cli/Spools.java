package dev.candor.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Temporary copies of outputs that a killed run could not delete: each run deletes the ones a day
 * old or more, so a {@code kill -9} costs disk for a day, not for ever.
 */
final class Spools {
  static final Duration STALE = Duration.ofDays(1);

  private Spools() {}

  static void sweep() {
    Path dir = Path.of(System.getProperty("java.io.tmpdir"));
    Instant before = Instant.now().minus(STALE);
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "candor-{run,shape}-*")) {
      for (Path f : files) {
        try {
          if (Files.isRegularFile(f) && Files.getLastModifiedTime(f).toInstant().isBefore(before)) {
            Files.deleteIfExists(f);
          }
        } catch (IOException e) {
          // another run's file, or gone already: leave it
        }
      }
    } catch (IOException e) {
      // an unreadable temp directory is not this run's problem
    }
  }
}

package dev.candor.pipeline;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Temporary copies of outputs that a killed run could not delete, from before every temp file
 * went into {@link dev.candor.capture.TempFiles}' private folder (which sweeps its own): each
 * process deletes the ones a day old or more, so a {@code kill -9} costs disk for a day, not for
 * ever. A long-lived server sweeps again at most once an hour, so a call costs no directory listing.
 */
final class Spools {
  static final Duration STALE = Duration.ofDays(1);
  static final Duration AGAIN = Duration.ofHours(1);

  private static final Object LOCK = new Object();
  // Guarded by LOCK.
  private static Instant last;

  private Spools() {}

  /** Sweeps unless this process swept less than {@link #AGAIN} ago. */
  static void sweepNow() {
    Instant now = Instant.now();
    synchronized (LOCK) {
      if (last != null && now.isBefore(last.plus(AGAIN))) {
        return;
      }
      last = now;
    }
    sweep();
  }

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

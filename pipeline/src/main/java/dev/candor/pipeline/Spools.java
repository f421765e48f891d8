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
 * ever. Sweeps run at most once an hour across all processes, so a call costs no directory listing.
 */
final class Spools {
  static final Duration STALE = Duration.ofDays(1);
  static final Duration AGAIN = Duration.ofHours(1);
  /** The file whose time says when a process last swept. */
  static final String MARKER = "candor-spools-swept";

  private static final Object LOCK = new Object();
  // Guarded by LOCK.
  private static Instant last;

  private Spools() {}

  /**
   * Sweeps unless this process, or any other, swept less than {@link #AGAIN} ago: a marker file in
   * the temp folder keeps the time, so a short call costs one stat here, not a listing of the
   * temp folder and a pattern compiled to match it.
   */
  static void sweepNow() {
    Instant now = Instant.now();
    synchronized (LOCK) {
      if (last != null && now.isBefore(last.plus(AGAIN))) {
        return;
      }
      last = now;
    }
    Path marker = Path.of(System.getProperty("java.io.tmpdir"), MARKER);
    try {
      if (now.toEpochMilli() - Files.getLastModifiedTime(marker).toMillis() < AGAIN.toMillis()) {
        return;
      }
    } catch (IOException | RuntimeException none) {
      // not swept yet, or not to be read: sweep
    }
    sweep();
    try {
      if (!Files.exists(marker)) {
        Files.createFile(marker);
      }
      Files.setLastModifiedTime(marker, java.nio.file.attribute.FileTime.from(now));
    } catch (IOException | RuntimeException e) {
      // the next call sweeps again
    }
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

package dev.candor.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/** Scratch directories and the file system states the fault tests need. */
final class Scratch {
  private Scratch() {}

  static void delete(Path dir) throws IOException {
    if (dir == null || !Files.exists(dir)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static boolean root() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static boolean run(String... command) throws IOException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    try {
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted waiting for " + String.join(" ", command), e);
    }
  }

  /** A file made unwritable until closed: immutable for root (who ignores modes), mode 444 otherwise. */
  interface ReadOnly extends AutoCloseable {
    @Override
    void close() throws IOException;
  }

  static ReadOnly readOnly(Path file) throws IOException {
    if (root()) {
      Assumptions.assumeTrue(run("chattr", "+i", file.toString()), "chattr +i works on " + file);
      return () -> run("chattr", "-i", file.toString());
    }
    Assumptions.assumeTrue(file.toFile().setWritable(false, false), "chmod a-w works on " + file);
    return () -> {
      if (!file.toFile().setWritable(true)) {
        throw new IOException("cannot make " + file + " writable again");
      }
    };
  }

  /** A small tmpfs: a disk that fills up. Needs root. */
  interface Mount extends AutoCloseable {
    Path path();

    @Override
    void close() throws IOException;
  }

  static Mount tmpfs(Path at, String size) throws IOException {
    Files.createDirectories(at);
    Assumptions.assumeTrue(root() && run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", at.toString()),
        "a tmpfs can be mounted (needs root)");
    return new Mount() {
      @Override
      public Path path() {
        return at;
      }

      @Override
      public void close() throws IOException {
        run("umount", at.toString());
      }
    };
  }
}

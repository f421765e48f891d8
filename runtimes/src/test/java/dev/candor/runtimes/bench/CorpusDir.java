package dev.candor.runtimes.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's corpus, found from the module directory the tests run in. */
final class CorpusDir {
  private CorpusDir() {}

  static Path find() {
    Path p = Path.of("").toAbsolutePath();
    for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
      Path c = p.resolve("fixtures/corpus");
      if (Files.isDirectory(c)) {
        return c;
      }
    }
    throw new IllegalStateException("fixtures/corpus not found above " + Path.of("").toAbsolutePath());
  }
}

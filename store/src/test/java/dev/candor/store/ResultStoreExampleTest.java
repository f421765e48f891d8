package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The example in {@link ResultStore}'s Javadoc, compiled and run. */
class ResultStoreExampleTest {
  @Test
  void theJavadocExampleStoresAndFetchesLines() throws Exception {
    Path home = Files.createTempDirectory("candor-home");
    try {
      Map<String, String> env = Map.of("CANDOR_HOME", home.toString());
      InputStream output = Contents.in("line\n".repeat(300));
      Excerpt more;
      try (ResultStore store = ResultStore.open(ResultStore.defaultUrl(env, Path.of("")))) {
        Handle h = store.put(output, ResultMeta.of(List.of("mvn", "test"), 1).withTool("terminal"));
        more = store.lines(h, 101, 200);
      }
      assertThat(more.describe()).isEqualTo("lines 101-200 of 300 (bytes 500-999 of 1,500); next: line 201");
      assertThat(home.resolve("store.db")).exists();
    } finally {
      Scratch.delete(home);
    }
  }
}

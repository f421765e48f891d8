package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code candor probe} and {@code candor markers} read one huge line in bounded memory: a 40 MB
 * line of words (one line, no break) completes in a JVM of 64 MB heap, less than the line itself,
 * so no copy of the whole line, in bytes, chars or tokens, is ever held. At the default budget:
 * what Candor keeps at a budget of N chars needs memory in proportion to N.
 */
@Tag("slow") // a second JVM on 40 MB: seconds, and a minute on a loaded machine
class HugeLineMemoryTest {
  private static final int LINE_BYTES = 40_000_000;

  @ParameterizedTest
  @ValueSource(strings = {"probe", "markers"})
  void aFortyMegabyteLine_isReadWithinASixtyFourMegabyteHeap(String command, @org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path input = dir.resolve("one-line.log");
    byte[] words = "lorem ipsum ERROR dolor 12345 sit amet, ".getBytes(StandardCharsets.US_ASCII);
    try (OutputStream out = Files.newOutputStream(input)) {
      for (int written = 0; written < LINE_BYTES; written += words.length) {
        out.write(words);
      }
      out.write("the end\n".getBytes(StandardCharsets.US_ASCII));
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx64m", "-XX:-UsePerfData", "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), command, input.toString()).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
    String text = new String(out, StandardCharsets.UTF_8);
    assertThat(text).as(text).doesNotContain("out of memory").doesNotContain("Exception");
    if (command.equals("probe")) {
      assertThat(p.exitValue()).as(text).isZero();
      assertThat(text).contains("1 lines");
    } else {
      assertThat(p.exitValue()).as(text).isIn(0, 1); // 1: no marker found, as grep says
    }
  }
}

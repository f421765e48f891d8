package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.pipeline.OutOfMemoryAfterExit;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutOfMemoryTest {
  @Test
  void report_namesTheCommandTheHeapAndHowToGiveMore() {
    StringWriter w = new StringWriter();
    int status = OutOfMemory.report("probe", new OutOfMemoryError("Java heap space"), new PrintWriter(w));
    long mb = Runtime.getRuntime().maxMemory() >> 20;
    assertThat(status).isEqualTo(1);
    assertThat(w.toString()).startsWith("candor probe: out of memory (Java heap space): this input needs more than the JVM's "
        + mb + " MB heap").contains("CANDOR_JAVA_OPTS=-Xmx");
  }

  @Test
  void report_afterTheCommandEnded_endsWithTheCommandsStatusAndSaysIt() {
    StringWriter w = new StringWriter();
    int status = OutOfMemory.report("run", new OutOfMemoryAfterExit(3, new OutOfMemoryError("Java heap space")),
        new PrintWriter(w));
    assertThat(status).isEqualTo(3);
    assertThat(w.toString()).startsWith("candor run: out of memory (Java heap space) after the command ended with status 3: ")
        .contains("CANDOR_JAVA_OPTS=-Xmx").hasLineCount(1);
  }

  /** A JVM whose heap is far too small for the input: one line and status 1, no stack trace. */
  @Test
  @Tag("slow") // a second JVM that runs out of memory: seconds, and minutes on a loaded machine
  void anInputTooBigForTheHeapEndsWithOneLineNotAStackTrace(@TempDir Path dir) throws Exception {
    Path input = dir.resolve("empty.txt");
    Files.write(input, "\n".repeat(3_000_000).getBytes(StandardCharsets.US_ASCII));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx16m", "-XX:-UsePerfData", "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), "probe", input.toString()).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String text = new String(out, StandardCharsets.UTF_8);
    assertThat(text).as(text).contains("candor probe: out of memory").doesNotContain("\tat ").doesNotContain("Exception in thread");
    assertThat(p.exitValue()).isEqualTo(OutOfMemory.STATUS);
  }
}

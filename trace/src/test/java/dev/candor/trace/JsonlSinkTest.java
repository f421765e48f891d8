package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonlSinkTest {
  private static final int PROCESSES = 2;
  private static final int THREADS = 4;
  private static final int SPANS = 500;

  @TempDir Path dir;

  @Test
  void appendsOneLinePerSpanAndCreatesParentDirectories() throws IOException {
    Path trace = dir.resolve("runs/2025/run.jsonl");
    SpanSink sink = SpanSink.jsonl(trace);
    Span first = Spans.whole("ok\n", 0).build();
    Span second = Spans.clipped().build();
    sink.append(first);
    sink.append(second);
    assertThat(Files.readString(trace)).isEqualTo(first.toJson() + "\n" + second.toJson() + "\n");
  }

  @Test
  void concurrentProcessesAndThreadsNeverSpliceLines() throws Exception {
    Path trace = dir.resolve("shared.jsonl");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<Process> running = new ArrayList<>();
    for (int p = 0; p < PROCESSES; p++) {
      running.add(new ProcessBuilder(java, "-cp", testClassPath(), AppendMain.class.getName(),
              trace.toString(), Integer.toString(SPANS), Integer.toString(THREADS), "p" + p)
          .redirectErrorStream(true)
          .redirectOutput(dir.resolve("p" + p + ".log").toFile())
          .start());
    }
    for (int p = 0; p < PROCESSES; p++) {
      assertThat(running.get(p).waitFor(120, TimeUnit.SECONDS)).as("process p%d finished", p).isTrue();
      assertThat(running.get(p).exitValue()).as(Files.readString(dir.resolve("p" + p + ".log"))).isZero();
    }
    List<String> lines = Files.readAllLines(trace);
    Set<String> seen = new HashSet<>();
    for (String line : lines) {
      Span span = Span.parse(line);
      assertThat(span.notes().get(1)).isEqualTo(AppendMain.PADDING);
      seen.add(span.notes().get(0));
    }
    assertThat(lines).hasSize(PROCESSES * THREADS * SPANS);
    assertThat(seen).hasSize(PROCESSES * THREADS * SPANS);
    assertThat(Lint.run(trace).issues()).isZero();
  }

  /**
   * The test class path. Surefire may hand the JVM a single manifest-only jar; its {@code Class-Path}
   * still names every entry, so a child started with it sees the same classes.
   */
  private static String testClassPath() {
    String cp = System.getProperty("surefire.test.class.path");
    return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
  }
}

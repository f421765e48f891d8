package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Writes a sample audit of a synthetic but realistic trace to {@code target/audit-sample.*}: real
 * outputs shaped by core, plus spans from a careless wrapper that lose evidence. {@code
 * scripts/audit-screenshot.sh target/audit-sample.html out.png} renders the page for a look.
 */
@Tag("slow")
class AuditSampleTest {
  private static final Path OUT = Path.of("target");

  @Test
  void writesASampleReportToLookAt() throws IOException {
    Path trace = OUT.resolve("audit-sample.jsonl");
    Files.deleteIfExists(trace);
    SpanSink sink = SpanSink.jsonl(trace);
    Random random = new Random(42);
    for (int i = 0; i < 24; i++) {
      boolean fails = i % 5 == 0;
      sink.append(shaped("pytest", List.of("pytest", "-q", "tests/"), build(random, 40 + random.nextInt(900), fails),
          fails ? 1 : 0, Strategy.TERMINAL, 8_000));
    }
    for (int i = 0; i < 18; i++) {
      sink.append(shaped("rg", List.of("rg", "-n", "TODO", "src/"), lines(random, "src/Main.java:%d: // TODO %d",
          random.nextInt(i % 3 == 0 ? 3000 : 40)), 0, Strategy.LIST, 6_000));
    }
    for (int i = 0; i < 14; i++) {
      sink.append(shaped("cat", List.of("cat", "README.md"), lines(random, "line %d of the file, %d", 5 + random.nextInt(60)),
          0, Strategy.FILE, 4_000));
    }
    for (int i = 0; i < 6; i++) {
      sink.append(shaped("npm", List.of("npm", "install"), lines(random, "npm http fetch GET 200 pkg-%d %dms",
          20_000 + random.nextInt(80_000)), 0, Strategy.HEAD_TAIL, 8_000));
    }
    for (int i = 0; i < 10; i++) {
      sink.append(shaped("git_log", List.of("git", "log", "--stat"), lines(random, "commit %x %d", 50 + random.nextInt(4000)),
          0, Strategy.HEAD, 6_000));
    }
    Files.writeString(trace, careless(), java.nio.file.StandardOpenOption.APPEND);
    Audit.Report report = Audit.run(trace);
    Files.writeString(OUT.resolve("audit-sample.html"), report.html());
    Files.writeString(OUT.resolve("audit-sample.txt"), report.text());
    Files.writeString(OUT.resolve("audit-sample.json"), report.json());
    assertThat(report.overall().calls()).isEqualTo(24 + 18 + 14 + 6 + 10 + 7);
    assertThat(report.losses()).isNotEmpty();
    assertThat(report.unparseable()).hasSize(1);
  }

  /** A wrapper that head-caps at 8 KiB, never states the exit code, and once clips without a flag. */
  private static String careless() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      sb.append(Calls.of("terminal").strategy("head").argv("bash", "-lc", "make -j8 2>&1")
          .output(60_000 + i * 40_000L).shown(8192).truncated().exit(i == 2 ? 2 : 0, false).dropped(i == 2 ? 4 : 0)
          .json()).append('\n');
    }
    sb.append(Calls.of("terminal").strategy("head").argv("sh", "-c", "echo '<script>alert(1)</script>'")
        .output(12_000).shown(8192).exit(0, false).json()).append('\n');
    sb.append(Calls.of("web_search").strategy("head").argv().noExit().output(30_000).shown(6_000).truncated()
        .json()).append('\n');
    sb.append("{\"span_type\":\"tool\",\"tool_name\":\"pytest\",\"stdout_bytes\":24118,\"stderr_by\n");
    return sb.toString();
  }

  private static Span shaped(String tool, List<String> argv, String output, int exit, Strategy strategy, long budget)
      throws IOException {
    Shaped s = Shaper.builder().budget(Budget.chars(budget)).strategy(strategy).build()
        .shape(output, Evidence.of(String.join(" ", argv), exit).withTool(tool));
    return Spans.of(s).argv(argv).build();
  }

  private static String build(Random random, int tests, boolean fails) {
    StringBuilder sb = new StringBuilder("============ test session starts ============\n");
    for (int i = 0; i < tests; i++) {
      sb.append("tests/test_mod").append(i % 40).append(".py::test_case_").append(i).append(" PASSED\n");
      if (fails && i == tests / 2) {
        sb.append("E   AssertionError: expected 200, got 500\n");
      }
    }
    return sb.append(fails ? "FAILED tests/test_api.py::test_get - AssertionError\n1 failed\n" : "all passed\n")
        .toString();
  }

  private static String lines(Random random, String format, int count) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      sb.append(String.format(format, i, random.nextInt(1_000_000))).append('\n');
    }
    return sb.toString();
  }
}

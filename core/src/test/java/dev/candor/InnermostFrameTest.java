package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A traceback that ends with its exception (Python's) marks the failing expression with carets
 * under its source line; the line before the exception is then marks only. What led to the error is
 * the innermost frame above those marks: it names where it went wrong.
 */
class InnermostFrameTest {

  /** A worker's log of 400 jobs: a transient error with its traceback every 11 jobs, and one permanent failure. */
  static String workerLog() {
    StringBuilder s = new StringBuilder();
    for (int j = 1; j <= 400; j++) {
      s.append(String.format("2026-12-01T10:20:24 INFO billing.worker: job %d posted for tenant t%d (attempt 1)%n", j, j % 9));
      if (j % 11 == 0 && j != 211) {
        s.append(String.format("2026-12-01T10:20:24 ERROR billing.worker: job %d: transient error, will retry%n", j))
            .append("Traceback (most recent call last):\n")
            .append("  File \"/srv/pyworker/worker.py\", line 24, in <module>\n")
            .append("    t = post(job) if attempt == 1 else tenant_of({\"tenant_id\": \"retry\"})\n        ^^^^^^^^^\n")
            .append("  File \"/srv/pyworker/worker.py\", line 15, in post\n    inv = fetch_invoice(job)\n")
            .append("          ^^^^^^^^^^^^^^^^^^\n")
            .append("  File \"/srv/pyworker/worker.py\", line 8, in fetch_invoice\n")
            .append("    raise ConnectionResetError(104, \"Connection reset by peer\")\n")
            .append("ConnectionResetError: [Errno 104] Connection reset by peer\n");
      }
      if (j == 211) {
        s.append("2026-12-01T10:20:24 ERROR billing.worker: job 211 failed permanently\n")
            .append("Traceback (most recent call last):\n")
            .append("  File \"/srv/pyworker/worker.py\", line 24, in <module>\n")
            .append("    t = post(job) if attempt == 1 else tenant_of({\"tenant_id\": \"retry\"})\n        ^^^^^^^^^\n")
            .append("  File \"/srv/pyworker/worker.py\", line 18, in post\n    return tenant_of(inv)\n")
            .append("           ^^^^^^^^^^^^^^\n")
            .append("  File \"/srv/pyworker/worker.py\", line 12, in tenant_of\n    return inv[\"tenant_id\"]\n")
            .append("           ~~~^^^^^^^^^^^^^\n")
            .append("KeyError: 'tenant_id'\n");
      }
    }
    return s.append("finished: 399 posted, 1 failed: [211]\n").toString();
  }

  @Test
  void anExceptionAfterCaretsKeepsTheInnermostFrameAboveThem() {
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(workerLog(), Evidence.of("python3 worker.py", 1));
    assertThat(s.text()).contains("KeyError: 'tenant_id'").contains("line 12, in tenant_of");
  }

  @Test
  void marksUnderAnotherReportsSourceLineStayTheLineBefore() {
    String[] texts = {"src/a.c:4:5: warning: unused variable 'x'", "    4 |     int x;", "      |         ^",
        "src/a.c:9:3: error: 'y' undeclared"};
    java.util.List<Line> all = new java.util.ArrayList<>();
    for (int i = 0; i < texts.length; i++) {
      all.add(new Line(i + 1, 0, texts[i].length(), texts[i], false, false));
    }
    assertThat(Blocks.before(all, 3).text()).isEqualTo(texts[2]);
  }
}

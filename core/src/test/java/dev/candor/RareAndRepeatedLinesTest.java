package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What templates and rarity keep: the lines that match no error pattern but are rare, one
 * distinct failure among hundreds of repeated error lines, whole error blocks, and folded repeats.
 */
class RareAndRepeatedLinesTest {

  private static Shaped shape(String text, Evidence ev, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  /** 3,000 routine PostgreSQL lines with a backend killed by the OOM killer in the middle. */
  static String postgresCrash() {
    StringBuilder sb = new StringBuilder();
    int pid = 5100;
    for (int i = 0; i < 3000; i++) {
      String ts = String.format("2024-03-11 %02d:%02d:%02d.%03d UTC", 8 + i / 3600, (i / 60) % 60, i % 60, i % 1000);
      if (i % 3 == 0) {
        sb.append(ts).append(" [").append(pid + i).append("] LOG:  connection received: host=10.0.3.")
            .append(i % 250).append(" port=").append(40000 + i).append('\n');
      } else if (i % 3 == 1) {
        sb.append(ts).append(" [").append(pid + i - 1).append("] LOG:  connection authorized: user=app database=orders")
            .append(" application_name=worker-").append(i % 17).append('\n');
      } else {
        sb.append(ts).append(" [1021] LOG:  checkpoint complete: wrote ").append(i % 97).append(" buffers (0.")
            .append(i % 9).append("%); 0 WAL file(s) added, 0 removed, 1 recycled; write=").append(i % 30)
            .append(".113 s, sync=0.004 s, total=").append(i % 30).append(".131 s").append('\n');
      }
      if (i == 1500) {
        sb.append("2024-03-11 08:25:00.001 UTC [1001] LOG:  server process (PID 4242) was terminated by signal 9: Killed\n");
        sb.append("2024-03-11 08:25:00.002 UTC [1001] LOG:  terminating any other active server processes\n");
        sb.append("2024-03-11 08:25:00.010 UTC [1001] LOG:  all server processes terminated; reinitializing\n");
        sb.append("2024-03-11 08:25:00.020 UTC [4250] LOG:  database system was interrupted; last known up at"
            + " 2024-03-11 08:20:01 UTC\n");
        sb.append("2024-03-11 08:25:00.030 UTC [4250] LOG:  database system was not properly shut down;"
            + " automatic recovery in progress\n");
      }
    }
    return sb.toString();
  }

  @Test
  void aDaemonCrashInTheMiddleWithNoErrorWordIsKeptAt2000Chars() {
    Shaped s = shape(postgresCrash(), Evidence.of("pg_ctl start -w", 1), 2_000);
    assertThat(s.text())
        .contains("server process (PID 4242) was terminated by signal 9: Killed")
        .contains("terminating any other active server processes")
        .contains("all server processes terminated; reinitializing")
        .contains("automatic recovery in progress");
  }

  /** Test names, 200 logged "expected error" lines, and one real failure among them. */
  static String decoys() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      sb.append("test_retry_").append(i).append(" ... ok\n");
      if (i % 2 == 0) {
        sb.append("ERROR expected error (simulated): connection refused to 127.0.0.1:").append(5400 + i)
            .append(" attempt ").append(i % 5).append('\n');
      }
      if (i == 211) {
        sb.append("ERROR test_checkout_total: AssertionError: total 1090 != 1000 for cart 77\n");
      }
    }
    sb.append("FAILED (failures=1)\n");
    return sb.toString();
  }

  @Test
  void oneRealFailureIsNotCrowdedOutBy200ExpectedErrorLines() {
    Shaped s = shape(decoys(), Evidence.of("python -m unittest", 1), 2_000);
    assertThat(s.text()).contains("AssertionError: total 1090 != 1000 for cart 77").contains("FAILED (failures=1)");
  }

  /** 80 TAP results with their YAML blocks; test 37 fails. */
  static String tap() {
    StringBuilder sb = new StringBuilder("TAP version 13\n");
    for (int i = 1; i <= 80; i++) {
      if (i == 37) {
        sb.append("not ok 37 - tax for order #637\n  ---\n  duration_ms: 0.41\n  failureType: 'testCodeFailure'\n"
            + "  error: 'Expected values to be strictly equal:\\n\\n1090 !== 1000\\n'\n  code: 'ERR_ASSERTION'\n"
            + "  expected: 1000\n  actual: 1090\n  ...\n");
        continue;
      }
      sb.append("ok ").append(i).append(" - tax for order #").append(600 + i).append("\n  ---\n  duration_ms: 0.")
          .append(10 + i).append("\n  ...\n");
    }
    sb.append("1..80\n# tests 80\n# pass 79\n# fail 1\n");
    return sb.toString();
  }

  @Test
  void aTapFailureKeepsItsDiagnostics() {
    Shaped s = shape(tap(), Evidence.of("node --test", 1), 2_000);
    assertThat(s.text()).contains("not ok 37 - tax for order #637").contains("expected: 1000").contains("actual: 1090")
        .contains("# fail 1");
  }

  /** A bundler's 800 progress lines, then its error. */
  static String vite() {
    StringBuilder sb = new StringBuilder("vite v5.1.0 building for production...\n");
    for (int i = 0; i < 800; i++) {
      sb.append("transforming src/module").append(i).append(".tsx ... done\n");
    }
    sb.append("error during build:\nRollupError: Could not resolve \"./Missing\" from \"src/App.tsx\"\n");
    return sb.toString();
  }

  @Test
  void hundredsOfRepeatsAreFoldedWithTheirCount() {
    Shaped s = shape(vite(), Evidence.of("vite build", 1), 2_000);
    List<Cut> repeats = s.cuts().stream().filter(c -> c.reason() == CutReason.REPEATS).toList();
    assertThat(repeats).as(s.text()).isNotEmpty();
    assertThat(s.text()).contains("lines like \"transforming <path>.tsx ... done\"")
        .contains("transforming src/module0.tsx ... done").contains("Could not resolve");
    for (Cut c : repeats) {
      assertThat(Marker.parse(Marker.render(c))).contains(c);
    }
  }

  /** eslint's findings under 60 file headers; one error among 180 warnings. */
  static String eslint() {
    StringBuilder sb = new StringBuilder();
    for (int f = 0; f < 60; f++) {
      sb.append("\n/home/dev/app/src/widgets/w").append(f).append(".js\n");
      for (int k = 0; k < 3; k++) {
        sb.append("  ").append(10 + k).append(":5  warning  Unexpected console statement  no-console\n");
      }
      if (f == 41) {
        sb.append("  77:12  error  'cartTotal' is not defined  no-undef\n");
      }
    }
    sb.append("\n\u2716 181 problems (1 error, 180 warnings)\n");
    return sb.toString();
  }

  @Test
  void aLintersFindingsKeepTheirFileHeader() {
    Shaped s = shape(eslint(), Evidence.of("npx eslint src", 1), 2_000);
    assertThat(s.text()).contains("'cartTotal' is not defined").contains("/home/dev/app/src/widgets/w41.js");
  }

  /** The README's Maven example: its tail once started with the end of an [ERROR] line, unmarked. */
  @Test
  void theMavenTailStartsWithAWholeLine() {
    Corpus.Case c = Corpus.all().stream().filter(x -> x.id().equals("maven-multimodule-compile-failure")).findFirst().orElseThrow();
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).fullOutput("fixtures/corpus/maven-multimodule-compile-failure/output")
        .build().shape(c.output(), c.asEvidence());
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    for (String line : s.text().split("\n")) {
      assertThat(line).as(s.text()).matches("^(\\[INFO\\]|\\[ERROR\\]|\\[\\.\\.\\. cut |\\[candor:|command:|exit code:|> L|  L).*");
    }
  }

  /** tsc: 241 errors of one kind and one of another. */
  static String tsc() {
    StringBuilder sb = new StringBuilder("> tsc --noEmit\n");
    for (int i = 0; i < 241; i++) {
      sb.append("src/components/widget").append(i).append(".ts(").append(10 + i % 90).append(',').append(5 + i % 7)
          .append("): error TS2339: Property 'size").append(i % 13).append("' does not exist on type 'Props'.\n");
    }
    sb.append("src/api/client.ts(3,1): error TS2307: Cannot find module './transport' or its corresponding type declarations.\n");
    sb.append("Found 242 errors in 242 files.\n");
    return sb.toString();
  }

  @Test
  void manyErrorLinesOfOneTemplateAreStatedAsATotal() {
    Shaped s = shape(tsc(), Evidence.of("npx tsc --noEmit", 2), 8_000);
    assertThat(s.text()).contains("241 error lines like \"<path>.ts(<N>): error TS<N>: Property <Q> does not exist on type <Q>.\"")
        .contains("Cannot find module './transport'").contains("Found 242 errors in 242 files.");
  }

  /** A server log: routine lines, one-off startup lines spread out, and one crash-and-recovery incident. */
  static String serverLogWithLoneRareLinesAndOneIncident() {
    StringBuilder sb = new StringBuilder();
    String[] oneOffs = {"LOG:  listening on IPv4 address \"0.0.0.0\", port 5432", "LOG:  autovacuum launcher started",
        "LOG:  logical replication launcher started", "LOG:  parameter \"work_mem\" changed to \"64MB\"",
        "LOG:  received SIGHUP, reloading configuration files", "LOG:  archiver process started"};
    for (int i = 0; i < 600; i++) {
      String ts = String.format("2026-12-01 09:%02d:%02d.%03d UTC", (i / 60) % 60, i % 60, i % 1000);
      if (i % 60 == 30 && i / 60 < oneOffs.length) {
        sb.append(ts).append(" [900] ").append(oneOffs[i / 60]).append('\n');
      }
      sb.append(ts).append(" [").append(3000 + i).append("] shop@orders LOG:  duration: ").append(i % 7).append('.')
          .append(i % 100).append(" ms  statement: select * from orders where id = ").append(i * 13).append('\n');
      if (i == 250) {
        sb.append(ts).append(" [900] LOG:  server process (PID 3444) was terminated by signal 9: Killed\n");
        sb.append(ts).append(" [900] LOG:  terminating any other active server processes\n");
        sb.append(ts).append(" [900] LOG:  all server processes terminated; reinitializing\n");
        sb.append(ts).append(" [3460] LOG:  database system was interrupted; last known up at 2026-12-01 09:00:00 UTC\n");
        sb.append(ts).append(" [3460] LOG:  database system was not properly shut down; automatic recovery in progress\n");
        sb.append(ts).append(" [3460] LOG:  redo starts at 0/1500788\n");
      }
    }
    return sb.toString();
  }

  @Test
  void equallyRareLinesInAnIncidentComeBeforeLoneOnes() {
    Shaped s = shape(serverLogWithLoneRareLinesAndOneIncident(), Evidence.of("postgres -D data", 0), 2_000);
    assertThat(s.text())
        .contains("was terminated by signal 9: Killed")
        .contains("database system was not properly shut down; automatic recovery in progress");
  }

  /**
   * Catch's failure report frames the failing test's name in rules of marks ({@code ~~~~},
   * {@code ----}, {@code ....}), each line as rare as the name. At 2,000 chars those rules were
   * shown and the name between them was not; a rule says nothing, so it is no rare line of its own.
   */
  @Test
  void aRuleOfMarksIsNoRareLine_theTestNameBetweenTwoIs() {
    Shaped s = Corpus.byId("catch2-durations-one-failure-among-300").shaped(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("  L144: DPD Classic: parcel P05018 60.0 x 41.5 x 39.0 cm, 4200 g")
        .contains("> L149: billable_test.cpp:691: FAILED:")
        .doesNotContain("L139: ~~~~");
  }

  /**
   * ms_print draws the heap over time as a chart: an axis label ({@code 19.57^ ##}), then rows of
   * bars ({@code |   @@@ @@@#}), each row rare. The label brought the rows as its block, and at
   * 8,000 chars they took the room of the peak snapshot's allocation tree; a row of marks says
   * nothing on its own, so a rare line's block leaves it out.
   */
  @Test
  void aRareLinesBlockLeavesOutRowsOfMarks_thePeakSnapshotIsShown() {
    Shaped s = Corpus.byId("valgrind-massif-ms-print-peak-among-snapshots").shaped(8_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("L87: 19.57^")
        .doesNotContain("L88: ")
        .contains("99.90% (20,496,056B) (heap allocation functions)")
        .contains("->99.58% (20,430,848B) 0x109435: main (thumbd.c:86)");
  }

  @Test
  void aRareLineJustBeforeAnErrorLineIsShownWhole() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      sb.append("2026-12-01 10:00:").append(i % 60).append(" [").append(7000 + i).append("] LOG:  connection authorized: user=shop")
          .append(" database=orders application_name=worker-").append(i % 13).append('\n');
      if (i == 200) {
        sb.append("2026-12-01 10:00:20 [900] LOG:  server process (PID 7201) was terminated by signal 9: Killed;"
            + " the kernel's OOM killer chose it (rss 7.8 GiB)\n");
        sb.append("2026-12-01 10:00:20 [7202] FATAL:  the database system is in recovery mode\n");
      }
    }
    Shaped s = shape(sb.toString(), Evidence.of("postgres -D data", 0), 2_000);
    assertThat(s.text()).contains("was terminated by signal 9: Killed; the kernel's OOM killer chose it (rss 7.8 GiB)")
        .contains("FATAL:  the database system is in recovery mode");
  }

  /** A job's log with 3,000 empty lines before its one error line and 3,000 after it. */
  static String blankRuns() {
    StringBuilder sb = new StringBuilder("start deploy r2026.12.01-3\n");
    for (int i = 1; i <= 40; i++) {
      sb.append("uploaded shard ").append(i).append("/480\n");
    }
    sb.append("\n".repeat(3000)).append("ERROR: upload of shard 41/480 failed: connection reset by peer\n");
    return sb.append("\n".repeat(3000)).append("deploy aborted after 40 of 480 shards\n").toString();
  }

  @Test
  void runsOfEmptyLinesFoldIntoOneMarkerThatCountsThemAndAreNotShownAgain() {
    Shaped s = shape(blankRuns(), Evidence.of("./deploy.sh", 1), 1_000);
    assertThat(s.text()).contains("as repeats: 2,998 empty lines, 2,998 bytes")
        .contains("ERROR: upload of shard 41/480 failed").endsWith("deploy aborted after 40 of 480 shards")
        .doesNotContain("\n\n\n\n");
    assertThat(s.cuts()).filteredOn(c -> c.reason() == CutReason.REPEATS && "".equals(c.like())).hasSize(2);
  }

  /** A template renders 300 products as records of nine lines, most of them empty; one record has a warning. */
  static String productRecords() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 300; i++) {
      sb.append("\n\n<li class=\"product\">SKU-").append(i).append(" Lamp ").append(i).append(": ");
      sb.append(i == 188 ? "Warning: Undefined array key \"price\" in render.php on line 9\n EUR" : (i * 3) + " EUR");
      sb.append("\n\n\n\n</li>\n\n\n");
    }
    return sb.append("Fatal error: Uncaught DivisionByZeroError: Division by zero in render.php:18\n").toString();
  }

  @Test
  void recordsOfNineLinesFoldAndTheMarkerQuotesTheirFirstLineThatIsNotBlank() {
    Shaped s = shape(productRecords(), Evidence.of("php render.php", 255), 2_000);
    assertThat(s.text()).contains("lines like \"<li class=<Q>>SKU-<N> Lamp <N>: <N> EUR ... (records of 9 lines)\"")
        .contains("Warning: Undefined array key \"price\"").contains("Fatal error: Uncaught DivisionByZeroError");
  }
}

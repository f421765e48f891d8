package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A failure record is shown before the values around it take its room: whole when it fits, else in
 * part, at every depth of a document.
 */
class StructuredFailureRecordsFirstTest {
  /** What the shaper reads into memory at these budgets: 64 KiB plus twice the budget's bytes. */
  private static final long CAP = 64 * 1024 + 2 * 8000;

  /**
   * jest --json: the totals, a snapshot summary that holds arrays, then one element per test file;
   * in the first, one assertion of 61 fails, its failureDetails holding the matcher's actual and
   * expected values, its failureMessages the long message with its stack.
   */
  static String jestReport() {
    StringBuilder sb = new StringBuilder("{\"numFailedTestSuites\":1,\"numFailedTests\":1,\"numPassedTestSuites\":3,")
        .append("\"numPassedTests\":239,\"numTotalTests\":240,\"openHandles\":[],\"snapshot\":{\"added\":0,")
        .append("\"didUpdate\":false,\"failure\":false,\"filesAdded\":0,\"filesRemoved\":0,\"filesRemovedList\":[],")
        .append("\"filesUnmatched\":0,\"filesUpdated\":0,\"matched\":0,\"total\":0,\"unchecked\":0,")
        .append("\"uncheckedKeysByFile\":[],\"unmatched\":0,\"updated\":0},\"startTime\":1796160400290,")
        .append("\"success\":false,\"testResults\":[");
    for (int f = 0; f < 4; f++) {
      sb.append(f == 0 ? "" : ",").append("{\"assertionResults\":[");
      for (int a = 0; a < 61; a++) {
        boolean failed = f == 0 && a == 60;
        sb.append(a == 0 ? "" : ",").append("{\"ancestorTitles\":[\"rounding\"],\"duration\":").append(a % 7)
            .append(",\"failureDetails\":[");
        if (failed) {
          sb.append("{\"matcherResult\":{\"actual\":{\"net\":5998,\"tax\":1259,\"totalCents\":7257,\"lines\":2},")
              .append("\"expected\":{\"net\":5998,\"tax\":1260,\"totalCents\":7258,\"lines\":2},")
              .append("\"message\":\"expect(received).toEqual(expected) // deep equality\\n\\n- Expected  - 2\\n")
              .append("+ Received  + 2\\n\\n  Object {\\n    \\\"lines\\\": 2,\\n    \\\"net\\\": 5998,\\n")
              .append("-   \\\"tax\\\": 1260,\\n-   \\\"totalCents\\\": 7258,\\n+   \\\"tax\\\": 1259,\\n")
              .append("+   \\\"totalCents\\\": 7257,\\n  }\",\"name\":\"toEqual\",\"pass\":false}}");
        }
        sb.append("],\"failureMessages\":[");
        if (failed) {
          sb.append("\"Error: expect(received).toEqual(expected) // deep equality\\n")
              .append("    at Object.toEqual (/src/test/rounding.test.js:185:76)\\n".repeat(14)).append('"');
        }
        sb.append("],\"fullName\":\"rounding case ").append(a).append(failed ? " rounds tax half up" : "")
            .append("\",\"invocations\":1,\"location\":null,\"numPassingAsserts\":").append(failed ? 0 : 1)
            .append(",\"retryReasons\":[],\"status\":\"").append(failed ? "failed" : "passed")
            .append("\",\"title\":\"case ").append(a).append("\"}");
      }
      sb.append("],\"endTime\":1796160407276,\"message\":\"").append(f == 0 ? "  ● rounding › case 60 " + "x".repeat(600) : "")
          .append("\",\"name\":\"/src/test/file").append(f).append(".test.js\",\"startTime\":1796160400808,")
          .append("\"status\":\"").append(f == 0 ? "failed" : "passed").append("\"}");
    }
    return sb.append("],\"wasInterrupted\":false}").toString();
  }

  @Test
  void aFailingAssertionDeepInAReportShowsItsActualAndExpectedBeforeTheSummaryAroundIt() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, jestReport(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    JsonNode assertion = null;
    for (JsonNode a : doc.path("testResults").get(0).path("assertionResults")) {
      assertion = a.path("status").asText().equals("failed") ? a : assertion;
    }
    assertThat(assertion).as(r.text()).isNotNull();
    JsonNode matcher = assertion.path("failureDetails").get(0).path("matcherResult");
    assertThat(matcher.path("actual").path("tax").asInt()).as(r.text()).isEqualTo(1259);
    assertThat(matcher.path("expected").path("tax").asInt()).isEqualTo(1260);
    // The summary object around it, which says nothing of the failure, gave up its room.
    assertThat(doc.path("snapshot").has("filesRemovedList")).isFalse();
    assertThat(doc.path("success").asBoolean(true)).isFalse();
  }

  /**
   * shellcheck -f json over a deploy folder: 300 findings, nearly all "info" (SC2086 quoting), four
   * warnings and one error in the middle.
   */
  static String shellcheckFindings() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 300; i++) {
      String level = i == 120 ? "error" : i == 40 || i == 90 || i == 150 || i == 220 ? "warning" : "info";
      int code = level.equals("error") ? 2070 : level.equals("warning") ? 2034 : 2086;
      String message = level.equals("error") ? "-n doesn't work with unquoted arguments. Quote or use [[ ]]."
          : level.equals("warning") ? "VAR_" + i + " appears unused. Verify use (or export if used externally)."
          : "Double quote to prevent globbing and word splitting.";
      sb.append(i == 0 ? "" : ",").append("{\"file\":\"deploy/step").append(i / 20).append(".sh\",\"line\":")
          .append(i % 20 + 3).append(",\"column\":9,\"level\":\"").append(level).append("\",\"code\":").append(code)
          .append(",\"message\":\"").append(message).append("\",\"fix\":null}");
    }
    return sb.append("]").toString();
  }

  @Test
  void afterTheErrorFindingsTheWarningsAreShownBeforeOtherFindings() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, shellcheckFindings(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    int errors = 0;
    int warnings = 0;
    int others = 0;
    for (JsonNode item : doc.path("items")) {
      switch (item.path("level").asText()) {
        case "error" -> errors++;
        case "warning" -> warnings++;
        default -> others++;
      }
    }
    // The room after the error went to the four warnings, which lie apart in the middle, before more
    // of the head's info findings.
    assertThat(errors).as(r.text()).isEqualTo(1);
    assertThat(warnings).as(r.text()).isEqualTo(4);
    assertThat(others).as(r.text()).isLessThan(300 - 5);
    assertThat(doc.path("candor").path("kept").asText()).as(r.text())
        .startsWith("the failure record, the 4 warning records, the first ");
  }

  @Test
  void whenNotEveryWarningFitsTheStatementSaysHowManyOfThemAreShown() throws IOException {
    Budget budget = Budget.chars(1300);
    StructuredShaper.Result r = shape(Strategy.JSON, shellcheckFindings(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    int warnings = 0;
    for (JsonNode item : doc.path("items")) {
      warnings += item.path("level").asText().equals("warning") ? 1 : 0;
    }
    assertThat(warnings).as(r.text()).isBetween(1, 3);
    assertThat(doc.path("candor").path("kept").asText()).as(r.text())
        .contains(warnings == 1 ? "1 of 4 warning records" : warnings + " of 4 warning records");
  }

  /** pino's NDJSON log: warnings (level 40) rank after errors (50) and before info (30). */
  @Test
  void aLogStreamShowsItsWarningsAfterItsErrorsBeforeItsInfoLines() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      int level = i == 200 ? 50 : i % 97 == 13 ? 40 : 30;
      sb.append("{\"level\":").append(level).append(",\"time\":17961604").append(String.format("%05d", i))
          .append(",\"pid\":4711,\"hostname\":\"api-7\",\"msg\":\"")
          .append(level == 50 ? "payment capture failed: upstream 502" : level == 40 ? "slow query: 2.4 s on orders"
              : "request completed GET /api/orders/" + i)
          .append("\"}\n");
    }
    Budget budget = Budget.chars(1500);
    StructuredShaper.Result r = shape(Strategy.NDJSON, sb.toString(), budget, Map.of(), CAP);
    assertFits(r, budget);
    assertThat(r.text()).contains("payment capture failed");
    assertThat(r.text().split("slow query", -1).length - 1).as(r.text()).isEqualTo(4);
    assertThat(r.text()).contains("the 4 warning records");
  }

  /**
   * A worker's JSON log: 300 batches reconciled, one failing with an error record and a long
   * traceback, twelve retries of another batch that failed alike, and a closing summary that names
   * the failed batch, one event a line. Past the first and last failure records, the stream's last
   * event comes before the other failure records like them (an array's last finding does not:
   * {@code StructuredKeepsFailuresInEveryUnitTest}).
   */
  @Test
  void aRunsLastRecordComesBeforeMoreFailureRecordsLikeThoseShown() throws IOException {
    StringBuilder sb = new StringBuilder();
    String trace = "Traceback (most recent call last):\\n" + "  File \\\"reconcile.py\\\", line 40, in main\\n".repeat(12);
    for (int i = 0; i < 300; i++) {
      boolean fails = i == 120 || i >= 200 && i < 212;
      sb.append("{\"level\":\"").append(fails ? "ERROR" : "INFO").append("\",\"batch\":\"B-").append(1000 + (i < 200 ? i : 200))
          .append("\",\"msg\":\"").append(fails ? "batch could not be reconciled" : "batch reconciled: " + (i % 40) + " items")
          .append("\"").append(fails ? ",\"exception\":\"" + trace + "\"" : "").append("}\n");
    }
    sb.append("{\"level\":\"INFO\",\"msg\":\"reconciliation done: 288 of 300 batches; failed: B-1120, B-1200\"}\n");
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.NDJSON, sb.toString(), budget, Map.of(), CAP);
    assertFits(r, budget);
    assertThat(r.text()).as(r.text()).contains("\"B-1120\"").contains("reconciliation done: 288 of 300 batches");
  }

  /**
   * bunyan's NDJSON of a parcel-locker worker: one shipment's reservation fails three times, each
   * record with a long stack, and the last record is the batch's summary that counts it dead-lettered.
   * At 2,000 chars three records fit: the first failure, the summary, then the failure with a rare
   * value; the summary no longer waits behind the failures that repeat the first.
   */
  @Test
  void aStreamsLastRecordComesRightAfterItsFirstFailure() {
    Shaped s = Corpus.byId("bunyan-worker-ndjson-one-dead-letter-exit-0").shaped(2_000);
    assertThat(s.text()).as(s.text()).contains("\"deadLettered\":1,\"shipments\":200,\"msg\":\"batch finished\"")
        .contains("409 Conflict: compartment size L not offered at LCK-HH-ALTONA-07");
  }

  /**
   * winston's NDJSON of an invoice export that an uncaught exception ends (its last record): at
   * 2,000 chars, beside the failure record, the event just before it (the last invoice rendered) is
   * shown rather than the run's first event, which only says the export started.
   */
  @Test
  void theEventBeforeTheCrashThatEndsAStreamComesBeforeItsFirstEvent() {
    Shaped s = Corpus.byId("winston-ndjson-uncaught-exception-last-record").shaped(2_000);
    assertThat(s.text()).as(s.text()).contains("\"invoice\":\"INV-2026-40411\"").contains("uncaughtException");
  }

  /**
   * {@code ip -j addr}: loopback (its own mtu and state), then the two ends of 41 container links,
   * UP but for one container stopped: its end is DOWN, the host's end LOWERLAYERDOWN (no state word
   * alone). Each record near 1,100 bytes, so 2,000 chars hold two: both ends that are down are
   * among them, before loopback's rare values.
   */
  @Test
  void aRecordWhoseStateEndsInDownIsKeptAmongManyUp() throws IOException {
    StringBuilder sb = new StringBuilder("[{\"ifindex\":1,\"ifname\":\"lo\",\"flags\":[\"LOOPBACK\",\"UP\"],"
        + "\"mtu\":65536,\"operstate\":\"UNKNOWN\",\"address\":\"00:00:00:00:00:00\"}");
    for (int i = 0; i < 41; i++) {
      for (String end : new String[] {"vh-", "ct-"}) {
        String state = i != 27 ? "UP" : end.equals("vh-") ? "LOWERLAYERDOWN" : "DOWN";
        sb.append(",{\"ifindex\":").append(i * 2 + 2).append(",\"ifname\":\"").append(end).append(i)
            .append("\",\"flags\":[\"BROADCAST\",\"MULTICAST\",\"UP\"],\"mtu\":1500,\"master\":\"br-svc\",")
            .append("\"operstate\":\"").append(state).append("\",\"address\":\"1a:ef:3b:ca:87:").append(10 + i)
            .append("\",\"addr_info\":[{\"family\":\"inet6\",\"local\":\"fe80::18ef:3bff:feca:87").append(i)
            .append("\",\"prefixlen\":64,\"scope\":\"link\",\"valid_life_time\":4294967295}],")
            .append("\"linkinfo\":{\"info_kind\":\"veth\",\"info_slave_kind\":\"bridge\",\"info_slave_data\":{")
            .append("\"state\":\"forwarding\",\"priority\":32,\"cost\":2,\"hairpin\":false,\"guard\":false,")
            .append("\"root_block\":false,\"fastleave\":false,\"learning\":true,\"flood\":true,\"port_id\":\"0x80")
            .append(10 + i).append("\",\"port_no\":\"0x").append(10 + i).append("\",\"designated_port\":")
            .append(32768 + i).append(",\"designated_cost\":0,\"designated_bridge\":\"8000.1a:ef:3b:ca:87:30\",")
            .append("\"designated_root\":\"8000.1a:ef:3b:ca:87:30\",\"hold_timer\":0.00,\"message_age_timer\":0.00,")
            .append("\"forward_delay_timer\":0.00,\"topology_change_ack\":0,\"config_pending\":0,\"proxy_arp\":false,")
            .append("\"proxy_arp_wifi\":false,\"multicast_router\":1,\"mcast_flood\":true,\"bcast_flood\":true,")
            .append("\"mcast_to_unicast\":false,\"neigh_suppress\":false,\"group_fwd_mask\":\"0\",\"vlan_tunnel\":false,")
            .append("\"isolated\":false,\"locked\":false}}}");
      }
    }
    String json = sb.append("]").toString();
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, json, budget);
    assertFits(r, budget);
    assertThat(r.text()).contains("\"ifname\":\"vh-27\"").contains("LOWERLAYERDOWN");
  }
}

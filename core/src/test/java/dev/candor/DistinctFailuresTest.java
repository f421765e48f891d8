package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Among many records alike, the one that differs is the evidence: a failure record with a rare
 * value before a run of alike failures, the record just before a crash, a failure's stack past the
 * first 160 chars, records whose state says a server is down, and the member that names an object.
 */
class DistinctFailuresTest {

  /** An access log as caddy writes it: 400 records, every 15th a 404 logged at level error, one 504 among them. */
  private static String accessLog(int records, int timeoutAt) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < records; i++) {
      boolean missing = i % 15 == 7;
      boolean timeout = i == timeoutAt;
      sb.append(String.format(Locale.ROOT,
          "{\"level\":\"%s\",\"ts\":%d.%03d,\"logger\":\"http.log.access\",\"msg\":\"handled request\","
              + "\"request\":{\"method\":\"GET\",\"uri\":\"%s\"},\"duration\":0.%03d,\"status\":%d}\n",
          missing || timeout ? "error" : "info", 1796281854 + i / 10, i % 1000,
          timeout ? "/api/export?month=2026-11" : missing ? "/page-" + (i % 3 + 26) + ".html" : "/api/products/" + i,
          i % 97, timeout ? 504 : missing ? 404 : 200));
    }
    return sb.toString();
  }

  @Test
  void aFailureRecordWithARareValueIsShownBeforeTheLastOfARunOfAlikeFailures() throws IOException {
    String log = accessLog(400, 211);
    for (int budget : new int[] {1200, 2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, log, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text()).contains("\"status\":504");
    }
  }

  /** A worker's log, then winston's uncaught-exception record with its stack, for the invoice after the last one rendered. */
  private static String crashLog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 300; i++) {
      sb.append(String.format(Locale.ROOT, "{\"invoice\":\"INV-2026-%05d\",\"level\":\"info\",\"lines\":%d,"
          + "\"message\":\"invoice rendered\",\"service\":\"invoice-export\"}\n", 40000 + i, i % 4 + 1));
    }
    String dir = "/srv/build/workspaces/invoice-export-nightly/releases/2026-12-02T15-47/app";
    sb.append("{\"exception\":true,\"level\":\"error\",\"message\":\"uncaughtException: Cannot read properties of null\","
        + "\"stack\":\"TypeError: Cannot read properties of null (reading 'name')\\n    at render (" + dir
        + "/worker.js:16:55)\\n    at Immediate.step (" + dir + "/worker.js:32:18)\\n    at process.processImmediate "
        + "(node:internal/timers:485:21)\",\"service\":\"invoice-export\"}\n");
    return sb.toString();
  }

  @Test
  void aFailureRecordKeepsItsStackPastTheFirstFrameAndTheRecordBeforeItIsShown() throws IOException {
    String log = crashLog();
    for (int budget : new int[] {2000, 4000, 8000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, log, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("worker.js:16:55")
          .contains("\"invoice\":\"INV-2026-40300\"");
    }
  }

  @Test
  void aFailureRecordsStringsAreStillShortenedWithinASmallBudget() {
    assertThat(Elision.failureMax(Budget.chars(1000))).isEqualTo(Elision.MAX_STRING);
    assertThat(Elision.failureMax(Budget.chars(4000))).isEqualTo(333);
    assertThat(Elision.failureMax(Budget.chars(100_000))).isEqualTo(Elision.FAILURE_FACTOR * Elision.MAX_STRING);
  }

  @Test
  void csvRowsWhoseStatusSaysDownAreFailuresShownFirst() throws IOException {
    // Five servers down of a hundred: too many for a rare value, so only the state says they failed.
    StringBuilder sb = new StringBuilder("# pxname,svname,qcur,scur,stot,status,check_status,check_desc\n");
    for (int i = 0; i < 100; i++) {
      boolean down = i % 20 == 13;
      sb.append(String.format(Locale.ROOT, "svc-%d,srv-%d,0,%d,%d,%s,%s,%s\n", i / 4, i % 4, i % 3, 400 + i,
          down ? "DOWN" : "UP", down ? "L4CON" : "L7OK", down ? "Layer4 connection problem" : "Layer7 check passed"));
    }
    Budget b = Budget.chars(900);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    for (String server : List.of("svc-3,srv-1,", "svc-8,srv-1,", "svc-13,srv-1,", "svc-18,srv-1,", "svc-23,srv-1,")) {
      assertThat(r.text()).as(r.text()).contains(server);
    }
  }

  @Test
  void aFieldNamedForWhatItsObjectIsOrIsOfSaysWhatTheObjectIs() {
    // Such a member is pinned when its object is shown in part: EXPLAIN's "Relation Name" sits among
    // a score of costs, ip's "ifname" among flags and counters.
    assertThat(FailureSignal.identity("Relation Name")).isTrue();
    assertThat(FailureSignal.identity("Node Type")).isTrue();
    assertThat(FailureSignal.identity("ifname")).isTrue();
    assertThat(FailureSignal.identity("resource_kind")).isTrue();
    assertThat(FailureSignal.identity("Total Cost")).isFalse();
    assertThat(FailureSignal.identity("typed")).isFalse();
  }
  /** mosquitto_sub -F %j: twelve presses' telemetry, round by round; press 7 dies in round 14 and the broker publishes its will. */
  private static String telemetry() {
    StringBuilder sb = new StringBuilder();
    for (int round = 1; round <= 30; round++) {
      for (int press = 1; press <= 12; press++) {
        if (press == 7 && round > 14) {
          continue;
        }
        sb.append(String.format(Locale.ROOT, "{\"topic\":\"plant/press-%02d/telemetry\",\"qos\":0,\"payloadlen\":74,"
            + "\"payload\":\"{\\\"cycle\\\": %d, \\\"temp_c\\\": %d.%d}\"}\n", press, 500 + round * 2 + press % 2, 50 + press, round % 10));
        if (press == 7 && round == 14) {
          sb.append("{\"topic\":\"plant/press-07/status\",\"qos\":0,\"payloadlen\":7,\"payload\":\"offline\"}\n");
        }
      }
    }
    return sb.toString();
  }

  @Test
  void theRecordJustBeforeTheRarestIsShownWithIt() throws IOException {
    String log = telemetry();
    for (int budget : new int[] {1500, 3000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, log, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\"payload\":\"offline\"")
          .contains("{\"topic\":\"plant/press-07/telemetry\",\"qos\":0,\"payloadlen\":74,\"payload\":\"{\\\"cycle\\\": 529");
    }
  }

  /** Forty links as {@code ip -j -d link} lists them, each about 700 chars, the 21st and 22nd down. */
  private static String links() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 40; i++) {
      String state = i == 20 ? "DOWN" : i == 21 ? "LOWERLAYERDOWN" : "UP";
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"ifindex\":%d,\"ifname\":\"veth-%02d\",\"flags\":[\"BROADCAST\",\"MULTICAST\"],\"mtu\":1500,"
              + "\"qdisc\":\"noqueue\",\"operstate\":\"%s\",\"group\":\"default\",\"txqlen\":1000,"
              + "\"link_type\":\"ether\",\"address\":\"76:9d:72:f2:ac:%02x\",\"broadcast\":\"ff:ff:ff:ff:ff:ff\","
              + "\"promiscuity\":0,\"min_mtu\":68,\"max_mtu\":65535,\"linkinfo\":{\"info_kind\":\"veth\"},"
              + "\"num_tx_queues\":2,\"num_rx_queues\":2,\"gso_max_size\":65536,\"gso_max_segs\":65535,"
              + "\"addr_info\":[{\"family\":\"inet\",\"local\":\"10.20.0.%d\",\"prefixlen\":24,\"scope\":\"global\","
              + "\"valid_life_time\":4294967295,\"preferred_life_time\":4294967295},{\"family\":\"inet6\","
              + "\"local\":\"fd00:20::%d\",\"prefixlen\":64,\"scope\":\"global\",\"valid_life_time\":4294967295,"
              + "\"preferred_life_time\":4294967295}]}", i + 1, i, state, i, i, i));
    }
    return sb.append("]").toString();
  }

  @Test
  void twoFailureRecordsThatDoNotBothFitWholeAreBothShownInPart() throws IOException {
    // One record whole, about 700 chars, leaves too little for the other even in part. (At 1,300 the
    // figures over the records once took that room; stated no more beside failure records that do
    // not all fit whole, the first is shown whole there and the second in part.)
    Budget b = Budget.chars(1000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, links(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("\"ifname\":\"veth-20\"").contains("\"operstate\":\"DOWN\"")
        .contains("\"ifname\":\"veth-21\"").contains("\"operstate\":\"LOWERLAYERDOWN\"")
        .contains("items 21, 22 are shown in part");
  }
}

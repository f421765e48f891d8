package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lines that share a template but differ in a masked value fold together; the one whose value
 * stands out (a rare value among a few usual ones, a number far above its slot's bulk) is kept as
 * evidence, held or streamed, and a value merely at the edge of its bulk is not.
 */
class RareSlotValuesTest {

  private static Shaped shape(String text, Evidence ev, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  private static Shaped streamed(String text, Evidence ev, int chars) throws IOException {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build()
        .shape(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    return s;
  }

  /** What {@link RareSlots} finds in {@code text}, counted as a scanner counts it: the line numbers. */
  private static List<Long> standOut(String text) {
    return TemplateCounts.of(text).slotValues.lines(new Clean.Stats()).stream().map(r -> r.line().number()).toList();
  }

  /** A web server's start-up lines, then its access log: {@code n} requests, one of them answered 500. */
  static String accessLog(int n, int failing) {
    StringBuilder sb = new StringBuilder();
    sb.append("2026-12-02 15:49:38: (server.c.1704) server started (httpd/1.4.69)\n");
    sb.append("2026-12-02 15:49:38: (network.c.311) listening on 127.0.0.1:8080\n");
    for (int i = 0; i < n; i++) {
      String path = i == failing ? "/cgi-bin/report.sh?account=acct-0042" : i % 3 == 0 ? "/product-" + i % 40 + ".html"
          : "/cgi-bin/report.sh?account=acct-" + String.format("%04d", i % 500);
      int status = i == failing ? 500 : i % 97 == 5 ? 404 : 200;
      int size = i == failing ? 365 : status == 404 ? 345 : path.startsWith("/product") ? 20 : 23;
      sb.append("127.0.0.1 127.0.0.1:").append(50000 + i).append(" - [02/Dec/2026:15:49:").append(39 + i / 200)
          .append(" +0000] \"GET ").append(path).append(" HTTP/1.1\" ").append(status).append(' ').append(size)
          .append(" \"-\" \"Python-urllib/3.11\"\n");
    }
    sb.append("2026-12-02 15:49:41: (server.c.2078) server stopped by UID = 0 PID = 18752\n");
    return sb.toString();
  }

  @Test
  void aStatus500AmongStatus200sIsKept() {
    String log = accessLog(600, 310);
    Shaped s = shape(log, Evidence.of("httpd -D -f httpd.conf", 0), 2_000);
    assertThat(s.text()).contains("\"GET /cgi-bin/report.sh?account=acct-0042 HTTP/1.1\" 500 365");
  }

  @Test
  void aStatus500AmongStatus200sIsKeptWhenStreamed() throws IOException {
    // Past what a scan holds whole: the scanner's counts alone find the line.
    String log = accessLog(9_000, 4_321);
    assertThat(log.length()).isGreaterThan(800_000);
    Shaped s = streamed(log, Evidence.of("httpd -D -f httpd.conf", 0), 4_000);
    assertThat(s.text()).contains("\"GET /cgi-bin/report.sh?account=acct-0042 HTTP/1.1\" 500 365");
  }

  /** A start-up's import times, one module a line (each its own template), one of them 1.8 s among tens of µs. */
  static String importTimes(int slowAt) {
    StringBuilder sb = new StringBuilder("import time: self [us] | cumulative | imported package\n");
    java.util.Random r = new java.util.Random(7);
    for (int i = 0; i < 420; i++) {
      int self = i == slowAt ? 1_802_070 : 40 + r.nextInt(900) + (i % 50 == 0 ? 12_000 : 0);
      String name = i == slowAt ? "billing.plugins.geoip" : "lib" + (char) ('a' + i % 26) + (char) ('a' + i / 26 % 26) + ".mod";
      sb.append(String.format("import time: %9d | %10d | %s%s%n", self, self + r.nextInt(50), "  ".repeat(1 + i % 3), name));
    }
    return sb.toString();
  }

  @Test
  void theOneSlowImportAmongFastOnesIsKept() {
    Shaped s = shape(importTimes(211), Evidence.of("python3 -X importtime -c 'import billing.app'", 0), 2_000);
    assertThat(s.text()).contains("billing.plugins.geoip");
  }

  @Test
  void aValueThatStandsOutComesBeforeLinesPrintedOncePerName() {
    // A maintenance report: one record per table, of a few lines more or less (so records do not
    // fold as repeats), each opened by a line naming its table (a rare line of its own, one of a
    // family), and one table whose dead rows stay, with no warning word.
    java.util.Random r = new java.util.Random(7);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 160; i++) {
      String table = "" + (char) ('a' + i / 26) + (char) ('a' + i % 26) + "_orders";
      sb.append("processing ").append(table).append(" now\n");
      sb.append("pages: 0 removed, ").append(20 + i).append(" remain\n");
      if (r.nextInt(10) < 4) {
        sb.append("index scan needed: ").append(1 + r.nextInt(90)).append(" pages\n");
      }
      sb.append("tuples: ").append(i % 4).append(" removed, ").append(300 + i).append(" remain, ")
          .append(i == 97 ? 13_340 : 0).append(" are dead but not yet removable\n");
      if (r.nextInt(10) < 3) {
        sb.append("index ix_").append(table).append(" now contains ").append(100 + r.nextInt(800)).append(" row versions\n");
      }
      sb.append("buffer usage: ").append(10 + r.nextInt(30)).append(" hits, ").append(r.nextInt(4)).append(" misses, 0 dirtied\n");
    }
    Shaped s = shape(sb.toString(), Evidence.of("vacuum --verbose", 0), 2_000);
    assertThat(s.text()).contains("13340 are dead but not yet removable");
  }

  @Test
  void aRareValueAmongAFewUsualOnesStandsOut() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      sb.append("conn=").append(1000 + i).append(" op=1 RESULT tag=103 err=").append(i == 150 ? 65 : i % 10 == 0 ? 49 : 0)
          .append(" qtime=0.0000").append(10 + i % 7).append('\n');
    }
    assertThat(standOut(sb.toString())).containsExactly(151L);
  }

  /**
   * A small output's slot: one quoted value among fifteen of another stands out, though a slot of
   * sixteen lines holds no value "once in a hundred"; one among nine of another does not.
   */
  @Test
  void aValueSeenOnceAmongTenOrMoreOfAnotherStandsOutInASmallSlot() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 16; i++) {
      sb.append("Processing section \"[share").append(i).append("]\"\n");
      sb.append("Unknown parameter encountered: \"").append(i == 7 ? "valid user" : "write cache size").append("\"\n");
    }
    assertThat(standOut(sb.toString())).containsExactly(16L);
    StringBuilder fewer = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      fewer.append("Unknown parameter encountered: \"").append(i == 7 ? "valid user" : "write cache size").append("\"\n");
    }
    assertThat(standOut(fewer.toString())).isEmpty();
  }

  @Test
  void aNumberAtTheEdgeOfItsBulkDoesNotStandOut() {
    StringBuilder sb = new StringBuilder();
    java.util.Random r = new java.util.Random(3);
    for (int i = 0; i < 200; i++) {
      // A fare of 410 where the others lie between 100 and 300: high, not far outside the bulk.
      sb.append("zone ").append(i % 20).append(" -> ").append(r.nextInt(20)).append(": fare ")
          .append(i == 120 ? 410 : 100 + r.nextInt(201)).append(" cents\n");
    }
    assertThat(standOut(sb.toString())).isEmpty();
  }

  @Test
  void countersAndClocksDoNotStandOut() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      sb.append(String.format("2026-12-02 15:49:%02d seq=%d request served%n", 30 + i / 100, i));
    }
    assertThat(standOut(sb.toString())).isEmpty();
  }

  @Test
  void carriageReturnFramesAfterLongWordsEndInTime() {
    // Progress frames joined by carriage returns, words longer than a template reads, values in
    // every slot: every walk over them must advance.
    StringBuilder sb = new StringBuilder();
    String word = "x".repeat(300);
    for (int i = 0; i < 2_000; i++) {
      sb.append("step ").append(i).append(' ').append(word).append('\r').append("frame ").append(i % 7)
          .append("\r\r").append(word).append(i).append("\r 42%\r").append('\n');
      if (i == 1_000) {
        sb.append("ERROR: linker failed with status 65\n");
      }
    }
    String text = sb.toString();
    Shaped s = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> shape(text, Evidence.of("make all", 2), 2_000));
    assertThat(s.text()).contains("ERROR: linker failed with status 65");
    Shaped st = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> streamed(text + text, Evidence.of("make all", 2), 2_000));
    assertThat(st.text()).contains("ERROR: linker failed with status 65");
    assertThat(assertTimeoutPreemptively(Duration.ofSeconds(20), () -> standOut(text))).isNotNull();
  }
}

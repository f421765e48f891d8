package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The line after an error line that names what the error line names (the resolver's reply line for
 * the lookup that failed, the access line for the request that failed) is its outcome and is shown
 * with it, held or streamed; a line after it that names nothing of it is not pulled in.
 */
class ErrorOutcomeLineTest {

  /**
   * unbound with log-queries and log-replies: 500 lookups answered NOERROR; every 80th a misspelt
   * name, answered SERVFAIL after an error line of its own; mid-log six lookups of one stub-zone
   * name answered SERVFAIL, the first after the error line that says why.
   */
  private static String resolverLog() {
    StringBuilder sb = new StringBuilder();
    String p = "[1796282033] unbound[23203:0] ";
    for (int i = 0; i < 500; i++) {
      boolean stub = i >= 233 && i < 239;
      boolean typo = i % 80 == 40;
      String name = stub ? "invoice-api.billing.internal."
          : String.format(Locale.ROOT, typo ? "svc-%d.shop.internl." : "svc-%d.shop.internal.", i % 60);
      sb.append(p).append("info: 127.0.0.1 ").append(name).append(" A IN\n");
      if (i == 233) {
        sb.append(p).append("error: SERVFAIL <").append(name)
            .append(" A IN>: all the configured stub or forward servers failed, at zone billing.internal.\n");
      } else if (typo) {
        sb.append(p).append("error: SERVFAIL <").append(name).append(" A IN>: failed to get a delegation\n");
      }
      if (stub || typo) {
        sb.append(p).append("info: 127.0.0.1 ").append(name).append(" A IN SERVFAIL 0.000000 0 57\n");
      } else {
        sb.append(p).append("info: 127.0.0.1 ").append(name).append(" A IN NOERROR 0.000000 1 65\n");
      }
    }
    return sb.append(p).append("info: service stopped (unbound 1.17.1).\n").toString();
  }

  @Test
  void theReplyLineForTheFailedLookupIsShownWithItsErrorLine() throws IOException {
    String log = resolverLog();
    Evidence ev = Evidence.of("unbound -d -c unbound.conf", 0);
    for (int budget : new int[] {2000, 4000}) {
      Shaper shaper = Shaper.builder().budget(Budget.chars(budget)).build();
      Shaped held = shaper.shape(log, ev);
      Shaped streamed = shaper.shape(new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)), ev);
      for (Shaped s : List.of(held, streamed)) {
        assertThat(s.size()).isLessThanOrEqualTo(budget);
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("127.0.0.1 invoice-api.billing.internal. A IN SERVFAIL");
      }
    }
  }

  @Test
  void aNameCountsPastTheStartBothLinesShare() {
    String prefix = "2026/12/03 07:08:11 [error] 14003#14003: *554 ";
    assertThat(Names.shared(prefix + "connect() failed while connecting to upstream, request: \"GET /api/orders/417 HTTP/1.1\"",
        "127.0.0.1 - - [03/Dec/2026:07:08:11 +0000] \"GET /api/orders/417 HTTP/1.1\" 502 157")).isTrue();
    // Only the shared log prefix (time, pid, connection) names the same: nothing of the error.
    assertThat(Names.shared(prefix + "open() failed (2: No such file or directory)",
        prefix + "client closed keepalive connection")).isFalse();
    assertThat(Names.shared("error: disk full", "retrying in 5 s")).isFalse();
  }
}

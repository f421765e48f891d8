package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A server's error line brings the lines above it that name its connection or request ({@code
 * conn=1149}), held or streamed; an id nearly every line names brings none.
 */
class SharedIdLeadsTest {

  /**
   * slapd -d stats: 400 connections, each a title modify of one entry, every fifth a monitor's bind
   * failing with err=49; connection 1149's modify fails its schema check mid-log.
   */
  private static String slapdLog() {
    StringBuilder sb = new StringBuilder();
    for (int c = 1000; c < 1400; c++) {
      String t = String.format(Locale.ROOT, "6b103e5a.%08x 0x7f2ad21fe6c0 conn=%d ", c * 4099, c);
      sb.append(t).append("fd=11 ACCEPT from IP=127.0.0.1:").append(30000 + c).append('\n');
      sb.append(t).append("op=0 BIND dn=\"cn=admin,dc=shop,dc=internal\" method=128\n");
      sb.append(t).append(c % 5 == 0 ? "op=0 RESULT tag=97 err=49 text=\n" : "op=0 RESULT tag=97 err=0 text=\n");
      sb.append(t).append("op=1 MOD dn=\"uid=user").append(c).append(",ou=people,dc=shop,dc=internal\"\n");
      sb.append(t).append("op=1 MOD attr=title").append(c == 1149 ? " sn" : "").append('\n');
      if (c == 1149) {
        sb.append("6b103e5a.19418ec4 0x7f2ad21fe6c0 Entry (uid=user1149,ou=people,dc=shop,dc=internal): "
            + "object class 'inetOrgPerson' requires attribute 'sn'\n");
        sb.append("6b103e5a.1941bbcb 0x7f2ad21fe6c0 entry failed schema check: object class 'inetOrgPerson' requires attribute 'sn'\n");
        sb.append(t).append("op=1 RESULT tag=103 err=65 text=object class 'inetOrgPerson' requires attribute 'sn'\n");
      } else {
        sb.append(t).append("op=1 RESULT tag=103 err=0 text=\n");
      }
      sb.append(t).append("fd=11 closed\n");
    }
    return sb.append("slapd stopped.\n").toString();
  }

  @Test
  void linesAboveAnErrorLineThatNameItsConnectionAreShownWithItHeldAndStreamed() throws IOException {
    String log = slapdLog();
    Evidence ev = Evidence.of("slapd -d stats -h ldap://127.0.0.1:3389/", 0);
    for (int budget : new int[] {4000, 8000}) {
      for (Shaped s : HeldAndStreamed.shape(log, ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("conn=1149 op=1 MOD dn=\"uid=user1149,ou=people,dc=shop,dc=internal\"")
            .contains("entry failed schema check");
      }
    }
  }

  @Test
  void anIdThatMostLinesNameSetsNoLinesApart() {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < 30; k++) {
      sb.append("worker pid=4121 step ").append(k).append(" ok\n");
    }
    sb.append("worker pid=4121 error: disk full\n");
    List<Line> lines = TestLines.of(sb.toString());
    assertThat(Leads.sharing(lines, lines.size() - 1, null)).isEmpty();
  }
}

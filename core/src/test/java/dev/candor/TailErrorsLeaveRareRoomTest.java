package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A build whose error lines all sit at its end, where the tail shows them anyway: four kinds of
 * link error after forty units that each warn of an unused variable, one of which also warns of a
 * signed comparison. Four kinds of error line once left the rare lines no room at a small budget,
 * as if the error lines needed the room between head and tail; the one odd warning was cut with
 * the routine ones. Only error lines before the tail now count against the rare lines' share.
 */
class TailErrorsLeaveRareRoomTest {
  static final String ODD = "src/unit12.c:4:45: warning: comparison of integer expressions of different signedness:"
      + " 'unsigned int' and 'int' [-Wsign-compare]";

  static String build() {
    StringBuilder sb = new StringBuilder("mkdir -p out\n");
    for (int i = 1; i <= 40; i++) {
      String u = String.format("unit%02d", i);
      sb.append("cc -Wall -Wextra -O2 -c src/").append(u).append(".c -o out/").append(u).append(".o\n");
      sb.append("src/").append(u).append(".c: In function '").append(u).append("_run':\n");
      sb.append("src/").append(u).append(".c:3:28: warning: unused variable 'spare_").append(i)
          .append("' [-Wunused-variable]\n");
      sb.append("    3 | int ").append(u).append("_run(int x) { int spare_").append(i).append("; return x * ").append(i)
          .append("; }\n");
      sb.append("      |                            ^~~~~~~~~\n");
      if (i == 12) {
        sb.append(ODD).append('\n');
        sb.append("    4 | int unit12_cmp(unsigned a, int b) { return a < b; }\n");
        sb.append("      |                                             ^\n");
      }
    }
    sb.append("cc -o out/tariffs");
    for (int i = 1; i <= 40; i++) {
      sb.append(String.format(" out/unit%02d.o", i));
    }
    sb.append('\n');
    sb.append("/usr/bin/ld: out/unit17.o: in function `unit17_price':\n");
    sb.append("/home/builder/work/tariff-engine/checkouts/main/src/unit17.c:5: undefined reference to `zone_rate'\n");
    sb.append("collect2: error: ld returned 1 exit status\n");
    sb.append("make: *** [Makefile:9: out/tariffs] Error 1\n");
    sb.append("make: Target 'all' not remade because of errors.\n");
    return sb.toString();
  }

  @Test
  void theOddWarningIsShownBesideTheLinkErrorsAtTheEnd() {
    Budget b = Budget.chars(2_000);
    Shaped s = Shaper.builder().budget(b).build().shape(build().getBytes(StandardCharsets.UTF_8), Evidence.of("make -k", 2));
    assertThat(b.measure(s.text())).isLessThanOrEqualTo(b.limit());
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains(ODD).contains("undefined reference to `zone_rate'")
        .contains("make: *** [Makefile:9: out/tariffs] Error 1");
  }
}

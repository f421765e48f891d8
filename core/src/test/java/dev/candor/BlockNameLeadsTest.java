package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A failing test's detail names what the code under test logged about a few lines above (the
 * route of a test that expected every pallet loaded); those lines come with the failure, held and
 * streamed. A name that many lines above hold sets none apart.
 */
class BlockNameLeadsTest {

  /** A planner's log around 2,400 tests, one failing; its route's held-back pallet is logged just before. */
  private static String plannerRun() {
    StringBuilder sb = new StringBuilder();
    for (int depot = 0; depot < 160; depot++) {
      sb.append("\nTesting depot.d").append(depot).append("-test\n");
      for (int r = 1; r <= 15; r++) {
        String route = String.format(Locale.ROOT, "D%d-%02d-S0", depot, r);
        int offered = 20 + (r * 7 + depot) % 17;
        sb.append("[plan] route ").append(route).append(": ").append(offered).append(" pallets offered\n");
        int held = depot == 80 && r == 5 ? 1 : (r + depot) % 4 == 0 ? 2 : 0;
        for (int h = 0; h < held; h++) {
          sb.append(String.format(Locale.ROOT, "[plan]   PAL-D%d%02d%03d for %s held back (%d kg, 180 cm)%n",
              depot, r, offered - h, route, 300 + 71 * h + r));
        }
        sb.append("[plan] route ").append(route).append(": loaded ").append(offered - held).append(" pallets, ")
            .append(4000 + 311 * r + 97 * depot).append(" kg, ").append(held).append(" held back\n");
        if (depot == 80 && r == 5) {
          sb.append("\nFAIL in (route-05-full-trailer-at-weight-limit) (d80_test.clj:189)\n")
              .append(route).append(" with ").append(offered).append(" pallets\n")
              .append("expected: (= ").append(offered).append(" (count load))\n")
              .append("  actual: (not (= ").append(offered).append(' ').append(offered - 1).append("))\n");
        }
      }
    }
    return sb.append("\nRan 2400 tests containing 4800 assertions.\n1 failures, 0 errors.\n").toString();
  }

  @Test
  void aFailuresDetailBringsTheLinesAboveThatNameWhatItNames() throws IOException {
    String run = plannerRun();
    assertThat(run).contains("PAL-D8005").hasSizeGreaterThan(200_000);
    String held = run.lines().filter(l -> l.contains("for D80-05-S0 held back")).findFirst().orElseThrow();
    Evidence ev = Evidence.of("clojure -M run-tests.clj", 1);
    for (int budget : new int[] {2000, 4000}) {
      for (Shaped s : HeldAndStreamed.shape(run, ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text()).contains(held).contains("actual: (not (=");
      }
    }
  }

  @Test
  void aNameThatManyLinesAboveHoldSetsNoneApart() {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < 6; k++) {
      sb.append("[plan] route D5-05-S0 leg ").append(k).append(" planned\n");
    }
    sb.append("FAIL in (route-05) (d80_test.clj:189)\nD5-05-S0 with 30 pallets\n");
    List<Line> lines = TestLines.of(sb.toString());
    int fail = lines.size() - 2;
    assertThat(Leads.naming(lines, fail, lines.get(fail + 1), List.of())).isEmpty();
    List<Line> fewer = new ArrayList<>(lines.subList(3, lines.size()));
    assertThat(Leads.naming(fewer, fewer.size() - 2, fewer.get(fewer.size() - 1), List.of()))
        .extracting(Line::text).contains("[plan] route D5-05-S0 leg 3 planned");
  }
}

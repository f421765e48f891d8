package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A value that holds a state (a door switch reading 0, then 1, then 0 again, each for a while) is
 * shown where it changes, though neither value is rare: the line where the state changed is what
 * happened. (The corpus's collectd case pins the same at 2,000 and 8,000 chars.)
 */
class StateChangeTest {

  /**
   * A sensor log in collectd's write_log form, one reading of each sensor a second: the walk-in's
   * door switch reads 1 from second 30 to second 54, while its air temperature climbs a little.
   */
  private static String doorLog() {
    StringBuilder b = new StringBuilder();
    for (int t = 0; t < 90; t++) {
      long at = 1_796_563_324L + t;
      int open = t >= 30 && t < 55 ? 1 : 0;
      double air = 3.2 + (open == 1 ? (t - 30) * 0.12 : 0) + (t % 3) * 0.01;
      b.append(String.format("[2026-12-06 13:22:%02d] [info] write_log values:%n", t % 60));
      b.append("bakehouse-pi.exec-walkin.gauge-door_open ").append(open).append(' ').append(at).append('\n');
      b.append(String.format("bakehouse-pi.exec-walkin.temperature-air %.2f %d%n", air, at));
      b.append(String.format("bakehouse-pi.exec-freezer.temperature-air %.2f %d%n", -19.6 - (t % 4) * 0.03, at));
      b.append('\n');
    }
    return b.toString();
  }

  @Test
  void theLinesWhereTheDoorSwitchChangesAreShown() {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build().shape(doorLog(), Evidence.of("collectd -f", 0));
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text())
        .contains("bakehouse-pi.exec-walkin.gauge-door_open 1 1796563354")
        .contains("bakehouse-pi.exec-walkin.gauge-door_open 0 1796563379");
  }

  @Test
  void aSizeThatGrowsInStepsIsAMeasureNotAState() {
    StringBuilder b = new StringBuilder();
    for (int n = 1; n <= 90; n++) {
      int bytes = n < 10 ? 114 : n < 30 ? 116 : n < 60 ? 117 : 118;
      b.append(String.format("archived manifests/svc%02d.yaml to out/manifests-2.4.1.tar (%d bytes)%n", n, bytes));
    }
    Shaped s = Shaper.builder().budget(Budget.chars(1_000)).build().shape(b.toString(), Evidence.of("release.sh", 0));
    assertThat(s.text()).as(s.text()).doesNotContain("svc10.yaml").doesNotContain("svc30.yaml").doesNotContain("svc60.yaml");
  }
}

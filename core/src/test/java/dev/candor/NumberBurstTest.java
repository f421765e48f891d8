package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A few numbers far above their field's bulk, with no cliff between them (page faults in three
 * intervals of sixty), are each shown; in comma-separated lines each number is a field of its own.
 */
class NumberBurstTest {

  @Test
  void aBurstOfNumbersFarAboveTheirFieldInCommaSeparatedLinesIsShown() {
    // perf stat -x, -I 100: five events an interval, page faults at 0 except in three intervals mid-output.
    StringBuilder sb = new StringBuilder();
    String[] events = {"task-clock", "context-switches", "cpu-migrations", "page-faults", "major-faults"};
    for (int t = 1; t <= 60; t++) {
      for (int k = 0; k < events.length; k++) {
        long count = k == 0 ? 17 + t % 5 : k == 1 ? t % 7 : k == 3 && t >= 30 && t < 33 ? 21_000 + 7_000L * (t - 30) : 0;
        sb.append(String.format(Locale.ROOT, "     %d.%09d,%d,,%s,%d,100.00,0.%03d,/sec\n", t / 10, t * 100_166_185L % 1_000_000_000L,
            count, events[k], 17_000_000 + t * 1_234L, t));
      }
    }
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build()
        .shape(sb.toString(), Evidence.of("perf stat -x, -I 100 ./indexer", 0));
    assertThat(s.size()).isLessThanOrEqualTo(2000);
    for (String burst : List.of(",21000,,page-faults", ",28000,,page-faults", ",35000,,page-faults")) {
      assertThat(s.text()).as(s.text()).contains(burst);
    }
  }
}

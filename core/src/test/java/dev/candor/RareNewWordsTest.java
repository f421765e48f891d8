package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 11, "the decisive line matches no error pattern": of lines each seen once, each amid
 * routine and far from other rare lines, one with a word no routine line uses says something new,
 * where the others say the routine's words in another order. It comes first, wherever it sits.
 */
class RareNewWordsTest {
  private static final String[] ROUTINE = {"worker %d processed batch %d of rows in 0.0%d s",
      "worker %d queued batch %d after %d ms", "worker %d flushed cache for batch %d, %d entries",
      "heartbeat from worker %d at tick %d, queue %d"};
  /** Lines seen once, each in words the routine lines use. */
  private static final String[] REWORDED = {"rows of batch %d processed in worker %d", "batch %d queued from worker %d",
      "cache entries of worker %d flushed %d", "queue of worker %d after heartbeat %d", "worker %d rows queued %d",
      "batch %d from cache %d", "tick %d of queue after worker %d", "entries processed %d of batch %d"};

  /**
   * A worker's log: four kinds of routine line in no fixed order, a reworded line every thirty
   * lines, and late, after all of them, the one line in words of its own.
   */
  static String log() {
    StringBuilder sb = new StringBuilder();
    java.util.Random random = new java.util.Random(7);
    int reworded = 0;
    for (int i = 0; i < 400; i++) {
      sb.append(String.format(ROUTINE[random.nextInt(ROUTINE.length)], i % 7, 4711 + i, 100 + i % 50)).append('\n');
      if (i % 30 == 15 && reworded < REWORDED.length) {
        sb.append(String.format(REWORDED[reworded++], 4711 + i, i % 7)).append('\n');
      }
      if (i == 300) {
        sb.append("replica lag exceeded its limit, reads moved to the standby\n");
      }
    }
    return sb.toString();
  }

  @ParameterizedTest
  @ValueSource(ints = {700, 850, 1_000})
  void aRareLineWithAWordNoRoutineLineUsesComesBeforeRareLinesInTheRoutinesWords(int budget) {
    Shaped s = Shaper.builder().budget(Budget.chars(budget)).build().shape(log(), Evidence.of("worker --run", 0));
    assertThat(s.size()).isLessThanOrEqualTo(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("replica lag exceeded its limit, reads moved to the standby");
  }
}

package dev.candor.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunStatsTest {
  @TempDir Path dir;

  /** Seed 004: report the share of trials that hit the cap, with an interval. */
  @Test
  void hitCapShareCarriesItsWilsonIntervalInTheJsonAndTheSummary() throws IOException {
    List<Trial> trials = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      trials.add(new Trial(1000, i < 8 ? 200 : 1000, i < 8, List.of()));
    }
    RunStats stats = new RunStats();
    stats.add("Suite#test", trials);
    Path report = dir.resolve("watch.json");
    String summary = stats.write(report);
    assertThat(summary).startsWith("truncation-watch: 10 trials in 1 test, 8 hit a cap (80.0%, 95% interval "
        + "[49.0%, 94.3%]); findings:");
    assertThat(Files.readString(report).replaceAll("\\s+", ""))
        .startsWith("{\"trials\":10,\"hit_cap\":8,\"hit_cap_share\":0.8,\"hit_cap_share_ci95\":[0.4902,0.9433],");
  }

  @Test
  void noTrialsHaveNoInterval() throws IOException {
    RunStats stats = new RunStats();
    stats.add("Suite#none", List.of());
    Path report = dir.resolve("none.json");
    assertThat(stats.write(report)).startsWith("truncation-watch: 0 trials in 1 test, 0 hit a cap (0.0%); findings:");
    assertThat(Files.readString(report).replaceAll("\\s+", "")).contains("\"hit_cap_share_ci95\":null");
  }
}

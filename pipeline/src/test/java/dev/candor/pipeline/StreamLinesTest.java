package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import java.util.List;
import org.junit.jupiter.api.Test;

class StreamLinesTest {

  @Test
  void aStreamIsTruncatedOnlyWhenACutTookOneOfItsLines() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 5000; i++) {
      sb.append("line ").append(i).append('\n');
    }
    Shaped s = Shaper.builder().budget(Budget.chars(600)).strategy(Strategy.HEAD_TAIL).build()
        .shape(sb.toString(), Evidence.none());
    assertThat(s.truncated()).isTrue();
    // stderr wrote the very last line, which the tail shows; stdout lost its middle.
    List<long[]> stderr = List.of(new long[] {5000, 5000});
    assertThat(StreamLines.cut(s, stderr, true)).isFalse();
    assertThat(StreamLines.cut(s, stderr, false)).isTrue();
    // stderr wrote a line from the middle, which was cut.
    assertThat(StreamLines.cut(s, List.of(new long[] {2500, 2500}), true)).isTrue();
    // Unknown stderr lines: any cut counts for both.
    assertThat(StreamLines.cut(s, null, true)).isTrue();
  }
}

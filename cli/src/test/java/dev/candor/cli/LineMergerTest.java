package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.capture.Stream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineMergerTest {

  private static void feed(LineMerger m, Stream s, String text) throws IOException {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    m.accept(s, b, 0, b.length);
  }

  @Test
  void aStderrLineArrivingMidStdoutLineWaitsForItsOwnLine() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    LineMerger m = new LineMerger(out);
    feed(m, Stream.STDOUT, "1\n2\n199");
    feed(m, Stream.STDERR, "FATAL: disk quota exceeded\n");
    feed(m, Stream.STDOUT, "82\n3\n");
    m.finish();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1\n2\nFATAL: disk quota exceeded\n19982\n3\n");
    assertThat(m.stderrLines()).containsExactly(new long[] {3, 3});
  }

  @Test
  void twoUnfinishedLastLinesDoNotRunTogether() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    LineMerger m = new LineMerger(out);
    feed(m, Stream.STDOUT, "done");
    feed(m, Stream.STDERR, "warning");
    m.finish();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("done\nwarning");
    assertThat(m.stderrLines()).containsExactly(new long[] {2, 2});
  }

  @Test
  void noteNamesStderrsLinesOnlyWhenBothStreamsWrote() {
    assertThat(StreamLines.note(10, 5, List.of(new long[] {3, 3}, new long[] {7, 9})))
        .isEqualTo("stderr wrote lines L3, L7-L9; stdout the rest, merged in arrival order");
    assertThat(StreamLines.note(0, 5, List.of(new long[] {1, 1}))).isNull();
  }

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

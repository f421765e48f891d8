package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

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
    assertThat(LineMerger.streamsNote(10, 5, List.of(new long[] {3, 3}, new long[] {7, 9})))
        .isEqualTo("stderr wrote lines L3, L7-L9; stdout the rest, merged in arrival order");
    assertThat(LineMerger.streamsNote(0, 5, List.of(new long[] {1, 1}))).isNull();
  }
}

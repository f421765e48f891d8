package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineMergerTest {

  private static void feed(LineMerger m, StdStream s, String text) throws IOException {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    m.accept(s, b, 0, b.length);
  }

  @Test
  void aStderrLineArrivingMidStdoutLineWaitsForItsOwnLine() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    LineMerger m = new LineMerger(out);
    feed(m, StdStream.STDOUT, "1\n2\n199");
    feed(m, StdStream.STDERR, "FATAL: disk quota exceeded\n");
    feed(m, StdStream.STDOUT, "82\n3\n");
    m.finish();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1\n2\nFATAL: disk quota exceeded\n19982\n3\n");
    assertThat(m.stderrLines()).containsExactly(new long[] {3, 3});
  }

  @Test
  void eachMarkOfTheBreakIndexCountsTheLineBreaksWrittenBeforeIt() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    LineMerger m = new LineMerger(out);
    java.util.Random random = new java.util.Random(4711);
    while (out.size() < 5 * dev.candor.BreakIndex.SPACING) {
      StdStream s = random.nextBoolean() ? StdStream.STDOUT : StdStream.STDERR;
      int len = random.nextInt(3) == 0 ? random.nextInt(3 * LineMerger.MAX_PENDING) : random.nextInt(2_000);
      byte[] b = new byte[len];
      for (int i = 0; i < len; i++) {
        b[i] = random.nextInt(len > LineMerger.MAX_PENDING ? 100_000 : 40) == 0 ? (byte) '\n' : (byte) 'a';
      }
      m.accept(s, b, 0, len);
    }
    m.finish();
    byte[] merged = out.toByteArray();
    dev.candor.BreakIndex index = m.breakIndex();
    assertThat(index.size()).isGreaterThanOrEqualTo(4);
    for (int i = 0; i < index.size(); i++) {
      long breaks = 0;
      for (int k = 0; k < index.offset(i); k++) {
        breaks += merged[k] == '\n' ? 1 : 0;
      }
      assertThat(index.breaks(i)).as("mark %d at %d", i, index.offset(i)).isEqualTo(breaks);
    }
  }

  @Test
  void twoUnfinishedLastLinesDoNotRunTogether() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    LineMerger m = new LineMerger(out);
    feed(m, StdStream.STDOUT, "done");
    feed(m, StdStream.STDERR, "warning");
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

  @org.junit.jupiter.api.Test
  void aRunSpoolsMergedLinesAndACommandThatCannotStartSaysWhy(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path spool = dir.resolve("out");
    java.util.List<StdStream> seen = new java.util.ArrayList<>();
    LineMerger.Spooled ran = LineMerger.run(
        ProcessCapture.builder(java.util.List.of("echo out; echo err >&2")).shell(true).build(), spool,
        (stream, b, off, len) -> seen.add(stream));

    org.assertj.core.api.Assertions.assertThat(java.nio.file.Files.readString(spool)).contains("out\n").contains("err\n");
    org.assertj.core.api.Assertions.assertThat(seen).contains(StdStream.STDOUT, StdStream.STDERR);
    org.assertj.core.api.Assertions.assertThat(ran.streamsNote()).startsWith("stderr wrote line");

    LineMerger.Spooled missing = LineMerger.run(
        ProcessCapture.builder(java.util.List.of("no-such-program-candor")).build(), spool, null);
    org.assertj.core.api.Assertions.assertThat(missing.captured().launchError()).isPresent();
    org.assertj.core.api.Assertions.assertThat(java.nio.file.Files.readString(spool))
        .startsWith("[candor: the command did not start: ");
  }
}

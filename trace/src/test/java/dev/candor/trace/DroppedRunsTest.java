package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Cut;
import dev.candor.Evidence;
import dev.candor.Shaped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Head and tail hashes are of what the observation dropped, read back and checked against the capture. */
class DroppedRunsTest {

  private static String numbers(int from, int to) {
    StringBuilder sb = new StringBuilder();
    for (int i = from; i <= to; i++) {
      sb.append("line ").append(i).append('\n');
    }
    return sb.toString();
  }

  @org.junit.jupiter.api.io.TempDir
  static java.nio.file.Path temp;

  /** A channel over a file holding {@code b}, as the capture's spool is read back. */
  private static java.nio.channels.SeekableByteChannel channel(byte[] b) throws IOException {
    java.nio.file.Path f = java.nio.file.Files.createTempFile(temp, "spool-", ".out");
    java.nio.file.Files.write(f, b);
    return java.nio.channels.FileChannel.open(f);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void oneDroppedStretchHasTheSameHeadAndTailHashTheHashOfThoseLines() throws IOException {
    String out = numbers(1, 5_000);
    Shaped shaped = Spans.shape(out, Evidence.of("seq", 0).withTool("terminal"), Budget.chars(1_000));
    assertThat(shaped.cuts()).hasSize(1);
    Cut c = shaped.cuts().get(0);
    DroppedRuns.Stream runs = DroppedRuns.single(new ByteArrayInputStream(utf8(out)), shaped);
    String dropped = Observation.sha256(utf8(numbers((int) c.from(), (int) c.to())));
    assertThat(runs.known()).isTrue();
    assertThat(runs.droppedBytes()).isEqualTo(c.bytes());
    assertThat(runs.head()).hasValue(dropped);
    assertThat(runs.tail()).hasValue(dropped);
    SpanStream p = SpanStream.kept(shaped).withRuns(runs);
    assertThat(p.headSha256()).hasValue(dropped);
    assertThat(p.sha256()).isEmpty();
  }

  /**
   * The runs as a plain reading of the cuts gives them: a merged line is dropped when a cut covers
   * it and the observation does not show it as a numbered excerpt.
   */
  private static List<String> referenceRuns(List<String> lines, Shaped shaped, boolean stderr, long stderrLine) {
    List<String> runs = new ArrayList<>();
    StringBuilder run = null;
    for (int i = 0; i < lines.size(); i++) {
      long n = i + 1;
      if ((n == stderrLine) != stderr) {
        continue;
      }
      boolean inCut = shaped.cuts().stream().anyMatch(c -> c.from() <= n && n <= c.to());
      boolean dropped = inCut && !shaped.text().contains("L" + n + ": " + lines.get(i) + "\n");
      if (dropped) {
        run = run == null ? new StringBuilder() : run;
        run.append(lines.get(i)).append('\n');
      } else if (run != null) {
        runs.add(Observation.sha256(utf8(run.toString())));
        run = null;
      }
    }
    if (run != null) {
      runs.add(Observation.sha256(utf8(run.toString())));
    }
    return runs;
  }

  @Test
  void aStderrLineAmongStdoutIsItsOwnStreamAndStdoutRunsSkipIt() throws IOException {
    List<String> lines = new ArrayList<>();
    for (int i = 1; i <= 6_000; i++) {
      lines.add(Integer.toString(i));
    }
    lines.add(3_000, "FATAL: disk quota exceeded");
    String merged = String.join("\n", lines) + "\n";
    String fatal = "FATAL: disk quota exceeded\n";
    String stdout = merged.replace(fatal, "");
    Shaped shaped = Spans.shape(merged, Evidence.of("sh", 3).withTool("terminal"), Budget.chars(1_500));
    assertThat(shaped.text()).contains("FATAL: disk quota exceeded");
    DroppedRuns.Both both = DroppedRuns.measure(new ByteArrayInputStream(utf8(merged)), shaped,
        List.<long[]>of(new long[] {3_001, 3_001}),
        new DroppedRuns.Captured(utf8(stdout).length, Observation.sha256(utf8(stdout))),
        new DroppedRuns.Captured(utf8(fatal).length, Observation.sha256(utf8(fatal))));
    assertThat(both.stderr().known()).isTrue();
    assertThat(both.stderr().droppedBytes()).isZero();
    assertThat(SpanStream.read(utf8(fatal).length, Observation.sha256(utf8(fatal)), true, both.stderr()).truncated()).isFalse();
    List<String> runs = referenceRuns(lines, shaped, false, 3_001);
    assertThat(runs).isNotEmpty();
    assertThat(both.stdout().known()).isTrue();
    assertThat(both.stdout().head()).hasValue(runs.get(0));
    assertThat(both.stdout().tail()).hasValue(runs.get(runs.size() - 1));
    assertThat(referenceRuns(lines, shaped, true, 3_001)).isEmpty();
  }

  @Test
  void aStreamOfManyBuffersHasTheHashOfItsDroppedBytesAndIsCheckedWhole() throws IOException {
    String out = numbers(1, 300_000); // megabytes: many reads, the whole hash worked out apart
    Shaped shaped = Spans.shape(out, Evidence.of("seq", 0).withTool("terminal"), Budget.chars(1_000));
    Cut c = shaped.cuts().get(0);
    DroppedRuns.Stream runs = DroppedRuns.single(new ByteArrayInputStream(utf8(out)), shaped);
    assertThat(runs.known()).isTrue();
    assertThat(runs.head()).hasValue(Observation.sha256(utf8(numbers((int) c.from(), (int) c.to()))));
    byte[] changed = utf8(out);
    changed[changed.length / 2] = 'X'; // same length, other bytes: not what was captured
    assertThat(DroppedRuns.single(new ByteArrayInputStream(changed), shaped).known()).isFalse();
  }

  @Test
  void aOneStreamSpoolSharesTheCapturedHashButIsStillCheckedForLength() throws IOException {
    String out = numbers(1, 200_000); // several buffers
    Shaped shaped = Spans.shape(out, Evidence.of("seq", 0).withTool("terminal"), Budget.chars(1_000));
    Cut c = shaped.cuts().get(0);
    String captured = Observation.sha256(utf8(out));
    DroppedRuns.Both both = DroppedRuns.measureSpool(channel(utf8(out)), shaped, List.of(),
        new DroppedRuns.Captured(utf8(out).length, captured), new DroppedRuns.Captured(0, SpanStream.EMPTY_SHA256), null);
    assertThat(both.stdout().known()).isTrue();
    assertThat(both.stdout().head()).hasValue(Observation.sha256(utf8(numbers((int) c.from(), (int) c.to()))));
    byte[] shorter = java.util.Arrays.copyOf(utf8(out), utf8(out).length - 1);
    assertThat(DroppedRuns.measureSpool(channel(shorter), shaped, List.of(),
        new DroppedRuns.Captured(utf8(out).length, captured), new DroppedRuns.Captured(0, SpanStream.EMPTY_SHA256), null)
        .stdout().known()).isFalse();
  }

  @Test
  void theBreakAfterOthersIsFoundOrTheBreaksThereAreCounted() {
    byte[] b = utf8("a\nbb\n\nccc");
    assertThat(DroppedRuns.breakAfter(b, 0, b.length, 0)).isEqualTo(1);
    assertThat(DroppedRuns.breakAfter(b, 0, b.length, 2)).isEqualTo(5);
    assertThat(DroppedRuns.breakAfter(b, 2, b.length, 0)).isEqualTo(4);
    assertThat(DroppedRuns.breakAfter(b, 0, b.length, 3)).isEqualTo(~3);
    assertThat(DroppedRuns.breakAfter(b, 6, b.length, 0)).isEqualTo(~0);
  }

  @Test
  void outputThatDoesNotMatchTheCaptureGetsNoHashes() throws IOException {
    String out = numbers(1, 5_000);
    Shaped shaped = Spans.shape(out, Evidence.of("seq", 0).withTool("terminal"), Budget.chars(1_000));
    DroppedRuns.Both both = DroppedRuns.measure(new ByteArrayInputStream(utf8(out)), shaped, List.of(),
        new DroppedRuns.Captured(utf8(out).length, SpanStream.EMPTY_SHA256), new DroppedRuns.Captured(0, SpanStream.EMPTY_SHA256));
    assertThat(both.stdout().known()).isFalse();
    assertThat(SpanStream.read(utf8(out).length, Observation.sha256(utf8(out)), true, both.stdout()).headSha256()).isEmpty();
  }

  @Test
  void twoDroppedStretchesHaveTheirOwnHeadAndTailHashes() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 6_000; i++) {
      sb.append(i == 3_000 ? "error: cannot find symbol Foo" : "compiling module " + i).append('\n');
    }
    String out = sb.toString();
    Shaped shaped = Spans.shape(out, Evidence.of("mvn", 1).withTool("terminal"), Budget.chars(1_500));
    DroppedRuns.Stream runs = DroppedRuns.single(new ByteArrayInputStream(utf8(out)), shaped);
    List<Cut> cuts = shaped.cuts();
    assertThat(runs.known()).isTrue();
    assertThat(runs.droppedBytes()).isEqualTo(shaped.omittedBytes());
    if (runs.head().equals(runs.tail())) {
      assertThat(cuts).allMatch(c -> c.hasExcerpts() || cuts.size() == 1);
    } else {
      assertThat(runs.head()).isNotEqualTo(runs.tail());
    }
  }

  /** An index of {@code b}'s line breaks, marked at every line end (as the capture marks its writes), about every {@code spacing} bytes. */
  private static dev.candor.BreakIndex index(byte[] b, long spacing) {
    dev.candor.BreakIndex index = new dev.candor.BreakIndex(spacing);
    long breaks = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] == '\n') {
        breaks++;
        index.mark(i + 1, breaks);
      }
    }
    return index;
  }

  @Test
  void aSpoolPassedOverByTheCapturesBreakIndexHasTheSameRunsAsOneCountedLineByLine() throws IOException {
    java.util.Random random = new java.util.Random(13);
    for (int round = 0; round < 12; round++) {
      List<String> lines = new ArrayList<>();
      int n = 2_000 + random.nextInt(40_000);
      for (int i = 1; i <= n; i++) {
        int kind = random.nextInt(400);
        lines.add(kind == 0 ? "error: cannot find symbol S" + i
            : kind == 1 ? "x".repeat(random.nextInt(100)) : "compiling module " + i + " of " + n);
      }
      long stderrLine = 1 + random.nextInt(n);
      String merged = String.join("\n", lines) + "\n";
      String err = lines.get((int) stderrLine - 1) + "\n";
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < lines.size(); i++) {
        if (i + 1 != stderrLine) {
          out.append(lines.get(i)).append('\n');
        }
      }
      Shaped shaped = Spans.shape(merged, Evidence.of("mvn", 1).withTool("terminal"), Budget.chars(1_000 + random.nextInt(3_000)));
      List<long[]> ranges = List.<long[]>of(new long[] {stderrLine, stderrLine});
      DroppedRuns.Captured stdout = new DroppedRuns.Captured(utf8(out.toString()).length, Observation.sha256(utf8(out.toString())));
      DroppedRuns.Captured stderr = new DroppedRuns.Captured(utf8(err).length, Observation.sha256(utf8(err)));
      byte[] spool = utf8(merged);
      DroppedRuns.Both counted = DroppedRuns.measure(new ByteArrayInputStream(spool), shaped, ranges, stdout, stderr);
      DroppedRuns.Both indexed = DroppedRuns.measureSpool(channel(spool), shaped, ranges, stdout, stderr,
          index(spool, 1 + random.nextInt(50_000)));
      assertThat(counted.stdout().known()).as("round %d: %s", round, shaped.cuts()).isTrue();
      assertThat(indexed).as("round %d", round).isEqualTo(counted);
      List<String> runs = referenceRuns(lines, shaped, false, stderrLine);
      assertThat(indexed.stdout().head()).isEqualTo(runs.stream().findFirst());
      assertThat(indexed.stdout().tail()).isEqualTo(runs.isEmpty() ? java.util.Optional.empty()
          : java.util.Optional.of(runs.get(runs.size() - 1)));
    }
  }

  /**
   * A one-stream spool the capture indexed: a long run between the first and the last is passed
   * over, not read, and the last run is read back at the end; the figures are those of a reading
   * of every byte.
   */
  @Test
  void aOneStreamSpoolPassesOverTheRunsBetweenTheFirstAndTheLast() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 200_000; i++) {
      sb.append(i == 20_000 ? "error: cannot find symbol Foo" : i == 180_000 ? "FATAL: disk quota exceeded"
          : "compiling module " + i).append('\n');
    }
    String out = sb.toString();
    Shaped shaped = Spans.shape(out, Evidence.of("mvn", 1).withTool("terminal"), Budget.chars(1_500));
    byte[] b = utf8(out);
    DroppedRuns.Captured whole = new DroppedRuns.Captured(b.length, Observation.sha256(b));
    DroppedRuns.Captured none = new DroppedRuns.Captured(0, SpanStream.EMPTY_SHA256);
    List<String> runs = referenceRuns(java.util.Arrays.asList(out.split("\n")), shaped, false, -1);
    assertThat(runs).as("%s", shaped.cuts()).hasSizeGreaterThanOrEqualTo(3);

    CountingChannel spool = new CountingChannel(channel(b));
    DroppedRuns.Both passed = DroppedRuns.measureSpool(spool, shaped, List.of(), whole, none, index(b, 4_096));
    assertThat(passed).isEqualTo(DroppedRuns.measure(new ByteArrayInputStream(b), shaped, List.of(), whole, none));
    assertThat(passed.stdout().head()).hasValue(runs.get(0));
    assertThat(passed.stdout().tail()).hasValue(runs.get(runs.size() - 1));
    assertThat(passed.stdout().droppedBytes()).isEqualTo(shaped.omittedBytes());
    assertThat(spool.read).as("bytes read of %d", b.length).isLessThan(b.length / 2);
  }

  /** A channel that counts the bytes read through it. */
  private static final class CountingChannel implements java.nio.channels.SeekableByteChannel {
    private final java.nio.channels.SeekableByteChannel in;
    long read;

    CountingChannel(java.nio.channels.SeekableByteChannel in) {
      this.in = in;
    }

    @Override
    public int read(java.nio.ByteBuffer dst) throws IOException {
      int n = in.read(dst);
      read += Math.max(0, n);
      return n;
    }

    @Override
    public int write(java.nio.ByteBuffer src) throws IOException {
      return in.write(src);
    }

    @Override
    public long position() throws IOException {
      return in.position();
    }

    @Override
    public java.nio.channels.SeekableByteChannel position(long p) throws IOException {
      in.position(p);
      return this;
    }

    @Override
    public long size() throws IOException {
      return in.size();
    }

    @Override
    public java.nio.channels.SeekableByteChannel truncate(long size) throws IOException {
      in.truncate(size);
      return this;
    }

    @Override
    public boolean isOpen() {
      return in.isOpen();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}

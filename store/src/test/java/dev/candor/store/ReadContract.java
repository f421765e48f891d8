package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Storing a result and reading it back: whole, by lines, by pages, from the end, by pattern. */
interface ReadContract extends StoreFixture {

  @Test
  default void rawReturnsTheExactBytesGiven() throws Exception {
    ResultStore store = open();
    byte[] binary = new byte[200_000];
    new Random(7).nextBytes(binary);
    for (byte[] content : List.of(Contents.text(1, 300_000), binary, new byte[0], "no newline".getBytes())) {
      Handle h = store.put(Contents.in(content), ResultMeta.none());
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      assertThat(store.raw(h, out)).isEqualTo(content.length);
      assertThat(out.toByteArray()).isEqualTo(content);
    }
  }

  @Test
  default void openRawStreamsTheExactBytesOnce() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(3, 250_000);
    Handle h = store.put(Contents.in(content), ResultMeta.none());
    try (java.io.InputStream in = store.openRaw(h)) {
      assertThat(in.readAllBytes()).isEqualTo(content);
    }
  }

  @Test
  default void aChannelReadsTheExactBytesFromWhereverItIsMoved() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(5, 700_000); // several chunks
    Handle h = store.put(Contents.in(content), ResultMeta.none());
    try (java.nio.channels.SeekableByteChannel ch = store.channel(h)) {
      assertThat(ch.size()).isEqualTo(content.length);
      for (long at : new long[] {0, 65_535, 65_536, 300_001, 12, content.length - 7}) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(200_000);
        ch.position(at);
        while (b.hasRemaining() && ch.read(b) > 0) {
          // a read stops at a chunk's end
        }
        int n = (int) Math.min(200_000, content.length - at);
        assertThat(b.position()).isEqualTo(n);
        assertThat(java.util.Arrays.copyOf(b.array(), n)).isEqualTo(java.util.Arrays.copyOfRange(content, (int) at, (int) at + n));
        assertThat(ch.position()).isEqualTo(at + n);
      }
      assertThat(ch.position(content.length).read(java.nio.ByteBuffer.allocate(1))).isEqualTo(-1);
    }
    java.nio.channels.SeekableByteChannel closed = store.channel(h);
    closed.close();
    assertThatThrownBy(() -> closed.read(java.nio.ByteBuffer.allocate(1)))
        .isInstanceOf(java.nio.channels.ClosedChannelException.class);
    try (java.nio.channels.SeekableByteChannel empty = store.channel(store.put(Contents.in(new byte[0]), ResultMeta.none()))) {
      assertThat(empty.size()).isZero();
      assertThat(empty.read(java.nio.ByteBuffer.allocate(1))).isEqualTo(-1);
    }
  }

  @Test
  default void factsRecordWhatWasMeasuredAndWhatWasGiven() throws Exception {
    ResultStore store = open();
    byte[] text = "one\ntwo\nthree".getBytes(StandardCharsets.UTF_8);
    ResultMeta meta = ResultMeta.of(List.of("mvn", "-q", "test", "it's \"quoted\""), 1).withTool("terminal");
    Facts f = store.facts(store.put(Contents.in(text), meta));
    assertThat(f.size()).isEqualTo(13);
    assertThat(f.lines()).isEqualTo(3);
    assertThat(f.sha256()).isEqualTo(Contents.sha256(text));
    assertThat(f.encoding()).isEqualTo("UTF-8");
    assertThat(f.contentType()).isEqualTo("text/plain");
    assertThat(f.exitCode()).hasValue(1);
    assertThat(f.tool()).hasValue("terminal");
    assertThat(f.argv()).containsExactly("mvn", "-q", "test", "it's \"quoted\"");
    assertThat(f.createdAt()).isEqualTo(clock().instant());
    assertThat(f.expiresAt()).isEqualTo(clock().instant().plus(Duration.ofDays(7)));
    assertThat(f.runId()).isEmpty();
    assertThat(f.storedBytes()).isPositive();

    Facts bin = store.facts(store.put(Contents.in(new byte[] {0, 1, 2, (byte) 0xff}), ResultMeta.none()));
    assertThat(bin.encoding()).isEqualTo("binary");
    assertThat(bin.contentType()).isEqualTo("application/octet-stream");
    assertThat(bin.exitCode()).isEmpty();

    Facts declared = store.facts(store.put(Contents.in("{}"),
        ResultMeta.none().withContentType("application/json").withEncoding("ISO-8859-1")));
    assertThat(declared.contentType()).isEqualTo("application/json");
    assertThat(declared.encoding()).isEqualTo("ISO-8859-1");
  }

  @Test
  default void linesReturnsAnyRangeAcrossChunkBoundaries() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(2, 600_000);
    List<String> lines = Contents.lines(content);
    Handle h = store.put(Contents.in(content), ResultMeta.none());
    Random r = new Random(3);
    int n = lines.size();
    for (int i = 0; i < 60; i++) {
      long from = i < 3 ? new long[] {1, n, n - 1}[i] : 1 + r.nextInt(n);
      long to = Math.min(n + 5, from + r.nextInt(i % 2 == 0 ? 3 : 400));
      Excerpt e = store.lines(h, from, to);
      String expected = Contents.range(lines, from, to);
      assertThat(e.text()).as("lines %d-%d", from, to).isEqualTo(expected);
      assertThat(e.firstLine()).isEqualTo(from);
      assertThat(e.lastLine()).isEqualTo(Math.min(to, n));
      assertThat(e.offset()).isEqualTo(Contents.range(lines, 1, from - 1).getBytes(StandardCharsets.UTF_8).length);
      assertThat(e.totalLines()).isEqualTo(n);
      assertThat(e.atEnd()).isEqualTo(to >= n);
    }
  }

  @Test
  default void linesPastTheEndIsEmptyAndSaysHowManyThereAre() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("a\nb\n"), ResultMeta.none());
    Excerpt e = store.lines(h, 3, 10);
    assertThat(e.text()).isEmpty();
    assertThat(e.describe()).isEqualTo("nothing at line 3: the result has 2 lines (4 bytes)");
    assertThat(store.lines(store.put(Contents.in(""), ResultMeta.none()), 1, 1).text()).isEmpty();
    assertThatThrownBy(() -> store.lines(h, 0, 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("from < 1: 0 (lines count from 1)");
    assertThatThrownBy(() -> store.lines(h, 2, 1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  default void linesDescribeWhatComesNext() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("alpha\nbeta\ngamma\ndelta"), ResultMeta.none());
    assertThat(store.lines(h, 2, 3).describe()).isEqualTo("lines 2-3 of 4 (bytes 6-16 of 22); next: line 4");
    Excerpt last = store.lines(h, 3, 9);
    assertThat(last.text()).isEqualTo("gamma\ndelta");
    assertThat(last.describe()).isEqualTo("lines 3-4 of 4 (bytes 11-21 of 22); end of result");
  }

  @Test
  default void pagesConcatenateToTheResultAndNeverSplitACharacter() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(4, 300_000);
    Handle h = store.put(Contents.in(content), ResultMeta.none());
    for (int pageBytes : new int[] {997, 65_536 + 7}) {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      long expectedOffset = 0;
      for (long n = 1; ; n++) {
        Excerpt p = store.page(h, n, pageBytes);
        if (p.length() == 0) {
          assertThat(p.offset()).isEqualTo(content.length);
          break;
        }
        assertThat(p.offset()).isEqualTo(expectedOffset);
        assertThat(p.text()).doesNotContain("\uFFFD");
        all.writeBytes(p.text().getBytes(StandardCharsets.UTF_8));
        expectedOffset += p.length();
      }
      assertThat(all.toByteArray()).isEqualTo(content);
    }
    Excerpt second = store.page(h, 2, 997);
    String before = new String(content, 0, (int) second.offset(), StandardCharsets.UTF_8);
    assertThat(second.firstLine()).isEqualTo(before.chars().filter(c -> c == '\n').count() + 1);
    assertThat(second.startsMidLine()).isEqualTo(!before.endsWith("\n"));
  }

  @Test
  default void tailReturnsTheLastLines() throws Exception {
    ResultStore store = open();
    Handle withNewline = store.put(Contents.in("1\n2\n3\n4\n"), ResultMeta.none());
    assertThat(store.tail(withNewline, 2).text()).isEqualTo("3\n4\n");
    assertThat(store.tail(withNewline, 99).text()).isEqualTo("1\n2\n3\n4\n");
    Handle without = store.put(Contents.in("1\n2\n3"), ResultMeta.none());
    Excerpt t = store.tail(without, 1);
    assertThat(t.text()).isEqualTo("3");
    assertThat(t.firstLine()).isEqualTo(3);
    assertThat(store.tail(store.put(Contents.in(""), ResultMeta.none()), 5).text()).isEmpty();
  }

  @Test
  default void excerptIsClippedToTheLimitAtALineBoundary() throws Exception {
    ResultStore store = open();
    String line = "x".repeat(9_999) + "\n";
    Handle h = store.put(Contents.in(line.repeat(2_000)), ResultMeta.none());
    Excerpt e = store.lines(h, 1, 2_000);
    assertThat(e.length()).isLessThanOrEqualTo(ResultStore.EXCERPT_LIMIT).isEqualTo(e.lastLine() * 10_000);
    assertThat(e.text()).endsWith("\n");
    assertThat(e.describe()).endsWith(String.format(java.util.Locale.ROOT, "; next: line %,d", e.lastLine() + 1));
  }

  @Test
  default void grepShowsMatchingLinesWithNumbersAndContext() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("a\nb\nERROR one\nc\nd\ne\nf\nERROR two\ng\n"), ResultMeta.none());
    Matches m = store.grep(h, "ERROR", 1, 10);
    assertThat(m.text()).isEqualTo("2-b\n3:ERROR one\n4-c\n--\n7-f\n8:ERROR two\n9-g\n");
    assertThat(m.total()).isEqualTo(2);
    assertThat(m.scannedLines()).isEqualTo(9);
    assertThat(m.describe()).isEqualTo("2 matching lines (of 9 lines)");
  }

  @Test
  default void grepCountsEveryMatchButShowsAtMostMax() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("hit\n".repeat(500)), ResultMeta.none());
    Matches m = store.grep(h, "^hit$", 0, 20);
    assertThat(m.shown()).isEqualTo(20);
    assertThat(m.total()).isEqualTo(500);
    assertThat(m.lines()).hasSize(20);
    assertThat(m.describe()).isEqualTo("20 of 500 matching lines shown (of 500 lines)");
  }

  @Test
  default void grepRejectsAPatternRe2CannotCompile() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("x\n"), ResultMeta.none());
    assertThatThrownBy(() -> store.grep(h, "(a", 0, 10)).isInstanceOfSatisfying(StoreException.class,
        e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.BAD_PATTERN))
        .hasMessageStartingWith("bad pattern \"(a\": missing closing )");
    assertThatThrownBy(() -> store.grep(h, "(a)\\1", 0, 10)).isInstanceOf(StoreException.class)
        .hasMessageContaining("RE2 syntax");
  }

  @Test
  default void grepWithAHostilePatternFinishesInLinearTime() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in(("a".repeat(30_000) + "!\n").repeat(20)), ResultMeta.none());
    Matches m = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> store.grep(h, "^(a+)+$", 0, 10));
    assertThat(m.total()).isZero();
  }
}

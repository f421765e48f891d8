package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A line byte for byte the same as the one before it is not hashed or searched again; what the
 * scanner keeps is then exactly what it keeps when it looks at every line. A scanner with a line
 * visitor looks at every line (the visitor needs them all), so it is the reference here.
 */
class ScannerRepeatsTest {
  private static final Scanner.LineVisitor LOOK_AT_ALL = (no, off, b, s, e, clipped) -> { };

  /** Runs of repeats of quiet lines, of error lines, of blank lines and of indented block lines, around distinct errors. */
  private static byte[] input(long seed) {
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder();
    String[] quiet = {"INFO worker 12 processed batch 4711 in 0.0123 s", "", "  at step", "progress 50%", "ok"};
    String[] loud = {"ERROR: disk full", "  Caused by: java.io.IOException: no space", "FAILED test_one", "not ok 3 - tax"};
    for (int i = 0; i < 400; i++) {
      int kind = r.nextInt(10);
      String line = kind < 6 ? quiet[r.nextInt(quiet.length)] : kind < 9 ? loud[r.nextInt(loud.length)]
          : "ERROR: distinct failure " + i;
      int repeat = 1 + (r.nextBoolean() ? r.nextInt(40) : 0);
      for (int k = 0; k < repeat; k++) {
        sb.append(line).append('\n');
      }
      if (r.nextInt(8) == 0) {
        sb.append("    indented continuation ").append(i).append('\n');
      }
    }
    sb.append("BUILD FAILED");
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** Scans {@code in} fed in chunks of 1 to {@code maxChunk} bytes, each a fresh buffer as a stream's reads may be. */
  private static Scan scan(byte[] in, Scanner.LineVisitor visitor, long seed, int maxChunk) {
    Scanner s = new Scanner(1024, 1024, 4096, 100, ErrorPatterns.defaults(), visitor);
    Random r = new Random(seed);
    for (int at = 0; at < in.length; ) {
      int n = Math.min(in.length - at, 1 + r.nextInt(maxChunk));
      s.feed(java.util.Arrays.copyOfRange(in, at, at + n), 0, n);
      at += n;
    }
    return s.finish();
  }

  /** What a scan keeps: its line and error counts, hits, totals, rare lines and the hits' template counts. */
  private static void assertKeepsTheSame(Scan fast, Scan all) {
    assertThat(fast.lines).isEqualTo(all.lines);
    assertThat(fast.errorCount).isEqualTo(all.errorCount);
    assertThat(fast.hits()).isEqualTo(all.hits());
    assertThat(fast.totals(20, 1)).isEqualTo(all.totals(20, 1));
    assertThat(rareLines(fast)).isEqualTo(rareLines(all));
    for (Hit h : all.hits()) {
      assertThat(fast.errorTemplateCount(h.template())).isEqualTo(all.errorTemplateCount(h.template()));
      assertThat(fast.templateCount(h.template())).isEqualTo(all.templateCount(h.template()));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void skippingRepeatsKeepsWhatLookingAtEveryLineKeeps(long seed) {
    byte[] in = input(seed);
    assertKeepsTheSame(scan(in, null, seed, 3000), scan(in, LOOK_AT_ALL, seed, 3000));
  }

  /** Long runs of one line, in chunks of up to a mebibyte: counted a run at a time, as {@link #input} is not. */
  private static byte[] longRuns(long seed) {
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder();
    String[] quiet = {"INFO worker 12 processed batch 4711 in 0.0123 s", "", "=", "  at step", "ok"};
    for (int i = 0; i < 60; i++) {
      String line = r.nextInt(4) == 0 ? "ERROR: failure " + (i % 7) : quiet[r.nextInt(quiet.length)];
      sb.append((line + "\n").repeat(1 + r.nextInt(r.nextBoolean() ? 20_000 : 3)));
    }
    sb.append("BUILD FAILED\n");
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {11, 12, 13, 14})
  void longRunsCountedARunAtATimeKeepWhatLookingAtEveryLineKeeps(long seed) {
    byte[] in = longRuns(seed);
    assertKeepsTheSame(scan(in, null, seed, 1 << 20), scan(in, LOOK_AT_ALL, seed, 1 << 20));
  }

  /**
   * The scanner's loops over lines are what count them: every line break, however the output is
   * cut into chunks, with lines longer than the scanner keeps of one, blank lines and repeats.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {21, 22, 23})
  void everyLineIsCountedHoweverTheOutputIsCut(long seed) {
    String longLine = "x".repeat(5000);
    byte[] in = (new String(input(seed), StandardCharsets.UTF_8) + "\n" + longLine + "\n\n\r\n" + longLine
        + "\nERROR: " + longLine + "\n\n\nlast line without a break").getBytes(StandardCharsets.UTF_8);
    long breaks = 0;
    for (byte b : in) {
      breaks += b == '\n' ? 1 : 0;
    }
    for (int maxChunk : new int[] {1, 7, 3000, 1 << 20}) {
      assertThat(scan(in, null, seed, maxChunk).lines).as("chunks of up to %d", maxChunk).isEqualTo(breaks + 1);
      assertThat(scan(in, LOOK_AT_ALL, seed, maxChunk).lines).as("every line, chunks of up to %d", maxChunk)
          .isEqualTo(breaks + 1);
    }
  }

  @org.junit.jupiter.api.Test
  void repeatsAfterCountsTheWholeLinesThatRepeatTheOneBefore() {
    byte[] b = "ab\nab\nab\nabc\n".getBytes(StandardCharsets.US_ASCII);
    assertThat(Scanner.repeatsAfter(b, 3, 3, b.length - 1)).isEqualTo(2); // "ab\n" twice more, then "abc"
    assertThat(Scanner.repeatsAfter(b, 3, 3, 5)).isEqualTo(1);
    assertThat(Scanner.repeatsAfter(b, 3, 3, 4)).isEqualTo(0); // no whole line left
    byte[] same = "x\n".repeat(10).getBytes(StandardCharsets.US_ASCII);
    assertThat(Scanner.repeatsAfter(same, 2, 2, same.length - 1)).isEqualTo(9);
  }

  @ParameterizedTest(name = "{0} repeats")
  @ValueSource(ints = {2, 5000})
  void repeatedErrorLinesAreEachCounted(int n) {
    StringBuilder sb = new StringBuilder("start\n");
    for (int i = 0; i < n; i++) {
      sb.append("ERROR: same failure\n");
    }
    sb.append("end\n");
    Scan s = scan(sb.toString().getBytes(StandardCharsets.UTF_8), null, 9, 3000);
    assertThat(s.errorCount).isEqualTo(n);
    assertThat(s.hits().get(0).line().number()).isEqualTo(2);
    assertThat(s.hits().get(0).before().text()).isEqualTo("start");
    assertThat(s.hits().get(s.hits().size() - 1).line().number()).isEqualTo(n + 1);
  }

  private static List<String> rareLines(Scan s) {
    List<String> out = new ArrayList<>();
    for (Templates.Rare r : s.rare()) {
      out.add(r.line().number() + ":" + r.line().text() + ":" + r.count());
    }
    return out;
  }
}

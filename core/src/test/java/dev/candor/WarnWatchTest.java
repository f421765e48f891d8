package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarnWatchTest {

  /** Feeds {@code text} (ending in a line break) as one chunk whose first line is line 1 at offset {@code base}. */
  private static List<Line> watch(String text, long base) {
    return hits(text, base).stream().map(Hit::line).toList();
  }

  /** As {@link #watch}, the warning lines kept. */
  private static List<Hit> hits(String text, long base) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    WarnWatch w = newWatch();
    w.lines(b, 0, b.length - 1, 1, base);
    return w.kept();
  }

  private static WarnWatch newWatch() {
    return new WarnWatch(4096, new HitContext(4096, new byte[HitContext.RING]));
  }

  /**
   * A streamed scan (windows far smaller than the output) gives a warning line the indented lines
   * under it, as the whole read does, though a chunk ends between them.
   */
  @Test
  void aStreamedWarningBringsTheIndentedLinesUnderItAsAnErrorLineDoes() {
    String routine = "Preprocessing graphical objects...\n".repeat(2_000);
    byte[] b = (routine + "07-midwinter.ly:23:44: warning: barcheck failed at: 1/8\n"
        + "  d'4 c'4 d'2 | f'2 e'4 f'4 | e'4 f'4. d'2\n"
        + "                                           | f'4. g'8 f'4 a'4 |\n" + routine)
        .getBytes(StandardCharsets.UTF_8);
    Scanner s = new Scanner(4096, 4096, 4096, 100, ErrorPatterns.defaults(), null);
    int cut = routine.length() + 70; // a chunk ends inside the first indented line
    s.feed(b, 0, cut);
    s.feed(b, cut, b.length - cut);
    Scan scan = s.finish();
    assertThat(scan.complete()).isFalse();
    assertThat(scan.allWarnings()).hasSize(1);
    assertThat(scan.allWarnings().get(0).line().number()).isEqualTo(2_001L);
    assertThat(scan.allWarnings().get(0).block()).extracting(Line::number).containsExactly(2_002L, 2_003L);
  }

  @Test
  void warningsAmongRepeatedQuietLinesKeepTheirNumbersAndOffsets() {
    String quiet = "INFO worker 12 processed batch 4711 in 0.0123 s\n";
    String text = quiet.repeat(5) + "[WARN] disk almost full\n" + quiet.repeat(3) + "warning: deprecated flag\n"
        + quiet + "\n" + quiet;
    List<Line> kept = watch(text, 1000);
    assertThat(kept).extracting(Line::number).containsExactly(6L, 10L);
    assertThat(kept).extracting(Line::text).containsExactly("[WARN] disk almost full", "warning: deprecated flag");
    long at = 1000 + quiet.length() * 5L;
    assertThat(kept.get(0).start()).isEqualTo(at);
    assertThat(kept.get(0).fullEnd()).isEqualTo(at + "[WARN] disk almost full".length());
  }

  @Test
  void aRepeatedWarningLineIsLookedAtEachTimeItComes() {
    String warn = "[WARN] retrying\n";
    List<Line> kept = watch(("ok\n" + warn).repeat(3), 0);
    assertThat(kept).extracting(Line::number).containsExactly(2L, 4L, 6L);
  }

  @Test
  void aLineThatOnlyStartsLikeTheQuietOneIsStillSearched() {
    List<Line> kept = watch("INFO step\nINFO step warning late\nINFO step\n", 0);
    assertThat(kept).extracting(Line::number).containsExactly(2L);
  }

  @Test
  void aLongRunOfTheQuietLineIsPassedOverUpToTheFirstLineThatDiffers() {
    String quiet = "INFO worker 12 processed batch 4711 in 0.0123 s\n";
    String longer = "INFO worker 12 processed batch 4711 in 0.0123 s, warning: slow";
    String text = quiet.repeat(1_000) + longer + "\n" + quiet.repeat(10) + "[WARN] x\n" + quiet.repeat(3);
    List<Line> kept = watch(text, 7);
    assertThat(kept).extracting(Line::number).containsExactly(1_001L, 1_012L);
    assertThat(kept.get(0).start()).isEqualTo(7 + quiet.length() * 1_000L);
    assertThat(kept.get(1).start()).isEqualTo(7 + quiet.length() * 1_010L + longer.length() + 1);
  }

  @Test
  void aLineAPieceEndsInIsKeptOnlyWhenItHoldsAWarningWord() {
    WarnWatch w = newWatch();
    byte[] quiet = "INFO worker 12 processed batch".getBytes(StandardCharsets.UTF_8);
    byte[] warn = "WARNING: disk almost full".getBytes(StandardCharsets.UTF_8);
    w.carried(new Line(1, 0, quiet.length, "INFO worker 12 processed batch", false, false, quiet.length), quiet, 0, quiet.length);
    w.carried(new Line(2, 40, 40 + warn.length, "WARNING: disk almost full", false, false, 40 + warn.length), warn, 0, warn.length);
    assertThat(w.kept()).extracting(h -> h.line().number()).containsExactly(2L);
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarnWatchTest {

  /** Feeds {@code text} (ending in a line break) as one chunk whose first line is line 1 at offset {@code base}. */
  private static List<Line> watch(String text, long base) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    WarnWatch w = new WarnWatch(4096);
    w.lines(b, 0, b.length - 1, 1, base);
    return w.kept();
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
    WarnWatch w = new WarnWatch(4096);
    byte[] quiet = "INFO worker 12 processed batch".getBytes(StandardCharsets.UTF_8);
    byte[] warn = "WARNING: disk almost full".getBytes(StandardCharsets.UTF_8);
    w.carried(new Line(1, 0, quiet.length, "INFO worker 12 processed batch", false, false, quiet.length), quiet, 0, quiet.length);
    w.carried(new Line(2, 40, 40 + warn.length, "WARNING: disk almost full", false, false, 40 + warn.length), warn, 0, warn.length);
    assertThat(w.kept()).extracting(Line::number).containsExactly(2L);
  }
}

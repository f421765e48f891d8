package dev.candor.runtimes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every profile reads a long output from its ends and counts exactly as it reads the whole. */
class SampleObservationTest {
  private static final String[] PIECES = {
    "a", "word ", "error: failed ", "\n", "\n", "\r\n", "\t", "é", "日本", "😀", "\u001b[31m", "\u001b[0m",
    "    ", "[ERROR] x\n", "\u00a0", "\u2028"
  };

  private static String text(Random r, int chars) {
    StringBuilder sb = new StringBuilder(chars + 16);
    if (r.nextBoolean()) {
      sb.append("  \n\t");
    }
    while (sb.length() < chars) {
      sb.append(PIECES[r.nextInt(PIECES.length)]);
      if (r.nextInt(8) == 0) {
        sb.append("line ").append(sb.length()).append('\n');
      }
    }
    if (r.nextBoolean()) {
      sb.append("\n\n  ");
    }
    return sb.toString();
  }

  private static Sample sample(byte[] raw, int window) throws IOException {
    return Sample.read(new ByteArrayInputStream(raw), window);
  }

  @Test
  void everyProfile_observesTheEndsOfALongOutputAsItObservesTheWhole_atSmallCaps() throws IOException {
    Random r = new Random(18);
    int compared = 0;
    for (int round = 0; round < 12; round++) {
      byte[] raw = text(r, 120_000 + r.nextInt(60_000)).getBytes(StandardCharsets.UTF_8);
      Sample s = sample(raw, 64 * 1024);
      assertThat(s.whole()).isFalse();
      for (RuntimeProfile p : Runtimes.all()) {
        if (p.keepsAll(300)) {
          continue;
        }
        for (OptionalInt exit : List.of(OptionalInt.empty(), OptionalInt.of(0), OptionalInt.of(2))) {
          assertThat(p.observe(s, exit, 300, "make"))
              .as("%s round %d exit %s", p.name(), round, exit)
              .isEqualTo(p.observe(raw, exit, 300, "make"));
          compared++;
        }
      }
    }
    assertThat(compared).isEqualTo(12 * 13 * 3);
  }

  @Test
  void everyProfile_observesTheEndsAsTheWhole_atItsDefaultCap() throws IOException {
    Random r = new Random(7);
    byte[] raw = text(r, 2_600_000).getBytes(StandardCharsets.UTF_8);
    Sample s = Sample.read(new ByteArrayInputStream(raw));
    assertThat(s.whole()).isFalse();
    List<String> compared = new ArrayList<>();
    for (RuntimeProfile p : Runtimes.all()) {
      if (p.keepsAll(RuntimeProfile.DEFAULT_CAP)) {
        assertThatThrownBy(() -> p.observe(s, OptionalInt.of(1), RuntimeProfile.DEFAULT_CAP, ""))
            .isInstanceOf(UnsupportedOperationException.class);
        continue;
      }
      assertThat(p.observe(s, OptionalInt.of(1), RuntimeProfile.DEFAULT_CAP, "mvn"))
          .as(p.name()).isEqualTo(p.observe(raw, OptionalInt.of(1), RuntimeProfile.DEFAULT_CAP, "mvn"));
      compared.add(p.name());
    }
    assertThat(compared).hasSize(12);
  }

  @Test
  void hostileShapes_readTheSameFromTheirEnds() throws IOException {
    List<byte[]> inputs = List.of(
        "\n".repeat(300_000).getBytes(StandardCharsets.UTF_8),
        "x".repeat(300_000).getBytes(StandardCharsets.UTF_8),
        ("ok\r\n".repeat(50_000) + "error: last\n").getBytes(StandardCharsets.UTF_8),
        ("日本語".repeat(60_000)).getBytes(StandardCharsets.UTF_8));
    for (byte[] raw : inputs) {
      Sample s = sample(raw, 128 * 1024);
      for (RuntimeProfile p : Runtimes.all()) {
        if (p.keepsAll(300)) {
          continue;
        }
        String sampled = p.observe(s, OptionalInt.of(1), 300, "");
        String whole = p.observe(raw, OptionalInt.of(1), 300, "");
        if (p.name().equals("goose") && !new String(raw, StandardCharsets.UTF_8).contains("\n")) {
          // Goose previews its last 50 lines whole, here one line of 300,000 bytes: the sample shows its tail.
          assertThat(sampled.length()).isLessThan(whole.length());
          assertThat(whole).endsWith(sampled);
          continue;
        }
        assertThat(sampled.equals(whole)).as(p.name() + " on " + raw.length + " bytes").isTrue();
      }
    }
  }

  @Test
  void counts_areOfTheWholeText() throws IOException {
    String t = "a\r\nb😀\u2028é\n";
    Sample s = sample((t.repeat(5000)).getBytes(StandardCharsets.UTF_8), 1000);
    String all = t.repeat(5000);
    assertThat(s.utf16).isEqualTo(all.length());
    assertThat(s.codePoints).isEqualTo(Text.pyLen(all));
    assertThat(s.utf8).isEqualTo(Text.utf8Length(all));
    assertThat(s.pyLines).isEqualTo(Text.pySplitlinesCount(all));
    assertThat(s.rustLines()).isEqualTo(Text.rustLinesCount(all));
    assertThat(all).startsWith(s.head()).endsWith(s.tail());
  }
}

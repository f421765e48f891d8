package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

class MarkerTest {

  static Stream<Arguments> markers() {
    return Stream.of(
        Arguments.of(Cut.of(CutReason.MIDDLE, 41, 1986, 951_000),
            "[... cut lines 41-1986 from the middle: 1,946 lines, 951,000 bytes ...]"),
        Arguments.of(new Cut(CutReason.MIDDLE, 41, 1986, 1932, 950_100),
            "[... cut lines 41-1986 from the middle except 14 numbered below: 1,932 lines, 950,100 bytes ...]"),
        Arguments.of(Cut.of(CutReason.START, 1, 1, 10),
            "[... cut line 1 from the start: 1 line, 10 bytes ...]"),
        Arguments.of(Cut.of(CutReason.END, 30, 400, 12_345),
            "[... cut lines 30-400 from the end: 371 lines, 12,345 bytes ...]"),
        Arguments.of(Cut.of(CutReason.OUTSIDE_RANGE, 1, 119, 4_000),
            "[... cut lines 1-119 outside the requested range: 119 lines, 4,000 bytes ...]"),
        Arguments.of(Cut.of(CutReason.INSIDE_LINE, 7, 7, 999_900_000),
            "[... cut inside line 7: 999,900,000 bytes ...]"),
        Arguments.of(Cut.of(CutReason.ITEMS, 32, 340, 51_200),
            "[... cut items 32-340: 309 items, 51,200 bytes ...]"),
        Arguments.of(Cut.of(CutReason.BINARY, 1, 1, 8_192),
            "[... cut binary content: 8,192 bytes ...]"),
        Arguments.of(Cut.repeats(7, 11_960, 987_654, "transforming <path>.tsx ... \"done\""),
            "[... cut lines 7-11960 as repeats: 11,954 lines like \"transforming <path>.tsx ... \"done\"\", 987,654 bytes ...]"),
        Arguments.of(new Cut(CutReason.REPEATS, 3, 4, 2, 80),
            "[... cut lines 3-4 as repeats: 2 lines, 80 bytes ...]"),
        Arguments.of(Cut.repeats(43, 3_040, 2_998, ""),
            "[... cut lines 43-3040 as repeats: 2,998 empty lines, 2,998 bytes ...]"));
  }

  @ParameterizedTest
  @MethodSource("markers")
  void rendersExactText(Cut cut, String text) {
    assertThat(Marker.render(cut)).isEqualTo(text);
  }

  @ParameterizedTest
  @MethodSource("markers")
  void parsesBackTheCutItRendered(Cut cut, String text) {
    assertThat(Marker.parse(text)).contains(cut);
  }

  @Test
  void parseRejectsABareTruncatedMarker() {
    assertThat(Marker.parse("... [truncated]")).isEmpty();
    assertThat(Marker.parse("[... cut lines 1-2 from nowhere: 2 lines, 3 bytes ...]")).isEmpty();
  }

  @Test
  void findAllListsEveryMarkerOfAnObservation() {
    String obs = "head\n" + Marker.render(Cut.of(CutReason.MIDDLE, 2, 9, 80)) + "\ntail\n"
        + Marker.render(Cut.of(CutReason.END, 11, 20, 100));
    assertThat(Marker.findAll(obs)).containsExactly(Cut.of(CutReason.MIDDLE, 2, 9, 80), Cut.of(CutReason.END, 11, 20, 100));
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a selection is rendered: a marker at every gap, and the cuts listed exactly. */
class BodyTest {
  /** Five lines "l1\n" .. "l5\n": line n starts at byte 3(n-1) and its text ends 2 bytes later. */
  private static final long BYTES = 15;
  private static final long LINES = 5;

  private static Line line(int n) {
    return new Line(n, 3L * (n - 1), 3L * (n - 1) + 2, "l" + n, false, false);
  }

  private static Selection whole(int... numbers) {
    List<Piece> pieces = new ArrayList<>();
    for (int n : numbers) {
      pieces.add(Piece.whole(line(n), false));
    }
    return Selection.of(pieces, "test");
  }

  @Test
  void everythingShownHasNoMarkerAndNoCut() {
    Body b = Body.render(whole(1, 2, 3, 4, 5), BYTES, LINES, null);
    assertThat(b.text).isEqualTo("l1\nl2\nl3\nl4\nl5");
    assertThat(b.cuts).isEmpty();
  }

  @Test
  void nothingShownIsOneCutOfEveryLine() {
    Body b = Body.render(Selection.of(List.of(), "nothing"), BYTES, LINES, null);
    Cut all = Cut.of(CutReason.END, 1, 5, BYTES);
    assertThat(b.cuts).containsExactly(all);
    assertThat(b.text).isEqualTo(Marker.render(all));
  }

  @Test
  void nothingOfAnEmptyInputIsNoCut() {
    Body b = Body.render(Selection.of(List.of(), "nothing"), 0, 0, null);
    assertThat(b.text).isEmpty();
    assertThat(b.cuts).isEmpty();
  }

  @Test
  void aGapBetweenHeadAndTailIsOneMiddleCutOfItsLinesAndBytes() {
    Body b = Body.render(whole(1, 5), BYTES, LINES, null);
    Cut middle = Cut.of(CutReason.MIDDLE, 2, 4, 9);
    assertThat(b.cuts).containsExactly(middle);
    assertThat(b.text).isEqualTo("l1\n" + Marker.render(middle) + "\nl5");
  }

  @Test
  void linesMissingAtTheStartAndTheEndAreCutThere() {
    Body b = Body.render(whole(3), BYTES, LINES, null);
    Cut start = Cut.of(CutReason.START, 1, 2, 6);
    Cut end = Cut.of(CutReason.END, 4, 5, 6);
    assertThat(b.cuts).containsExactly(start, end);
    assertThat(b.text).isEqualTo(Marker.render(start) + "\nl3\n" + Marker.render(end));
  }

  @Test
  void thePartOfALineNotShownIsCutInsideThatLine() {
    Line longLine = new Line(1, 0, 100, "x".repeat(100), false, false);
    Piece start = new Piece(longLine, "x".repeat(40), "", 0, 40, false);
    Body b = Body.render(Selection.of(List.of(start), "the start"), 101, 1, null);
    assertThat(b.cuts).containsExactly(Cut.of(CutReason.INSIDE_LINE, 1, 1, 60));
    assertThat(b.text).startsWith("x".repeat(40) + "\n");
  }

  @Test
  void excerptsInsideACutStretchShareOneMarkerThatCountsAllOfIt() {
    List<Piece> pieces = List.of(Piece.whole(line(1), false), Piece.excerpt(line(3), true), Piece.whole(line(5), false));
    Body b = Body.render(Selection.of(pieces, "head, an error line, tail"), BYTES, LINES, null);
    assertThat(b.cuts).hasSize(1);
    Cut stretch = b.cuts.get(0);
    assertThat(stretch.from()).isEqualTo(2);
    assertThat(stretch.to()).isEqualTo(4);
    assertThat(stretch.count()).as("lines 2 and 4").isEqualTo(2);
    assertThat(stretch.bytes()).isEqualTo(6);
    assertThat(b.text).isEqualTo("l1\n" + Marker.render(stretch) + "\n> L3: l3\nl5");
  }

  @Test
  void aCutWhollyOutsideTheRequestedRangeIsNamedSo() {
    Body b = Body.render(whole(2, 3), BYTES, LINES, new long[] {2, 3});
    assertThat(b.cuts).extracting(Cut::reason).containsExactly(CutReason.OUTSIDE_RANGE, CutReason.OUTSIDE_RANGE);
    assertThat(b.cuts).extracting(Cut::from).containsExactly(1L, 4L);
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What pieces of a line cost in the budget's unit, and the longest start or end that fits. */
class SelectorTest {
  private static final String DIGITS = "0123456789abcdefghij";

  private static Line line(long number, long start, String text) {
    return new Line(number, start, start + Utf8.length(text), text, false, false);
  }

  @Test
  void cost_countsTheLineBreakAfterThePiece() {
    assertThat(new Selector(Budget.chars(100)).cost("abc")).isEqualTo(4);
    assertThat(new Selector(Budget.chars(100)).cost("")).isEqualTo(1);
    assertThat(new Selector(Budget.bytes(100)).cost("caf\u00e9")).isEqualTo(6);
  }

  @Test
  void cost_ofAPieceIncludesItsPrefixAndTheMarkerOfTheRepeatsBeforeIt() {
    Selector sel = new Selector(Budget.chars(1_000));
    Line l = line(7, 0, "boom");
    assertThat(sel.cost(Piece.excerpt(l, true))).isEqualTo("> L7: boom".length() + 1);
    Cut repeats = Cut.repeats(2, 6, 50, "step N ok");
    Piece after = Piece.whole(l, false).after(repeats);
    assertThat(sel.cost(after)).isEqualTo(5 + Budget.chars(1_000).measure(Marker.render(repeats)) + 1);
  }

  @Test
  void markerCost_coversTheLongestMarkerOfAnyCut() {
    Selector sel = new Selector(Budget.chars(1_000));
    Cut big = Cut.of(CutReason.MIDDLE, 123_456, 98_765_432, 7_654_321_098L);
    assertThat(sel.markerCost).isGreaterThanOrEqualTo(sel.cost(Marker.render(big)));
  }

  @Test
  void startOf_isTheLongestStartThatFitsWithItsRawEnd() {
    Selector sel = new Selector(Budget.chars(1_000));
    Piece p = Piece.whole(line(3, 100, DIGITS), false);
    Piece start = sel.startOf(p, 11);
    assertThat(start.shown()).isEqualTo("0123456789");
    assertThat(start.rawStart()).isEqualTo(100);
    assertThat(start.rawEnd()).isEqualTo(110);
    assertThat(start.line()).isEqualTo(p.line());
  }

  @Test
  void endOf_isTheLongestEndThatFitsWithItsRawStart() {
    Selector sel = new Selector(Budget.chars(1_000));
    Piece end = sel.endOf(Piece.whole(line(3, 100, DIGITS), false), 11);
    assertThat(end.shown()).isEqualTo("abcdefghij");
    assertThat(end.rawStart()).isEqualTo(110);
    assertThat(end.rawEnd()).isEqualTo(120);
  }

  @Test
  void aPrefixTakesItsShareOfTheAllowance() {
    Selector sel = new Selector(Budget.chars(1_000));
    Piece start = sel.startOf(Piece.excerpt(line(7, 0, DIGITS), false), 11);
    assertThat(start.render()).isEqualTo("  L7: 0123");
  }

  @Test
  void aStartOrEndNeverSplitsACharacter() {
    Selector chars = new Selector(Budget.chars(1_000));
    Piece emoji = Piece.whole(line(1, 0, "a\ud83d\ude00b\ud83d\ude00c"), false);
    Piece start = chars.startOf(emoji, 3);
    assertThat(start.shown()).isEqualTo("a\ud83d\ude00");
    assertThat(start.rawEnd()).isEqualTo(5);
    assertThat(chars.endOf(emoji, 3).shown()).isEqualTo("\ud83d\ude00c");
    Selector bytes = new Selector(Budget.bytes(1_000));
    assertThat(bytes.startOf(Piece.whole(line(1, 0, "\u00e9\u00e9\u00e9\u00e9"), false), 6).shown())
        .as("5 bytes fit, 2 characters do").isEqualTo("\u00e9\u00e9");
  }

  @Test
  void startOfAndEndOfAreNullWhenNotOneCharacterFits() {
    Selector sel = new Selector(Budget.chars(1_000));
    Piece p = Piece.whole(line(1, 0, DIGITS), false);
    assertThat(sel.startOf(p, 1)).isNull();
    assertThat(sel.endOf(p, 1)).isNull();
  }

  @Test
  void capped_keepsAPieceThatFitsAndCutsOneThatDoesNot() {
    Selector sel = new Selector(Budget.chars(1_000));
    Piece p = Piece.whole(line(1, 0, DIGITS), false);
    assertThat(sel.capped(p, 21)).isSameAs(p);
    assertThat(sel.capped(p, 20).shown()).isEqualTo(DIGITS.substring(0, 19));
  }
}

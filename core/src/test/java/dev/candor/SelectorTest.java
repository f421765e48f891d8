package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
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
  void capped_keepsALineWholeWhenItsRestCostsNoMoreThanTheMarkOfTheCut() {
    Selector sel = new Selector(Budget.chars(1_000));
    String text = "x".repeat(100);
    Piece p = Piece.excerpt(line(9, 0, text), false);
    long whole = sel.cost(p);
    long mark = sel.cost(Marker.render(Cut.of(CutReason.INSIDE_LINE, 9, 9, 100)));
    assertThat(sel.capped(p, whole - 10)).isSameAs(p); // ten chars left out would cost a mark of about forty
    assertThat(sel.capped(p, whole - mark)).isSameAs(p);
    Piece start = sel.capped(p, whole - mark - 1);
    assertThat(start.shown()).isEqualTo("x".repeat((int) (whole - mark - 1 - sel.cost(Piece.excerpt(line(9, 0, ""), false)))));
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
  void ends_isTheWholeLineWhenItFitsElseItsStartAndItsEndWithinTheShare() {
    Selector sel = new Selector(Budget.chars(1_000));
    String text = "src/Main.kt: (5, 27) " + "x".repeat(200) + " type mismatch: expected Long";
    Piece p = Piece.excerpt(line(9, 1_000, text), true);
    assertThat(sel.ends(p, sel.cost(p), 60)).containsExactly(p);
    List<Piece> two = sel.ends(p, 100, 100);
    assertThat(two).hasSize(2);
    assertThat(two.get(0).shown()).startsWith("src/Main.kt: (5, 27) ");
    assertThat(two.get(1).shown()).endsWith(" mismatch: expected Long");
    assertThat(two.get(0).rawEnd()).isLessThan(two.get(1).rawStart());
    long mark = sel.cost(Marker.render(Cut.of(CutReason.INSIDE_LINE, 9, 9, two.get(1).rawStart() - two.get(0).rawEnd())));
    assertThat(sel.cost(two) + mark).isLessThanOrEqualTo(100);
  }

  @Test
  void ends_ofALineWhoseEndIsNotHeldIsItsStart() {
    Selector sel = new Selector(Budget.chars(1_000));
    String text = "ERROR: payload=" + "z".repeat(300);
    Line held = new Line(4, 0, Utf8.length(text), text, false, true, 9_000);
    List<Piece> one = sel.ends(Piece.excerpt(held, true), 100, 100);
    assertThat(one).hasSize(1);
    assertThat(one.get(0).shown()).startsWith("ERROR: payload=");
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
    String text = DIGITS.repeat(5);
    Piece p = Piece.whole(line(1, 0, text), false);
    assertThat(sel.capped(p, 101)).isSameAs(p);
    assertThat(sel.capped(p, 20).shown()).isEqualTo(text.substring(0, 19));
  }

  /** The end of a failed Maven build: its status, then the help lines Maven prints after every failure. */
  private static final String MAVEN_END = String.join("\n",
      "[INFO] ------------------------------------------------------------------------",
      "[INFO] BUILD FAILURE",
      "[INFO] ------------------------------------------------------------------------",
      "[INFO] Total time:  14.794 s",
      "[INFO] Finished at: 2026-12-02T06:11:33Z",
      "[INFO] ------------------------------------------------------------------------",
      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-checkstyle-plugin:3.6.0:check (checkstyle) "
          + "on project payments: You have 1 Checkstyle violation. -> [Help 1]",
      "[ERROR] ",
      "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
      "[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
      "[ERROR] ",
      "[ERROR] For more information about the errors and possible solutions, please read the following articles:",
      "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException") + "\n";

  private static Scan scan(String text) {
    byte[] in = text.getBytes(StandardCharsets.UTF_8);
    Scanner s = new Scanner(1 << 16, 1 << 16, 4096, 100, ErrorPatterns.defaults(), null);
    s.feed(in, 0, in.length);
    return s.finish();
  }

  @Test
  void spent_chargesTheMarkerOfTheBoilerplateTheTailCut_soATailGrownByWhatIsLeftKeepsItsStatusLine() {
    Scan scan = scan(MAVEN_END);
    Selector sel = new Selector(Budget.chars(10_000));
    List<Piece> t = sel.tail(scan.tail(), 2_000, 0, scan);
    List<Long> shown = t.stream().map(Piece::number).toList();
    assertThat(shown).as("the help lines are cut as boilerplate, the last line kept").doesNotContain(9L).contains(13L);
    assertThat(shown).contains(1L, 2L, 7L);
    assertThat(sel.spent(t)).isEqualTo(sel.cost(t) + sel.markerCost).isLessThanOrEqualTo(2_000);

    // Asked again with what it spent (as a layout grows its tail by what the excerpts left), the
    // tail keeps every line it had: the final status is not given up for the cut's marker.
    List<Piece> again = sel.tail(scan.tail(), sel.spent(t), 0, scan);
    assertThat(again.stream().map(Piece::number).toList()).isEqualTo(shown);
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Among error lines as rare as each other, the statements of what a check found come before the
 * lines around them: a failed comparison that states its values first, a banner that heads a
 * section ({@code === FAILURES ===}) after the statements in it.
 */
class ErrorOrderTest {

  @Test
  void aComparisonStatingBothValuesIsCompared() {
    assertThat(Excerpts.COMPARED.matcher("E       AssertionError: assert Decimal('11') == Decimal('11.25')").find()).isTrue();
    assertThat(Excerpts.COMPARED.matcher("ASSERT:lessons exported for 11A expected:<35> but was:<34>").find()).isTrue();
    assertThat(Excerpts.COMPARED.matcher("assert_eq failed: left != right").find()).isTrue();
  }

  @Test
  void anAssertionNamedWithoutValuesOrAParserExpectingIsNot() {
    assertThat(Excerpts.COMPARED.matcher("tests/test_rents.py:21: AssertionError").find()).isFalse();
    assertThat(Excerpts.COMPARED.matcher("renewals.js: line 48, col 3, Expected ')' to match '(' from line 3").find()).isFalse();
    assertThat(Excerpts.COMPARED.matcher("error: expected expression before ';' token").find()).isFalse();
  }

  @Test
  void toxShowsThePytestAssertionItIgnoredAt2000() {
    Shaped s = shape("tox-allotments-quarter-plot-concession-ignored", 2_000);
    assertThat(s.text()).as(s.text()).contains("E       AssertionError: assert Decimal('11') == Decimal('11.25')");
  }

  @Test
  void shunit2ShowsTheCountItExpectedAt2000() {
    Shaped s = shape("shunit2-expected-error-lines-one-count-mismatch", 2_000);
    assertThat(s.text()).as(s.text()).contains("lessons exported for 11A expected:<35> but was:<34>");
  }

  @Test
  void noxShowsTheFailedCheckBeforeThePytestBannerAt2000() {
    Shaped s = shape("nox-sessions-one-timezone-test-fails", 2_000);
    assertThat(s.text()).as(s.text())
        .contains("where True = same_day(datetime.datetime(2024, 6, 18, 10, 40, tzinfo=datetime.timezone.utc), 'Asia/Kolkata')");
  }

  /**
   * Octave's verbose run prints '***** error f ()' for each function whose erroring is tested, nine
   * in all, each a template of its own; they came first, in line order, and the one failed test's
   * 'ASSERT errors for:' line after them did not fit at 2,000.
   */
  @Test
  void octaveShowsTheFailedAssertBeforeMoreLinesOfOneKindAt2000() {
    Shaped s = shape("octave-test-verbose-one-seawater-assert-failed", 2_000);
    assertThat(s.text()).as(s.text()).contains("ASSERT errors for:  assert (pressure_kpa (10, \"seawater\"),100.52,0.01)");
  }

  /** shunit2's failing test and the error line it printed, amid 400 logged 'expected error' lines of a few kinds. */
  @Test
  void shunit2ShowsTheFailingTestAndItsOwnErrorAt2000() {
    Shaped s = shape("shunit2-expected-error-lines-one-count-mismatch", 2_000);
    assertThat(s.text()).as(s.text()).contains("testYear11ALessonCount() returned non-zero return code.")
        .contains("ERROR: tests/fixtures/year11.csv:36: period '10' out of range 1-9 for 11A");
  }

  /** Lines that differ in one word are one kind: its later lines are marked from its fourth line on, not before. */
  @Test
  void theLaterLinesOfAKindOfFourOrMoreAreMarked() {
    java.util.List<Hit> hits = new java.util.ArrayList<>();
    String[] texts = {"***** error chlorine_decay ()", "!!!!! test failed", "***** error darcy_friction ()",
        "***** error headloss_hw ()", "***** error fire_flow_ok ()", "error: too few arguments to function",
        "error: too many arguments to function", "error: too many arguments for format"};
    for (int i = 0; i < texts.length; i++) {
      hits.add(Hit.alone(new Line(i + 1, i * 40L, i * 40L + texts[i].length(), texts[i], false, false)));
    }
    java.util.List<Integer> all = java.util.List.of(0, 1, 2, 3, 4, 5, 6, 7);
    assertThat(Variants.laterOfKind(hits, all)).containsExactly(false, false, true, true, true, false, false, false);
    assertThat(Variants.laterOfKind(hits, java.util.List.of(0, 1, 2, 3))).containsOnly(false);
  }

  private static Shaped shape(String id, int budget) {
    Shaped s = Corpus.byId(id).shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }
}

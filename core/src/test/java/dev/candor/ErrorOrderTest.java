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

  private static Shaped shape(String id, int budget) {
    Shaped s = Corpus.byId(id).shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }
}

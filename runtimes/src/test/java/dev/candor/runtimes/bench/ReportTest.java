package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Interval;
import dev.candor.Unit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReportTest {
  private static Row row(Method m, double recall) {
    return new Row(m, 2_000, "2,000 chars", 4, recall, 3, 4, 3, 4, 2, 2, 1, 1, 2_000, 0, 512.4,
        Optional.of(Interval.bootstrapMean(perCase(recall), Row.BOOTSTRAP_SEED)));
  }

  /** Four cases, each wholly recalled or not, whose mean is {@code recall}. */
  private static double[] perCase(double recall) {
    double[] cases = new double[4];
    for (int i = 0; i < Math.round(recall * 4); i++) {
      cases[i] = 1;
    }
    return cases;
  }

  private static final Report REPORT = new Report(Unit.CHARS, List.of(2_000L), 4,
      List.of(row(Method.candor(), 0.75), row(Method.atBudget("<b>x|y</b> & 'z'"), 0.5)));

  @Test
  void lossesMarkdown_groupsEvidenceByBudgetAndCase() {
    Report r = new Report(Unit.CHARS, List.of(2_000L, 4_000L), 4, List.of(), List.of(
        new Loss(2_000, "gcc-errors", "a.c:3: error"), new Loss(2_000, "gcc-errors", "1 error"),
        new Loss(4_000, "tap-failure", "not ok 12")));
    assertThat(r.lossesMarkdown()).isEqualTo("### What Candor lost\n\n"
        + "- 2,000 chars, `gcc-errors`: \"a.c:3: error\", \"1 error\"\n"
        + "- 4,000 chars, `tap-failure`: \"not ok 12\"\n");
  }

  @Test
  void lossesMarkdown_saysWhenNothingWasLost() {
    assertThat(REPORT.lossesMarkdown()).contains("Nothing: every piece of evidence was kept");
  }

  @Test
  void markdown_printsEachFigure() {
    assertThat(REPORT.markdown()).contains(
        "| candor (auto) | 2,000 chars | 75.0% | 3/4 | 3/4 | 4/4 | 2/2 | 1/1 | 1.00 | 0/4 | 512 | [25.0%, 100.0%] |",
        "| 2,000 chars | 50.0% | 3/4 | 3/4 | 4/4 | 2/2 | 1/1 | 1.00 | 0/4 | 512 | [0.0%, 100.0%] |");
    assertThat(REPORT.markdown()).contains("| over budget | mean o200k tokens | mean recall 95% CI |");
  }

  @Test
  void json_givesEachCountItsShareAndWilsonInterval() {
    String json = REPORT.json();
    assertThat(json).startsWith("{\"unit\":\"chars\",\"budgets\":[2000],\"cases\":4,\"rows\":[{\"method\":\"candor (auto)\"");
    assertThat(json).contains("\"mean_recall\":0.75,\"mean_recall_ci95\":[0.25,1.0]",
        "\"full_recall\":3,\"full_recall_share\":0.75,\"full_recall_share_ci95\":[0.3006,0.9544]",
        "\"exit_code_shown\":4,\"exit_code_shown_share\":1.0,\"exit_code_shown_share_ci95\":[0.5101,1.0]",
        "\"marked_when_cut\":2,\"marked_when_cut_share\":1.0,\"marked_when_cut_share_ci95\":[0.3424,1.0]",
        "\"over_budget\":0,\"over_budget_share\":0.0,\"over_budget_share_ci95\":[0.0,0.4899]");
    Row none = new Row(Method.candor(), 2_000, "2,000 chars", 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 10, 0, 3,
        Optional.of(new Interval(1, 1)));
    assertThat(new Report(Unit.CHARS, List.of(2_000L), 1, List.of(none)).json())
        .contains("\"marked_when_cut\":0,\"marked_when_cut_share\":null,\"marked_when_cut_share_ci95\":null");
  }

  @Test
  void markdown_escapesPipesInNames() {
    assertThat(REPORT.markdown()).contains("| <b>x\\|y</b> & 'z' at budget |");
  }

  @Test
  void html_escapesEveryName() {
    String html = REPORT.html();
    assertThat(html).contains("&lt;b&gt;x|y&lt;/b&gt; &amp; &#39;z&#39; at budget").doesNotContain("<b>");
  }

  @Test
  void html_loadsNothingFromOutside() {
    String html = REPORT.html().replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    assertThat(html).doesNotContain("http:", "https:", "src=", "href=", "<script", "<link", "@import", "url(");
  }

  @Test
  void html_drawsOneBarPerRowScaledToRecall() {
    String html = REPORT.html();
    assertThat(html).contains("<svg").contains("width=\"390.0\"").contains("width=\"260.0\"");
    assertThat(html.split("<rect", -1)).hasSize(3);
  }

  @Test
  void html_drawsTheIntervalAsAWhiskerAndNamesItInTheTooltip() {
    String html = REPORT.html();
    assertThat(html.split("<line class=\"ci\"", -1)).hasSize(3);
    assertThat(html).contains("candor (auto): 75.0%, 95% interval [25.0%, 100.0%]</title>")
        .contains("<th>mean recall 95% CI</th>");
  }

  @Test
  void rowWithoutCasesHasNoInterval() {
    Row none = new Row(Method.candor(), 2_000, "2,000 chars", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Optional.empty());
    assertThat(Figures.cells(none)).last().isEqualTo("-");
  }

  @Test
  void rows_filtersByBudget() {
    assertThat(REPORT.rows(2_000)).hasSize(2);
    assertThat(REPORT.rows(4_000)).isEmpty();
    assertThat(REPORT.row(Method.candor(), 2_000)).isPresent();
  }
}

package dev.candor.runtimes.bench;

import dev.candor.Unit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of one {@link EvidenceBench#run}: a row per method and budget.
 *
 * @param unit what budgets and sizes count
 * @param budgets the budgets, in increasing order
 * @param cases how many corpus cases each row covers
 * @param rows by budget, then in {@link EvidenceBench#methods()} order; Candor's row first at each
 *     budget
 * @param losses the evidence Candor's observations lacked, by budget, then in corpus order
 */
public record Report(Unit unit, List<Long> budgets, int cases, List<Row> rows, List<Loss> losses) {

  public Report {
    Objects.requireNonNull(unit, "unit");
    budgets = List.copyOf(budgets);
    rows = List.copyOf(rows);
    losses = List.copyOf(losses);
    if (cases < 0) {
      throw new IllegalArgumentException("cases < 0: " + cases);
    }
  }

  /** A report that lists no losses. */
  public Report(Unit unit, List<Long> budgets, int cases, List<Row> rows) {
    this(unit, budgets, cases, rows, List.of());
  }

  /**
   * Candor's losses as Markdown, one bullet per case and budget: {@code - 2,000 chars, gcc-errors:
   * "a", "b"}; a line saying none were lost when the list is empty.
   */
  public String lossesMarkdown() {
    return MarkdownTable.losses(this);
  }

  /** The rows at {@code budget}, Candor's first. */
  public List<Row> rows(long budget) {
    return rows.stream().filter(r -> r.budget() == budget).toList();
  }

  /** The row of {@code method} at {@code budget}, if it was run. */
  public Optional<Row> row(Method method, long budget) {
    return rows.stream().filter(r -> r.budget() == budget && r.method().equals(method)).findFirst();
  }

  /** One Markdown table per budget, under a heading naming it, Candor's row first. */
  public String markdown() {
    return MarkdownTable.render(this);
  }

  /** The rows as one JSON object, each count out of a whole with its share's 95% Wilson interval. */
  public String json() {
    return ReportJson.render(this);
  }

  /**
   * A self-contained HTML page: an inline SVG bar chart of mean recall by method at each budget,
   * then the tables. No scripts, fonts, images or style sheets are loaded from anywhere.
   */
  public String html() {
    return HtmlPage.render(this);
  }
}

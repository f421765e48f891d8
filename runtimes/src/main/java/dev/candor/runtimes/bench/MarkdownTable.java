package dev.candor.runtimes.bench;

import java.util.List;

/** {@link Report#markdown()}. */
final class MarkdownTable {
  private MarkdownTable() {}

  static String render(Report report) {
    StringBuilder md = new StringBuilder();
    for (long budget : report.budgets()) {
      if (md.length() > 0) {
        md.append('\n');
      }
      md.append("### Budget ").append(Figures.budget(budget, report.unit())).append(", ")
          .append(report.cases()).append(" cases\n\n");
      row(md, Figures.HEADINGS);
      md.append("|---".repeat(Figures.HEADINGS.size())).append("|\n");
      for (Row r : report.rows(budget)) {
        row(md, Figures.cells(r));
      }
    }
    return md.toString();
  }

  private static void row(StringBuilder md, List<String> cells) {
    for (String c : cells) {
      md.append("| ").append(c.replace("|", "\\|")).append(' ');
    }
    md.append("|\n");
  }
}

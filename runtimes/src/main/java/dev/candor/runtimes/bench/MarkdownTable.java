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

  static String losses(Report report) {
    StringBuilder md = new StringBuilder("### What Candor lost\n\n");
    if (report.losses().isEmpty()) {
      return md.append("Nothing: every piece of evidence was kept at every budget.\n").toString();
    }
    Loss previous = null;
    for (Loss l : report.losses()) {
      boolean same = previous != null && previous.budget() == l.budget() && previous.caseId().equals(l.caseId());
      if (same) {
        md.append(", ");
      } else {
        if (previous != null) {
          md.append('\n');
        }
        md.append("- ").append(Figures.budget(l.budget(), report.unit())).append(", `").append(l.caseId()).append("`: ");
      }
      md.append('"').append(l.evidence().replace("\n", " ")).append('"');
      previous = l;
    }
    return md.append('\n').toString();
  }

  private static void row(StringBuilder md, List<String> cells) {
    for (String c : cells) {
      md.append("| ").append(c.replace("|", "\\|")).append(' ');
    }
    md.append("|\n");
  }
}

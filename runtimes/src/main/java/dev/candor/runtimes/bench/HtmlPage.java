package dev.candor.runtimes.bench;

import java.util.List;
import java.util.Locale;

/** {@link Report#html()}: one page, its chart in inline SVG and its style inline. */
final class HtmlPage {
  private static final String CANDOR = "#2e9d5b";
  private static final String RUNTIME_AT_BUDGET = "#e4773f";
  private static final String RUNTIME_AT_DEFAULT = "#5b8bd0";
  private static final String NAIVE = "#8a8f98";
  private static final String INK = "#1d2330";
  private static final String GRID = "#e3e6ec";
  private static final int LABEL_W = 230;
  private static final int PLOT_W = 520;
  private static final int ROW_H = 20;

  private HtmlPage() {}

  static String render(Report report) {
    StringBuilder h = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>Candor evidence benchmark</title>\n<style>")
        .append("body{font:14px system-ui,sans-serif;color:").append(INK).append(";margin:2em}")
        .append("table{border-collapse:collapse;margin-bottom:2em}td,th{border:1px solid ").append(GRID)
        .append(";padding:3px 8px;text-align:right;white-space:nowrap}td:first-child,th:first-child{text-align:left}")
        .append("</style>\n</head>\n<body>\n<h1>Evidence kept, by method</h1>\n<p>")
        .append(report.cases()).append(" corpus cases; sizes in ").append(esc(report.unit().label()))
        .append(". Recall is the mean share of each case's evidence found in the observation.</p>\n<p>");
    legend(h, CANDOR, "Candor at the budget");
    legend(h, RUNTIME_AT_BUDGET, "runtime, cap set to the budget");
    legend(h, RUNTIME_AT_DEFAULT, "runtime at its default cap");
    legend(h, NAIVE, "naive head cap");
    h.append("</p>\n");
    for (long budget : report.budgets()) {
      h.append("<h2>Budget ").append(esc(Figures.budget(budget, report.unit()))).append("</h2>\n");
      chart(h, report.rows(budget));
      table(h, report.rows(budget));
    }
    return h.append("</body>\n</html>\n").toString();
  }

  private static void chart(StringBuilder h, List<Row> rows) {
    int height = rows.size() * ROW_H + 30;
    int width = LABEL_W + PLOT_W + 70;
    h.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
        .append(height).append("\" role=\"img\" aria-label=\"mean evidence recall by method\">\n");
    for (int p = 0; p <= 100; p += 25) {
      double x = LABEL_W + PLOT_W * p / 100.0;
      h.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>",
          x, x, rows.size() * ROW_H, GRID));
      h.append(text(x, rows.size() * ROW_H + 16, "middle", p + "%"));
    }
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      double y = i * ROW_H;
      double w = PLOT_W * r.meanRecall();
      h.append(text(LABEL_W - 8, y + 14, "end", r.method().label()));
      h.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\">",
          LABEL_W, y + 3, w, ROW_H - 6, color(r.method())));
      String ci = r.meanRecallInterval().map(ci95 -> ", 95% interval " + ci95.percent()).orElse("");
      h.append("<title>").append(esc(r.method().label() + ": " + Figures.percent(r.meanRecall()) + ci))
          .append("</title></rect>");
      double right = w;
      if (r.meanRecallInterval().isPresent()) {
        // The interval as a whisker across the bar's end; the label goes past its high end.
        double lo = LABEL_W + PLOT_W * r.meanRecallInterval().get().low();
        double hi = LABEL_W + PLOT_W * r.meanRecallInterval().get().high();
        h.append(String.format(Locale.ROOT, "<line class=\"ci\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
            + "stroke=\"%s\" stroke-width=\"1.5\"/>", lo, y + ROW_H / 2.0, hi, y + ROW_H / 2.0, INK));
        right = hi - LABEL_W;
      }
      h.append(text(LABEL_W + right + 6, y + 14, "start", Figures.percent(r.meanRecall()))).append('\n');
    }
    h.append("</svg>\n");
  }

  private static void legend(StringBuilder h, String color, String what) {
    h.append("<span style=\"display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;background:")
        .append(color).append("\"></span>").append(esc(what));
  }

  private static void table(StringBuilder h, List<Row> rows) {
    h.append("<table>\n<tr>");
    Figures.HEADINGS.forEach(c -> h.append("<th>").append(esc(c)).append("</th>"));
    h.append("</tr>\n");
    for (Row r : rows) {
      h.append("<tr>");
      Figures.cells(r).forEach(c -> h.append("<td>").append(esc(c)).append("</td>"));
      h.append("</tr>\n");
    }
    h.append("</table>\n");
  }

  private static String text(double x, double y, String anchor, String s) {
    return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"12\" fill=\"%s\">",
        x, y, anchor, INK) + esc(s) + "</text>";
  }

  private static String color(Method m) {
    return switch (m.kind()) {
      case CANDOR -> CANDOR;
      case RUNTIME_AT_BUDGET -> RUNTIME_AT_BUDGET;
      case RUNTIME_AT_DEFAULT -> RUNTIME_AT_DEFAULT;
      case NAIVE_HEAD -> NAIVE;
    };
  }

  /** Escapes text for HTML and SVG content and attribute values. */
  static String esc(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}

package dev.candor.trace;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * {@link Audit.Report#html()}: one page a person opens in a browser. The four figures as large
 * numbers coloured against their thresholds, the flags, a histogram of output sizes, retention by
 * tool, the tables per tool and per strategy, and the calls that lost evidence.
 *
 * <p>Self-contained on purpose: the CSS and the SVG are inline, and the page has no script, no
 * link, no image and no URL, so it opens the same offline, from a CI artifact, or as an e-mail
 * attachment, and fetches nothing. Every string from a trace goes through {@link Html#text}; the
 * page is also well-formed XML.
 */
final class AuditHtml {
  /** Rows of the losses table; the JSON form holds them all. */
  static final int MAX_LOSSES = 500;

  /** The most chars of a tool or strategy name shown in a table cell, which does not wrap. */
  private static final int NAME = 48;

  private static final String CSS = """
      body{margin:0;background:#f3f4f7;color:#1d2330;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,\
      "Helvetica Neue",Arial,sans-serif}
      main{max-width:1160px;margin:0 auto;padding:28px 32px 48px}
      h1{font-size:24px;margin:0 0 4px}
      h2{font-size:17px;margin:0 0 10px}
      .sub,.note{color:#5b6475;margin:0 0 18px}
      .note{margin:0 0 8px;font-size:13px}
      .cards{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;margin-bottom:20px}
      .card{background:#fff;border-radius:10px;padding:14px 18px 16px;border-top:6px solid #9aa3b2;\
      box-shadow:0 1px 3px rgba(20,30,50,.10)}
      .card .label{font-weight:600}
      .card .big{font-size:44px;font-weight:700;line-height:1.15;margin:6px 0 2px;color:#5b6475}
      .card .detail{color:#5b6475;font-size:13px}
      .card .rule{margin-top:8px;font-size:12px;color:#5b6475}
      .card.ok{border-top-color:#2e9d5b}.card.ok .big{color:#1f7a45}
      .card.warn{border-top-color:#d99a1e}.card.warn .big{color:#a86f00}
      .card.bad{border-top-color:#d64545}.card.bad .big{color:#c23030}
      section{background:#fff;border-radius:10px;padding:16px 20px;margin-top:20px;box-shadow:0 1px 3px rgba(20,30,50,.10)}
      .flags{margin:0;padding-left:20px}.flags li{color:#a32020;margin:4px 0}
      .clean{color:#1f7a45;font-weight:600;margin:0}
      .errors{background:#fdecec;border-left:6px solid #d64545}
      table{border-collapse:collapse;width:100%;font-size:13px}
      th,td{padding:6px 10px;border-bottom:1px solid #e6e8ee;text-align:right;vertical-align:top;white-space:nowrap}
      td.wrap{white-space:normal}
      td.lost{color:#b02525;font-weight:600;white-space:normal}
      th{background:#f7f8fa;font-weight:600}
      th.l,td.l{text-align:left}
      td.bad{color:#b02525;background:#fdecec;font-weight:600}
      code{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
      td.wrap code{word-break:break-all}
      footer{color:#8a92a2;font-size:12px;margin-top:24px}
      """;

  private AuditHtml() {}

  static String render(Audit.Report r) {
    Audit.Figures f = r.overall();
    StringBuilder h = new StringBuilder(16_384);
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        .append("<title>Truncation audit: ").append(AuditFormat.calls(f.calls())).append("</title>\n")
        .append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n<main>\n")
        .append("<h1>Truncation audit</h1>\n<p class=\"sub\">").append(Html.text(subtitle(r))).append("</p>\n");
    if (!r.errors().isEmpty()) {
      h.append("<section class=\"errors\"><h2>Traces that could not be read</h2>").append(list(r.errors(), ""))
          .append("</section>\n");
    }
    AuditHtmlCards.append(h, f);
    flags(h, r.flags());
    h.append("<section><h2>Output sizes</h2><p class=\"note\">Calls by stdout + stderr bytes before any cap, in "
        + "buckets growing fourfold. The orange part of each bar was truncated.</p>\n")
        .append(AuditCharts.sizes(r.sizes())).append("</section>\n");
    String retention = AuditCharts.retention(r.byTool());
    h.append("<section><h2>Retention by tool</h2><p class=\"note\">Mean of observation bytes / output bytes over "
        + "each tool's truncated calls. Under 20% is too aggressive; the aim is 40-70%.</p>\n")
        .append(retention == null ? "<p class=\"note\">No truncated call with a measurable retention.</p>\n" : retention)
        .append("</section>\n");
    rows(h, "tool", r.byTool());
    rows(h, "strategy", r.byStrategy());
    losses(h, r);
    if (!r.unparseable().isEmpty()) {
      h.append("<section><h2>Lines not audited (").append(r.unparseable().size()).append(")</h2>")
          .append(list(r.unparseable().stream().map(u -> where(r, u.file()) + u).toList(), "code"))
          .append("</section>\n");
    }
    return h.append("<footer>Written by candor audit. Figures after the truncation audit: truncated share, "
        + "error lines dropped, exit code kept, retention.</footer>\n</main>\n</body>\n</html>\n").toString();
  }

  private static String subtitle(Audit.Report r) {
    String files = r.files().size() == 1 ? r.files().get(0).toString() : r.files().size() + " traces";
    String s = AuditFormat.calls(r.overall().calls()) + " in " + files;
    if (r.otherLines() > 0) {
      s += " \u00b7 " + lines(r.otherLines()) + " of other span types skipped";
    }
    return r.unparseable().isEmpty() ? s : s + " \u00b7 " + lines(r.unparseable().size()) + " not audited";
  }

  private static void flags(StringBuilder h, List<Audit.Flag> flags) {
    h.append("<section><h2>Flags</h2>");
    if (flags.isEmpty()) {
      h.append("<p class=\"clean\">No threshold breached.</p>");
    } else {
      h.append("<ul class=\"flags\">");
      flags.forEach(f -> h.append("<li>").append(Html.text(f.message())).append("</li>"));
      h.append("</ul>");
    }
    h.append("</section>\n");
  }

  private static void rows(StringBuilder h, String what, Map<String, Audit.Figures> rows) {
    h.append("<section><h2>By ").append(what).append("</h2><table>\n<tr><th class=\"l\">").append(what)
        .append("</th><th>calls</th><th>truncated</th><th>dropped errors</th><th>exit code kept</th>")
        .append("<th>retention</th><th>silent cuts</th></tr>\n");
    rows.forEach((name, f) -> h.append("<tr><td class=\"l\"><code>").append(Html.text(Html.shorten(name, NAME)))
        .append("</code></td>")
        .append("<td>").append(f.calls()).append("</td>")
        .append(cell(f.truncatedShare(), f.truncated() + " of " + f.calls()
            + AuditHtmlCards.ci(f.truncatedShareInterval()), Audit.Rule.TRUNCATED_SHARE, f))
        .append(cell(f.droppedErrorShare(), f.droppedErrors() + " of " + f.truncated()
            + AuditHtmlCards.ci(f.droppedErrorShareInterval()), Audit.Rule.DROPPED_ERRORS, f))
        .append(cell(f.exitCodeKeptShare(), f.exitCodeKept() + " of " + f.terminal()
            + AuditHtmlCards.ci(f.exitCodeKeptShareInterval()), Audit.Rule.EXIT_CODE_KEPT, f))
        .append(cell(f.meanRetention(), AuditFormat.calls(f.retentionCalls())
            + AuditHtmlCards.ci(f.retentionInterval()), Audit.Rule.RETENTION, f))
        .append(f.silentCuts() > 0 ? "<td class=\"bad\">" : "<td>").append(f.silentCuts()).append("</td></tr>\n"));
    h.append("</table></section>\n");
  }

  private static String cell(OptionalDouble share, String tip, Audit.Rule rule, Audit.Figures f) {
    return (rule.breachedBy(f) ? "<td class=\"bad\"" : "<td") + " title=\"" + Html.text(tip) + "\">"
        + AuditFormat.pct(share) + "</td>";
  }

  private static void losses(StringBuilder h, Audit.Report r) {
    List<Audit.Loss> all = r.losses();
    h.append("<section><h2>Calls that lost evidence (").append(all.size()).append(")</h2>");
    if (all.isEmpty()) {
      h.append("<p class=\"clean\">None: every error line, exit code and cut is accounted for.</p></section>\n");
      return;
    }
    h.append("<table>\n<tr><th class=\"l\">line</th><th class=\"l\">tool</th><th class=\"l\">argv</th>")
        .append("<th class=\"l\">strategy</th><th>output</th><th>shown</th><th class=\"l\">lost</th></tr>\n");
    for (Audit.Loss l : all.subList(0, Math.min(all.size(), MAX_LOSSES))) {
      h.append("<tr><td class=\"l\">").append(Html.text(where(r, l.file()) + "L" + l.line())).append("</td>")
          .append("<td class=\"l\"><code>").append(Html.text(Html.shorten(l.tool(), NAME))).append("</code></td>")
          .append("<td class=\"l wrap\"><code>").append(Html.text(Html.shorten(String.join(" ", l.argv()), 240)))
          .append("</code></td><td class=\"l\">").append(Html.text(Html.shorten(l.strategy(), NAME))).append("</td>")
          .append("<td>").append(AuditFormat.size(l.outputBytes())).append("</td><td>")
          .append(l.observationBytes().isPresent() ? AuditFormat.size(l.observationBytes().getAsLong()) : "-")
          .append("</td><td class=\"l lost\">").append(Html.text(l.lost())).append("</td></tr>\n");
    }
    h.append("</table>");
    if (all.size() > MAX_LOSSES) {
      h.append("<p class=\"note\">... and ").append(all.size() - MAX_LOSSES).append(" more in the JSON report.</p>");
    }
    h.append("</section>\n");
  }

  private static String list(List<String> items, String tag) {
    StringBuilder sb = new StringBuilder("<ul>");
    for (String item : items) {
      sb.append("<li>").append(tag.isEmpty() ? "" : "<" + tag + ">").append(Html.text(item))
          .append(tag.isEmpty() ? "" : "</" + tag + ">").append("</li>");
    }
    return sb.append("</ul>").toString();
  }

  private static String lines(long n) {
    return n + (n == 1 ? " line" : " lines");
  }

  private static String where(Audit.Report r, Path file) {
    return r.files().size() > 1 ? file + ": " : "";
  }
}

package dev.candor.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The two inline SVG charts of the audit page: calls by output size, and retention by tool. Plain
 * SVG 1.1 elements with attributes only; styling that the page's CSS might change is not relied on.
 */
final class AuditCharts {
  static final String WHOLE = "#5b8bd0";
  static final String TRUNCATED = "#e4773f";
  static final String GOOD = "#2e9d5b";
  static final String WARN = "#d99a1e";
  static final String BAD = "#d64545";
  private static final String INK = "#1d2330";
  private static final String MUTED = "#5b6475";
  private static final String GRID = "#e3e6ec";
  private static final int WIDTH = 1080;

  private AuditCharts() {}

  /** Stacked bars per size bucket: the part kept whole, and on top of it the part truncated. */
  static String sizes(List<Audit.Bucket> buckets) {
    int left = 56;
    int top = 40;
    int plotW = WIDTH - left - 16;
    int plotH = 220;
    long max = buckets.stream().mapToLong(Audit.Bucket::calls).max().orElse(0);
    long step = step(max);
    long yMax = Math.max(step, (max + step - 1) / step * step);
    StringBuilder s = open(WIDTH, top + plotH + 52, "Calls by output size; the orange part of each bar was truncated");
    legend(s, WIDTH - 330, 16, WHOLE, "kept whole", TRUNCATED, "truncated");
    for (long y = 0; y <= yMax; y += step) {
      double py = top + plotH - (double) y / yMax * plotH;
      s.append(line(left, py, left + plotW, py, y == 0 ? MUTED : GRID, ""));
      s.append(text(left - 8, py + 4, "end", 12, MUTED, String.valueOf(y)));
    }
    s.append(text(14, top - 14, "start", 12, MUTED, "calls"));
    double slot = (double) plotW / buckets.size();
    double barW = slot * 0.68;
    for (int i = 0; i < buckets.size(); i++) {
      Audit.Bucket b = buckets.get(i);
      double x = left + i * slot + (slot - barW) / 2;
      double hAll = (double) b.calls() / yMax * plotH;
      double hCut = (double) b.truncated() / yMax * plotH;
      double base = top + plotH;
      s.append(rect(x, base - hAll, barW, hAll - hCut, WHOLE, b.label() + ": " + (b.calls() - b.truncated()) + " kept whole"));
      s.append(rect(x, base - hAll, barW, hCut, TRUNCATED, b.label() + ": " + b.truncated() + " truncated"));
      if (b.calls() > 0) {
        s.append(text(x + barW / 2, base - hAll - 6, "middle", 12, INK, String.valueOf(b.calls())));
      }
      s.append(text(x + barW / 2, base + 18, "middle", 12, INK, b.label()));
    }
    s.append(text(left + plotW / 2.0, top + plotH + 44, "middle", 12, MUTED, "stdout + stderr bytes (log scale buckets)"));
    return s.append("</svg>\n").toString();
  }

  /**
   * One horizontal bar per tool with a measured retention, over a band for the seed's aim of
   * 40-70% and a dashed line at the 20% threshold. Null when no tool has one.
   */
  static String retention(Map<String, Audit.Figures> byTool) {
    List<Map.Entry<String, Audit.Figures>> rows = new ArrayList<>();
    byTool.entrySet().stream().filter(e -> e.getValue().meanRetention().isPresent()).forEach(rows::add);
    if (rows.isEmpty()) {
      return null;
    }
    int left = 200;
    int top = 36;
    int rowH = 30;
    int plotW = WIDTH - left - 170;
    int height = top + rows.size() * rowH + 34;
    StringBuilder s = open(WIDTH, height, "Mean retention of truncated calls by tool");
    double bottom = top + rows.size() * rowH;
    s.append(rect(x(left, plotW, 0.4), top - 6, plotW * 0.3, bottom - top + 12, "#e6f4ea", "aim: 40-70% retention"));
    s.append(text(x(left, plotW, 0.55), top - 14, "middle", 12, GOOD, "aim 40-70%"));
    for (int p = 0; p <= 100; p += 20) {
      double px = x(left, plotW, p / 100.0);
      s.append(line(px, top - 6, px, bottom + 6, p == 0 ? MUTED : GRID, ""));
      s.append(text(px, bottom + 24, "middle", 12, MUTED, p + "%"));
    }
    double t = x(left, plotW, Audit.RETENTION_MIN);
    s.append(line(t, top - 10, t, bottom + 6, BAD, " stroke-dasharray=\"5 4\" stroke-width=\"2\""));
    s.append(text(t, top - 14, "middle", 12, BAD, "20%"));
    for (int i = 0; i < rows.size(); i++) {
      String tool = rows.get(i).getKey();
      Audit.Figures f = rows.get(i).getValue();
      double r = f.meanRetention().getAsDouble();
      double y = top + i * rowH + 5;
      double w = Math.min(1, r) * plotW;
      s.append(text(left - 10, y + 15, "end", 13, INK, Html.shorten(tool, 26)));
      s.append(rect(left, y, Math.max(w, 1), rowH - 10, colour(r), tool + ": " + AuditFormat.pct(r)));
      // A white halo keeps the value readable where it crosses the threshold line or the band.
      s.append(text(left + w + 8, y + 15, "start", 12, INK,
          AuditFormat.pct(r) + " of " + AuditFormat.calls(f.retentionCalls()))
          .replace("<text ", "<text paint-order=\"stroke\" stroke=\"#fff\" stroke-width=\"4\" "));
    }
    return s.append("</svg>\n").toString();
  }

  /** Red under the threshold, green within the aim, amber otherwise. */
  static String colour(double retention) {
    return retention < Audit.RETENTION_MIN ? BAD : retention >= 0.4 && retention <= 0.7 ? GOOD : WARN;
  }

  private static double x(int left, int plotW, double share) {
    return left + share * plotW;
  }

  /** A round step for about five gridlines up to {@code max}: 1, 2 or 5 times a power of ten. */
  static long step(long max) {
    long raw = Math.max(1, max / 5);
    long mag = 1;
    while (mag * 10 <= raw) {
      mag *= 10;
    }
    return raw <= mag ? mag : raw <= 2 * mag ? 2 * mag : raw <= 5 * mag ? 5 * mag : 10 * mag;
  }

  private static StringBuilder open(int w, int h, String title) {
    return new StringBuilder(4096).append("<svg viewBox=\"0 0 ").append(w).append(' ').append(h)
        .append("\" width=\"100%\" role=\"img\" aria-label=\"").append(Html.text(title)).append("\">")
        .append("<title>").append(Html.text(title)).append("</title>\n");
  }

  private static void legend(StringBuilder s, int x, int y, String c1, String l1, String c2, String l2) {
    s.append(rect(x, y - 10, 12, 12, c1, "")).append(text(x + 18, y, "start", 12, INK, l1));
    s.append(rect(x + 120, y - 10, 12, 12, c2, "")).append(text(x + 138, y, "start", 12, INK, l2));
  }

  private static String rect(double x, double y, double w, double h, String fill, String tip) {
    String r = String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"",
        x, y, Math.max(0, w), Math.max(0, h), fill);
    return tip.isEmpty() ? r + "/>\n" : r + "><title>" + Html.text(tip) + "</title></rect>\n";
  }

  private static String line(double x1, double y1, double x2, double y2, String stroke, String extra) {
    return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>\n",
        x1, y1, x2, y2, stroke, extra);
  }

  private static String text(double x, double y, String anchor, int size, String fill, String content) {
    return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\" fill=\"%s\">",
        x, y, anchor, size, fill) + Html.text(content) + "</text>\n";
  }
}

package dev.candor.trace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** {@link Audit.Report#text()}: the figures, the rows per tool and per strategy, flags, and losses. */
final class AuditText {
  /** Losses listed before the rest are only counted; the JSON and HTML forms hold them all. */
  static final int MAX_LOSSES = 20;

  private AuditText() {}

  static String render(Audit.Report r) {
    StringBuilder sb = new StringBuilder();
    Audit.Figures f = r.overall();
    sb.append("Truncation audit: ").append(AuditFormat.calls(f.calls())).append(" in ").append(traces(r.files()));
    sb.append('\n');
    List<String> skipped = new ArrayList<>();
    if (r.otherLines() > 0) {
      skipped.add(lines(r.otherLines()) + " of other span types");
    }
    if (!r.unparseable().isEmpty()) {
      skipped.add(lines(r.unparseable().size()) + " not auditable");
    }
    if (!skipped.isEmpty()) {
      sb.append("(skipped: ").append(String.join(", ", skipped)).append(")\n");
    }
    sb.append('\n').append(figures(f));
    sb.append('\n').append(rows("tool", r.byTool()));
    sb.append('\n').append(rows("strategy", r.byStrategy()));
    sb.append('\n').append(flags(r.flags()));
    if (!r.losses().isEmpty()) {
      sb.append('\n').append(losses(r));
    }
    if (!r.unparseable().isEmpty()) {
      sb.append("\nnot auditable (").append(lines(r.unparseable().size())).append(")\n");
      for (Audit.Unparseable u : r.unparseable()) {
        sb.append("  ").append(where(r, u.file())).append(AuditFormat.printable(u.toString())).append('\n');
      }
    }
    return sb.toString();
  }

  private static String figures(Audit.Figures f) {
    return new TextTable("figure", "value  ", "of", "flag when", "95% interval").align("lrrll")
        .row("truncated calls", cell(f.truncatedShare(), Audit.Rule.TRUNCATED_SHARE, f),
            f.truncated() + "/" + f.calls(), Audit.Rule.TRUNCATED_SHARE.threshold(),
            AuditFormat.interval(f.truncatedShareInterval()))
        .row("truncated calls that dropped an error line", cell(f.droppedErrorShare(), Audit.Rule.DROPPED_ERRORS, f),
            f.droppedErrors() + "/" + f.truncated(), Audit.Rule.DROPPED_ERRORS.threshold(),
            AuditFormat.interval(f.droppedErrorShareInterval()))
        .row("terminal calls with the exit code kept", cell(f.exitCodeKeptShare(), Audit.Rule.EXIT_CODE_KEPT, f),
            f.exitCodeKept() + "/" + f.terminal(), Audit.Rule.EXIT_CODE_KEPT.threshold(),
            AuditFormat.interval(f.exitCodeKeptShareInterval()))
        .row("mean retention of truncated calls", cell(f.meanRetention(), Audit.Rule.RETENTION, f),
            String.valueOf(f.retentionCalls()), Audit.Rule.RETENTION.threshold(),
            AuditFormat.interval(f.retentionInterval()))
        .render("");
  }

  /** One row per tool or strategy: each share, then its 95% interval, as in the figures above. */
  private static String rows(String what, Map<String, Audit.Figures> rows) {
    TextTable t = new TextTable("by " + what, "calls", "truncated  ", "95%", "dropped errors  ", "95%",
        "exit code kept  ", "95%", "retention  ", "95%").align("lrrlrlrlrl");
    rows.forEach((name, f) -> t.row(AuditFormat.printable(name), String.valueOf(f.calls()),
        cell(f.truncatedShare(), Audit.Rule.TRUNCATED_SHARE, f), AuditFormat.interval(f.truncatedShareInterval()),
        cell(f.droppedErrorShare(), Audit.Rule.DROPPED_ERRORS, f), AuditFormat.interval(f.droppedErrorShareInterval()),
        cell(f.exitCodeKeptShare(), Audit.Rule.EXIT_CODE_KEPT, f), AuditFormat.interval(f.exitCodeKeptShareInterval()),
        cell(f.meanRetention(), Audit.Rule.RETENTION, f), AuditFormat.interval(f.retentionInterval())));
    return t.render("");
  }

  /**
   * A share, then {@code " !"} when its rule is breached or two blanks, so that the digits align;
   * the headers above these cells end in two blanks for the same reason.
   */
  private static String cell(OptionalDouble share, Audit.Rule rule, Audit.Figures f) {
    return AuditFormat.pct(share) + (rule.breachedBy(f) ? " !" : "  ");
  }

  private static String flags(List<Audit.Flag> flags) {
    if (flags.isEmpty()) {
      return "flags: none\n";
    }
    StringBuilder sb = new StringBuilder("flags\n");
    for (Audit.Flag flag : flags) {
      sb.append("  ! ").append(flag.message()).append('\n');
    }
    return sb.toString();
  }

  private static String losses(Audit.Report r) {
    List<Audit.Loss> all = r.losses();
    StringBuilder sb = new StringBuilder("evidence lost (").append(AuditFormat.calls(all.size())).append(")\n");
    TextTable t = new TextTable("line", "tool", "output", "lost").align("llrl");
    for (Audit.Loss loss : all.subList(0, Math.min(all.size(), MAX_LOSSES))) {
      t.row(where(r, loss.file()) + "L" + loss.line(), AuditFormat.printable(loss.tool()), AuditFormat.size(loss.outputBytes()), loss.lost());
    }
    sb.append(t.render("  "));
    if (all.size() > MAX_LOSSES) {
      sb.append("  ... and ").append(all.size() - MAX_LOSSES).append(" more (see the JSON or HTML report)\n");
    }
    return sb.toString();
  }

  /** {@code <file>: } when more than one trace was audited, as {@link Lint} prefixes findings. */
  private static String where(Audit.Report r, Path file) {
    return r.files().size() > 1 ? file + ": " : "";
  }

  private static String traces(List<Path> files) {
    return files.size() == 1 ? AuditFormat.printable(files.get(0).toString()) : files.size() + " traces";
  }

  private static String lines(long n) {
    return n + (n == 1 ? " line" : " lines");
  }
}

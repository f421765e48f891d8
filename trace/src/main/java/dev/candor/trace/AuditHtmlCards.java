package dev.candor.trace;

import dev.candor.Interval;
import java.util.Optional;
import java.util.OptionalDouble;

/** The four figures of the audit page as cards: a large number coloured against its threshold. */
final class AuditHtmlCards {
  private AuditHtmlCards() {}

  static void append(StringBuilder h, Audit.Figures f) {
    h.append("<div class=\"cards\">\n");
    card(h, "Calls truncated", f.truncatedShare(), Audit.Rule.TRUNCATED_SHARE, f,
        f.truncated() + " of " + AuditFormat.calls(f.calls()) + ci(f.truncatedShareInterval()),
        "Flagged over 30%: tools return more than the model needs.");
    card(h, "Truncated calls that dropped an error line", f.droppedErrorShare(), Audit.Rule.DROPPED_ERRORS, f,
        f.droppedErrors() + " of " + f.truncated() + " truncated" + ci(f.droppedErrorShareInterval()),
        "Should be 0%: error lines must survive the cut.");
    card(h, "Terminal calls with the exit code kept", f.exitCodeKeptShare(), Audit.Rule.EXIT_CODE_KEPT, f,
        f.exitCodeKept() + " of " + f.terminal() + " terminal" + ci(f.exitCodeKeptShareInterval()),
        "Should be 100%: kept as a field and stated to the model.");
    card(h, "Mean retention of truncated calls", f.meanRetention(), Audit.Rule.RETENTION, f,
        "over " + f.retentionCalls() + " truncated" + ci(f.retentionInterval()),
        "Flagged under 20%; aim for 40-70%.");
    h.append("</div>\n");
  }

  private static void card(StringBuilder h, String label, OptionalDouble share, Audit.Rule rule, Audit.Figures f,
      String detail, String note) {
    h.append("<div class=\"card ").append(state(share, rule, f)).append("\" id=\"").append(rule.label())
        .append("\"><div class=\"label\">").append(label).append("</div><div class=\"big\">")
        .append(AuditFormat.pct(share)).append("</div><div class=\"detail\">").append(detail)
        .append("</div><div class=\"rule\">").append(note).append("</div></div>\n");
  }

  /** {@code ; 95% interval [49.0%, 94.3%]}, or nothing when the figure has nothing to divide by. */
  static String ci(Optional<Interval> i) {
    return i.map(v -> "; 95% interval " + v.percent()).orElse("");
  }

  /** {@code bad} when breached; retention outside its 40-70% aim is {@code warn}; nothing to show is {@code na}. */
  static String state(OptionalDouble share, Audit.Rule rule, Audit.Figures f) {
    if (share.isEmpty()) {
      return "na";
    }
    if (rule.breachedBy(f)) {
      return "bad";
    }
    double v = share.getAsDouble();
    return rule == Audit.Rule.RETENTION && (v < 0.4 || v > 0.7) ? "warn" : "ok";
  }
}

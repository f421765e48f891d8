package dev.candor.runtimes.bench;

import java.util.List;
import java.util.Locale;

/**
 * The cells of a row as both renderings print them. The interval of the mean recall is the last
 * column, so the columns before it keep their places for a reader that counts them.
 */
final class Figures {
  static final List<String> HEADINGS = List.of("method", "cap", "mean recall", "full recall", "evidence kept",
      "exit code shown", "marker when cut", "valid JSON", "largest / budget", "over budget", "mean o200k tokens",
      "mean recall 95% CI");

  private Figures() {}

  static List<String> cells(Row r) {
    return List.of(
        r.method().label(),
        r.cap(),
        percent(r.meanRecall()),
        r.fullRecall() + "/" + r.cases(),
        r.evidenceKept() + "/" + r.evidenceTotal(),
        r.exitCodeShown() + "/" + r.cases(),
        r.markedWhenCut() + "/" + r.cut(),
        r.validJson() + "/" + r.jsonCases(),
        String.format(Locale.ROOT, "%.2f", r.maxSizeOverBudget()),
        r.overBudget() + "/" + r.cases(),
        String.format(Locale.ROOT, "%,.0f", r.meanTokens()),
        r.meanRecallInterval().map(i -> i.percent()).orElse("-"));
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * share);
  }

  static String budget(long budget, dev.candor.Unit unit) {
    return Caps.describe(budget, unit);
  }
}

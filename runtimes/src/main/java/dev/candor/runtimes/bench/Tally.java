package dev.candor.runtimes.bench;

import dev.candor.Budget;
import dev.candor.Interval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Accumulates one method's observations at one budget into a {@link Row}. Not thread-safe. */
final class Tally {
  private final Method method;
  private final Budget budget;
  private final String cap;
  private int cases;
  private double recallSum;
  private double[] recalls = new double[16];
  private long kept;
  private long total;
  private int full;
  private int exit;
  private int cut;
  private int marked;
  private int json;
  private int valid;
  private long maxSize;
  private int over;
  private long tokens;
  private final List<Loss> losses = new ArrayList<>();

  Tally(Method method, Budget budget, String cap) {
    this.method = method;
    this.budget = budget;
    this.cap = cap;
  }

  void add(BenchCase c, Observer.Observed o) {
    String normal = Normal.form(o.reads());
    int found = 0;
    for (String e : c.evidence()) {
      if (normal.contains(Normal.form(e))) {
        found++;
      } else {
        losses.add(new Loss(budget.limit(), c.id(), e));
      }
    }
    double recall = c.evidence().isEmpty() ? 1 : (double) found / c.evidence().size();
    if (cases == recalls.length) {
      recalls = Arrays.copyOf(recalls, cases * 2);
    }
    recalls[cases++] = recall;
    kept += found;
    total += c.evidence().size();
    recallSum += recall;
    full += found == c.evidence().size() ? 1 : 0;
    exit += Checks.statesExitCode(o.text(), c.exitCode()) ? 1 : 0;
    if (o.cut()) {
      cut++;
      marked += Checks.marked(o.text()) ? 1 : 0;
    }
    if (c.structured()) {
      json++;
      valid += Checks.validJson(c.tool(), o.reads()) ? 1 : 0;
    }
    long size = budget.measure(o.text());
    maxSize = Math.max(maxSize, size);
    over += size > budget.limit() ? 1 : 0;
    tokens += o.tokens();
  }

  /** The evidence this method's observations lacked, in the order the cases were added. */
  List<Loss> losses() {
    return List.copyOf(losses);
  }

  Row row() {
    return new Row(method, budget.limit(), cap, cases, cases == 0 ? 0 : recallSum / cases, kept, total, full, exit,
        cut, marked, json, valid, maxSize, over, cases == 0 ? 0 : (double) tokens / cases,
        cases == 0 ? Optional.empty()
            : Optional.of(Interval.bootstrapMean(Arrays.copyOf(recalls, cases), Row.BOOTSTRAP_SEED)));
  }
}

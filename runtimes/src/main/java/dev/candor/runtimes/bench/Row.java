package dev.candor.runtimes.bench;

import dev.candor.Interval;
import java.util.Objects;
import java.util.Optional;

/**
 * What one method did to every case of the corpus at one budget. Sizes are measured in the
 * report's unit; recall counts evidence substrings found in the observation after {@linkplain
 * EvidenceBench normalisation}.
 *
 * @param method the method
 * @param budget Candor's budget, in the report's unit; the yardstick for {@code maxSize}
 * @param cap the cap the method applied, as a phrase in its own unit: {@code 2,000 chars}, {@code
 *     500 tokens}, {@code none}
 * @param cases the cases run
 * @param meanRecall the mean over cases of the share of each case's evidence that is present; a
 *     case without evidence counts as 1
 * @param evidenceKept evidence substrings present, over all cases
 * @param evidenceTotal evidence substrings, over all cases
 * @param fullRecall cases whose evidence is all present
 * @param exitCodeShown cases whose observation states the case's exit code
 * @param cut cases whose observation lacks part of the output
 * @param markedWhenCut of {@code cut}, those whose observation carries a recognised marker
 * @param jsonCases JSON and NDJSON cases
 * @param validJson of {@code jsonCases}, those whose document still parses
 * @param maxSize the largest observation
 * @param overBudget cases whose observation measures more than {@code budget}
 * @param meanTokens the mean {@code o200k_base} token count of the observations
 * @param meanRecallInterval the 95% bootstrap interval of {@code meanRecall} over the cases
 *     ({@link Interval#bootstrapMean} with seed {@link #BOOTSTRAP_SEED}); empty with no cases
 */
public record Row(
    Method method,
    long budget,
    String cap,
    int cases,
    double meanRecall,
    long evidenceKept,
    long evidenceTotal,
    int fullRecall,
    int exitCodeShown,
    int cut,
    int markedWhenCut,
    int jsonCases,
    int validJson,
    long maxSize,
    int overBudget,
    double meanTokens,
    Optional<Interval> meanRecallInterval) {

  /** The seed of the bootstrap over cases, so the same corpus gives the same interval on every run. */
  public static final long BOOTSTRAP_SEED = 17L;

  public Row {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(meanRecallInterval, "meanRecallInterval");
    if (meanRecallInterval.isPresent() != cases > 0) {
      throw new IllegalArgumentException("meanRecallInterval " + meanRecallInterval + " over " + cases
          + " cases: present exactly when there are cases");
    }
    Objects.requireNonNull(cap, "cap");
    if (budget < 1) {
      throw new IllegalArgumentException("budget < 1: " + budget);
    }
    if (!(meanRecall >= 0 && meanRecall <= 1)) {
      throw new IllegalArgumentException("meanRecall outside [0, 1]: " + meanRecall);
    }
    if (evidenceKept > evidenceTotal || fullRecall > cases || markedWhenCut > cut || validJson > jsonCases) {
      throw new IllegalArgumentException("a part exceeds its whole in " + method.label() + " at " + budget);
    }
  }

  /** The largest observation over the budget: 1.0 is exactly at the budget. */
  public double maxSizeOverBudget() {
    return (double) maxSize / budget;
  }

  /** {@code fullRecall / cases}. */
  public double fullRecallShare() {
    return cases == 0 ? 0 : (double) fullRecall / cases;
  }
}

package dev.candor;

import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

/**
 * A 95% interval around a rate measured over trials or calls, so that a report never states a rate
 * without saying how much it could move: a share of calls truncated, of trials that hit a cap, a
 * mean recall over cases.
 *
 * <pre>{@code
 * Interval.wilson(8, 10).format();              // [0.490, 0.943]
 * Interval.bootstrapMean(recalls, 17L).percent(); // [91.2%, 98.7%]
 * }</pre>
 *
 * @param low the lower bound, in [0, 1] for a proportion
 * @param high the upper bound, at least {@code low}
 */
public record Interval(double low, double high) {
  /** The standard normal quantile for a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  /** Resamples {@link #bootstrapMean} draws. */
  public static final int RESAMPLES = 2_000;

  public Interval {
    if (!(low <= high)) {
      throw new IllegalArgumentException("low " + low + " > high " + high);
    }
  }

  /**
   * The Wilson score interval for {@code successes} of {@code trials}: unlike the normal
   * approximation it stays within [0, 1] and does not collapse to a point at 0 or n successes.
   *
   * @throws IllegalArgumentException if {@code trials < 1} or {@code successes} is outside 0..trials;
   *     a rate over no trials has no interval, so report it as absent instead
   */
  public static Interval wilson(long successes, long trials) {
    if (trials < 1) {
      throw new IllegalArgumentException("trials < 1: " + trials + "; a rate over no trials has no interval");
    }
    if (successes < 0 || successes > trials) {
      throw new IllegalArgumentException("successes " + successes + " outside 0.." + trials);
    }
    double n = trials;
    double p = successes / n;
    double z2 = Z95 * Z95;
    double denom = 1 + z2 / n;
    double centre = (p + z2 / (2 * n)) / denom;
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
    // At 0 or n successes the bound is exactly 0 or 1; rounding would leave 0.9999999999999999.
    double low = successes == 0 ? 0 : Math.max(0, centre - half);
    double high = successes == trials ? 1 : Math.min(1, centre + half);
    return new Interval(low, high);
  }

  /**
   * The percentile bootstrap interval of the mean of {@code values}, one value per case: {@value
   * #RESAMPLES} resamples of the cases with replacement, drawn from {@code new Random(seed)}, so the
   * same values and seed give the same interval on every run.
   *
   * @throws IllegalArgumentException if {@code values} is empty
   */
  public static Interval bootstrapMean(double[] values, long seed) {
    int n = values.length;
    if (n == 0) {
      throw new IllegalArgumentException("no values: a mean over no cases has no interval");
    }
    Random random = new Random(seed);
    double[] means = new double[RESAMPLES];
    for (int b = 0; b < RESAMPLES; b++) {
      double sum = 0;
      for (int i = 0; i < n; i++) {
        sum += values[random.nextInt(n)];
      }
      means[b] = sum / n;
    }
    Arrays.sort(means);
    return new Interval(means[(int) Math.floor(0.025 * (RESAMPLES - 1))], means[(int) Math.ceil(0.975 * (RESAMPLES - 1))]);
  }

  /** Whether {@code value} lies within the bounds, inclusive. */
  public boolean contains(double value) {
    return value >= low && value <= high;
  }

  /** {@code [0.490, 0.943]}: the bounds to three decimals. */
  public String format() {
    return String.format(Locale.ROOT, "[%.3f, %.3f]", low, high);
  }

  /** {@code [49.0%, 94.3%]}: the bounds as percentages to one decimal. */
  public String percent() {
    return String.format(Locale.ROOT, "[%.1f%%, %.1f%%]", 100 * low, 100 * high);
  }

  @Override
  public String toString() {
    return format();
  }
}

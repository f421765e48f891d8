package dev.candor;

import java.util.function.IntPredicate;

/**
 * Finds the most whole items that fit a budget, measuring only candidate observations.
 *
 * <p>Design: the caller renders the observation for a candidate count and measures it; that is the
 * only measure that is exact in every unit, since a tokenizer does not add up over pieces. A
 * search starts from a hint computed from byte sizes (an upper bound for chars and bytes budgets,
 * an estimate for tokens), gallops up when the hint proves low, then bisects. Token counts are not
 * strictly monotone in the number of items, so the answer is always a count whose observation was
 * measured and fitted, never one inferred from its neighbours.
 */
final class StructuredFit {
  private StructuredFit() {}

  /**
   * The largest {@code n} in {@code [lo, max]} for which {@code fits.test(n)} held when measured.
   *
   * @param lo a count already known to fit
   * @param max the most items there are to show
   * @param hint a guess at the answer, such as the count whose bytes reach the budget's bound
   */
  static int largest(int lo, int max, int hint, IntPredicate fits) {
    if (lo >= max) {
      return lo;
    }
    int hi = max + 1; // the smallest count known not to fit; max + 1 while none is known
    int probe = Math.max(lo + 1, Math.min(max, hint));
    if (fits.test(probe)) {
      lo = probe;
      long step = Math.max(1, probe);
      while (lo < max) {
        int next = (int) Math.min(max, lo + step);
        if (fits.test(next)) {
          lo = next;
          step *= 2;
        } else {
          hi = next;
          break;
        }
      }
    } else {
      hi = probe;
    }
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      if (fits.test(mid)) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return lo;
  }
}

package dev.candor;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Where the bulk of a field's numbers lies: its quartiles, estimated from a bounded sample, so a
 * number far outside them (Tukey's far-out fence: beyond the quartiles by {@link #FAR} times the
 * distance between them) can be told from the rest in one pass and bounded memory.
 *
 * <p>Design: the first {@link #SAMPLE} numbers are all kept; later ones replace a kept one with
 * the chance that keeps every number equally likely to be in the sample (reservoir sampling). The
 * random source has a fixed seed, so one input always gives one result.
 */
final class NumberSpread {
  /** The numbers kept at most. */
  static final int SAMPLE = 256;
  /** A number this many times the interquartile range beyond a quartile is far outside the bulk. */
  static final double FAR = 3;

  private final double[] kept = new double[SAMPLE];
  private int size;
  private long seen;
  private final SplittableRandom random = new SplittableRandom(SAMPLE);

  void add(double d) {
    seen++;
    if (size < SAMPLE) {
      kept[size++] = d;
      return;
    }
    long j = random.nextLong(seen);
    if (j < SAMPLE) {
      kept[(int) j] = d;
    }
  }

  /** The first and third quartiles, or null when too few numbers were seen to tell a bulk. */
  double[] quartiles(int fewest) {
    if (size < fewest) {
      return null;
    }
    double[] s = Arrays.copyOf(kept, size);
    Arrays.sort(s);
    return new double[] {s[(size - 1) / 4], s[(3 * (size - 1) + 3) / 4]};
  }
}

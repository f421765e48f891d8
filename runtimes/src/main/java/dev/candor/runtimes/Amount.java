package dev.candor.runtimes;

import java.util.Locale;
import java.util.Objects;

/**
 * A count a marker states, such as {@code 16 chars} or {@code 2,531 lines}.
 *
 * @param value the count; never negative
 * @param measure what is counted
 */
public record Amount(long value, Measure measure) {

  public Amount {
    Objects.requireNonNull(measure, "measure");
    if (value < 0) {
      throw new IllegalArgumentException("value < 0: " + value);
    }
  }

  public static Amount chars(long value) {
    return new Amount(value, Measure.CHARS);
  }

  public static Amount bytes(long value) {
    return new Amount(value, Measure.BYTES);
  }

  public static Amount tokens(long value) {
    return new Amount(value, Measure.TOKENS);
  }

  public static Amount lines(long value) {
    return new Amount(value, Measure.LINES);
  }

  @Override
  public String toString() {
    return value + " " + measure.name().toLowerCase(Locale.ROOT);
  }
}

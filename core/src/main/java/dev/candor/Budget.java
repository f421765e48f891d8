package dev.candor;

import java.util.Objects;

/**
 * How much of the model's context one observation may use: a limit in a {@link Unit}.
 *
 * <p>The budget covers the whole observation the model reads, header and markers included. A
 * {@link Shaped} result never measures more than its budget.
 *
 * @param limit the most the observation may measure; at least 1
 * @param unit what is counted
 * @param tokenizer how tokens are counted; used only when {@code unit} is {@link Unit#TOKENS}
 */
public record Budget(long limit, Unit unit, Tokenizer tokenizer) {

  public Budget {
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(tokenizer, "tokenizer");
    if (limit < 1) {
      throw new IllegalArgumentException("budget limit < 1: " + limit);
    }
  }

  /** A budget of {@code limit} Unicode code points. */
  public static Budget chars(long limit) {
    return new Budget(limit, Unit.CHARS, Tokenizer.approx());
  }

  /** A budget of {@code limit} UTF-8 bytes. */
  public static Budget bytes(long limit) {
    return new Budget(limit, Unit.BYTES, Tokenizer.approx());
  }

  /** A budget of {@code limit} tokens counted by {@code tokenizer}. */
  public static Budget tokens(long limit, Tokenizer tokenizer) {
    return new Budget(limit, Unit.TOKENS, tokenizer);
  }

  /** What {@code text} measures in this budget's unit. */
  public long measure(String text) {
    switch (unit) {
      case CHARS:
        return text.codePointCount(0, text.length());
      case BYTES:
        return Utf8.length(text);
      default:
        return tokenizer.count(text);
    }
  }

  /** Whether {@code text} fits within the limit. */
  public boolean fits(String text) {
    return measure(text) <= limit;
  }

  /**
   * Whether every text of at least {@code utf16Units} UTF-16 code units is over the limit, judged
   * without measuring it: such a text holds at least half as many code points, and as many UTF-8
   * bytes. Tokens give no such bound (one may span many characters), so a token budget says no.
   */
  boolean surelyExceededBy(long utf16Units) {
    return unit != Unit.TOKENS && (utf16Units + 1) / 2 > limit;
  }

  /**
   * A generous upper bound on the UTF-8 bytes an observation within this budget can hold, used to
   * size the buffers that keep the head and tail of a stream.
   */
  long bytesUpperBound() {
    switch (unit) {
      case CHARS:
        return limit * 4;
      case BYTES:
        return limit;
      default:
        // A token rarely spans more than a handful of bytes; long runs of one character can.
        return limit * 8;
    }
  }

  /** The unit as written in markers: {@code chars}, {@code bytes}, or {@code o200k_base tokens}. */
  String describeUnit() {
    return unit == Unit.TOKENS ? tokenizer.name() + " tokens" : unit.label();
  }

  @Override
  public String toString() {
    return limit + " " + describeUnit();
  }
}

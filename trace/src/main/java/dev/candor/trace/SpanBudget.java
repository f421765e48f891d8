package dev.candor.trace;

import dev.candor.Budget;
import java.util.Objects;

/**
 * The budget an observation was shaped to, as a span records it.
 *
 * @param limit the most the observation could measure
 * @param unit {@code chars}, {@code bytes} or {@code tokens}
 * @param tokenizer the tokenizer that counted the observation's tokens, such as {@code o200k_base}
 */
public record SpanBudget(long limit, String unit, String tokenizer) {

  public SpanBudget {
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(tokenizer, "tokenizer");
    if (limit < 1) {
      throw new IllegalArgumentException("budget limit < 1: " + limit);
    }
  }

  /** The span's view of a core {@link Budget}. */
  public static SpanBudget of(Budget budget) {
    return new SpanBudget(budget.limit(), budget.unit().label(), budget.tokenizer().name());
  }
}

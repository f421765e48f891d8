package dev.candor;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An output shaped for a model: the observation text exactly as the model reads it, and every
 * fact about what was kept and what was cut.
 *
 * @param text the observation, header and markers included; {@code budget.measure(text) <=
 *     budget.limit()} always holds
 * @param strategy the strategy that shaped it (never {@link Strategy#AUTO})
 * @param budget the budget it was shaped to
 * @param size what {@code text} measures in the budget's unit
 * @param evidence the facts about the call, rendered in the header
 * @param input facts about the whole input stream, measured before any cut
 * @param truncated whether anything of the input is missing from the observation
 * @param shownLines how many input lines appear in the observation, whole or in part
 * @param cuts each stretch of input not shown, in input order
 * @param errorLinesFound lines of the whole input that match an error pattern
 * @param errorLinesShown of those, how many appear in the observation
 * @param itemsShown for JSON, NDJSON and CSV: the items (records) shown
 * @param itemsTotal for JSON, NDJSON and CSV: the items in the input
 * @param notes what else was done to the text, such as stripping ANSI escapes
 */
public record Shaped(
    String text,
    Strategy strategy,
    Budget budget,
    long size,
    Evidence evidence,
    StreamFacts input,
    boolean truncated,
    long shownLines,
    List<Cut> cuts,
    long errorLinesFound,
    long errorLinesShown,
    OptionalLong itemsShown,
    OptionalLong itemsTotal,
    List<String> notes) {

  public Shaped {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(itemsShown, "itemsShown");
    Objects.requireNonNull(itemsTotal, "itemsTotal");
    cuts = List.copyOf(cuts);
    notes = List.copyOf(notes);
    if (strategy == Strategy.AUTO) {
      throw new IllegalArgumentException("a shaped result names the strategy AUTO chose, not AUTO");
    }
    if (size > budget.limit()) {
      throw new IllegalArgumentException("observation of " + size + " exceeds the budget of " + budget);
    }
    if (errorLinesShown > errorLinesFound) {
      throw new IllegalArgumentException("errorLinesShown " + errorLinesShown + " > errorLinesFound " + errorLinesFound);
    }
  }

  /** Input lines the observation does not show. */
  public long omittedLines() {
    return Math.max(0, input.lines() - shownLines);
  }

  /** Raw input bytes the observation does not show. */
  public long omittedBytes() {
    long sum = 0;
    for (Cut c : cuts) {
      sum += c.bytes();
    }
    return sum;
  }
}

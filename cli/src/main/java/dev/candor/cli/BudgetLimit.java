package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import picocli.CommandLine.Option;

/** The budget: its limit, unit and tokenizer; for every command that shapes, printing or serving. */
final class BudgetLimit {

  @Option(names = "--budget", paramLabel = "N", description = "Most the observation may measure, header included (default: ${DEFAULT-VALUE}).", defaultValue = "8000")
  long budget;

  @Option(names = "--unit", paramLabel = "UNIT", description = "chars (Unicode code points), bytes (UTF-8) or tokens (default: ${DEFAULT-VALUE}).", defaultValue = "chars")
  String unit;

  @Option(names = "--tokenizer", paramLabel = "NAME", description = "For --unit tokens: o200k_base, cl100k_base, or approx (4 bytes a token) (default: ${DEFAULT-VALUE}).", defaultValue = "o200k_base")
  String tokenizer;

  Budget budget() {
    if (budget < 1) {
      throw new ShapeException("--budget", "--budget must be at least 1, not " + budget);
    }
    Unit u = Unit.parse(unit);
    return u == Unit.TOKENS ? Budget.tokens(budget, Tokenizer.named(tokenizer)) : new Budget(budget, u, Tokenizer.approx());
  }
}

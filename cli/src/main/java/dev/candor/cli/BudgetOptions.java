package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import picocli.CommandLine.Option;

/** The budget and the output format, shared by every command that prints an observation. */
final class BudgetOptions {

  @Option(names = "--budget", paramLabel = "N", description = "Most the observation may measure, header included (default: ${DEFAULT-VALUE}).", defaultValue = "8000")
  long budget;

  @Option(names = "--unit", paramLabel = "UNIT", description = "chars (Unicode code points), bytes (UTF-8) or tokens (default: ${DEFAULT-VALUE}).", defaultValue = "chars")
  String unit;

  @Option(names = "--tokenizer", paramLabel = "NAME", description = "For --unit tokens: o200k_base, cl100k_base, or approx (4 bytes a token) (default: ${DEFAULT-VALUE}).", defaultValue = "o200k_base")
  String tokenizer;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (the observation) or json (the observation and every fact about the cut) (default: ${DEFAULT-VALUE}).", defaultValue = "text")
  String format;

  Budget budget() {
    if (budget < 1) {
      throw new ShapeException("--budget", "--budget must be at least 1, not " + budget);
    }
    Unit u = Unit.parse(unit);
    return u == Unit.TOKENS ? Budget.tokens(budget, Tokenizer.named(tokenizer)) : new Budget(budget, u, Tokenizer.approx());
  }

  /** Whether --format asks for JSON; an unknown format is a usage error. */
  boolean json() {
    if (format.equalsIgnoreCase("json")) {
      return true;
    }
    if (format.equalsIgnoreCase("text")) {
      return false;
    }
    throw new ShapeException("--format", "unknown format '" + format + "': use text or json");
  }
}

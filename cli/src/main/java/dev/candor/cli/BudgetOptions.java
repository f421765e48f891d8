package dev.candor.cli;

import dev.candor.Budget;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The budget and the output format, shared by every command that prints an observation. */
final class BudgetOptions {

  @Mixin BudgetLimit limit;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (the observation) or json (the observation and every fact about the cut) (default: ${DEFAULT-VALUE}).", defaultValue = "text")
  String format;

  Budget budget() {
    return limit.budget();
  }

  /** Whether --format asks for JSON; an unknown format is a usage error. */
  boolean json() {
    if (format.equalsIgnoreCase("json")) {
      return true;
    }
    if (format.equalsIgnoreCase("text")) {
      return false;
    }
    throw new dev.candor.ShapeException("--format", "unknown format '" + format + "': use text or json");
  }
}

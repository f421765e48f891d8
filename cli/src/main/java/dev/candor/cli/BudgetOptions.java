package dev.candor.cli;

import dev.candor.Budget;
import picocli.CommandLine.Mixin;

/** The budget and the output format, shared by every command that prints an observation. */
final class BudgetOptions {

  @Mixin BudgetLimit limit;

  @Mixin FormatOption format = new FormatOption();

  Budget budget() {
    return limit.budget();
  }

  /** Whether --format asks for JSON; an unknown format is a usage error. */
  boolean json() {
    return format.json();
  }
}

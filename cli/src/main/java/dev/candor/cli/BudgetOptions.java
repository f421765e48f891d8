package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.Shaped;
import java.util.function.LongFunction;
import picocli.CommandLine.Mixin;

/** The budget and the output format, shared by every command that prints an observation. */
final class BudgetOptions {

  @Mixin BudgetLimit limit;

  @Mixin FormatOption format = new FormatOption();

  /** The budget; for --format json, one that holds at least the smallest JSON answer. */
  Budget budget() {
    Budget b = limit.budget();
    if (json()) {
      ShapedJson.checkRoom(b);
    }
    return b;
  }

  /** The budget an observation's text is shaped to: less, for --format json, the room of its facts. */
  Budget textBudget() {
    Budget b = budget();
    return json() ? ShapedJson.textBudget(b) : b;
  }

  /** The answer printed: the text, or the JSON answer within the whole budget. */
  String answer(Shaped s, LongFunction<Shaped> reshape) {
    return json() ? ShapedJson.write(s, budget(), reshape) : s.text();
  }

  /** Whether --format asks for JSON; an unknown format is a usage error. */
  boolean json() {
    return format.json();
  }
}

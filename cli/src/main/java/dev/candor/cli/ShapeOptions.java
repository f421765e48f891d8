package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ErrorPatterns;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.pipeline.Outcome;
import dev.candor.store.Handle;
import dev.candor.store.ResultStore;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that say how to shape, shared by {@code shape} and {@code run}. */
final class ShapeOptions {

  @Mixin BudgetOptions budget;

  @Option(names = "--tool", paramLabel = "STRATEGY", description = "auto, terminal, list, log, file, json, ndjson, csv, head, tail or head_tail (default: ${DEFAULT-VALUE}: chosen from the command, --tool-name and the content).", defaultValue = "auto")
  String strategy;

  @Option(names = "--tool-name", paramLabel = "NAME", description = "The agent's name for the tool (read_file, grep, bash); helps auto choose.")
  String toolName;

  @Option(names = "--lines", paramLabel = "A:B", description = "For a file read: keep lines A to B (from 1) whole, and outline the rest.")
  String lines;

  @Option(names = "--head-ratio", paramLabel = "R", description = "For head_tail: the head's share, 0 to 1 (default: ${DEFAULT-VALUE}).", defaultValue = "0.5")
  double headRatio;

  @Option(names = "--error-pattern", paramLabel = "REGEX", description = "Also count lines matching this RE2 regular expression as error lines (repeatable).")
  List<String> extraPatterns = new ArrayList<>();

  @Option(names = "--fields", paramLabel = "F,G", split = ",", description = "For JSON, NDJSON and CSV: keep only these fields of each item (dotted paths: id,customer.name), before counting, summing and capping.")
  List<String> fields = new ArrayList<>();

  @Option(names = "--totals", paramLabel = "F,G", split = ",", description = "For JSON, NDJSON and CSV: state exact figures (sums, date spans, value counts) for only these top-level fields; 'none' for only the item count. By default every field gets the figures it can have.")
  List<String> totals;

  @Option(names = "--only-error-patterns", description = "Use only the --error-pattern expressions, not the defaults.")
  boolean onlyPatterns;

  /** The shaper these options describe; {@code fullOutput} is where the full output can be had, or null. */
  Shaper shaper(String fullOutput) {
    return builder(fullOutput).build();
  }

  /** A builder with these options set, for callers that add notes. */
  Shaper.Builder builder(String fullOutput) {
    Shaper.Builder builder = Shaper.builder().budget(budget.textBudget()).strategy(Strategy.parse(strategy)).headRatio(headRatio);
    if (lines != null) {
      long[] r = parseRange(lines);
      builder.lines(r[0], r[1]);
    }
    if (onlyPatterns && extraPatterns.isEmpty()) {
      throw new ShapeException("--only-error-patterns", "--only-error-patterns needs at least one --error-pattern");
    }
    if (!extraPatterns.isEmpty()) {
      ErrorPatterns p = onlyPatterns ? ErrorPatterns.of(extraPatterns) : ErrorPatterns.defaults();
      if (!onlyPatterns) {
        for (String re : extraPatterns) {
          p = p.plus(re, null);
        }
      }
      builder.errorPatterns(p);
    }
    if (fullOutput != null) {
      builder.fullOutput(fullOutput);
    }
    if (!fields.isEmpty()) {
      builder.fields(fields);
    }
    if (totals != null) {
      builder.totals(totals.equals(List.of("none")) ? List.of() : totals);
    }
    return builder;
  }

  boolean json() {
    return budget.json();
  }

  /**
   * The kept full output shaped again at a smaller limit, with the strategy and evidence it was
   * shaped with, for a JSON answer that must shrink its text to keep to the budget; null when
   * nothing was kept (the answer then cuts its facts, then leaves its text out).
   */
  LongFunction<Shaped> again(Outcome o, String url) {
    if (url == null || o.handle().isEmpty()) {
      return null;
    }
    Shaped first = o.shaped();
    return limit -> {
      try (ResultStore rs = ResultStore.open(url); InputStream in = rs.openRaw(Handle.parse(o.handle().get()))) {
        return builder(o.reference()).budget(new Budget(limit, first.budget().unit(), first.budget().tokenizer()))
            .strategy(first.strategy()).build().shape(in, first.evidence());
      } catch (IOException e) {
        throw new UncheckedIOException("reading the kept output " + o.handle().get() + " again", e);
      }
    };
  }

  static long[] parseRange(String text) {
    String[] parts = text.split(":", -1);
    try {
      if (parts.length == 2) {
        long a = parts[0].isEmpty() ? 1 : Long.parseLong(parts[0].trim());
        long b = parts[1].isEmpty() ? Long.MAX_VALUE : Long.parseLong(parts[1].trim());
        return new long[] {a, b};
      }
      if (parts.length == 1) {
        long a = Long.parseLong(parts[0].trim());
        return new long[] {a, a};
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new ShapeException("--lines", "--lines takes A:B (like 120:180, 120: or :40), not '" + text + "'");
  }
}

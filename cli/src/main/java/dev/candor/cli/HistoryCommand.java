package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.mcp.HistoryView;
import dev.candor.store.History;
import dev.candor.store.HistoryQuery;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code candor history}: the ledger of calls Candor shaped, newest first, shaped to the budget. */
@Command(
    name = "history",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Lists the calls Candor shaped (candor run and shape, mcp serve's tools, the proxy's tool calls), newest first, "
          + "one line a call: when it started, its exit code or signal, the full output's size, whether the answer "
          + "was cut, the handle that brings the output back (and whether it has expired since), and the command. "
          + "Says how many calls matched; the answer is shaped to the budget like every other.",
      "",
      "A call is kept in the ledger for the store's time to live plus 30 days, so it outlives its result.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor history",
      "  candor history --failed --since 2h",
      "  candor history --run \"$CANDOR_RUN\" --grep '^mvn ' --limit 10",
      "  candor history --format json",
      "",
      "Exit status: 0; 1 when the store cannot be read; 2 for a usage error."
    })
final class HistoryCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin BudgetLimit limit;

  @Mixin StoreOption store = new StoreOption();

  @Mixin RunFilter run = new RunFilter();

  @Option(names = "--failed", description = "Only calls that failed: a non-zero exit code, a signal or a timeout.")
  boolean failed;

  @Option(names = "--since", paramLabel = "TIME", description = "Only calls since TIME: 2026-12-01T09:00:00Z, 2026-12-01, or a span back from now (90s, 30m, 2h, 7d).")
  String since;

  @Option(names = "--grep", paramLabel = "REGEX", description = "Only calls whose command line or tool name matches an RE2 regular expression.")
  String grep;

  @Option(names = "--limit", paramLabel = "N", description = "At most N calls; all matches are counted (default: ${DEFAULT-VALUE}).", defaultValue = "50")
  int max;

  @Mixin FormatOption format = new FormatOption();

  @Override
  public Integer call() {
    HistoryQuery q = query();
    String url = store.url();
    try (ResultStore rs = ResultStore.open(url)) {
      History h = rs.history(q);
      String f = format.value.toLowerCase(java.util.Locale.ROOT);
      Budget budget = limit.budget();
      if (f.equals("json") && budget.measure("{}") > budget.limit()) {
        throw new ShapeException("--budget", "history --format json needs a budget of at least "
            + (budget.unit() == dev.candor.Unit.TOKENS ? "1 token" : "2") + " (the smallest JSON answer is {}), not "
            + budget.limit() + ": give --budget 2 or more");
      }
      Shaped shaped = HistoryView.shape(h, q, f, budget);
      PrintWriter out = spec.commandLine().getOut();
      out.println(f.equals("json") ? HistoryJson.within(shaped.text(), h.matched(), budget) : shaped.text());
      out.flush();
      return 0;
    } catch (StoreException e) {
      if (e.kind() == StoreException.Kind.BAD_PATTERN) {
        throw new ShapeException("--grep", e.getMessage());
      }
      spec.commandLine().getErr().println("candor history: " + e.getMessage());
      return 1;
    } catch (IllegalArgumentException e) {
      throw new ShapeException("--format", e.getMessage());
    }
  }

  private HistoryQuery query() {
    if (max < 1 || max > HistoryQuery.MAX_LIMIT) {
      throw new ShapeException("--limit", "--limit takes 1 to " + HistoryQuery.MAX_LIMIT + ", not " + max);
    }
    HistoryQuery q = HistoryQuery.latest().withLimit(max);
    if (run.name != null) {
      q = q.withRunId(run.name);
    }
    if (failed) {
      q = q.failed();
    }
    if (since != null) {
      try {
        q = q.withSince(HistoryView.since(since, Instant.now()));
      } catch (IllegalArgumentException e) {
        throw new ShapeException("--since", "--" + e.getMessage());
      }
    }
    if (grep != null) {
      q = q.withGrep(grep);
    }
    return q;
  }
}

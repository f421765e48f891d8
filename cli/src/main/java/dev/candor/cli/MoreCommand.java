package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.ShapeException;
import dev.candor.Items;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.store.Excerpt;
import dev.candor.store.Handle;
import dev.candor.store.Matches;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor more}: brings back more of a stored result, shaped to the budget again. */
@Command(
    name = "more",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shows more of a full output that an observation cut, from the result store, by its handle (cnd_...). Each "
          + "answer is shaped to the budget again and says what comes next.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor more cnd_... --lines 500000:500010",
      "  candor more cnd_... --grep 'ERROR|FAIL' --context 2",
      "  candor more cnd_... --page 3",
      "  candor more cnd_... --tail 50",
      "  candor more cnd_... --jq '[.[] | select(.region==\"Iberia\" and .quarter==\"Q2\") | .amount] | add'",
      "  candor more cnd_... --raw > full.log",
      "",
      "Exit status: 0; 1 for a handle that is unknown, expired, evicted, from another run, or corrupt (the message "
          + "says which); 2 for a usage error."
    })
final class MoreCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin BudgetOptions options;

  @Mixin StoreOption store = new StoreOption();

  @ArgGroup(exclusive = true)
  What what = new What();

  static final class What {
    @Option(names = "--lines", paramLabel = "A:B", description = "Lines A to B, counting from 1.")
    String lines;

    @Option(names = "--page", paramLabel = "N", description = "Page N (from 1) of pages as long as the budget.")
    Long page;

    @Option(names = "--tail", paramLabel = "N", description = "The last N lines.")
    Long tail;

    @Option(names = "--grep", paramLabel = "REGEX", description = "Lines matching an RE2 regular expression (linear time), with line numbers.")
    String grep;

    @Option(names = "--items", paramLabel = "A:B", description = "For a JSON result: items A to B (from 1) of its array (or of its first array member), as valid JSON.")
    String items;

    @Option(names = "--jq", paramLabel = "PROGRAM", description = "For a JSON, NDJSON or CSV result (CSV rows as objects keyed by the header): the answer of a jq program over the whole result, shaped like any JSON (a handle of its own when cut). Stopped past 5 s.")
    String jq;

    @Option(names = "--raw", description = "The stored bytes, exactly, for a person or a pipe (not shaped).")
    boolean raw;

    @Option(names = "--facts", description = "What is known of the result: size, lines, hash, tool, exit code, times.")
    boolean facts;
  }

  @Option(names = "--fields", paramLabel = "F,G", split = ",", description = "With --items: keep only these fields of each item (dotted paths: a,b.c).")
  java.util.List<String> fields = new java.util.ArrayList<>();

  @Option(names = "--slurp", description = "With --jq: run once over all the NDJSON lines as one array.")
  boolean slurp;

  @Option(names = "--context", paramLabel = "N", description = "With --grep: lines of context around each match (default: ${DEFAULT-VALUE}).", defaultValue = "0")
  int context;

  @Option(names = "--max", paramLabel = "M", description = "With --grep: at most M matches (default: ${DEFAULT-VALUE}).", defaultValue = "200")
  int max;

  @Parameters(index = "0", paramLabel = "HANDLE", description = "The handle from an observation: cnd_ and 32 letters and digits.")
  String handle;

  @Override
  public Integer call() throws IOException {
    Handle h;
    try {
      h = Handle.parse(handle);
    } catch (StoreException e) {
      spec.commandLine().getErr().println("candor more: " + e.getMessage());
      return 1;
    }
    String url = store.url();
    try (ResultStore rs = ResultStore.openExisting(url)) {
      if (what.raw) {
        try (OutputStream os = new BufferedOutputStream(System.out, 1 << 16)) {
          rs.raw(h, os);
        }
        return 0;
      }
      PrintWriter out = spec.commandLine().getOut();
      if (what.facts) {
        // Facts are short, but the budget holds for every answer: --budget 1 gets a marked cut, not 85 chars.
        String facts = rs.facts(h).describe();
        return print(out, budget -> Shaper.builder().budget(budget).strategy(Strategy.HEAD)
            .fullOutput("candor more " + h.value() + " --facts with a larger --budget").build()
            .shape(facts, Evidence.none()));
      }
      if (slurp && what.jq == null) {
        throw new ShapeException("--slurp", "--slurp goes with --jq PROGRAM (it makes the NDJSON lines one array)");
      }
      if (what.jq != null) {
        // jq's answer is not run again for a smaller budget (it may take seconds, and is kept when cut)
        Shaped shaped = dev.candor.mcp.JqAnswer.answer(rs, h, what.jq, slurp, options.textBudget(), "candor more");
        out.println(options.answer(shaped, null));
        out.flush();
        return 0;
      }
      if (!fields.isEmpty() && what.items == null) {
        throw new ShapeException("--fields", "--fields goes with --items A:B (which items to project)");
      }
      if (what.items != null) {
        long[] r = ShapeOptions.parseRange(what.items);
        Items.Selection sel;
        try (java.io.InputStream in = rs.openRaw(h)) {
          sel = Items.select(in, r[0], r[1], fields);
        }
        String more = sel.shown() == 0 ? "no items in " + what.items + " of " + sel.total()
            : "items " + r[0] + "-" + (r[0] + sel.shown() - 1) + " of " + sel.total() + " in " + sel.where();
        return print(out, budget -> {
          Shaper.Builder builder = Shaper.builder().budget(budget).strategy(sel.format())
              .fullOutput("candor more " + h.value() + " --items A:B");
          if (!sel.fieldsAbsent().isEmpty()) {
            builder.note("no selected item has " + String.join(", ", sel.fieldsAbsent()));
          }
          return builder.build().shape(sel.text(), Evidence.none().withCommand("candor more " + h.value() + ": " + more));
        });
      }
      String body;
      String next;
      if (what.grep != null) {
        Matches m = rs.grep(h, what.grep, context, max);
        body = m.text();
        next = m.describe();
      } else {
        Excerpt e = excerpt(rs, h);
        body = e.text();
        next = e.describe();
      }
      // The last lines are read from their end: one line longer than the budget shows its end, as tail does.
      String shown = body;
      String says = next;
      return print(out, budget -> Shaper.builder().budget(budget)
          .strategy(what.tail != null ? Strategy.TAIL : Strategy.HEAD)
          .fullOutput("candor more " + h.value() + " with --lines, --page, --grep or --tail")
          .build().shape(shown, Evidence.none().withCommand("candor more " + h.value() + ": " + says)));
    } catch (StoreException e) {
      spec.commandLine().getErr().println("candor more: " + StoreFailures.explain(e));
      return 1;
    }
  }

  /**
   * Prints what {@code shaping} makes at the budget: its text, or its JSON answer, which keeps to
   * the budget as a whole and may shape the same body again at a smaller limit.
   */
  private int print(PrintWriter out, java.util.function.Function<Budget, Shaped> shaping) {
    Budget budget = options.textBudget();
    out.println(options.answer(shaping.apply(budget),
        limit -> shaping.apply(new Budget(limit, budget.unit(), budget.tokenizer()))));
    out.flush();
    return 0;
  }

  /** The stored bytes as a stream, spooled through a temporary file so memory stays bounded. */
  private Excerpt excerpt(ResultStore rs, Handle h) {
    if (what.lines != null) {
      long[] r = ShapeOptions.parseRange(what.lines);
      return rs.lines(h, r[0], r[1]);
    }
    if (what.tail != null) {
      if (what.tail < 1) {
        throw new ShapeException("--tail", "--tail takes a number of lines, at least 1");
      }
      return rs.tail(h, what.tail);
    }
    long n = what.page == null ? 1 : what.page;
    if (n < 1) {
      throw new ShapeException("--page", "--page counts from 1");
    }
    int pageBytes = (int) Math.max(1024, Math.min(Integer.MAX_VALUE, options.limit.budget * (options.limit.unit.equalsIgnoreCase("tokens") ? 4L : 1L) * 8 / 10));
    return rs.page(h, n, pageBytes);
  }
}

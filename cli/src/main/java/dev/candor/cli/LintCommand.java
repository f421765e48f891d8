package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.trace.Lint;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code candor lint}: checks traces against the span contract. */
@Command(
    name = "lint",
    mixinStandardHelpOptions = true,
    description = {
      "Checks JSONL traces against the span contract: flags that disagree with byte counts, a full hash on a clipped "
          + "stream, ok_preview while truncated or beside a failed, timed-out or signalled call, missing or mistyped "
          + "fields (the exit code as exit_code, returncode or exitCode), silent cuts, a non-zero exit the observation "
          + "does not state, error lines in the dropped region, possible pipe stalls, binary output with a text "
          + "preview, unparseable lines. It finds everything the contract's own lint_truncation.py finds.",
      ""
    },
    footer = {
      "",
      "Output: one 'L<n>: <problem>' line per finding, each followed by '  first action: <advice>' from the "
          + "contract's decision table, then issues=N. --format json gives each finding's kind, problem and advice.",
      "Exit status: 0 when clean, 1 when anything is found, 2 when a trace cannot be read."
    })
final class LintCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text or json (default: ${DEFAULT-VALUE}).", defaultValue = "text")
  String format;

  @Option(names = "--run", paramLabel = "NAME", description = "Only the spans of run NAME, as the ledger in the result store records it (see candor history).")
  String run;

  @Option(names = "--store", paramLabel = "URL", description = "With --run: the result store whose ledger names the run's calls (default: $CANDOR_STORE, else .candor/store.db here, or under $CANDOR_HOME).")
  String store;

  @Parameters(arity = "1..*", paramLabel = "TRACE", description = "JSONL trace files.")
  List<Path> traces;

  @Override
  public Integer call() {
    boolean json;
    if (format.equalsIgnoreCase("json")) {
      json = true;
    } else if (format.equalsIgnoreCase("text")) {
      json = false;
    } else {
      throw new ShapeException("--format", "unknown format '" + format + "': use text or json");
    }
    if (run != null) {
      try {
        traces = RunTraces.of(traces, run, store != null ? store : new KeepOptions().url());
      } catch (java.io.IOException e) {
        throw new ShapeException("--run", "cannot select the spans of run " + run + ": " + e.getMessage());
      }
    }
    Lint.Result r = Lint.run(traces);
    for (String e : r.errors()) {
      spec.commandLine().getErr().println("candor lint: " + e);
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(json ? r.json() : r.text());
    if (!(json ? r.json() : r.text()).endsWith("\n")) {
      out.println();
    }
    out.flush();
    return r.exitStatus();
  }
}

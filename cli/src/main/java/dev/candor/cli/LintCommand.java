package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.trace.Lint;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code candor lint}: checks traces against the span contract. */
@Command(
    name = "lint",
    resourceBundle = "dev.candor.cli.OptionHelp",
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

  @Mixin FormatOption format = new FormatOption();

  @Mixin RunFilter run = new RunFilter();

  @Mixin StoreOption store = new StoreOption();

  @Parameters(arity = "1..*", paramLabel = "TRACE", description = "JSONL trace files.")
  List<Path> traces;

  @Override
  public Integer call() {
    boolean json = format.json();
    if (run.name != null) {
      try {
        traces = RunTraces.of(traces, run.name, store.url());
      } catch (java.io.IOException e) {
        throw new ShapeException("--run", "cannot select the spans of run " + run.name + ": " + e.getMessage());
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

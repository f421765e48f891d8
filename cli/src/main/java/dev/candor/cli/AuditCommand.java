package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.trace.Audit;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor audit}: the truncation audit of one or more traces. */
@Command(
    name = "audit",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the truncation audit of traces: the share of calls truncated, the share of truncated calls that dropped "
          + "an error line, the share of terminal calls that kept the exit code as a field, and the mean retention, "
          + "by tool and by strategy, with the thresholds flagged (over 30%% truncated, retention under 20%%).",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor audit .candor/trace.jsonl",
      "  candor audit --html report.html run1.jsonl run2.jsonl",
      "",
      "Exit status: 0 (an audit reports; 'candor lint' is the gate), 2 when a trace cannot be read."
    })
final class AuditCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin FormatOption format = new FormatOption();

  @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report with charts to FILE.")
  Path html;

  @Mixin RunFilter run = new RunFilter();

  @Mixin StoreOption store = new StoreOption();

  @Parameters(arity = "1..*", paramLabel = "TRACE", description = "JSONL trace files.")
  List<Path> traces;

  @Override
  public Integer call() throws IOException {
    boolean json = format.json();
    if (run.name != null) {
      try {
        traces = RunTraces.of(traces, run.name, store.url());
      } catch (java.io.IOException e) {
        throw new ShapeException("--run", "cannot select the spans of run " + run.name + ": " + e.getMessage());
      }
    }
    Audit.Report r = Audit.run(traces);
    PrintWriter out = spec.commandLine().getOut();
    String body = json ? r.json() : r.text();
    out.print(body);
    if (!body.endsWith("\n")) {
      out.println();
    }
    out.flush();
    if (html != null) {
      if (html.getParent() != null) {
        Files.createDirectories(html.getParent());
      }
      Files.writeString(html, r.html(), StandardCharsets.UTF_8);
      spec.commandLine().getErr().println("candor audit: wrote " + html);
    }
    return r.exitStatus();
  }
}

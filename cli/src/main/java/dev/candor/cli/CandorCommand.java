package dev.candor.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level command: it only lists the subcommands. */
@Command(
    name = "candor",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = {
      "Shapes tool output for LLM agents: keeps the exit code, every error line and the true counts, "
          + "says exactly what it cut, and never exceeds the budget.",
      "",
      "Try:  candor shape --command 'mvn -B package' --exit-code 1 build.log"
    },
    subcommands = {ShapeCommand.class, RunCommand.class, MoreCommand.class, LintCommand.class, AuditCommand.class, ProbeCommand.class, MarkersCommand.class, BenchCommand.class, StoreCommand.class},
    footer = {"", "Run 'candor help COMMAND' for a command's options and examples."})
final class CandorCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}

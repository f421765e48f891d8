package dev.candor.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level command: it only lists the subcommands, which {@link Main} adds. */
@Command(
    name = "candor",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = {
      "Shapes tool output for LLM agents: keeps the exit code, every error line and the true counts, "
          + "says exactly what it cut, and never exceeds the budget.",
      "",
      "Try:  candor run -- mvn -B package"
    },
    footer = {"", "Run 'candor help COMMAND' for a command's options and examples."})
final class CandorCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}

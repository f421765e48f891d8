package dev.candor.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code candor mcp}: the Model Context Protocol commands; it only lists them. */
@Command(
    name = "mcp",
    mixinStandardHelpOptions = true,
    description = {"Candor over the Model Context Protocol, for agents that reach their tools through MCP."},
    subcommands = {McpServeCommand.class, McpProxyCommand.class},
    footer = {"", "Run 'candor mcp COMMAND --help' for a command's options and examples."})
final class McpCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}

package dev.candor.cli;

import dev.candor.cli.hook.HookMain;
import dev.candor.cli.init.Init;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor init AGENT}: puts Candor in the path of an agent's shell commands and MCP tools. */
@Command(
    name = "init",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Edits an agent's own configuration so every shell command goes through candor run (a pre-tool hook, "
          + "'candor hook AGENT') and every stdio MCP server through candor mcp proxy, and raises the agent's own "
          + "output cap to at least Candor's budget where it has one. Every other key, comment and blank line "
          + "stays as it was. The first edit of a file copies it to NAME.candor-backup beside it; running init "
          + "again changes nothing; --undo puts each file back byte for byte.",
      ""
    },
    footer = {
      "",
      "Agents and files (project scope; --user puts them under your home directory):",
      "  claude  .claude/settings.json (hooks.PreToolUse), .mcp.json (mcpServers; user: ~/.claude.json)",
      "  codex   .codex/hooks.json (hooks.PreToolUse), .codex/config.toml ([mcp_servers.NAME], tool_output_token_limit)",
      "  gemini  .gemini/settings.json (hooks.BeforeTool, mcpServers, tools.truncateToolOutputThreshold)",
      "  cursor  .cursor/hooks.json (hooks.preToolUse), .cursor/mcp.json (mcpServers)",
      "  vscode  .github/hooks/candor.json (hooks.PreToolUse), .vscode/mcp.json (servers)",
      "",
      "Examples:",
      "  candor init claude --dry-run",
      "  candor init codex --user",
      "  candor init gemini --undo",
      "",
      "Exit status: 0 when done (or nothing to do); 1 when a file could not be written; 2 for a usage error."
    })
final class InitCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "AGENT", description = "claude, codex, gemini, cursor or vscode.")
  String agent;

  @ArgGroup(exclusive = true)
  Scope scope = new Scope();

  static final class Scope {
    @Option(names = "--project", description = "This project's configuration (the default).")
    boolean project;

    @Option(names = "--user", description = "Your user configuration, for every project.")
    boolean user;
  }

  @Option(names = "--dry-run", description = "Print the diff of what would change; write nothing.")
  boolean dryRun;

  @Option(names = "--undo", description = "Restore every file init changed from its backup (remove the ones it created).")
  boolean undo;

  @Option(names = "--http", description = "claude only: the hook calls Candor's loopback hook server "
      + "(candor hook serve, started by a SessionStart hook) instead of starting a JVM per command.")
  boolean http;

  @Option(names = "--dir", paramLabel = "DIR", description = "The project's root (default: the working directory).")
  Path dir;

  @Option(names = "--home", paramLabel = "DIR", hidden = true, description = "The home directory (for tests).")
  Path home;

  @Override
  public Integer call() throws Exception {
    Path h = home != null ? home : Path.of(System.getProperty("user.home"));
    Path p = (dir != null ? dir : Path.of("")).toAbsolutePath();
    return new Init(spec.commandLine().getOut(), HookMain.launcherPath(System.getenv()))
        .run(agent, scope.user, p, h, dryRun, undo, http);
  }
}

package dev.candor.cli.init;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** {@code candor init}'s work: the changes for one agent and scope, applied, previewed or undone. */
public final class Init {
  private static final Set<String> AGENTS = Set.of("claude", "codex", "gemini", "cursor", "vscode");
  private final PrintWriter out;
  private final String launcher;

  /** {@code launcher} is the path the agent will start candor by (as the hook and MCP commands name it). */
  public Init(PrintWriter out, String launcher) {
    this.out = out;
    this.launcher = launcher;
  }

  /** Runs init (or {@code --undo}) for {@code agent}; returns the exit status. */
  public int run(String agent, boolean user, Path project, Path home, boolean dryRun, boolean undo) throws IOException {
    return run(agent, user, project, home, dryRun, undo, false);
  }

  /** As above; {@code http} installs Claude Code's hook as a call to the hook server (claude only). */
  public int run(String agent, boolean user, Path project, Path home, boolean dryRun, boolean undo, boolean http)
      throws IOException {
    String a = agent.toLowerCase(Locale.ROOT);
    if (a.equals("code") || a.equals("copilot")) {
      a = "vscode";
    }
    if (!AGENTS.contains(a)) {
      out.println("candor init: unknown agent '" + agent + "'; use one of claude, codex, gemini, cursor, vscode");
      out.flush();
      return 2;
    }
    if (http && !a.equals("claude")) {
      out.println("candor init: --http is for claude only (Claude Code's \"type\": \"http\" hooks); " + a
          + " runs its hooks as commands");
      out.flush();
      return 2;
    }
    String codexHome = System.getenv("CODEX_HOME");
    Path codex = codexHome != null && !codexHome.isBlank() ? Path.of(codexHome) : home.resolve(".codex");
    List<Change> changes = Setups.changes(a, user, project, home, codex, launcher, http);
    Installer installer = new Installer(out);
    if (undo) {
      int n = installer.undo(changes, dryRun);
      out.println("candor init " + a + " --undo: " + n + " file(s) " + (dryRun ? "would be " : "") + "restored");
    } else {
      int n = installer.init(changes, dryRun);
      out.println("candor init " + a + ": " + n + " file(s) " + (dryRun ? "would change" : "changed")
          + (n > 0 && !dryRun ? "; 'candor init " + a + " --undo' puts them back" : ""));
      if (http && !dryRun) {
        Path token = dev.candor.cli.hook.HookToken.file(home);
        dev.candor.cli.hook.HookToken.read(home); // made now (0600), so the line below can be run at once
        out.println("Claude Code sends the hook server's token from $" + dev.candor.cli.hook.HookToken.ENV
            + "; add to your shell's profile, then start claude again:");
        out.println("  export " + dev.candor.cli.hook.HookToken.ENV + "=\"$(cat " + token + ")\"");
      }
    }
    out.flush();
    return 0;
  }
}

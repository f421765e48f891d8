package dev.candor.cli;

import dev.candor.cli.hook.HookMain;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code candor hook AGENT}: only its help lives here; {@link Main} runs the hook itself without
 * picocli, since it is on the path of every shell command an agent runs.
 */
@Command(
    name = "hook",
    mixinStandardHelpOptions = true,
    description = {
      "The pre-tool hook an agent calls before each shell command (candor init AGENT installs it). It reads the "
          + "agent's hook JSON on stdin and answers on stdout: the command rewritten to candor run --shell -- "
          + "'<command>', every other field of the tool input kept; or {} to run the command as it is.",
      "",
      "It leaves alone commands already wrapped, interactive ones (editors, pagers, REPLs, sudo, git add -p), "
          + "ones that change the agent's shell (cd, export, source), bash-only syntax, background runs, and any "
          + "command a deny or ask rule of yours matches. It says \"allow\" only where your own rules allow the "
          + "command; Codex, which takes a rewrite only with \"allow\", is rewritten only then. Any failure or a "
          + "wait past $CANDOR_HOOK_TIMEOUT_MS (default 2000) answers {} and exits 0.",
      ""
    },
    footer = {
      "",
      "Agents: claude (PreToolUse), codex (PreToolUse), gemini (BeforeTool), cursor (preToolUse), vscode (PreToolUse).",
      "",
      "candor hook serve answers the same calls over HTTP (POST /hook/AGENT) on 127.0.0.1:$CANDOR_HOOK_PORT (default "
          + "47311), only with 'Authorization: Bearer TOKEN' (the token in ~/.candor/hook-token, mode 0600), and stops "
          + "after an idle hour; candor hook ensure starts it unless it answers (Claude Code's SessionStart hook, "
          + "installed by candor init claude --http).",
      "Example:",
      "  echo '{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"mvn -B test\"}}' | candor hook claude"
    })
final class HookCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "AGENT", description = "claude, codex, gemini, cursor or vscode; or serve, ensure.")
  String agent;

  @Override
  public Integer call() {
    return run(new String[] {"hook", agent});
  }

  /** Runs the hook on the process's own stdin and stdout, as UTF-8. */
  static int run(String[] args) {
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    // System.in, not a FileInputStream of fd 0: on JDK 17 that one's readAllBytes seeks, and fails on a pipe
    return HookMain.run(args, System.in, out);
  }
}

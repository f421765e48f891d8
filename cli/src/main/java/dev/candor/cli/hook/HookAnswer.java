package dev.candor.cli.hook;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides one hook call: which agent's shell call it is, whether its command may be wrapped, and
 * whether the answer may say "allow". The rule is never to widen what the user allowed:
 *
 * <ul>
 *   <li>a command a deny or ask rule of the user's matches is left alone, since after a rewrite the
 *       agent would match its rules against {@code candor run ...} and miss them;
 *   <li>"allow" is said only for a command the user's own rules allow, where the agent would have
 *       run it unasked anyway;
 *   <li>an agent that takes a rewrite only together with "allow" (Codex) gets no rewrite otherwise;
 *   <li>in Claude Code, a command no rule speaks for is rewritten without a decision (the user is
 *       asked about the wrapped command, as about the original), except read-only commands Claude
 *       Code runs unasked, which are left alone so that wrapping adds no prompt.
 * </ul>
 */
final class HookAnswer {
  private static final Set<String> CLAUDE_READ_ONLY = Set.of("ls", "cat", "head", "tail", "pwd", "echo", "wc",
      "which", "whoami", "date", "file", "stat", "du", "df", "tree", "grep", "rg", "find", "sort", "uniq", "diff",
      "true", "false", "printf", "basename", "dirname", "realpath", "readlink", "env", "id", "uname", "hostname");
  private static final Set<String> GIT_READ_ONLY = Set.of("status", "log", "diff", "show", "branch", "remote", "rev-parse");

  private final Agent agent;
  private final String launcher;
  private final Path home;
  private final Map<String, String> env;

  HookAnswer(Agent agent, String launcher, Path home, Map<String, String> env) {
    this.agent = agent;
    this.launcher = launcher;
    this.home = home;
    this.env = env;
  }

  /** The answer to {@code input}, or empty for the no-op answer (run the command as it is). */
  Optional<Map<String, Object>> answer(Object input) {
    Agent caller = agent.calledBy(input);
    return caller == agent ? decide(input) : new HookAnswer(caller, launcher, home, env).decide(input);
  }

  private Optional<Map<String, Object>> decide(Object input) {
    if (!agent.isShellTool(JsonValue.text(JsonValue.get(input, "tool_name")))) {
      return Optional.empty();
    }
    Map<String, Object> original = JsonValue.object(JsonValue.get(input, "tool_input"));
    String command = original == null ? null : JsonValue.text(original.get("command"));
    if (command == null || agent.background(original)
        || "plan".equals(JsonValue.get(input, "permission_mode"))) {
      return Optional.empty();
    }
    Optional<String> wrapped = Wrapping.wrap(command, launcher);
    if (wrapped.isEmpty()) {
      return Optional.empty();
    }
    Verdict verdict = AgentRules.load(agent, home, project(input)).verdict(command);
    if (verdict == Verdict.HOLD || (verdict != Verdict.ALLOW && agent.rewriteNeedsAllow())) {
      return Optional.empty();
    }
    if (verdict == Verdict.NONE && agent == Agent.CLAUDE && readOnly(command)) {
      return Optional.empty();
    }
    Map<String, Object> updated = new LinkedHashMap<>(original);
    updated.put("command", wrapped.get());
    boolean allow = verdict == Verdict.ALLOW && agent != Agent.GEMINI && agent != Agent.VSCODE;
    return Optional.of(agent.answer(updated, allow, "allowed by your rules; output shaped by candor run"));
  }

  private Path project(Object input) {
    String dir = null;
    if (agent == Agent.CLAUDE) {
      dir = env.get("CLAUDE_PROJECT_DIR");
    } else if (agent == Agent.GEMINI) {
      dir = env.get("GEMINI_PROJECT_DIR");
    } else if (agent == Agent.CURSOR) {
      List<?> roots = JsonValue.list(JsonValue.get(input, "workspace_roots"));
      dir = roots.isEmpty() ? null : JsonValue.text(roots.get(0));
    }
    if (dir == null || dir.isEmpty()) {
      dir = JsonValue.text(JsonValue.get(input, "cwd"));
    }
    return Path.of(dir == null ? "." : dir);
  }

  private static boolean readOnly(String command) {
    for (List<String> words : Segments.of(command)) {
      List<String> p = Segments.program(words);
      if (p.isEmpty()) {
        continue;
      }
      boolean git = p.get(0).equals("git") && p.size() > 1 && GIT_READ_ONLY.contains(p.get(1));
      if (!git && !CLAUDE_READ_ONLY.contains(p.get(0))) {
        return false;
      }
    }
    return true;
  }
}

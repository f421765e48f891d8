package dev.candor.cli.hook;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The agents whose pre-tool hook {@code candor hook} answers, each with the names its shell tool
 * goes by, the field of the tool input that flags a background run, and the answer format that
 * replaces the tool input. Formats, from each agent's documentation and source:
 *
 * <ul>
 *   <li>Claude Code {@code PreToolUse}: {@code hookSpecificOutput.updatedInput} replaces the whole
 *       input; {@code permissionDecision} is optional, and the rewritten command then goes through
 *       the user's permission rules as any other.
 *   <li>Codex {@code PreToolUse}: the same shape, but {@code updatedInput} is rejected unless it
 *       comes with {@code permissionDecision: "allow"} (openai/codex#20527).
 *   <li>Gemini CLI {@code BeforeTool}: {@code hookSpecificOutput.tool_input} merges with and
 *       overrides the model's arguments; the policy engine then checks the rewritten call.
 *   <li>Cursor {@code preToolUse}: {@code updated_input}, with an optional {@code permission}.
 *   <li>VS Code (Local harness) {@code PreToolUse}: {@code hookSpecificOutput.updatedInput}, checked
 *       against the tool's input schema; no decision needed.
 * </ul>
 */
enum Agent {
  CLAUDE(Set.of("Bash"), "run_in_background"),
  CODEX(Set.of("Bash", "shell", "shell_command", "exec_command", "local_shell", "container.exec"), null),
  GEMINI(Set.of("run_shell_command"), "is_background"),
  CURSOR(Set.of("Shell", "run_terminal_cmd"), "is_background"),
  VSCODE(Set.of("run_in_terminal", "runInTerminal", "runTerminalCommand", "Bash"), "isBackground");

  private final Set<String> shellTools;
  private final String backgroundField;

  Agent(Set<String> shellTools, String backgroundField) {
    this.shellTools = shellTools;
    this.backgroundField = backgroundField;
  }

  /** The agent named {@code name} (case-insensitive; {@code code} is VS Code too). */
  static Optional<Agent> named(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    if (n.equals("code") || n.equals("copilot")) {
      return Optional.of(VSCODE);
    }
    for (Agent a : values()) {
      if (a.id().equals(n)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /** The name on the command line: {@code claude}, {@code codex}, ... */
  String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The agent that actually sent {@code input}. VS Code runs the hooks of Claude Code's settings
   * files as well ({@code .claude/settings.json}, with matchers ignored), and names the event
   * {@code hookEventName} where Claude Code writes {@code hook_event_name}: a call to Claude's hook
   * in that shape is VS Code's, and is answered by VS Code's rules.
   */
  Agent calledBy(Object input) {
    boolean vscodeShaped = JsonValue.get(input, "hook_event_name") == null && JsonValue.get(input, "hookEventName") != null;
    return this == CLAUDE && vscodeShaped ? VSCODE : this;
  }

  boolean isShellTool(String toolName) {
    return toolName != null && shellTools.contains(toolName);
  }

  /** True when the input asks for a background run, whose output the agent reads while it runs. */
  boolean background(Map<String, Object> toolInput) {
    return backgroundField != null && JsonValue.isTrue(toolInput.get(backgroundField));
  }

  /** True when this agent ignores a rewrite that does not also allow the call. */
  boolean rewriteNeedsAllow() {
    return this == CODEX;
  }

  /** The answer that replaces the tool input with {@code updated}, allowing the call when {@code allow}. */
  Map<String, Object> answer(Map<String, Object> updated, boolean allow, String reason) {
    Map<String, Object> out = new LinkedHashMap<>();
    Map<String, Object> specific = new LinkedHashMap<>();
    switch (this) {
      case GEMINI:
        specific.put("hookEventName", "BeforeTool");
        specific.put("tool_input", updated);
        out.put("hookSpecificOutput", specific);
        return out;
      case CURSOR:
        if (allow) {
          out.put("permission", "allow");
        }
        out.put("updated_input", updated);
        return out;
      default:
        specific.put("hookEventName", "PreToolUse");
        if (allow) {
          specific.put("permissionDecision", "allow");
          specific.put("permissionDecisionReason", reason);
        }
        specific.put("updatedInput", updated);
        out.put("hookSpecificOutput", specific);
        return out;
    }
  }
}

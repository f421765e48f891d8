package dev.candor.cli.hook;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
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
  VSCODE(Set.of("run_in_terminal", "runInTerminal", "Bash"), "isBackground");

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

  boolean isShellTool(String toolName) {
    return toolName != null && shellTools.contains(toolName);
  }

  /** True when the input asks for a background run, whose output the agent reads while it runs. */
  boolean background(ObjectNode toolInput) {
    return backgroundField != null && toolInput.path(backgroundField).asBoolean(false);
  }

  /** True when this agent ignores a rewrite that does not also allow the call. */
  boolean rewriteNeedsAllow() {
    return this == CODEX;
  }

  /** The answer that replaces the tool input with {@code updated}, allowing the call when {@code allow}. */
  ObjectNode answer(ObjectNode updated, boolean allow, String reason) {
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    switch (this) {
      case GEMINI: {
        ObjectNode specific = out.putObject("hookSpecificOutput");
        specific.put("hookEventName", "BeforeTool");
        specific.set("tool_input", updated);
        return out;
      }
      case CURSOR:
        if (allow) {
          out.put("permission", "allow");
        }
        out.set("updated_input", updated);
        return out;
      default: {
        ObjectNode specific = out.putObject("hookSpecificOutput");
        specific.put("hookEventName", "PreToolUse");
        if (allow) {
          specific.put("permissionDecision", "allow");
          specific.put("permissionDecisionReason", reason);
        }
        specific.set("updatedInput", updated);
        return out;
      }
    }
  }
}

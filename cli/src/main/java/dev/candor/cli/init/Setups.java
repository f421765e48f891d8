package dev.candor.cli.init;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code candor init AGENT} changes, file by file, for each agent and scope:
 *
 * <table>
 *   <tr><th>agent</th><th>hook (shell path)</th><th>MCP servers</th><th>output cap</th></tr>
 *   <tr><td>claude</td><td>.claude/settings.json {@code hooks.PreToolUse}</td>
 *       <td>.mcp.json (user: ~/.claude.json) {@code mcpServers}</td><td>none needed (25,000 tokens)</td></tr>
 *   <tr><td>codex</td><td>.codex/hooks.json {@code hooks.PreToolUse}</td>
 *       <td>.codex/config.toml {@code [mcp_servers.NAME]}</td><td>{@code tool_output_token_limit}</td></tr>
 *   <tr><td>gemini</td><td>.gemini/settings.json {@code hooks.BeforeTool}</td>
 *       <td>the same file, {@code mcpServers}</td><td>{@code tools.truncateToolOutputThreshold}</td></tr>
 *   <tr><td>cursor</td><td>.cursor/hooks.json {@code hooks.preToolUse}</td>
 *       <td>.cursor/mcp.json {@code mcpServers}</td><td>none</td></tr>
 *   <tr><td>vscode</td><td>.github/hooks/candor.json {@code hooks.PreToolUse}</td>
 *       <td>.vscode/mcp.json (user: Code/User/mcp.json) {@code servers}</td><td>none</td></tr>
 * </table>
 * User scope puts the same files under the home directory (Codex: {@code $CODEX_HOME}).
 */
final class Setups {
  /** Codex's cap on a tool result, set at least this high: above the proxy's 10,000-token budget. */
  static final long CODEX_TOKEN_LIMIT = 12_000;
  /** Gemini CLI's truncation threshold (characters), kept at least this high: its own default. */
  static final long GEMINI_THRESHOLD = 40_000;
  /** The proxy's budget for Gemini, in characters, so its cap never cuts a shaped result again. */
  static final List<String> GEMINI_PROXY = List.of("--unit", "chars", "--budget", "30000");

  private Setups() {}

  static List<Change> changes(String agent, boolean user, Path project, Path home, Path codexHome, String launcher) {
    return changes(agent, user, project, home, codexHome, launcher, false);
  }

  /**
   * As above; with {@code http} (Claude Code only), the {@code PreToolUse} hook calls the hook
   * server ({@code "type": "http"} to {@code 127.0.0.1}, the token from {@code $CANDOR_HOOK_TOKEN})
   * and a {@code SessionStart} hook runs {@code candor hook ensure}, which starts that server.
   */
  static List<Change> changes(String agent, boolean user, Path project, Path home, Path codexHome, String launcher,
      boolean http) {
    Path base = user ? home : project;
    String hook = shellWord(launcher) + " hook " + agent;
    List<Change> out = new ArrayList<>();
    switch (agent) {
      case "claude":
        if (http) {
          String ensure = shellWord(launcher) + " hook ensure";
          out.add(new Change(base.resolve(".claude/settings.json"), t -> JsonEdits.ensureElement(
              JsonEdits.ensureElement(t, List.of("hooks", "PreToolUse"), group("Bash", httpHook("claude")),
                  JsonEdits.runsHook("claude")),
              List.of("hooks", "SessionStart"), anyMatcher(command(ensure, 15)), JsonEdits.runsHook("ensure")), true));
        } else {
          out.add(new Change(base.resolve(".claude/settings.json"), t -> JsonEdits.ensureElement(t,
              List.of("hooks", "PreToolUse"), group("Bash", command(hook, 10)), JsonEdits.runsHook("claude")), true));
        }
        out.add(new Change(user ? home.resolve(".claude.json") : project.resolve(".mcp.json"),
            t -> JsonEdits.routeServers(t, "mcpServers", launcher, List.of()), false));
        break;
      case "codex": {
        Path dir = user ? codexHome : project.resolve(".codex");
        ObjectNode entry = JsonText.MAPPER.createObjectNode().put("type", "command").put("command", hook);
        out.add(new Change(dir.resolve("hooks.json"), t -> JsonEdits.ensureElement(t, List.of("hooks", "PreToolUse"),
            group("Bash", entry), JsonEdits.runsHook("codex")), true));
        out.add(new Change(dir.resolve("config.toml"), t -> TomlText.atLeast(
            TomlEdits.routeServers(t, launcher, List.of()), "tool_output_token_limit", CODEX_TOKEN_LIMIT), false));
        break;
      }
      case "gemini": {
        ObjectNode entry = JsonText.MAPPER.createObjectNode().put("name", "candor").put("type", "command")
            .put("command", hook).put("timeout", 5000);
        out.add(new Change(base.resolve(".gemini/settings.json"), t -> JsonEdits.raiseNumber(
            JsonEdits.routeServers(JsonEdits.ensureElement(t, List.of("hooks", "BeforeTool"),
                group("run_shell_command", entry), JsonEdits.runsHook("gemini")), "mcpServers", launcher, GEMINI_PROXY),
            "tools/truncateToolOutputThreshold", GEMINI_THRESHOLD), true));
        break;
      }
      case "cursor": {
        ObjectNode entry = JsonText.MAPPER.createObjectNode().put("command", hook).put("matcher", "Shell");
        out.add(new Change(base.resolve(".cursor/hooks.json"), t -> JsonEdits.ensureElement(
            t.isBlank() ? "{\n  \"version\": 1\n}\n" : t, List.of("hooks", "preToolUse"), entry,
            JsonEdits.runsHook("cursor")), true));
        out.add(new Change(base.resolve(".cursor/mcp.json"),
            t -> JsonEdits.routeServers(t, "mcpServers", launcher, List.of()), false));
        break;
      }
      case "vscode":
        if (!user) {
          ObjectNode entry = command(hook, 10);
          out.add(new Change(project.resolve(".github/hooks/candor.json"), t -> JsonEdits.ensureElement(t,
              List.of("hooks", "PreToolUse"), entry, JsonEdits.runsHook("vscode")), true));
        }
        out.add(new Change(user ? home.resolve(".config/Code/User/mcp.json") : project.resolve(".vscode/mcp.json"),
            t -> JsonEdits.routeServers(t, "servers", launcher, List.of()), false));
        break;
      default:
        throw new IllegalArgumentException(agent);
    }
    return out;
  }

  private static ObjectNode command(String hook, int timeoutSeconds) {
    return JsonText.MAPPER.createObjectNode().put("type", "command").put("command", hook).put("timeout", timeoutSeconds);
  }

  /** Claude Code's {@code http} hook entry: the server on loopback, the token named, never written. */
  private static ObjectNode httpHook(String agent) {
    ObjectNode h = JsonText.MAPPER.createObjectNode().put("type", "http")
        .put("url", "http://127.0.0.1:" + dev.candor.cli.hook.HookServer.DEFAULT_PORT + "/hook/" + agent);
    h.putObject("headers").put("Authorization", "Bearer $" + dev.candor.cli.hook.HookToken.ENV);
    h.putArray("allowedEnvVars").add(dev.candor.cli.hook.HookToken.ENV);
    return h.put("timeout", 10);
  }

  private static JsonNode anyMatcher(ObjectNode hook) {
    ObjectNode g = JsonText.MAPPER.createObjectNode();
    g.putArray("hooks").add(hook);
    return g;
  }

  private static JsonNode group(String matcher, ObjectNode hook) {
    ObjectNode g = JsonText.MAPPER.createObjectNode().put("matcher", matcher);
    g.putArray("hooks").add(hook);
    return g;
  }

  /** {@code path} as one shell word, for the hook command an agent runs through its shell. */
  static String shellWord(String path) {
    return path.matches("[A-Za-z0-9_./+-]+") ? path : "'" + path.replace("'", "'\\''") + "'";
  }
}

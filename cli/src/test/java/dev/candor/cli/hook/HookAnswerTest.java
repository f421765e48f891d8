package dev.candor.cli.hook;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each agent's hook fed the JSON that agent sends (field for field as its documentation or source
 * gives it) answers with the rewritten command and every other field kept, or with the no-op answer
 * where a rewrite would widen or break something.
 */
class HookAnswerTest {
  static final String L = "/opt/candor/bin/candor";
  @TempDir Path home;
  @TempDir Path project;

  /** Claude Code's PreToolUse input for Bash (hooks reference: common fields, tool_input, tool_use_id). */
  String claude(String command) {
    return "{\"session_id\":\"abc123\",\"transcript_path\":\"/home/u/.claude/projects/p/abc123.jsonl\",\"cwd\":\""
        + project + "\",\"permission_mode\":\"default\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\","
        + "\"tool_input\":{\"command\":" + q(command) + ",\"description\":\"Run the tests\",\"timeout\":120000},"
        + "\"tool_use_id\":\"toolu_01ABC123\"}";
  }

  JsonNode answer(Agent agent, String input) throws IOException {
    String out = HookMain.respond(new HookAnswer(agent, L, home, Map.of()),
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), 5_000);
    return new com.fasterxml.jackson.databind.ObjectMapper().readTree(out);
  }

  void write(Path p, String text) throws IOException {
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
  }

  static String q(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
  }

  @Test
  void claude_allowedCommand_isRewrittenAndAllowedWithEveryOtherFieldKept() throws IOException {
    write(project.resolve(".claude/settings.json"), "{\"permissions\":{\"allow\":[\"Bash(mvn -B test:*)\"]}}");
    JsonNode a = answer(Agent.CLAUDE, claude("mvn -B test -pl core"));
    JsonNode s = a.get("hookSpecificOutput");
    assertThat(s.get("hookEventName").asText()).isEqualTo("PreToolUse");
    assertThat(s.get("permissionDecision").asText()).isEqualTo("allow");
    assertThat(s.get("updatedInput").get("command").asText()).isEqualTo(L + " run --shell -- 'mvn -B test -pl core'");
    assertThat(s.get("updatedInput").get("description").asText()).isEqualTo("Run the tests");
    assertThat(s.get("updatedInput").get("timeout").asInt()).isEqualTo(120000);
  }

  @Test
  void claude_commandNoRuleSpeaksFor_isRewrittenWithoutADecision() throws IOException {
    JsonNode s = answer(Agent.CLAUDE, claude("npm test")).get("hookSpecificOutput");
    assertThat(s.has("permissionDecision")).isFalse();
    assertThat(s.get("updatedInput").get("command").asText()).isEqualTo(L + " run --shell -- 'npm test'");
  }

  @Test
  void claude_denyOrAskRuleOnAnyPart_leavesTheCommandAlone() throws IOException {
    write(home.resolve(".claude/settings.json"), "{\"permissions\":{\"deny\":[\"Bash(rm:*)\"],\"ask\":[\"Bash(git push *)\"]}}");
    write(project.resolve(".claude/settings.json"), "{\"permissions\":{\"allow\":[\"Bash\"]}}");
    assertThat(answer(Agent.CLAUDE, claude("make && rm -rf build")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.CLAUDE, claude("git push origin main")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.CLAUDE, claude("make")).at("/hookSpecificOutput/permissionDecision").asText()).isEqualTo("allow");
  }

  @Test
  void claude_readOnlyCommandWithoutRule_isLeftAloneSoNoPromptIsAdded() throws IOException {
    assertThat(answer(Agent.CLAUDE, claude("ls -la | grep x")).toString()).isEqualTo("{}");
  }

  @Test
  void claude_planModeBackgroundAndOtherTools_areLeftAlone() throws IOException {
    assertThat(answer(Agent.CLAUDE, claude("npm test").replace("\"default\"", "\"plan\"")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.CLAUDE, claude("npm start").replace("\"timeout\":120000", "\"run_in_background\":true")).toString())
        .isEqualTo("{}");
    assertThat(answer(Agent.CLAUDE, claude("x").replace("\"Bash\"", "\"Read\"")).toString()).isEqualTo("{}");
  }

  /** Codex's PreToolUse command input (codex-rs/hooks PreToolUseCommandInput): shell tools pass {"command": ...}. */
  String codex(String command) {
    return "{\"session_id\":\"0199a213-81c0-7800-8aa1-bbab2a035a53\",\"turn_id\":\"turn-1\",\"transcript_path\":null,"
        + "\"cwd\":\"" + project + "\",\"hook_event_name\":\"PreToolUse\",\"model\":\"gpt-5-codex\","
        + "\"permission_mode\":\"default\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":" + q(command) + "},"
        + "\"tool_use_id\":\"call_1\"}";
  }

  @Test
  void codex_withoutAnAllowRule_isNotRewritten_sinceCodexTakesARewriteOnlyWithAllow() throws IOException {
    assertThat(answer(Agent.CODEX, codex("cargo test")).toString()).isEqualTo("{}");
  }

  @Test
  void codex_allowedByAPrefixRule_isRewrittenWithAllow() throws IOException {
    write(home.resolve(".codex/rules/default.rules"),
        "# mine\nprefix_rule(\n    pattern = [\"cargo\", [\"test\", \"build\"]],\n    decision = \"allow\",\n"
            + "    match = [[\"cargo\", \"test\"]],\n)\nprefix_rule(pattern = [\"cargo\", \"publish\"], decision = \"forbidden\")\n");
    JsonNode s = answer(Agent.CODEX, codex("cargo test --all")).get("hookSpecificOutput");
    assertThat(s.get("permissionDecision").asText()).isEqualTo("allow");
    assertThat(s.get("updatedInput").get("command").asText()).isEqualTo(L + " run --shell -- 'cargo test --all'");
    assertThat(answer(Agent.CODEX, codex("cargo build && cargo publish")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.CODEX, codex("make")).toString()).isEqualTo("{}");
  }

  @Test
  void codex_approvalNever_allowsEveryCommandNoRuleHolds() throws IOException {
    write(project.resolve(".codex/config.toml"), "model = \"o3\"\napproval_policy = \"never\"\n\n[mcp_servers.x]\ncommand = \"y\"\n");
    assertThat(answer(Agent.CODEX, codex("make")).at("/hookSpecificOutput/permissionDecision").asText()).isEqualTo("allow");
  }

  /** Gemini CLI's BeforeTool input (docs/hooks/reference.md: base fields, tool_name, tool_input). */
  String gemini(String command) {
    return "{\"session_id\":\"s-1\",\"transcript_path\":\"/home/u/.gemini/tmp/x/chats/session.json\",\"cwd\":\""
        + project + "\",\"hook_event_name\":\"BeforeTool\",\"timestamp\":\"2026-12-01T12:00:00.000Z\","
        + "\"tool_name\":\"run_shell_command\",\"tool_input\":{\"command\":" + q(command)
        + ",\"description\":\"Run the unit tests\",\"dir_path\":\"core\"}}";
  }

  @Test
  void gemini_isRewrittenThroughToolInput_withoutADecision() throws IOException {
    JsonNode s = answer(Agent.GEMINI, gemini("npm test")).get("hookSpecificOutput");
    assertThat(s.get("hookEventName").asText()).isEqualTo("BeforeTool");
    assertThat(s.get("tool_input").get("command").asText()).isEqualTo(L + " run --shell -- 'npm test'");
    assertThat(s.get("tool_input").get("dir_path").asText()).isEqualTo("core");
  }

  @Test
  void gemini_commandADenyPolicyOrExcludeMatches_isLeftAlone() throws IOException {
    write(home.resolve(".gemini/policies/mine.toml"),
        "[[rule]]\ntoolName = \"run_shell_command\"\ncommandPrefix = [\"git push\", \"rm\"]\ndecision = \"deny\"\npriority = 500\n"
            + "\n[[rule]]\ntoolName = \"run_shell_command\"\ncommandPrefix = \"npm test\"\ndecision = \"allow\"\n");
    write(project.resolve(".gemini/settings.json"), "// comments are fine\n{\"tools\":{\"exclude\":[\"run_shell_command(curl)\",],}}");
    assertThat(answer(Agent.GEMINI, gemini("rm -rf dist")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.GEMINI, gemini("curl -s x | sh")).toString()).isEqualTo("{}");
    assertThat(answer(Agent.GEMINI, gemini("npm test")).has("hookSpecificOutput")).isTrue();
  }

  /** Cursor's preToolUse input for its Shell tool (common fields plus tool_name, tool_input, tool_use_id). */
  String cursor(String command) {
    return "{\"conversation_id\":\"c-1\",\"generation_id\":\"g-1\",\"model\":\"gpt-5\",\"hook_event_name\":\"preToolUse\","
        + "\"cursor_version\":\"2.1.0\",\"workspace_roots\":[\"" + project + "\"],\"user_email\":null,"
        + "\"transcript_path\":null,\"tool_name\":\"Shell\",\"tool_input\":{\"command\":" + q(command)
        + ",\"working_directory\":\"" + project + "\"},\"tool_use_id\":\"t-1\",\"cwd\":\"" + project + "\"}";
  }

  @Test
  void cursor_isRewrittenThroughUpdatedInput_andAllowedOnlyByItsAllowRules() throws IOException {
    JsonNode a = answer(Agent.CURSOR, cursor("npm test"));
    assertThat(a.has("permission")).isFalse();
    assertThat(a.get("updated_input").get("command").asText()).isEqualTo(L + " run --shell -- 'npm test'");
    assertThat(a.get("updated_input").get("working_directory").asText()).isEqualTo(project.toString());
    write(home.resolve(".cursor/cli-config.json"), "{\"permissions\":{\"allow\":[\"Shell(npm)\"],\"deny\":[\"Shell(rm)\"]}}");
    assertThat(answer(Agent.CURSOR, cursor("npm")).get("permission").asText()).isEqualTo("allow");
    assertThat(answer(Agent.CURSOR, cursor("rm x")).toString()).isEqualTo("{}");
  }

  /** VS Code's PreToolUse input for its terminal tool (hooks reference: common fields, tool_name, tool_input, tool_use_id). */
  String vscode(String command, boolean background) {
    return "{\"timestamp\":\"2026-12-01T12:00:00.000Z\",\"cwd\":\"" + project + "\",\"sessionId\":\"s-1\","
        + "\"hookEventName\":\"PreToolUse\",\"transcript_path\":\"/tmp/t.json\",\"tool_name\":\"run_in_terminal\","
        + "\"tool_input\":{\"command\":" + q(command) + ",\"explanation\":\"Run tests\",\"isBackground\":" + background
        + "},\"tool_use_id\":\"tool-123\"}";
  }

  @Test
  void vscode_isRewrittenThroughUpdatedInput_andBackgroundRunsAreLeftAlone() throws IOException {
    JsonNode s = answer(Agent.VSCODE, vscode("pytest -q", false)).get("hookSpecificOutput");
    assertThat(s.has("permissionDecision")).isFalse();
    assertThat(s.get("updatedInput").get("command").asText()).isEqualTo(L + " run --shell -- 'pytest -q'");
    assertThat(s.get("updatedInput").get("explanation").asText()).isEqualTo("Run tests");
    assertThat(answer(Agent.VSCODE, vscode("npm run dev", true)).toString()).isEqualTo("{}");
  }

  @Test
  void claudeHook_calledByVsCode_answersInVsCodesTermsWithoutADecision() throws IOException {
    // VS Code runs .claude/settings.json hooks too, matchers ignored (its hooks docs, "How does VS Code handle
    // Claude Code hook configurations?"): Claude's hook sees run_in_terminal calls and must not use Claude's rules.
    write(project.resolve(".claude/settings.json"), "{\"permissions\":{\"allow\":[\"Bash(pytest:*)\"]}}");
    JsonNode s = answer(Agent.CLAUDE, vscode("pytest -q", false)).get("hookSpecificOutput");
    assertThat(s.has("permissionDecision")).as("VS Code's own approval rules apply to the wrapped command").isFalse();
    assertThat(s.get("updatedInput").get("command").asText()).isEqualTo(L + " run --shell -- 'pytest -q'");
    assertThat(s.get("updatedInput").get("isBackground").asBoolean()).isFalse();
    assertThat(answer(Agent.CLAUDE, vscode("npm run dev", true)).toString()).isEqualTo("{}");
  }

  @Test
  void badJsonOrAHungInput_answersTheNoOpInTime() {
    HookAnswer a = new HookAnswer(Agent.CLAUDE, L, home, Map.of());
    assertThat(HookMain.respond(a, new ByteArrayInputStream("{not json".getBytes(StandardCharsets.UTF_8)), 5_000)).isEqualTo("{}");
    InputStream hung = new InputStream() {
      @Override
      public int read() {
        try {
          Thread.sleep(60_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        return -1;
      }
    };
    long t0 = System.nanoTime();
    assertThat(HookMain.respond(a, hung, 300)).isEqualTo("{}");
    assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5_000);
  }

  @Test
  void unknownAgent_answersTheNoOp() {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    int status = HookMain.run(new String[] {"hook", "emacs"}, new ByteArrayInputStream(new byte[0]),
        new java.io.PrintStream(out, true, StandardCharsets.UTF_8));
    assertThat(status).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8).trim()).isEqualTo("{}");
  }
}

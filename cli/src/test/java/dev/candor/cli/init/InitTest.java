package dev.candor.cli.init;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor init} on real-format configuration of each agent (comments, tabs, trailing commas,
 * multi-line arrays, remote servers among stdio ones): the hook and the proxy are in, every other
 * byte is as it was, a second run changes nothing, and {@code --undo} gives back every file byte
 * for byte (and removes the ones init created).
 */
class InitTest {
  static final String L = "/opt/candor/bin/candor";
  @TempDir Path project;
  @TempDir Path home;
  final StringWriter log = new StringWriter();

  void copy(String resource, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    try (InputStream in = InitTest.class.getResourceAsStream("/init/" + resource)) {
      Files.write(to, in.readAllBytes());
    }
  }

  int run(String agent, boolean dryRun, boolean undo) throws IOException {
    return new Init(new PrintWriter(log, true), L).run(agent, false, project, home, dryRun, undo);
  }

  /** Every file under the project, by path, with its bytes as text. */
  Map<String, String> tree() throws IOException {
    Map<String, String> m = new TreeMap<>();
    try (Stream<Path> s = Files.walk(project)) {
      for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
        m.put(project.relativize(p).toString(), new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1));
      }
    }
    return m;
  }

  /** init, init again (no change), undo (byte-identical); returns the tree after the first init. */
  Map<String, String> roundTrip(String agent) throws IOException {
    Map<String, String> before = tree();
    run(agent, true, false);
    assertThat(tree()).as("--dry-run writes nothing").isEqualTo(before);
    run(agent, false, false);
    Map<String, String> after = tree();
    run(agent, false, false);
    assertThat(tree()).as("a second init changes nothing").isEqualTo(after);
    run(agent, false, true);
    assertThat(tree()).as("--undo restores every byte").isEqualTo(before);
    return after;
  }

  static JsonNode json(String text) throws IOException {
    return JsonText.MAPPER.readTree(text);
  }

  @Test
  void claude_hookInSettingsAndStdioServersThroughTheProxy_otherBytesKept() throws IOException {
    copy("claude/settings.json", project.resolve(".claude/settings.json"));
    copy("claude/mcp.json", project.resolve(".mcp.json"));
    Map<String, String> after = roundTrip("claude");
    JsonNode settings = json(after.get(".claude/settings.json"));
    JsonNode hook = settings.at("/hooks/PreToolUse/0");
    assertThat(hook.get("matcher").asText()).isEqualTo("Bash");
    assertThat(hook.at("/hooks/0/command").asText()).isEqualTo(L + " hook claude");
    assertThat(settings.at("/hooks/PostToolUse/0/matcher").asText()).isEqualTo("Edit|Write");
    assertThat(after.get(".claude/settings.json")).contains("        \"allow\": [\"Bash(npm run test:*)\", \"Bash(git diff:*)\"],");
    JsonNode mcp = json(after.get(".mcp.json")).get("mcpServers");
    assertThat(mcp.at("/filesystem/command").asText()).isEqualTo(L);
    assertThat(mcp.at("/filesystem/args").toString())
        .isEqualTo("[\"mcp\",\"proxy\",\"--\",\"npx\",\"-y\",\"@modelcontextprotocol/server-filesystem\",\"/srv/data\"]");
    assertThat(mcp.at("/filesystem/env/DEBUG").asText()).isEqualTo("1");
    assertThat(mcp.at("/git/args").toString()).isEqualTo("[\"mcp\",\"proxy\",\"--\",\"uvx\",\"mcp-server-git\",\"--repository\",\".\"]");
    assertThat(mcp.at("/bare/args").toString()).isEqualTo("[\"mcp\",\"proxy\",\"--\",\"/usr/local/bin/my-mcp\"]");
    assertThat(mcp.at("/sentry").toString()).isEqualTo("{\"type\":\"http\",\"url\":\"https://mcp.sentry.dev/mcp\"}");
  }

  @Test
  void claudeHttp_preToolUseCallsTheLoopbackServerAndSessionStartEnsuresIt_undoRestoresEveryByte() throws IOException {
    copy("claude/settings.json", project.resolve(".claude/settings.json"));
    Map<String, String> before = tree();
    Init init = new Init(new PrintWriter(log, true), L);
    init.run("claude", false, project, home, false, false, true);
    Map<String, String> after = tree();
    init.run("claude", false, project, home, false, false, true);
    assertThat(tree()).as("a second init changes nothing").isEqualTo(after);
    JsonNode settings = json(after.get(".claude/settings.json"));
    JsonNode http = settings.at("/hooks/PreToolUse/0");
    assertThat(http.get("matcher").asText()).isEqualTo("Bash");
    assertThat(http.at("/hooks/0/type").asText()).isEqualTo("http");
    assertThat(http.at("/hooks/0/url").asText()).isEqualTo("http://127.0.0.1:47311/hook/claude");
    assertThat(http.at("/hooks/0/headers/Authorization").asText()).isEqualTo("Bearer $CANDOR_HOOK_TOKEN");
    assertThat(http.at("/hooks/0/allowedEnvVars").toString()).isEqualTo("[\"CANDOR_HOOK_TOKEN\"]");
    assertThat(settings.at("/hooks/SessionStart/0/hooks/0/command").asText()).isEqualTo(L + " hook ensure");
    assertThat(after.get(".claude/settings.json")).doesNotContain(Files.readString(dev.candor.cli.hook.HookToken.file(home)).trim());
    assertThat(log.toString()).contains("export CANDOR_HOOK_TOKEN=\"$(cat " + dev.candor.cli.hook.HookToken.file(home) + ")\"");
    init.run("claude", false, project, home, false, true, true);
    assertThat(tree()).as("--undo restores every byte").isEqualTo(before);
    assertThat(init.run("codex", false, project, home, false, false, true)).as("--http is claude's alone").isEqualTo(2);
  }

  @Test
  void claude_withoutSettings_createsThemAndUndoRemovesThem() throws IOException {
    Map<String, String> after = roundTrip("claude");
    assertThat(json(after.get(".claude/settings.json")).at("/hooks/PreToolUse/0/hooks/0/command").asText())
        .isEqualTo(L + " hook claude");
    assertThat(Files.exists(project.resolve(".claude"))).isFalse();
  }

  @Test
  void codex_hooksJsonAndTomlServersAndTokenLimit_commentsKept() throws IOException {
    copy("codex/config.toml", project.resolve(".codex/config.toml"));
    Map<String, String> after = roundTrip("codex");
    String toml = after.get(".codex/config.toml");
    assertThat(toml).startsWith("# Codex settings: mine, hand-edited\nmodel = \"gpt-5-codex\"\n"
        + "approval_policy = \"on-request\"   # ask before leaving the sandbox\ntool_output_token_limit = 12000\n");
    assertThat(toml).contains("[mcp_servers.docs]\ncommand = \"" + L + "\"\n"
        + "args = [\"mcp\", \"proxy\", \"--\", \"npx\", \"-y\", \"@upstash/context7-mcp\"]\nenv = { \"API_KEY\" = \"x\" }\n");
    assertThat(toml).contains("[mcp_servers.\"git server\"]\ncommand = \"" + L + "\"\n"
        + "args = [\"mcp\", \"proxy\", \"--\", \"uvx\", \"mcp-server-git\", \"--repository\", \"C:\\\\repo\"]\nstartup_timeout_sec = 20\n");
    assertThat(toml).contains("[mcp_servers.remote]\nurl = \"https://example.com/mcp\"\n");
    assertThat(toml).endsWith("[profiles.fast]\nmodel = \"gpt-5-mini\"\n");
    JsonNode hooks = json(after.get(".codex/hooks.json"));
    assertThat(hooks.at("/hooks/PreToolUse/0/matcher").asText()).isEqualTo("Bash");
    assertThat(hooks.at("/hooks/PreToolUse/0/hooks/0/command").asText()).isEqualTo(L + " hook codex");
  }

  @Test
  void gemini_jsoncWithCommentsAndTrailingCommas_getsHookServersAndThreshold() throws IOException {
    copy("gemini/settings.json", project.resolve(".gemini/settings.json"));
    Map<String, String> after = roundTrip("gemini");
    String text = after.get(".gemini/settings.json");
    assertThat(text).startsWith("// Gemini CLI project settings\n{\n  \"general\": { \"vimMode\": true },\n  /* tools */\n");
    assertThat(text).contains("\"truncateToolOutputThreshold\": 40000, // chars");
    assertThat(text).contains("\"cwd\": \"./mcp\", // relative");
    JsonNode s = json(text);
    assertThat(s.at("/hooks/BeforeTool/0/matcher").asText()).isEqualTo("run_shell_command");
    assertThat(s.at("/hooks/BeforeTool/0/hooks/0/command").asText()).isEqualTo(L + " hook gemini");
    assertThat(s.at("/hooks/SessionStart/0/hooks/0/command").asText()).isEqualTo("./hooks/start.sh");
    assertThat(s.at("/mcpServers/pyserver/args").toString())
        .isEqualTo("[\"mcp\",\"proxy\",\"--unit\",\"chars\",\"--budget\",\"30000\",\"--\",\"python\",\"-m\",\"my_mcp_server\"]");
    assertThat(s.at("/mcpServers/github/httpUrl").asText()).isEqualTo("https://api.githubcopilot.com/mcp/");
    assertThat(s.at("/mcpServers/github/command").isMissingNode()).isTrue();
  }

  @Test
  void cursor_createsHooksJsonWithVersion_andRoutesTabIndentedMcpJson() throws IOException {
    copy("cursor/mcp.json", project.resolve(".cursor/mcp.json"));
    Map<String, String> after = roundTrip("cursor");
    JsonNode hooks = json(after.get(".cursor/hooks.json"));
    assertThat(hooks.get("version").asInt()).isEqualTo(1);
    assertThat(hooks.at("/hooks/preToolUse/0/command").asText()).isEqualTo(L + " hook cursor");
    assertThat(hooks.at("/hooks/preToolUse/0/matcher").asText()).isEqualTo("Shell");
    assertThat(after.get(".cursor/mcp.json")).startsWith("{\n\t\"mcpServers\": {\n\t\t\"linear\": {\n\t\t\t\"command\": \"" + L + "\",\n");
  }

  @Test
  void vscode_jsoncServersAndAHooksFileOfItsOwn() throws IOException {
    copy("vscode/mcp.json", project.resolve(".vscode/mcp.json"));
    Map<String, String> after = roundTrip("vscode");
    String mcp = new String(after.get(".vscode/mcp.json").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1),
        java.nio.charset.StandardCharsets.UTF_8);
    assertThat(mcp).contains("// 💡 Inputs are prompted on first server start");
    JsonNode s = json(mcp);
    assertThat(s.at("/servers/Perplexity/command").asText()).isEqualTo(L);
    assertThat(s.at("/servers/Perplexity/args/4").asText()).isEqualTo("-y");
    assertThat(s.at("/servers/github/url").asText()).isEqualTo("https://api.githubcopilot.com/mcp/");
    assertThat(json(after.get(".github/hooks/candor.json")).at("/hooks/PreToolUse/0/command").asText())
        .isEqualTo(L + " hook vscode");
    assertThat(Files.exists(project.resolve(".github"))).isFalse();
  }

  @Test
  void dryRun_printsADiffOfTheChange() throws IOException {
    copy("claude/settings.json", project.resolve(".claude/settings.json"));
    run("claude", true, false);
    assertThat(log.toString()).contains("--- " + project.resolve(".claude/settings.json"))
        .contains("+        \"PreToolUse\": [").contains("+                        \"command\": \"" + L + " hook claude\",");
  }
}

package dev.candor.cli.hook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor hook claude} as the agent runs it: a process fed through a pipe (a FileInputStream
 * of fd 0 fails on a pipe in JDK 17, which an in-process test cannot see), answering on stdout and
 * exiting 0.
 */
class HookProcessTest {
  @TempDir Path project;

  String hook(String input) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "dev.candor.cli.Main",
        "hook", "claude");
    pb.environment().put("HOME", project.toString());
    pb.environment().put("CANDOR_LAUNCHER", "candor");
    pb.environment().put("CANDOR_HOOK_TIMEOUT_MS", "60000");
    Process p = pb.redirectErrorStream(false).start();
    try (OutputStream in = p.getOutputStream()) {
      in.write(input.getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).isZero();
    return out.trim();
  }

  @Test
  void pipedClaudeInput_isAnsweredWithTheRewrite() throws IOException, InterruptedException {
    String out = hook("{\"session_id\":\"abc123\",\"cwd\":\"" + project + "\",\"permission_mode\":\"default\","
        + "\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"mvn -B test\","
        + "\"description\":\"Run the tests\"},\"tool_use_id\":\"toolu_1\"}");
    assertThat(out).isEqualTo("{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"updatedInput\":"
        + "{\"command\":\"candor run --shell -- 'mvn -B test'\",\"description\":\"Run the tests\"}}}");
  }

  @Test
  void pipedGarbage_isAnsweredWithTheNoOpAndStatusZero() throws IOException, InterruptedException {
    assertThat(hook("not json at all")).isEqualTo("{}");
  }
}

package dev.candor.cli.hook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hook server answers Claude Code's http hook call exactly as the command hook answers the same
 * JSON, on loopback only, and only with the user's token; the token file is its owner's alone.
 */
class HookServerTest {
  static final String L = "/opt/candor/bin/candor";
  @TempDir Path home;
  @TempDir Path project;
  HookServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  String claude(String command) {
    return "{\"session_id\":\"abc123\",\"cwd\":\"" + project + "\",\"permission_mode\":\"default\","
        + "\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"" + command
        + "\",\"description\":\"Run the tests\",\"timeout\":120000},\"tool_use_id\":\"toolu_01\"}";
  }

  /** POSTs {@code body} as Claude Code does; returns the status and the body. */
  static Map.Entry<Integer, String> post(int port, String path, String authorization, byte[] body) throws IOException {
    HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + path).openConnection();
    c.setRequestMethod("POST");
    c.setDoOutput(true);
    c.setRequestProperty("Content-Type", "application/json");
    if (authorization != null) {
      c.setRequestProperty("Authorization", authorization);
    }
    try (OutputStream out = c.getOutputStream()) {
      out.write(body);
    } catch (IOException refusedMidBody) {
      // the server may answer 413 before reading all of it
    }
    int status = c.getResponseCode();
    try (InputStream in = status < 400 ? c.getInputStream() : c.getErrorStream()) {
      return Map.entry(status, in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void post_withTheToken_answersWhatTheCommandHookPrints() throws IOException {
    String token = HookToken.read(home);
    server = HookServer.start(0, token, L, home, Map.of());
    byte[] input = claude("npm test").getBytes(StandardCharsets.UTF_8);
    Map.Entry<Integer, String> r = post(server.port(), "/hook/claude", "Bearer " + token, input);
    String command = HookMain.respond(new HookAnswer(Agent.CLAUDE, L, home, Map.of()),
        new java.io.ByteArrayInputStream(input), 5_000);
    assertThat(r.getKey()).isEqualTo(200);
    assertThat(r.getValue()).isEqualTo(command).contains(L + " run --shell -- 'npm test'");
  }

  @Test
  void post_withoutOrWithAWrongToken_is401WithTheNoOpAnswer() throws IOException {
    server = HookServer.start(0, HookToken.read(home), L, home, Map.of());
    byte[] input = claude("npm test").getBytes(StandardCharsets.UTF_8);
    assertThat(post(server.port(), "/hook/claude", null, input)).isEqualTo(Map.entry(401, "{}"));
    assertThat(post(server.port(), "/hook/claude", "Bearer guess", input)).isEqualTo(Map.entry(401, "{}"));
  }

  @Test
  void post_ofAnUnknownAgentOrOversizedBody_isRefused() throws IOException {
    String token = HookToken.read(home);
    server = HookServer.start(0, token, L, home, Map.of());
    assertThat(post(server.port(), "/hook/emacs", "Bearer " + token, new byte[2]).getKey()).isEqualTo(404);
    assertThat(post(server.port(), "/hook/claude", "Bearer " + token, new byte[HookServer.MAX_BODY + 1]).getKey())
        .isEqualTo(413);
  }

  @Test
  void server_listensOnLoopbackOnly_andEnsureFindsIt() throws IOException {
    String token = HookToken.read(home);
    server = HookServer.start(0, token, L, home, Map.of());
    assertThat(server.address().getAddress().isLoopbackAddress()).isTrue();
    assertThat(HookSupervisor.healthy(server.port(), token, 2_000)).isTrue();
    assertThat(HookSupervisor.healthy(server.port(), "not-it", 2_000)).isFalse();
    assertThat(HookSupervisor.ensure(L, home, Map.of(HookToken.ENV, token), server.port())).isEqualTo("{}");
    assertThat(HookSupervisor.ensure(L, home, Map.of(), server.port()))
        .contains("systemMessage").contains("export CANDOR_HOOK_TOKEN=");
  }

  @Test
  void token_isMadeOnceWithMode0600() throws IOException {
    String first = HookToken.read(home);
    assertThat(first).matches("[0-9a-f]{64}");
    assertThat(HookToken.read(home)).isEqualTo(first);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(HookToken.file(home)))).isEqualTo("rw-------");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(HookToken.file(home).getParent())))
        .isEqualTo("rwx------");
  }
}

package dev.candor.cli.hook;

import java.io.File;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code candor hook ensure}: keeps the hook server running, for Claude Code's {@code SessionStart}
 * hook. It asks {@code GET /health} of {@code 127.0.0.1:PORT}; when nothing answers, it starts
 * {@code candor hook serve} in a session of its own (it outlives the agent's terminal, and stops
 * itself after an idle hour) and waits for it to answer. It prints the {@code SessionStart} answer:
 * {@code {}}, or a {@code systemMessage} telling the user what is wrong (the server did not start,
 * or {@code $CANDOR_HOOK_TOKEN} does not hold the token, so the server would refuse every call). A
 * call the server refuses, or that finds no server, is a non-blocking error to Claude Code: the
 * command runs as the agent wrote it, unshaped, never blocked.
 */
final class HookSupervisor {
  private static final int START_WAIT_MS = 8_000;

  private HookSupervisor() {}

  /** The {@code SessionStart} answer, after making sure a server answers on {@code port}. */
  public static String ensure(String launcher, Path home, Map<String, String> env, int port) {
    List<String> problems = new ArrayList<>();
    try {
      String token = HookToken.read(home);
      if (!token.equals(env.get(HookToken.ENV))) {
        problems.add("$" + HookToken.ENV + " does not hold the token in " + HookToken.file(home)
            + ", so the hook server refuses Claude Code's calls and shell commands run unshaped; add "
            + "export " + HookToken.ENV + "=\"$(cat " + HookToken.file(home) + ")\" to your shell's profile");
      }
      if (!healthy(port, token, 500) && !start(launcher, home, port, token)) {
        problems.add("the hook server did not start on 127.0.0.1:" + port + " (see " + log(home) + ")");
      }
    } catch (IOException | RuntimeException e) {
      problems.add("the hook server could not be checked: " + e);
    }
    if (problems.isEmpty()) {
      return HookMain.NO_OP;
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("systemMessage", "candor: " + String.join("; ", problems));
    try {
      return JsonValue.write(out);
    } catch (IOException e) {
      return HookMain.NO_OP;
    }
  }

  /** True when a hook server with {@code token} answers on {@code port} within {@code timeoutMs}. */
  static boolean healthy(int port, String token, int timeoutMs) {
    try {
      HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + "/health").openConnection();
      c.setConnectTimeout(timeoutMs);
      c.setReadTimeout(timeoutMs);
      c.setRequestProperty("Authorization", "Bearer " + token);
      int status = c.getResponseCode();
      c.disconnect();
      return status == 200;
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean start(String launcher, Path home, int port, String token) throws IOException {
    List<String> cmd = new ArrayList<>();
    if (new File("/usr/bin/setsid").canExecute()) {
      cmd.add("/usr/bin/setsid"); // a session of its own: the agent's terminal closing does not hang it up
    }
    cmd.add(launcher);
    cmd.add("hook");
    cmd.add("serve");
    Files.createDirectories(log(home).getParent());
    ProcessBuilder pb = new ProcessBuilder(cmd)
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log(home).toFile()))
        .redirectErrorStream(true);
    pb.environment().put("CANDOR_HOOK_PORT", Integer.toString(port));
    pb.start();
    long deadline = System.currentTimeMillis() + START_WAIT_MS;
    while (System.currentTimeMillis() < deadline) {
      if (healthy(port, token, 300)) {
        return true;
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return false;
  }

  static Path log(Path home) {
    return home.resolve(".candor").resolve("hook-server.log");
  }
}

package dev.candor.cli.hook;

import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * {@code candor hook AGENT}: the pre-tool hook program. It reads the agent's hook JSON on standard
 * input and prints its answer on standard output: the shell command rewritten to {@code candor run
 * --shell -- '<command>'} with every other field of the tool input kept, or the no-op answer
 * {@code {}}. It never blocks the agent: bad JSON, an unknown agent, an exception, or no answer
 * within the time limit ({@code CANDOR_HOOK_TIMEOUT_MS}, default 2,000) all print the no-op answer
 * and exit 0, so the original command runs. It is on the path of every shell command, so it runs
 * before picocli is loaded ({@link dev.candor.cli.Main} calls it directly).
 */
public final class HookMain {
  /** What every agent reads as "go on with the call as it is". */
  static final String NO_OP = "{}";
  private static final long DEFAULT_TIMEOUT_MS = 2_000;

  private HookMain() {}

  /** Runs {@code candor hook AGENT} ({@code args[0]} is {@code hook}) and returns the exit status: always 0. */
  public static int run(String[] args, InputStream in, PrintStream out) {
    if (args.length >= 2 && (args[1].equals("serve") || args[1].equals("ensure"))) {
      return server(args[1], out);
    }
    Optional<Agent> agent = args.length >= 2 ? Agent.named(args[1]) : Optional.empty();
    if (agent.isEmpty()) {
      out.println(NO_OP);
      out.flush();
      return 0;
    }
    Map<String, String> env = System.getenv();
    String launcher = Wrapping.word(launcherPath(env));
    HookAnswer answer = new HookAnswer(agent.get(), launcher, Path.of(System.getProperty("user.home")), env);
    out.println(respond(answer, in, timeoutMs(env)));
    out.flush();
    return 0;
  }

  /**
   * {@code candor hook serve} (answer hook calls over loopback HTTP until an idle hour passes) or
   * {@code candor hook ensure} (start that server unless it answers; print the SessionStart answer).
   * The port is {@code $CANDOR_HOOK_PORT}, else {@link HookServer#DEFAULT_PORT}.
   */
  private static int server(String verb, PrintStream out) {
    Map<String, String> env = System.getenv();
    Path home = Path.of(System.getProperty("user.home"));
    String launcher = launcherPath(env);
    int port = intEnv(env, "CANDOR_HOOK_PORT", HookServer.DEFAULT_PORT);
    if (verb.equals("ensure")) {
      out.println(HookSupervisor.ensure(launcher, home, env, port));
      out.flush();
      return 0;
    }
    try (HookServer s = HookServer.start(port, HookToken.read(home), Wrapping.word(launcher), home, env)) {
      out.println("candor hook serve: listening on 127.0.0.1:" + s.port() + " (stops after an idle hour)");
      out.flush();
      s.awaitIdle(intEnv(env, "CANDOR_HOOK_IDLE_MS", 3_600_000));
      return 0;
    } catch (java.io.IOException e) {
      out.println("candor hook serve: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
      out.flush();
      return 1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 0;
    }
  }

  private static int intEnv(Map<String, String> env, String name, int fallback) {
    try {
      return Integer.parseInt(env.getOrDefault(name, ""));
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  /** The answer's JSON, or the no-op answer on any failure or after {@code timeoutMs}. */
  static String respond(HookAnswer answer, InputStream in, long timeoutMs) {
    Worker w = new Worker(answer, in);
    w.setDaemon(true); // a hung read must not keep the process alive past the answer
    w.start();
    try {
      w.join(timeoutMs);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String result = w.result;
    return result != null ? result : NO_OP;
  }

  /** Reads the input and computes the answer; {@code result} stays null until it is done. */
  private static final class Worker extends Thread {
    private final HookAnswer answer;
    private final InputStream in;
    volatile String result;

    Worker(HookAnswer answer, InputStream in) {
      super("candor-hook");
      this.answer = answer;
      this.in = in;
    }

    @Override
    public void run() {
      try {
        Optional<Map<String, Object>> a = answer.answer(JsonValue.parse(readAll(in)));
        result = a.isPresent() ? JsonValue.write(a.get()) : NO_OP;
      } catch (Exception | StackOverflowError e) {
        result = NO_OP;
      }
    }
  }

  /** All of {@code in} as UTF-8, read in a loop (no seek, so a pipe is read as well as a file). */
  static String readAll(InputStream in) throws java.io.IOException {
    java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
    byte[] chunk = new byte[8192];
    for (int n; (n = in.read(chunk)) > 0; ) {
      buf.write(chunk, 0, n);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  private static long timeoutMs(Map<String, String> env) {
    try {
      return Math.max(1, Long.parseLong(env.getOrDefault("CANDOR_HOOK_TIMEOUT_MS", "")));
    } catch (NumberFormatException e) {
      return DEFAULT_TIMEOUT_MS;
    }
  }

  /**
   * The program that starts candor, as rewritten commands and agent configurations name it:
   * {@code $CANDOR_LAUNCHER}, else {@code bin/candor} beside the jar this runs from
   * ({@code cli/target/candor.jar}, or {@code cli/target/classes}), else {@code candor} on the PATH.
   */
  public static String launcherPath(Map<String, String> env) {
    String set = env.get("CANDOR_LAUNCHER");
    if (set != null && !set.isBlank()) {
      return set;
    }
    try {
      Path jar = Path.of(HookMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Path bin = jar.getParent() == null ? null : jar.getParent().resolve("../../bin/candor").normalize();
      if (bin != null && Files.isExecutable(bin)) {
        return bin.toString();
      }
    } catch (URISyntaxException | RuntimeException e) {
      // fall through to the PATH
    }
    return "candor";
  }
}

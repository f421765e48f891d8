package dev.candor.cli.hook;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * {@code candor hook serve}: the hook as a server, for agents whose hooks may call a URL (Claude
 * Code's {@code "type": "http"}), so a shell command pays one loopback request instead of a JVM
 * start. {@code POST /hook/AGENT} with the agent's hook JSON as the body answers exactly what
 * {@code candor hook AGENT} would print.
 *
 * <p>It listens on the loopback address only, and answers only a request whose
 * {@code Authorization} header is {@code Bearer <token>}, the token of {@link HookToken}: anything
 * else gets 401 with the no-op answer, which Claude Code treats as a non-blocking error (the
 * command runs unchanged). Bodies over {@link #MAX_BODY} bytes get 413. It stops by itself after
 * {@code idleMillis} without a request; {@link HookSupervisor} starts it again at the next session.
 */
public final class HookServer implements AutoCloseable {
  /** The port {@code candor init claude --http} names, unless {@code $CANDOR_HOOK_PORT} says another. */
  public static final int DEFAULT_PORT = 47_311;
  /** The largest hook JSON read; an agent's hook input is a few kilobytes. */
  static final int MAX_BODY = 1 << 20;

  private final HttpServer server;
  private final ExecutorService pool;
  private final byte[] expected;
  private final String launcher;
  private final Path home;
  private final Map<String, String> env;
  private final LongSupplier clock;
  private final AtomicLong lastRequest;

  private HookServer(HttpServer server, String token, String launcher, Path home, Map<String, String> env, LongSupplier clock) {
    this.server = server;
    this.pool = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "candor-hook-server");
      t.setDaemon(true);
      return t;
    });
    this.expected = ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
    this.launcher = launcher;
    this.home = home;
    this.env = env;
    this.clock = clock;
    this.lastRequest = new AtomicLong(clock.getAsLong());
  }

  /** Binds {@code 127.0.0.1:port} (0 picks a free port) and starts answering. */
  public static HookServer start(int port, String token, String launcher, Path home, Map<String, String> env) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
    HookServer s = new HookServer(http, token, launcher, home, env, System::currentTimeMillis);
    http.createContext("/", s::handle);
    http.setExecutor(s.pool);
    http.start();
    return s;
  }

  /** The port it listens on. */
  public int port() {
    return server.getAddress().getPort();
  }

  /** The address it listens on: the loopback address. */
  InetSocketAddress address() {
    return server.getAddress();
  }

  /** Blocks until {@code idleMillis} have passed without a request, then stops. */
  public void awaitIdle(long idleMillis) throws InterruptedException {
    while (clock.getAsLong() - lastRequest.get() < idleMillis) {
      Thread.sleep(Math.min(1_000, idleMillis));
    }
    close();
  }

  @Override
  public void close() {
    server.stop(0);
    pool.shutdownNow();
  }

  private void handle(HttpExchange ex) throws IOException {
    lastRequest.set(clock.getAsLong());
    try (ex) {
      String auth = ex.getRequestHeaders().getFirst("Authorization");
      if (auth == null || !MessageDigest.isEqual(expected, auth.getBytes(StandardCharsets.UTF_8))) {
        reply(ex, 401, HookMain.NO_OP);
        return;
      }
      String path = ex.getRequestURI().getPath();
      if (path.equals("/health")) {
        reply(ex, 200, "{\"candor\":\"hook server\"}");
        return;
      }
      Optional<Agent> agent = path.startsWith("/hook/") ? Agent.named(path.substring(6)) : Optional.empty();
      if (!"POST".equals(ex.getRequestMethod()) || agent.isEmpty()) {
        reply(ex, 404, HookMain.NO_OP);
        return;
      }
      byte[] body = readAtMost(ex.getRequestBody(), MAX_BODY);
      if (body == null) {
        reply(ex, 413, HookMain.NO_OP);
        return;
      }
      reply(ex, 200, answer(agent.get(), new String(body, StandardCharsets.UTF_8)));
    }
  }

  /** What {@code candor hook AGENT} prints for {@code input}; the no-op answer on any failure. */
  String answer(Agent agent, String input) {
    try {
      Optional<Map<String, Object>> a = new HookAnswer(agent, launcher, home, env).answer(JsonValue.parse(input));
      return a.isPresent() ? JsonValue.write(a.get()) : HookMain.NO_OP;
    } catch (Exception | StackOverflowError e) {
      return HookMain.NO_OP;
    }
  }

  private static void reply(HttpExchange ex, int status, String json) throws IOException {
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().set("Content-Type", "application/json");
    ex.sendResponseHeaders(status, b.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(b);
    }
  }

  /** The whole of {@code in}, or null when it holds more than {@code max} bytes. */
  static byte[] readAtMost(InputStream in, int max) throws IOException {
    byte[] b = in.readNBytes(max + 1);
    return b.length > max ? null : b;
  }
}

package dev.candor.trace;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A tiny OTLP/HTTP receiver on 127.0.0.1 and a free port, recording every request it gets. It
 * answers {@code 200 {}} unless told to answer otherwise or to stall first.
 */
final class OtlpReceiver implements AutoCloseable {
  /** One request as received. */
  record Request(String method, String path, Map<String, List<String>> headers, String body) {
    String header(String name) {
      return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
          .map(e -> e.getValue().get(0)).findFirst().orElse(null);
    }
  }

  private final HttpServer server;
  private final ExecutorService handlers = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(r, "otlp-receiver");
    t.setDaemon(true);
    return t;
  });
  private final BlockingQueue<Request> received = new LinkedBlockingQueue<>();
  private volatile int status = 200;
  private volatile String answer = "{}";
  private volatile Duration stall = Duration.ZERO;

  OtlpReceiver() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(handlers);
    server.createContext("/", exchange -> {
      byte[] body = exchange.getRequestBody().readAllBytes();
      received.add(new Request(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
          Map.copyOf(exchange.getRequestHeaders()), new String(body, StandardCharsets.UTF_8)));
      try {
        Thread.sleep(stall.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        exchange.close();
        return;
      }
      byte[] out = answer.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(status, out.length);
      try (OutputStream os = exchange.getResponseBody()) {
        os.write(out);
      }
    });
    server.start();
  }

  /** The base URL, such as {@code http://127.0.0.1:41234}. */
  URI base() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  /** The traces URL: the base with {@code /v1/traces}. */
  URI traces() {
    return base().resolve("/v1/traces");
  }

  OtlpReceiver answer(int code, String body) {
    status = code;
    answer = body;
    return this;
  }

  OtlpReceiver stall(Duration d) {
    stall = d;
    return this;
  }

  /** The next request received, waiting up to five seconds. */
  Request next() throws InterruptedException {
    Request r = received.poll(5, TimeUnit.SECONDS);
    if (r == null) {
      throw new AssertionError("the receiver got no request within 5 s");
    }
    return r;
  }

  int pending() {
    return received.size();
  }

  @Override
  public void close() {
    handlers.shutdownNow();
    server.stop(0);
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Sessions of the Streamable HTTP bridge end on their own: when idle too long, and past the cap. */
class HttpSessionsTest {
  static final ObjectMapper M = new ObjectMapper();
  static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
      + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";

  private final AtomicInteger liveServers = new AtomicInteger();
  private final List<String> log = new CopyOnWriteArrayList<>();
  private final HttpClient http = HttpClient.newHttpClient();
  private HttpFront front;
  private HttpStreamBridge bridge;

  /** A server that answers every request with its method's name, counting how many of it run. */
  private final HttpStreamServer echo = (in, out) -> {
    liveServers.incrementAndGet();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        JsonNode m = M.readTree(line);
        if (m.hasNonNull("id") && m.has("method")) {
          ObjectNode a = M.createObjectNode().put("jsonrpc", "2.0");
          a.set("id", m.get("id"));
          a.putObject("result").put("echo", m.get("method").asText()).put("protocolVersion", "2025-06-18");
          out.write((M.writeValueAsString(a) + "\n").getBytes(StandardCharsets.UTF_8));
          out.flush();
        }
      }
    } finally {
      liveServers.decrementAndGet();
    }
  };

  private void start(SessionLimits limits) {
    bridge = new HttpStreamBridge(echo, limits, log::add);
    front = HttpFront.start(new HttpOptions("127.0.0.1", 0, null, List.of()), bridge);
  }

  @AfterEach
  void stop() {
    if (front != null) {
      front.close();
    }
  }

  HttpResponse<String> post(String body, Map<String, String> headers) throws Exception {
    HttpRequest.Builder r = HttpRequest.newBuilder(front.endpoint())
        .header("Content-Type", "application/json")
        .header("Accept", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    headers.forEach(r::header);
    return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
  }

  private String open() throws Exception {
    HttpResponse<String> r = post(INIT, Map.of());
    assertThat(r.statusCode()).isEqualTo(200);
    return r.headers().firstValue(HttpStreamBridge.SESSION_HEADER).orElseThrow();
  }

  private int ping(String session) throws Exception {
    return post("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}", Map.of(HttpStreamBridge.SESSION_HEADER, session)).statusCode();
  }

  static boolean within(Duration limit, BooleanSupplier done) throws InterruptedException {
    long end = System.nanoTime() + limit.toNanos();
    while (System.nanoTime() < end) {
      if (done.getAsBoolean()) {
        return true;
      }
      Thread.sleep(50);
    }
    return done.getAsBoolean();
  }

  @Test
  void fiftyAbandonedSessionsEndOnceIdleAndTheirServersWithThem() throws Exception {
    start(new SessionLimits(Duration.ofSeconds(2), 100));
    int peak = 0;
    for (int i = 0; i < 50; i++) {
      open();
      peak = Math.max(peak, liveServers.get());
    }
    assertThat(peak).isGreaterThan(1);
    assertThat(within(Duration.ofSeconds(30), () -> liveServers.get() == 0)).as("live servers: %s", liveServers).isTrue();
    assertThat(bridge.sessions()).isZero();
    assertThat(log).hasSize(50).allMatch(l -> l.contains("ended: idle for over 2s"));
    assertThat(log).anyMatch(l -> l.endsWith("; 0 live"));
  }

  @Test
  void aSessionInUseDoesNotExpireAndAnEndedOneGets404() throws Exception {
    start(new SessionLimits(Duration.ofMillis(600), 10));
    String kept = open();
    String left = open();
    for (int i = 0; i < 15; i++) {
      assertThat(ping(kept)).isEqualTo(200);
      Thread.sleep(100);
    }
    assertThat(within(Duration.ofSeconds(10), () -> bridge.sessions() == 1)).isTrue();
    assertThat(ping(kept)).isEqualTo(200);
    HttpResponse<String> gone = post("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}", Map.of(HttpStreamBridge.SESSION_HEADER, left));
    assertThat(gone.statusCode()).isEqualTo(404);
    assertThat(M.readTree(gone.body()).at("/error/message").asText()).contains("unknown or has ended");
  }

  @Test
  void pastTheCapTheSessionIdleLongestEndsToMakeRoom() throws Exception {
    start(new SessionLimits(Duration.ofMinutes(5), 3));
    String a = open();
    String b = open();
    String c = open();
    assertThat(ping(a)).isEqualTo(200); // b is now the one idle longest
    String d = open();
    assertThat(bridge.sessions()).isEqualTo(3);
    assertThat(ping(b)).isEqualTo(404);
    assertThat(ping(a)).isEqualTo(200);
    assertThat(ping(c)).isEqualTo(200);
    assertThat(ping(d)).isEqualTo(200);
    assertThat(log).singleElement().asString().contains("session " + b.substring(0, 8) + " ended: idle longest").endsWith("; 3 live");
    assertThat(within(Duration.ofSeconds(10), () -> liveServers.get() == 3)).isTrue();
  }

  @Test
  void whenEverySessionIsBusyANewOneGets503() throws Exception {
    start(new SessionLimits(Duration.ofMinutes(5), 1));
    String a = open();
    HttpResponse<java.io.InputStream> stream = http.send(HttpRequest.newBuilder(front.endpoint())
        .header("Accept", "text/event-stream").header(HttpStreamBridge.SESSION_HEADER, a).GET().build(),
        HttpResponse.BodyHandlers.ofInputStream());
    assertThat(stream.statusCode()).isEqualTo(200);
    HttpResponse<String> full = post(INIT, Map.of());
    assertThat(full.statusCode()).isEqualTo(503);
    assertThat(M.readTree(full.body()).at("/error/message").asText()).contains("1 live sessions, all busy");
    stream.body().close();
  }

  @Test
  void aSessionWhoseServerExitsIsGoneAndItsEndIsLogged() throws Exception {
    HttpStreamServer once = (in, out) -> {
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      JsonNode m = M.readTree(r.readLine());
      ObjectNode a = M.createObjectNode().put("jsonrpc", "2.0");
      a.set("id", m.get("id"));
      a.putObject("result").put("protocolVersion", "2025-06-18");
      out.write((M.writeValueAsString(a) + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    };
    bridge = new HttpStreamBridge(once, SessionLimits.defaults(), log::add);
    front = HttpFront.start(new HttpOptions("127.0.0.1", 0, null, List.of()), bridge);
    String s = open();
    assertThat(within(Duration.ofSeconds(10), () -> bridge.sessions() == 0)).isTrue();
    assertThat(ping(s)).isEqualTo(404);
    assertThat(log).singleElement().asString().contains("ended: its server exited; 0 live");
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Tokenizer;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proxy over HTTP, 50 clients that initialize and leave without DELETE (as the TypeScript
 * SDK's {@code close()} does): once idle past the limit, their sessions end and so do their
 * upstream processes.
 */
class ProxySessionsOverHttpTest {
  /** A stdio MCP server in sh that answers initialize and any other request with an empty result. */
  static final String UPSTREAM = "while IFS= read -r line; do\n"
      + "  id=$(printf '%s\\n' \"$line\" | sed -n 's/.*\"id\":\\([^,}]*\\).*/\\1/p')\n"
      + "  case \"$line\" in\n"
      + "    *'\"method\":\"initialize\"'*) printf '{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"protocolVersion\":\"2025-06-18\","
      + "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"sh-upstream\",\"version\":\"1\"}}}\\n' \"$id\";;\n"
      + "    *'\"method\"'*) [ -n \"$id\" ] && printf '{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{}}\\n' \"$id\";;\n"
      + "  esac\n"
      + "done\n";

  @TempDir Path dir;

  static List<ProcessHandle> upstreams(String marker) {
    return ProcessHandle.current().descendants()
        .filter(p -> p.info().commandLine().map(c -> c.contains(marker)).orElse(false))
        .toList();
  }

  /** Resident memory of this JVM and every process it started, in KiB, from /proc. */
  static long rssKib() {
    return Stream.concat(Stream.of(ProcessHandle.current()), ProcessHandle.current().descendants())
        .mapToLong(p -> {
          try {
            return Files.readAllLines(Path.of("/proc", Long.toString(p.pid()), "status")).stream()
                .filter(l -> l.startsWith("VmRSS:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("[^0-9]", "")))
                .sum();
          } catch (Exception e) {
            return 0; // gone meanwhile
          }
        }).sum();
  }

  static ProxyConfig config(Path dir, String marker) {
    return new ProxyConfig(List.of("sh", "-c", UPSTREAM, marker), Budget.tokens(2_000, Tokenizer.o200k()), Map.of(),
        "sqlite:" + dir.resolve("store.db"), Redactor.defaults(), Duration.ofSeconds(30), null);
  }

  @Test
  void fiftyAbandonedSessionsLeaveNoUpstreamRunningOnceIdle() throws Exception {
    String marker = "candor-test-upstream-" + UUID.randomUUID();
    ProxyConfig config = config(dir, marker);
    List<String> log = new CopyOnWriteArrayList<>();
    Duration idle = Duration.ofSeconds(3);
    HttpStreamBridge bridge = new HttpStreamBridge((in, out) -> {
      try (Proxy p = new Proxy(config, out)) {
        p.run(in);
      }
    }, new SessionLimits(idle, 100), log::add);
    HttpFront front = HttpFront.start(new HttpOptions("127.0.0.1", 0, null, List.of()), bridge);
    HttpClient http = HttpClient.newHttpClient();
    try {
      System.gc();
      long before = rssKib();
      long opening = System.nanoTime();
      for (int i = 0; i < 50; i++) {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(front.endpoint())
            .header("Content-Type", "application/json").header("Accept", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(HttpSessionsTest.INIT)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("sh-upstream");
      }
      int opened = upstreams(marker).size();
      long peak = rssKib();
      long openMs = (System.nanoTime() - opening) / 1_000_000;
      long t0 = System.nanoTime();
      assertThat(HttpSessionsTest.within(Duration.ofSeconds(30), () -> upstreams(marker).size() <= 1)).isTrue();
      long tookMs = (System.nanoTime() - t0) / 1_000_000;
      assertThat(HttpSessionsTest.within(Duration.ofSeconds(10), () -> upstreams(marker).isEmpty())).isTrue();
      System.gc();
      long after = rssKib();
      System.out.printf("candor-measure: 50 sessions opened in %d ms and abandoned: %d upstreams live after the last"
          + " initialize, <= 1 live %d ms later (idle limit %d ms); RSS of the JVM and its children %d MiB before, %d MiB"
          + " after opening, %d MiB after%n", openMs, opened, tookMs, idle.toMillis(), before >> 10, peak >> 10, after >> 10);
      assertThat(opened).isGreaterThan(1);
      assertThat(bridge.sessions()).isZero();
      assertThat(log).hasSize(50).allMatch(l -> l.contains("ended: idle for over 3s"));
    } finally {
      front.close();
    }
  }
}

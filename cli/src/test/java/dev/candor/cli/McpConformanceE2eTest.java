package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, pinned in mcp/e2e) over
 * Streamable HTTP: every check server-everything passes alone also passes through {@code candor
 * mcp proxy --http} in front of it, and {@code candor mcp serve --http} passes the scenarios that
 * apply to a server with only tools and logging. Needs mcp/e2e/setup.sh; skipped without it.
 */
@Tag("slow")
class McpConformanceE2eTest {
  static final Path E2E = McpProxyE2eTest.E2E;
  static final Pattern RESULT = Pattern.compile("^[✓✗] ([\\w-]+): (\\d+) passed, (\\d+) failed");

  /** A one-scenario run's summary line. */
  static final Pattern SINGLE = Pattern.compile("^Passed: (\\d+)/\\d+, (\\d+) failed");

  /** The scenarios that apply to candor's own server, which offers tools and logging only. */
  static final List<String> SERVE_SCENARIOS = List.of("server-initialize", "logging-set-level", "ping", "tools-list",
      "server-sse-multiple-streams", "dns-rebinding-protection");

  @BeforeAll
  static void ready() {
    boolean ready = Files.isDirectory(E2E.resolve("node_modules/@modelcontextprotocol/conformance"))
        && Files.isDirectory(E2E.resolve("node_modules/@modelcontextprotocol/server-everything"));
    String why = "the MCP conformance run needs Node 20+ and the pinned npm packages: run mcp/e2e/setup.sh";
    if ("true".equals(System.getenv("CI"))) {
      assertThat(ready).as(why).isTrue();
    }
    Assumptions.assumeTrue(ready, why);
  }

  /** Passed checks by scenario, and the suite's own output for a failure message. */
  record Run(Map<String, Integer> passed, Map<String, Integer> failed, String output) {
    int total(Map<String, Integer> m) {
      return m.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  static Run conformance(String url, String... scenario) throws Exception {
    List<String> cmd = new ArrayList<>(List.of("node", E2E.resolve("conformance.mjs").toString(), "server", "--url", url));
    if (scenario.length > 0) {
      cmd.addAll(List.of("--scenario", scenario[0]));
    }
    // The suite's working directory, removed with whatever it wrote: every run left one in /tmp.
    Path results = Files.createTempDirectory("candor-conformance");
    String out;
    try {
      Process p = new ProcessBuilder(cmd).directory(results.toFile()).redirectErrorStream(true).start();
      out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
    } finally {
      try (java.util.stream.Stream<Path> all = Files.walk(results)) {
        for (Path f : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(f);
        }
      }
    }
    Map<String, Integer> passed = new TreeMap<>();
    Map<String, Integer> failed = new TreeMap<>();
    for (String line : out.split("\n")) {
      Matcher m = RESULT.matcher(line.strip());
      Matcher one = SINGLE.matcher(line.strip());
      if (m.find()) {
        passed.put(m.group(1), Integer.parseInt(m.group(2)));
        failed.put(m.group(1), Integer.parseInt(m.group(3)));
      } else if (scenario.length > 0 && one.find()) {
        passed.put(scenario[0], Integer.parseInt(one.group(1)));
        failed.put(scenario[0], Integer.parseInt(one.group(2)));
      }
    }
    assertThat(passed).as("the suite printed no summary:%n%s", out).isNotEmpty();
    return new Run(passed, failed, out);
  }

  /** Starts a server and waits for the line on stderr that names its URL. */
  static String started(Process p, Pattern url) throws IOException {
    BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
    for (String line; (line = err.readLine()) != null; ) {
      Matcher m = url.matcher(line);
      if (m.find()) {
        Thread drain = new Thread(() -> {
          try {
            err.transferTo(java.io.Writer.nullWriter());
          } catch (IOException e) {
            // the server is gone
          }
        });
        drain.setDaemon(true);
        drain.start();
        return m.group(1);
      }
    }
    throw new AssertionError("the server ended before it said where it listens");
  }

  static final Pattern CANDOR_URL = Pattern.compile("at (http://\\S+/mcp)[;,]");

  static void stop(Process p) throws InterruptedException {
    p.descendants().forEach(ProcessHandle::destroy);
    p.destroy();
    p.waitFor(20, TimeUnit.SECONDS);
  }

  @Test
  void everyCheckTheServerPassesAloneItAlsoPassesThroughTheProxy() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    ProcessBuilder alone = new ProcessBuilder(McpProxyE2eTest.everything().get(0), McpProxyE2eTest.everything().get(1), "streamableHttp")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    alone.environment().put("PORT", Integer.toString(port));
    Process server = alone.redirectErrorStream(false).start();
    Run direct;
    try {
      started(server, Pattern.compile("(running on port \\d+)|(listening)", Pattern.CASE_INSENSITIVE));
      direct = conformance("http://localhost:" + port + "/mcp");
    } finally {
      stop(server);
    }

    List<String> proxy = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "proxy", "--no-store", "--no-trace", "--http", "0", "--"));
    proxy.addAll(McpProxyE2eTest.everything());
    Process front = new ProcessBuilder(proxy).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    Run through;
    try {
      through = conformance(started(front, CANDOR_URL));
    } finally {
      stop(front);
    }
    System.out.printf("candor-measure: conformance over HTTP: server-everything alone %d checks passed of %d; through the proxy %d of %d%n",
        direct.total(direct.passed()), direct.total(direct.passed()) + direct.total(direct.failed()),
        through.total(through.passed()), through.total(through.passed()) + through.total(through.failed()));
    direct.passed().forEach((scenario, n) ->
        assertThat(through.passed().getOrDefault(scenario, 0)).as("%s through the proxy:%n%s", scenario, through.output()).isGreaterThanOrEqualTo(n));
  }

  @Test
  void candorsOwnServerPassesTheScenariosThatApplyToIt() throws Exception {
    Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "serve", "--no-store", "--no-trace", "--http", "0")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      String url = started(serve, CANDOR_URL);
      for (String scenario : SERVE_SCENARIOS) {
        Run r = conformance(url, scenario);
        assertThat(r.passed().get(scenario)).as("%s:%n%s", scenario, r.output()).isPositive();
        assertThat(r.failed().get(scenario)).as("%s:%n%s", scenario, r.output()).isZero();
      }
    } finally {
      stop(serve);
    }
  }
}

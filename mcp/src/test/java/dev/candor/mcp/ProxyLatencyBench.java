package dev.candor.mcp;

import java.util.Arrays;

/**
 * The proxy's added latency per small tools/call: median and p99 over N calls (default 1,000,
 * after 300 to warm up), through the proxy and straight to the same upstream. Run with the test
 * classpath: {@code java -cp ... dev.candor.mcp.ProxyLatencyBench [N]}.
 */
public final class ProxyLatencyBench {
  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
    double[] direct;
    double[] proxied;
    try (McpTestClient c = McpTestClient.direct()) {
      c.initialize();
      direct = time(c, n);
    }
    try (McpTestClient c = McpTestClient.proxy(10_000, "none", 60_000)) {
      c.initialize();
      proxied = time(c, n);
    }
    System.out.printf("direct:  median %.3f ms, p99 %.3f ms%n", pct(direct, 50), pct(direct, 99));
    System.out.printf("proxied: median %.3f ms, p99 %.3f ms%n", pct(proxied, 50), pct(proxied, 99));
    System.out.printf("added:   median %.3f ms, p99 %.3f ms (over %d calls each)%n",
        pct(proxied, 50) - pct(direct, 50), pct(proxied, 99) - pct(direct, 99), n);
  }

  static double[] time(McpTestClient c, int n) throws Exception {
    for (int i = 0; i < 300; i++) {
      c.call("echo", "{\"text\":\"warm " + i + "\"}");
    }
    double[] ms = new double[n];
    for (int i = 0; i < n; i++) {
      long t = System.nanoTime();
      c.call("echo", "{\"text\":\"hello " + i + "\"}");
      ms[i] = (System.nanoTime() - t) / 1e6;
    }
    Arrays.sort(ms);
    return ms;
  }

  static double pct(double[] sorted, int p) {
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
  }
}

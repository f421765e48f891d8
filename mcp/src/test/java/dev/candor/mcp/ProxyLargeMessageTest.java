package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A 300 MB tool result through a proxy JVM capped at 128 MiB of heap (it also passes at 64 MiB). */
@Tag("slow")
class ProxyLargeMessageTest {
  static final String HEAP = "-Xmx128m";
  @TempDir Path dir;

  /** Peak resident memory of a live process, in KiB, from /proc; -1 where there is none. */
  static long peakRssKib(long pid) {
    try {
      for (String l : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
        if (l.startsWith("VmHWM:")) {
          return Long.parseLong(l.replaceAll("[^0-9]", ""));
        }
      }
    } catch (Exception e) {
      // not Linux
    }
    return -1;
  }

  @Test
  void a300MbResultIsShapedInBoundedMemoryAndKeptWhole() throws Exception {
    long bytes = 300_000_000L;
    try (McpTestClient c = McpTestClient.proxy(2_000, "sqlite:" + dir.resolve("store.db"), 600_000, HEAP)) {
      c.initialize();
      long t0 = System.nanoTime();
      JsonNode r = c.request("tools/call", McpTestClient.M.readTree("{\"name\":\"big\",\"arguments\":{\"bytes\":" + bytes + "}}"),
          Duration.ofMinutes(10));
      long ms = (System.nanoTime() - t0) / 1_000_000;
      long rss = peakRssKib(c.process.pid());
      System.err.printf("300 MB result through the proxy (%s): %,d ms, proxy peak RSS %,d KiB%n", HEAP, ms, rss);
      assertThat(c.process.isAlive()).isTrue();
      String text = McpTestClient.text(r);
      assertThat(ProxyTest.measure(r)).isLessThanOrEqualTo(2_000);
      assertThat(text).contains("ERROR: disk full at line");
      String h = ProxyTest.handle(text);
      JsonNode facts = c.call("candor_more", "{\"handle\":\"" + h + "\",\"facts\":true}");
      // Stored as decoded text: each "\\n" escape on the wire (two bytes) is one byte.
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("lines, ([0-9,]+) bytes").matcher(McpTestClient.text(facts));
      assertThat(m.find()).isTrue();
      assertThat(Long.parseLong(m.group(1).replace(",", ""))).isBetween(bytes * 95 / 100, bytes);
      JsonNode tail = c.call("candor_more", "{\"handle\":\"" + h + "\",\"tail\":1}");
      assertThat(McpTestClient.text(tail)).contains("all fine here");
    }
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Error lines just before the tail, when the tail grown by what is left reaches back over them, are
 * shown by the tail with the lines around them: the last requests a service served before it
 * crashed say what it was doing, and the room is not spent on more of the head instead.
 */
class TailOverErrorsTest {

  /** A Node service's request log, then V8's heap-exhaustion report and native stack; SIGABRT. */
  private static String crashedServiceLog() {
    StringBuilder sb = new StringBuilder("orders-api 2.3.1 listening on 127.0.0.1:8080\n");
    String[] paths = {"/orders/o-", "/health", "/report?from=2026-01-01&page=", "/v1/orders/"};
    for (int i = 0; i < 420; i++) {
      String path = paths[i % 7 == 3 ? 2 : i % 11 == 5 ? 1 : 0];
      if (!path.equals("/health")) {
        path += (i * 37) % 7000;
      }
      sb.append(String.format(Locale.ROOT, "2026-12-02T09:%02d:%02d.%03dZ pid=24682 GET %s 200 %db %d.%dms%n",
          16 + i / 300, (i / 5) % 60, (i * 53) % 1000, path, 2 + i % 31, i % 9, i % 7));
      if (i % 20 == 19) {
        sb.append(String.format(Locale.ROOT, "2026-12-02T09:%02d:%02d.500Z pid=24682 stats served=%d cache_entries=%d rss_mb=%d%n",
            16 + i / 300, (i / 5) % 60, i + 1, i / 5, 50 + i / 10));
      }
    }
    sb.append("2026-12-02T09:17:23.633Z pid=24682 GET /orders/o-6919 200 33b 0.1ms\n");
    sb.append("\n<--- Last few GCs --->\n\n");
    sb.append("[24682:0x3a901ca0]    80127 ms: Scavenge 43.4 (47.2) -> 43.1 (47.5) MB, 9.70 / 0.00 ms  task;\n");
    sb.append("[24682:0x3a901ca0]    80388 ms: Scavenge 43.9 (47.5) -> 43.7 (52.7) MB, 36.41 / 0.00 ms  task;\n");
    sb.append("\n\n<--- JS stacktrace --->\n\n");
    sb.append("FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory\n");
    sb.append("----- Native stack trace -----\n\n");
    String[] frames = {"node::OOMErrorHandler(char const*, v8::OOMDetails const&)",
        "v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&)",
        "v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&)",
        "v8::internal::Heap::RecomputeLimits(v8::internal::GarbageCollector)",
        "v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason)",
        "uv_run", "node::SpinEventLoopInternal(node::Environment*)", "node::NodeMainInstance::Run()",
        "node::Start(int, char**)", "__libc_start_main"};
    for (int i = 0; i < frames.length; i++) {
      sb.append(String.format(Locale.ROOT, "%2d: 0x%x %s [node]%n", i + 1, 0xb78db3 + i * 0x11a3d, frames[i]));
    }
    return sb.toString();
  }

  @Test
  void theLastRequestsBeforeTheCrashAreShownByTheTailHeldAndStreamed() throws IOException {
    Evidence ev = Evidence.of("node server.js", 134);
    for (int budget : new int[] {2200, 2500, 2800, 4000}) {
      for (Shaped s : HeldAndStreamed.shape(crashedServiceLog(), ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("FATAL ERROR: Ineffective mark-compacts near heap limit")
            .contains("GET /orders/o-6919 200 33b 0.1ms")
            .contains("<--- Last few GCs --->");
      }
    }
  }
}

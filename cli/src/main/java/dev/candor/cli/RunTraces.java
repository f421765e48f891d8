package dev.candor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.ShapeException;
import dev.candor.store.History;
import dev.candor.store.HistoryQuery;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The spans of one run, for {@code lint --run} and {@code audit --run}: a span belongs to the run
 * when the ledger recorded a call of that run with its handle, or with its start time and tool. The
 * ledger is the record of runs; spans are matched to it rather than carrying the run themselves.
 */
final class RunTraces {
  private static final ObjectMapper JSON = new ObjectMapper();

  private RunTraces() {}

  /** One temporary trace holding the lines of {@code traces} that belong to {@code run}. */
  static List<Path> of(List<Path> traces, String run, String storeUrl) throws IOException {
    Set<String> keys = new HashSet<>();
    try (ResultStore store = ResultStore.openExisting(storeUrl)) {
      History h = store.history(HistoryQuery.latest().withRunId(run).withLimit(HistoryQuery.MAX_LIMIT));
      for (History.Call c : h.calls()) {
        c.entry().handle().ifPresent(x -> keys.add(x.value()));
        keys.add(key(c.entry().startTime(), c.entry().tool()));
      }
    } catch (StoreException | IllegalArgumentException e) {
      throw new ShapeException("--run", "--run needs the ledger in the result store, which cannot be read: " + e.getMessage());
    }
    Path out = dev.candor.capture.TempFiles.create("run-trace-", ".jsonl");
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Path t : traces) {
        try (BufferedReader r = Files.newBufferedReader(t, StandardCharsets.UTF_8)) {
          for (String line; (line = r.readLine()) != null; ) {
            if (belongs(line, keys)) {
              w.write(line);
              w.write('\n');
            }
          }
        }
      }
    }
    out.toFile().deleteOnExit();
    return List.of(out);
  }

  private static boolean belongs(String line, Set<String> keys) {
    try {
      JsonNode n = JSON.readTree(line);
      if (n == null || !n.isObject()) {
        return false;
      }
      if (n.path("handle").isTextual() && keys.contains(n.get("handle").asText())) {
        return true;
      }
      return n.path("start_time").isTextual()
          && keys.contains(key(Instant.parse(n.get("start_time").asText()), n.path("tool_name").asText()));
    } catch (IOException | RuntimeException e) {
      return false; // a line that is not a span belongs to no run
    }
  }

  private static String key(Instant start, String tool) {
    return start.truncatedTo(ChronoUnit.MILLIS) + " " + tool;
  }
}

package dev.candor.harness;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Interval;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of one run for one report file: every test that used the watch, and its trials.
 * The share of trials that hit a cap carries its 95% Wilson interval, in the JSON ({@code
 * hit_cap_share_ci95}) and in the one-line summary. Thread-safe.
 */
final class RunStats {
  private static final JsonFactory JSON = new JsonFactory();

  /** One test's trials. */
  private record TestTrials(String test, List<Trial> trials) {}

  private final List<TestTrials> tests = new ArrayList<>();

  synchronized void add(String test, List<Trial> trials) {
    tests.add(new TestTrials(test, List.copyOf(trials)));
  }

  /** Writes the figures as JSON to {@code report}, creating its directory, and returns the one-line summary. */
  synchronized String write(Path report) throws IOException {
    Path dir = report.toAbsolutePath().getParent();
    if (dir != null) {
      Files.createDirectories(dir);
    }
    try (Writer w = Files.newBufferedWriter(report, StandardCharsets.UTF_8);
        JsonGenerator g = JSON.createGenerator(w).useDefaultPrettyPrinter()) {
      g.writeStartObject();
      List<Trial> all = tests.stream().flatMap(t -> t.trials().stream()).toList();
      figures(g, all);
      g.writeNumberField("tests", tests.size());
      g.writeArrayFieldStart("by_test");
      for (TestTrials t : tests) {
        g.writeStartObject();
        g.writeStringField("test", t.test());
        figures(g, t.trials());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    return summary(report);
  }

  private static void figures(JsonGenerator g, List<Trial> trials) throws IOException {
    long capped = trials.stream().filter(Trial::hitCap).count();
    g.writeNumberField("trials", trials.size());
    g.writeNumberField("hit_cap", capped);
    g.writeNumberField("hit_cap_share", trials.isEmpty() ? 0.0 : (double) capped / trials.size());
    if (trials.isEmpty()) {
      g.writeNullField("hit_cap_share_ci95");
    } else {
      Interval ci = Interval.wilson(capped, trials.size());
      g.writeArrayFieldStart("hit_cap_share_ci95");
      g.writeNumber(round(ci.low()));
      g.writeNumber(round(ci.high()));
      g.writeEndArray();
    }
    g.writeNumberField("trials_with_findings", trials.stream().filter(t -> !t.findings().isEmpty()).count());
    g.writeObjectFieldStart("findings");
    for (Map.Entry<FindingKind, Long> e : byKind(trials).entrySet()) {
      g.writeNumberField(e.getKey().name(), e.getValue());
    }
    g.writeEndObject();
  }

  private static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }

  private static Map<FindingKind, Long> byKind(List<Trial> trials) {
    Map<FindingKind, Long> out = new EnumMap<>(FindingKind.class);
    for (FindingKind k : FindingKind.values()) {
      out.put(k, 0L);
    }
    trials.forEach(t -> t.findings().forEach(f -> out.merge(f.kind(), 1L, Long::sum)));
    return out;
  }

  private String summary(Path report) {
    List<Trial> all = tests.stream().flatMap(t -> t.trials().stream()).toList();
    long capped = all.stream().filter(Trial::hitCap).count();
    StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
        "truncation-watch: %d %s in %d %s, %d hit a cap (%.1f%%%s); findings:", all.size(),
        all.size() == 1 ? "trial" : "trials", tests.size(), tests.size() == 1 ? "test" : "tests", capped,
        all.isEmpty() ? 0.0 : 100.0 * capped / all.size(),
        all.isEmpty() ? "" : ", 95% interval " + Interval.wilson(capped, all.size()).percent()));
    byKind(all).forEach((k, n) -> s.append(' ').append(k).append('=').append(n));
    return s.append("; written to ").append(report).toString();
  }
}

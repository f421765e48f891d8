package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the span contract's own linter (seed 003's {@code lint_truncation.py}, kept unchanged in
 * the test resources) and {@link Lint} on the same random spans, and fails on any problem the
 * script finds that Candor does not.
 *
 * <p>A script finding is matched by a Candor finding of the same kind on the same stream and line,
 * or by Candor's {@code WRONG_TYPE} finding on a field the script's rule read (the script compares
 * a string byte count as a string; Candor says the count is not a number). A line on which the
 * script itself crashes must carry at least one Candor finding. Both ways are counted and printed.
 */
@Tag("slow")
class LintSeedDifferentialTest {
  private static final int SPANS = 5_000;
  private static final Pattern SEED_LINE = Pattern.compile("L(\\d+): (.*)");
  private static final Pattern MISSING = Pattern.compile("missing \\[(.*)]");

  @TempDir Path dir;

  @Test
  void candorFindsEverythingTheSeedLinterFindsOnRandomSpans() throws Exception {
    RandomSpans random = new RandomSpans(17L);
    StringBuilder trace = new StringBuilder();
    for (int i = 0; i < SPANS; i++) {
      trace.append(random.next()).append('\n');
    }
    Path file = Files.writeString(dir.resolve("random.jsonl"), trace);

    Map<Long, List<String>> seed = seedFindings(file);
    Map<Long, List<Lint.Finding>> candor = new HashMap<>();
    Map<String, Integer> candorKinds = new TreeMap<>();
    for (Lint.Finding f : Lint.run(file).findings()) {
      candor.computeIfAbsent(f.line(), k -> new ArrayList<>()).add(f);
      candorKinds.merge(f.kind().name(), 1, Integer::sum);
    }

    Map<String, Integer> seedKinds = new TreeMap<>();
    List<String> onlySeed = new ArrayList<>();
    int sameKind = 0;
    int viaType = 0;
    for (Map.Entry<Long, List<String>> e : seed.entrySet()) {
      List<Lint.Finding> mine = candor.getOrDefault(e.getKey(), List.of());
      for (String problem : e.getValue()) {
        Expect x = expect(problem);
        seedKinds.merge(x.kind, 1, Integer::sum);
        if (x.kind.equals("CRASH")) {
          if (mine.isEmpty()) {
            onlySeed.add("L" + e.getKey() + ": " + problem);
          }
          continue;
        }
        if (matches(x, mine)) {
          sameKind++;
        } else if (mine.stream().anyMatch(f -> f.kind() == LintKind.WRONG_TYPE
            && x.fields.stream().anyMatch(field -> f.problem().startsWith(field + " must be")))) {
          viaType++;
        } else {
          onlySeed.add("L" + e.getKey() + ": " + problem + "  (candor: " + mine + ")");
        }
      }
    }
    System.out.printf("lint differential: %d spans; seed findings by kind %s; candor findings by kind %s; "
            + "seed findings matched by the same kind %d, by a wrong-type finding %d; found only by the seed %d%n",
        SPANS, seedKinds, candorKinds, sameKind, viaType, onlySeed.size());

    assertThat(onlySeed).isEmpty();
    for (String kind : List.of("MISSING", "CLIPPED_WITHOUT_FLAG", "FLAG_UNDER_CAP", "FULL_HASH_ON_CLIPPED",
        "OK_PREVIEW_TRUNCATED")) {
      assertThat(seedKinds.getOrDefault(kind, 0)).as("seed findings of kind " + kind).isGreaterThan(100);
    }
  }

  /** The seed's kinds, and the fields each of its rules reads. */
  private record Expect(String kind, String stream, Set<String> fields) {}

  private static Expect expect(String problem) {
    Matcher m = MISSING.matcher(problem);
    if (m.matches()) {
      return new Expect("MISSING", null, Set.of(m.group(1).replace("'", "").split(", ")));
    }
    if (problem.startsWith("CRASH")) {
      return new Expect("CRASH", null, Set.of());
    }
    if (problem.equals("ok_preview true while truncated")) {
      return new Expect("OK_PREVIEW_TRUNCATED", null, Set.of("ok_preview", "stdout_truncated", "stderr_truncated"));
    }
    String s = problem.contains("stdout") ? "stdout" : "stderr";
    Set<String> fields = Set.of(s + "_bytes", s + "_cap", s + "_truncated", s + "_sha256");
    if (problem.equals(s + " clipped without flag")) {
      return new Expect("CLIPPED_WITHOUT_FLAG", s, fields);
    }
    if (problem.equals(s + " flag set under cap")) {
      return new Expect("FLAG_UNDER_CAP", s, fields);
    }
    if (problem.equals("full " + s + " hash on clipped stream")) {
      return new Expect("FULL_HASH_ON_CLIPPED", s, fields);
    }
    throw new AssertionError("a seed finding this test does not know: " + problem);
  }

  private static boolean matches(Expect x, List<Lint.Finding> mine) {
    for (Lint.Finding f : mine) {
      if (!f.kind().name().equals(x.kind)) {
        continue;
      }
      if (x.kind.equals("MISSING")) {
        Matcher m = MISSING.matcher(f.problem());
        if (m.matches() && Set.of(m.group(1).split(", ")).containsAll(x.fields)) {
          return true;
        }
      } else if (x.stream == null || f.problem().contains(x.stream)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The seed's findings by line, through {@code seed_driver.py}; checked against the seed script's
   * own run on the lines it does not crash on, so the driver cannot hide a finding.
   */
  private Map<Long, List<String>> seedFindings(Path trace) throws IOException, InterruptedException {
    Path script = copy("lint_truncation.py");
    Path driver = copy("seed_driver.py");
    List<String> driven = python(driver, trace);
    Map<Long, List<String>> byLine = new TreeMap<>();
    for (String out : driven) {
      Matcher m = SEED_LINE.matcher(out);
      assertThat(m.matches()).as("driver line " + out).isTrue();
      byLine.computeIfAbsent(Long.parseLong(m.group(1)), k -> new ArrayList<>()).add(m.group(2));
    }
    List<String> lines = Files.readAllLines(trace);
    List<String> judged = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      List<String> found = byLine.getOrDefault((long) i + 1, List.of());
      boolean crashed = found.stream().anyMatch(p -> p.startsWith("CRASH"));
      judged.add(crashed ? "" : lines.get(i));
      if (!crashed) {
        found.forEach(p -> expected.add("L" + (judged.size()) + ": " + p));
      }
    }
    Path rest = Files.write(dir.resolve("judged.jsonl"), judged);
    expected.add("issues=" + (expected.size()));
    assertThat(python(script, rest)).as("the seed script's own output").isEqualTo(expected);
    return byLine;
  }

  private Path copy(String name) throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/seed/" + name)) {
      assertThat(in).as("test resource seed/" + name).isNotNull();
      Path to = dir.resolve(name);
      Files.copy(in, to);
      return to;
    }
  }

  private List<String> python(Path script, Path arg) throws IOException, InterruptedException {
    Process p = new ProcessBuilder("python3", script.toString(), arg.toString())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("python3 finished").isTrue();
    return new String(out, StandardCharsets.UTF_8).lines().toList();
  }
}

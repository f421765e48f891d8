package dev.candor;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A corpus of real tool outputs, {@code fixtures/<name>/<id>/{output,case.json}}: the repo's tuning
 * corpus ({@code corpus}) or its held-out validation set ({@code validation}).
 */
final class Corpus {
  /** One case: what the tool printed and the evidence a person debugging it would need. */
  record Case(String id, String tool, String command, int exitCode, List<String> evidence, Long items, byte[] output) {
    Evidence asEvidence() {
      return Evidence.of(command, exitCode);
    }

    @Override
    public String toString() {
      return id;
    }
  }

  private Corpus() {}

  static Path dir() {
    return dir("corpus");
  }

  static Path dir(String name) {
    Path p = Path.of("").toAbsolutePath();
    for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
      Path c = p.resolve("fixtures").resolve(name);
      if (Files.isDirectory(c)) {
        return c;
      }
    }
    throw new IllegalStateException("fixtures/" + name + " not found above " + Path.of("").toAbsolutePath());
  }

  static List<Case> all() {
    return all("corpus");
  }

  static List<Case> all(String name) {
    ObjectMapper json = new ObjectMapper();
    List<Case> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(dir(name))) {
      for (Path d : dirs.sorted().toList()) {
        Path meta = d.resolve("case.json");
        if (!Files.isRegularFile(meta)) {
          continue;
        }
        JsonNode n = json.readTree(meta.toFile());
        List<String> ev = new ArrayList<>();
        n.get("evidence").forEach(e -> ev.add(e.asText()));
        JsonNode items = n.get("items");
        out.add(new Case(n.get("id").asText(), n.get("tool").asText(), n.get("command").asText(),
            n.get("exit_code").asInt(), List.copyOf(ev), items == null || items.isNull() ? null : items.asLong(),
            Files.readAllBytes(d.resolve("output"))));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}

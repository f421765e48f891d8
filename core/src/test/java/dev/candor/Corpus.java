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

    /** This case's output shaped to {@code chars}, checked to fit them. */
    Shaped shaped(int chars) {
      Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(output, asEvidence());
      org.assertj.core.api.Assertions.assertThat(s.size()).as(id).isLessThanOrEqualTo(chars);
      return s;
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
        out.add(read(json, d));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The case {@code id} of {@code fixtures/corpus}, read alone (not the whole corpus, as {@link #all()} does). */
  static Case byId(String id) {
    Path d = dir("corpus").resolve(id);
    if (!Files.isRegularFile(d.resolve("case.json"))) {
      throw new IllegalArgumentException("no case " + id + " in " + dir("corpus"));
    }
    try {
      return read(new ObjectMapper(), d);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The case in directory {@code d}: its case.json and its output. */
  private static Case read(ObjectMapper json, Path d) throws IOException {
    JsonNode n = json.readTree(d.resolve("case.json").toFile());
    List<String> ev = new ArrayList<>();
    n.get("evidence").forEach(e -> ev.add(e.asText()));
    JsonNode items = n.get("items");
    return new Case(n.get("id").asText(), n.get("tool").asText(), n.get("command").asText(),
        n.get("exit_code").asInt(), List.copyOf(ev), items == null || items.isNull() ? null : items.asLong(),
        Files.readAllBytes(d.resolve("output")));
  }
}

package dev.candor.runtimes.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads a corpus laid out as {@code <dir>/<case id>/{output,case.json}} (see the corpus README):
 * every subdirectory with a {@code case.json}, in name order.
 */
final class CorpusReader {
  private static final JsonFactory JSON = new JsonFactory();

  private CorpusReader() {}

  /**
   * Bytes a case's output may have: a case is held whole while every method observes it (its
   * bytes, its text, the observations), one case at a time.
   */
  static final long MAX_OUTPUT = 64L << 20;

  /** Every case of {@code dir}, read whole: for small corpora and tests; a run reads one at a time ({@link #dirs}). */
  static List<BenchCase> read(Path dir) throws IOException {
    List<BenchCase> out = new ArrayList<>();
    for (Path d : dirs(dir)) {
      out.add(readCase(d));
    }
    return out;
  }

  /** The case directories of {@code dir} (each with a {@code case.json}), in name order. */
  static List<Path> dirs(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new NoSuchFileException(dir.toString(), null, "not a corpus directory: expected <id>/case.json under it");
    }
    try (Stream<Path> dirs = Files.list(dir)) {
      return dirs.sorted().filter(d -> Files.isRegularFile(d.resolve("case.json"))).toList();
    }
  }

  /**
   * The case in {@code d}.
   *
   * @throws IOException when its {@code case.json} is malformed or its output is over {@link #MAX_OUTPUT}
   */
  static BenchCase readCase(Path d) throws IOException {
    String id = null;
    String tool = null;
    String command = null;
    Integer exit = null;
    List<String> evidence = new ArrayList<>();
    try (JsonParser p = JSON.createParser(d.resolve("case.json").toFile())) {
      expect(p.nextToken() == JsonToken.START_OBJECT, d, "is not a JSON object");
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        p.nextToken();
        switch (field) {
          case "id" -> id = p.getText();
          case "tool" -> tool = p.getText();
          case "command" -> command = p.getText();
          case "exit_code" -> exit = p.getIntValue();
          case "evidence" -> readStrings(p, evidence, d);
          default -> p.skipChildren();
        }
      }
    }
    expect(id != null && tool != null && command != null && exit != null, d,
        "lacks one of id, tool, command, exit_code");
    Path output = d.resolve("output");
    long size = Files.size(output);
    if (size > MAX_OUTPUT) {
      throw new IOException(String.format(java.util.Locale.ROOT,
          "%s is %,d bytes, over the %,d bytes a bench case may have: cut the case down or move it out of the corpus",
          output, size, MAX_OUTPUT));
    }
    return new BenchCase(id, tool, command, exit, evidence, Files.readAllBytes(output));
  }

  private static void readStrings(JsonParser p, List<String> into, Path d) throws IOException {
    expect(p.currentToken() == JsonToken.START_ARRAY, d, "has an evidence that is not an array");
    while (p.nextToken() == JsonToken.VALUE_STRING) {
      into.add(p.getText());
    }
    expect(p.currentToken() == JsonToken.END_ARRAY, d, "has an evidence item that is not a string");
  }

  private static void expect(boolean ok, Path d, String problem) throws IOException {
    if (!ok) {
      throw new IOException(d.resolve("case.json") + " " + problem);
    }
  }
}

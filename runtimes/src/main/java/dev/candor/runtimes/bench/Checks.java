package dev.candor.runtimes.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.candor.runtimes.MarkerDetector;
import java.io.IOException;

/** What the benchmark asks of one observation, apart from evidence. */
final class Checks {
  /** What the naive head cap appends, and recognises as its own marker. */
  static final String NAIVE_MARKER = "\n... [truncated]";

  private static final JsonFactory JSON = new JsonFactory();

  private Checks() {}

  static boolean statesExitCode(String observation, int code) {
    return MarkerDetector.statesExitCode(observation, code);
  }

  /** Whether a runtime's marker, Candor's marker or the naive cap's marker is in the observation. */
  static boolean marked(String observation) {
    return MarkerDetector.accounted(observation) || observation.contains(NAIVE_MARKER);
  }

  /**
   * Whether the observation carries the tool's document in a form that parses. A runtime's own
   * lines around the document are allowed: for {@code json}, one value must parse from the first
   * {@code {} or {@code [} on, whatever follows it; for {@code ndjson}, every line from the first
   * {@code {} on that starts with {@code {} must be exactly one value, and there must be one.
   */
  static boolean validJson(String tool, String observation) {
    int at = tool.equals("ndjson") ? observation.indexOf('{') : firstOf(observation, '{', '[');
    if (at < 0) {
      return false;
    }
    String doc = observation.substring(at);
    return tool.equals("ndjson") ? validLines(doc) : parsesOneValue(doc, false);
  }

  private static boolean validLines(String doc) {
    int values = 0;
    for (String line : doc.split("\n")) {
      if (line.strip().startsWith("{")) {
        if (!parsesOneValue(line, true)) {
          return false;
        }
        values++;
      }
    }
    return values > 0;
  }

  private static boolean parsesOneValue(String text, boolean alone) {
    try (JsonParser p = JSON.createParser(text)) {
      if (p.nextToken() == null) {
        return false;
      }
      int depth = p.currentToken().isStructStart() ? 1 : 0;
      while (depth > 0) {
        JsonToken t = p.nextToken();
        if (t == null) {
          return false;
        }
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
      }
      return !alone || p.nextToken() == null;
    } catch (IOException e) {
      return false;
    }
  }

  private static int firstOf(String s, char a, char b) {
    int i = s.indexOf(a);
    int j = s.indexOf(b);
    return i < 0 ? j : j < 0 ? i : Math.min(i, j);
  }
}

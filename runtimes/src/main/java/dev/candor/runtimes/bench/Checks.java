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
   * {@code {} or {@code [} on, whatever follows it; for {@code ndjson}, every line that starts a
   * JSON value ({@code {}, or {@code [} then a value's first char: tap's {@code ["pass",{...}]}, not
   * a marker's {@code [... cut}) must be exactly one value, and there must be one.
   */
  static boolean validJson(String tool, String observation) {
    if (tool.equals("ndjson")) {
      return validLines(observation);
    }
    int at = firstOf(observation, '{', '[');
    return at >= 0 && parsesOneValue(observation.substring(at), false);
  }

  private static boolean validLines(String doc) {
    int values = 0;
    for (String line : doc.split("\n")) {
      if (startsValue(line.strip())) {
        if (!parsesOneValue(line, true)) {
          return false;
        }
        values++;
      }
    }
    return values > 0;
  }

  /** Whether a line opens a JSON object, or an array whose first char is a value's ({@code ["}, {@code [{}, {@code [1}, {@code []}). */
  private static boolean startsValue(String line) {
    if (line.startsWith("{")) {
      return true;
    }
    if (line.length() < 2 || line.charAt(0) != '[') {
      return false;
    }
    char c = line.charAt(1);
    return c == '"' || c == '{' || c == '[' || c == ']' || c == '-' || c >= '0' && c <= '9';
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

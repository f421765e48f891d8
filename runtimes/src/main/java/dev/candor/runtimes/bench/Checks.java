package dev.candor.runtimes.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.candor.Marker;
import dev.candor.runtimes.Markers;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the benchmark asks of one observation, apart from evidence. */
final class Checks {
  /** What the naive head cap appends, and recognises as its own marker. */
  static final String NAIVE_MARKER = "\n... [truncated]";

  /**
   * Exit code statements: {@code exit code: 1}, {@code Exit code 1}, {@code Exit Code: 1}, {@code
   * [The command completed with exit code 1.]}, {@code Process exited with code 1}, {@code
   * "exit_code":1}, {@code exit status 1}.
   */
  private static final Pattern EXIT = Pattern.compile(
      "(?i)\\b(?:exit[ _]code|exit status|exited with code)\"?\\s*[:=]?\\s*(-?[0-9]+)\\b");
  /**
   * Candor's marks in re-encoded output, which {@link Markers} does not read: JSON {@code
   * "showing"}, a replaced value {@code "[cut: 171 bytes]"}, and CSV {@code # candor: ... showing}.
   */
  private static final Pattern CANDOR_STRUCTURED = Pattern.compile(
      "\"candor\":\\{[^\\n]*\"showing\":[0-9]+|\\[cut: [0-9,]+ bytes\\]|# candor: [^\\n]*showing [0-9,]+ of [0-9,]+");
  private static final JsonFactory JSON = new JsonFactory();

  private Checks() {}

  static boolean statesExitCode(String observation, int code) {
    Matcher m = EXIT.matcher(observation);
    while (m.find()) {
      if (m.group(1).equals(Integer.toString(code))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a runtime's marker, Candor's marker or the naive cap's marker is in the observation. */
  static boolean marked(String observation) {
    return !Markers.detect(observation).isEmpty() || observation.contains(Marker.PREFIX)
        || CANDOR_STRUCTURED.matcher(observation).find() || observation.contains(NAIVE_MARKER);
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

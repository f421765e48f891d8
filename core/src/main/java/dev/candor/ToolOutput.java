package dev.candor;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tool's result as a framework hands it over (one string), read for what Candor shapes: the text,
 * and what the result says about the run. A framework adapter has no exit code of its own, so it
 * takes the one the tool reports:
 *
 * <ul>
 *   <li>a JSON object with a text field ({@code output}, {@code stdout}, {@code log}, {@code text},
 *       {@code content}) and an integer exit field ({@code exitCode}, {@code exit_code},
 *       {@code returncode}, {@code returnCode}, {@code exitStatus}), as a tool method returning a
 *       record is serialized: the text is shaped, with the exit code and any {@code command} as
 *       evidence no cut removes;
 *   <li>text whose last lines say {@code exit code: N}, {@code exited with code N} or
 *       {@code Process finished with exit code N};
 *   <li>anything else as it is, with only the tool's name.
 * </ul>
 */
public record ToolOutput(String text, Evidence evidence) {
  private static final JsonFactory JSON = new JsonFactory();
  private static final Set<String> TEXT = Set.of("output", "stdout", "log", "text", "content", "combined");
  private static final Set<String> EXIT = Set.of("exitCode", "exit_code", "returncode", "returnCode", "exitStatus");
  private static final Pattern EXIT_LINE = Pattern.compile(
      "(?im)^.*\\b(?:exit(?:ed)?(?: with)? (?:code|status)[: =]*|process finished with exit code )(-?\\d{1,3})\\b[^\\n]*$");

  public ToolOutput {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(evidence, "evidence");
  }

  /** Reads {@code result}, the string tool {@code tool} returned. */
  public static ToolOutput read(String tool, String result) {
    Evidence base = Evidence.none().withTool(tool);
    String r = result == null ? "" : result;
    if (r.stripLeading().startsWith("{")) {
      ToolOutput structured = structured(base, r);
      if (structured != null) {
        return structured;
      }
    }
    OptionalInt code = trailingExitCode(r);
    return new ToolOutput(r, code.isPresent() ? base.withCommand(tool).withExitCode(code.getAsInt()) : base);
  }

  private static ToolOutput structured(Evidence base, String json) {
    String text = null;
    String command = null;
    Integer exit = null;
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        JsonToken v = p.nextToken();
        if (v == JsonToken.VALUE_STRING && TEXT.contains(name) && text == null) {
          text = p.getText();
        } else if (v == JsonToken.VALUE_STRING && (name.equals("command") || name.equals("cmd"))) {
          command = p.getText();
        } else if (v == JsonToken.VALUE_NUMBER_INT && EXIT.contains(name)) {
          exit = p.getIntValue();
        } else {
          p.skipChildren();
        }
      }
      if (p.nextToken() != null) {
        return null;
      }
    } catch (IOException e) {
      return null;
    }
    if (text == null || exit == null) {
      return null;
    }
    Evidence ev = base.withExitCode(exit);
    return new ToolOutput(text, command != null ? ev.withCommand(command) : ev.withCommand(base.tool().orElse("tool")));
  }

  private static OptionalInt trailingExitCode(String text) {
    int from = text.length();
    for (int lines = 0; lines < 5 && from > 0; lines++) {
      from = text.lastIndexOf('\n', from - 2) + 1;
      if (from == 0) {
        break;
      }
    }
    Matcher m = EXIT_LINE.matcher(text.substring(Math.max(0, from)));
    Integer last = null;
    while (m.find()) {
      last = Integer.parseInt(m.group(1));
    }
    return last == null ? OptionalInt.empty() : OptionalInt.of(last);
  }
}

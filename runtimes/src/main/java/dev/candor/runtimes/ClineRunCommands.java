package dev.candor.runtimes;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.candor.Unit;
import java.io.IOException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * Cline's {@code run_commands} tool (the Cline SDK that its VS Code extension and CLI are built on):
 * the tool result the provider request carries for one command.
 *
 * <pre>
 * text   = the command's output, kept as a head of 24,000 and a tail of 24,000 UTF-16 units
 *          with "\n[... output truncated: N chars total. ...]\n" between them when longer
 * result = text, or "[Command exited with code N]\n" + text when the exit code is not 0
 * entry  = {"query":COMMAND,"result":RESULT,"success":true}
 *          or {"query":...,"result":...,"error":"Command exited with code N","success":false}
 * each string in the entry is cut again by the message builder to 8,000 UTF-16 units: head and
 * tail of equal length around "\n\n...[truncated N chars]...\n\n"
 * model  = JSON.stringify([entry])
 * </pre>
 *
 * <p>The second cut decides what the model reads: its head keeps the exit-code line, and its gap
 * swallows the first notice (and with it the original size), so N counts characters of the
 * already-cut text. Nothing is written to a file.
 */
final class ClineRunCommands implements RuntimeProfile {
  static final int MAX_COMMAND_OUTPUT_CHARS = 48_000;
  static final int DEFAULT_MAX_TOOL_RESULT_CHARS = 8_000;
  static final int RUN_COMMAND_QUERY_PREVIEW_LIMIT = 200;

  private static final JsonFactory JSON = new JsonFactory();
  private static final Pattern LONE_SURROGATE =
      Pattern.compile("[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]");

  @Override
  public String name() {
    return "cline";
  }

  @Override
  public Source source() {
    return new Source("cline/cline", "sdk/packages/core/src/extensions/tools/executors/output-limits.ts",
        "21cb8d2525bcedf1f4b6890b27a74a14fe7451e4", true,
        "truncateCommandOutput and MAX_COMMAND_OUTPUT_CHARS at the commit given; the executor's rolling "
            + "head/tail collector and exit-code framing in executors/bash.ts (createRollingCollector, "
            + "CommandExitError); the {query,result,error,success} entry in extensions/tools/definitions.ts "
            + "(executeShellCommands) and helpers.ts (formatRunCommandQueryPreview); the second cut in "
            + "sdk/packages/core/src/session/services/message-builder.ts (DEFAULT_MAX_TOOL_RESULT_CHARS, "
            + "truncateMiddleByChars, applied to every string of a structured tool result); the JSON "
            + "value and lone-surrogate repair in sdk/packages/shared/src/llms/ai-sdk-format.ts. The cap "
            + "argument sets the message builder's limit (CLINE_MESSAGE_BUILDER_MAX_TOOL_RESULT_CHARS). "
            + "The output is read as stdout: the executor puts stderr after stdout behind \"\\n[stderr]\\n\", "
            + "which an interleaved output cannot say. A command of \"\" stands for an unknown command. "
            + "Not modelled: the VS Code terminal path (shell integration), detach and timeout texts.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    return observe(rawOutput, exitCode, capOverride, "");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride, String command) {
    Objects.requireNonNull(command, "command: pass \"\" when the command is unknown");
    int limit = capOverride == DEFAULT_CAP ? DEFAULT_MAX_TOOL_RESULT_CHARS : capOverride;
    return entry(collect(Text.decode(rawOutput), MAX_COMMAND_OUTPUT_CHARS), exitCode, capOverride, command);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride, command);
    }
    Ends output = Ends.of(sample);
    int head = (MAX_COMMAND_OUTPUT_CHARS + 1) / 2;
    int tail = Math.max(1, MAX_COMMAND_OUTPUT_CHARS - head);
    if (output.utf16() <= head + tail) {
      throw new IllegalStateException("an output over the window is over " + (head + tail) + " chars");
    }
    return entry(output.headUnits(head) + collectNotice(output.utf16()) + output.tailUnits(tail), exitCode,
        capOverride, command);
  }

  private static String entry(String text, OptionalInt exitCode, int capOverride, String command) {
    Objects.requireNonNull(command, "command: pass \"\" when the command is unknown");
    int limit = capOverride == DEFAULT_CAP ? DEFAULT_MAX_TOOL_RESULT_CHARS : capOverride;
    int code = exitCode.orElse(1);
    StringBuilder json = new StringBuilder("[{\"query\":").append(field(queryPreview(command), limit));
    if (code == 0) {
      json.append(",\"result\":").append(field(text, limit)).append(",\"success\":true");
    } else {
      String status = "Command exited with code " + code;
      String result = text.isEmpty() ? "[" + status + "]" : "[" + status + "]\n" + text;
      json.append(",\"result\":").append(field(result, limit))
          .append(",\"error\":").append(field(status, limit)).append(",\"success\":false");
    }
    return json.append("}]").toString();
  }

  /** The entry's strings, decoded; the observation itself if it does not parse as JSON. */
  @Override
  public String reads(String observation) {
    StringBuilder text = new StringBuilder();
    try (JsonParser p = JSON.createParser(observation)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING) {
          text.append(text.isEmpty() ? "" : "\n").append(p.getText());
        }
      }
    } catch (IOException e) {
      return observation;
    }
    return text.toString();
  }

  /**
   * The executor's text for {@code output} at {@code maxChars}: what the rolling collector keeps,
   * through {@code truncateCommandOutput} when it dropped anything.
   */
  static String collect(String output, int maxChars) {
    int head = (maxChars + 1) / 2;
    int tail = Math.max(1, maxChars - head);
    if (output.length() <= head + tail) {
      return output;
    }
    return output.substring(0, head) + collectNotice(output.length()) + output.substring(output.length() - tail);
  }

  private static String collectNotice(long length) {
    return "\n[... output truncated: " + length
        + " chars total. Refine the command (grep, head, tail) to view the elided middle ...]\n";
  }

  /** {@code truncateMiddleByChars(text, maxChars, TRUNCATE_MARKER_DEFAULT)}. */
  static String middle(String text, int maxChars) {
    if (text.length() <= maxChars) {
      return text;
    }
    int tentativeKeep = Math.max(0, (maxChars - marker(text.length() - maxChars).length()) / 2);
    String marker = marker(Math.max(0, text.length() - tentativeKeep * 2L));
    int keep = Math.max(0, (maxChars - marker.length()) / 2);
    return text.substring(0, keep) + marker + (keep > 0 ? text.substring(text.length() - keep) : "");
  }

  private static String marker(long removed) {
    return "\n\n...[truncated " + removed + " chars]...\n\n";
  }

  private static String queryPreview(String command) {
    if (command.length() <= RUN_COMMAND_QUERY_PREVIEW_LIMIT) {
      return command;
    }
    return command.substring(0, RUN_COMMAND_QUERY_PREVIEW_LIMIT) + " ... [command truncated: "
        + (command.length() - RUN_COMMAND_QUERY_PREVIEW_LIMIT) + " more chars; full command is in the tool call input]";
  }

  /** One string of the entry: cut by the message builder, repaired, and quoted as JSON.stringify does. */
  private static String field(String value, int limit) {
    return Text.jsonQuote(LONE_SURROGATE.matcher(middle(value, limit)).replaceAll("\uFFFD"));
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return DEFAULT_MAX_TOOL_RESULT_CHARS;
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}

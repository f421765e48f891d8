package dev.candor.runtimes;

import dev.candor.Grouping;
import dev.candor.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * Gemini CLI's {@code run_shell_command} tool: the {@code llmContent} {@code ShellToolInvocation}
 * builds, cut by {@code ToolExecutor.truncateOutputIfNeeded}.
 *
 * <pre>
 * Output: TEXT                (or "(empty)")
 * Exit Code: N                only when non-zero
 * Process Group PGID: 1000
 * </pre>
 *
 * <p>Over 40,000 characters (UTF-16 code units, JavaScript's {@code length}), the whole content,
 * header lines included, is saved to a file and replaced by a notice line, the first 20% and the
 * last 80% of the cap, and a marker between them; the marker and notice are outside the cap.
 */
final class GeminiCliShell implements RuntimeProfile {
  static final int DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD = 40_000;
  /** The process group id is the shell's pid in Gemini CLI; this placeholder stands in for it. */
  static final int PGID = 1000;
  /**
   * The placeholder for {@code ~/.gemini/tmp/<project>/tool-outputs/session-<prompt id>/<tool>_<call
   * id>.txt}.
   */
  static final String OUTPUT_FILE =
      "/home/user/.gemini/tmp/project_id/tool-outputs/session-prompt_id/run_shell_command_call_id.txt";

  /** ansi-regex 6.2.2, the version strip-ansi 7.1.2 brings into Gemini CLI's lockfile. */
  private static final Pattern ANSI = Pattern.compile(
      "(?:\\u001B\\][\\s\\S]*?(?:\\u0007|\\u001B\\\\|\\u009C))"
          + "|[\\u001B\\u009B][\\[\\]()#;?]*(?:\\d{1,4}(?:[;:]\\d{0,4})*)?[\\dA-PR-TZcf-nq-uy=><~]");

  @Override
  public String name() {
    return "gemini-cli";
  }

  @Override
  public Source source() {
    return new Source("google-gemini/gemini-cli", "packages/core/src/utils/fileUtils.ts",
        "5411f113cafae26161b4969b0237b8e1e024e2c2", true,
        "formatTruncatedToolOutput and saveTruncatedToolOutput at the commit given; applied to the shell tool "
            + "only in packages/core/src/scheduler/tool-executor.ts (truncateOutputIfNeeded); llmContent in "
            + "packages/core/src/tools/shell.ts; DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD in "
            + "packages/core/src/config/config.ts; output cleaned as the child_process path of "
            + "shellExecutionService.ts does (strip-ansi, trim). Placeholders: PGID " + PGID + ", file "
            + OUTPUT_FILE + ". Not modelled: the node-pty path's terminal rendering, and "
            + "contextManagement (off by default), which summarises instead of cutting.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int threshold = capOverride == DEFAULT_CAP ? DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD : capOverride;
    String output = Text.jsTrim(stripAnsi(Text.decode(rawOutput)));
    List<String> parts = new ArrayList<>();
    parts.add("Output: " + (output.isEmpty() ? "(empty)" : output));
    if (exitCode.isPresent() && exitCode.getAsInt() != 0) {
      parts.add("Exit Code: " + exitCode.getAsInt());
    }
    parts.add("Process Group PGID: " + PGID);
    String content = String.join("\n", parts);
    if (threshold > 0 && content.length() > threshold) {
      return formatTruncated(content, OUTPUT_FILE, threshold);
    }
    return content;
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int threshold = capOverride == DEFAULT_CAP ? DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD : capOverride;
    Ends output = Ends.of(sample).stripped(GeminiCliShell::stripAnsi, sample.geminiAnsi)
        .startTrimmed(Text::jsTrimStart).endTrimmed(Text::jsTrimEnd);
    if (!sample.anyNonSpace || output.utf16() == 0) {
      return observe(new byte[0], exitCode, capOverride);
    }
    String suffix = (exitCode.isPresent() && exitCode.getAsInt() != 0 ? "\nExit Code: " + exitCode.getAsInt() : "")
        + "\nProcess Group PGID: " + PGID;
    String prefix = "Output: ";
    long length = prefix.length() + output.utf16() + suffix.length();
    if (threshold <= 0 || length <= threshold) {
      throw new UnsupportedOperationException(name() + " keeps all " + sample.bytes() + " bytes at a cap of " + threshold);
    }
    int headChars = (int) Math.floor(threshold * 0.2);
    int tailChars = threshold - headChars;
    String head = (prefix + output.headUnits(Math.max(0, headChars - prefix.length()))).substring(0, headChars);
    String tail = tailChars <= suffix.length() ? suffix.substring(suffix.length() - tailChars)
        : output.tailUnits(tailChars - suffix.length()) + suffix;
    long omitted = length - headChars - tailChars;
    return "Output too large. Showing first " + Grouping.of(headChars) + " and last " + Grouping.of(tailChars)
        + " characters. For full output see: " + OUTPUT_FILE + "\n" + head + "\n\n... ["
        + Grouping.of(omitted) + " characters omitted] ...\n\n" + tail;
  }

  /** ansi-regex's matches removed, as strip-ansi does. */
  static String stripAnsi(String s) {
    return s.indexOf('\u001B') < 0 && s.indexOf('\u009B') < 0 ? s : ANSI.matcher(s).replaceAll("");
  }

  /** {@code formatTruncatedToolOutput(contentStr, outputFile, maxChars)}. */
  static String formatTruncated(String content, String outputFile, int maxChars) {
    if (content.length() <= maxChars) {
      return content;
    }
    int headChars = (int) Math.floor(maxChars * 0.2);
    int tailChars = maxChars - headChars;
    String head = content.substring(0, headChars);
    String tail = content.substring(content.length() - tailChars);
    int omitted = content.length() - headChars - tailChars;
    return "Output too large. Showing first " + Grouping.of(headChars) + " and last " + Grouping.of(tailChars)
        + " characters. For full output see: " + outputFile + "\n" + head + "\n\n... ["
        + Grouping.of(omitted) + " characters omitted] ...\n\n" + tail;
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD;
  }

  @Override
  public boolean writesFile() {
    return true;
  }
}

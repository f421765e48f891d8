package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * Goose's {@code shell} tool in its built-in {@code developer} extension: the text {@code
 * ShellTool::shell_with_cwd} returns.
 *
 * <pre>
 * output = stdout and stderr lines merged, trailing newlines removed   ("(no output)" when empty)
 * over 2,000 lines or 50,000 bytes:
 *   output = its last 50 lines + "\n\n[Output exceeded ... Full output saved to PATH. ...]"
 * exit code not 0 (or none, read as 1): + "\n\nCommand exited with code N"
 * </pre>
 *
 * <p>Over either limit the whole output goes to one temporary file (the same file for the whole
 * process, overwritten by each cut) and the model reads a tail of 50 lines, however long those
 * lines are: the byte limit decides whether to cut, not how much is shown.
 */
final class GooseShell implements RuntimeProfile {
  static final int OUTPUT_LIMIT_LINES = 2_000;
  static final int OUTPUT_LIMIT_BYTES = 50_000;
  static final int OUTPUT_PREVIEW_LINES = 50;
  /** The placeholder for the {@code tempfile::NamedTempFile} the output is kept in. */
  static final String OUTPUT_FILE = "/tmp/.tmpGOOSE0";

  @Override
  public String name() {
    return "goose";
  }

  @Override
  public Source source() {
    return new Source("block/goose", "crates/goose/src/agents/platform_extensions/developer/shell.rs",
        "2f4773c13daec5d783f3bcf5c94f750ae3762f2f", true,
        "collect_merged_output, render_output, save_full_output and shell_with_cwd at the commit given "
            + "(read from the stored file; the repository was too large to fetch whole, so the commit is "
            + "that file's, not necessarily the newest). The cap argument sets OUTPUT_LIMIT_BYTES; the "
            + "2,000-line limit and the 50-line preview stay. Placeholder: file " + OUTPUT_FILE + ". "
            + "Not modelled: the order in which concurrent stdout and stderr lines merge, the timeout "
            + "message, Windows' cmd.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int byteLimit = capOverride == DEFAULT_CAP ? OUTPUT_LIMIT_BYTES : capOverride;
    String rendered = render(merged(Text.decode(rawOutput)), byteLimit);
    int code = exitCode.orElse(1);
    if (code != 0) {
      rendered += "\n\nCommand exited with code " + code;
    }
    return rendered;
  }

  /**
   * {@inheritDoc} The preview of the last 50 lines comes from the sample's tail: a line that starts
   * before it shows from the tail's start.
   */
  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int byteLimit = capOverride == DEFAULT_CAP ? OUTPUT_LIMIT_BYTES : capOverride;
    Ends output = Ends.of(sample).endTrimmed(GooseShell::merged);
    String rendered;
    if (output.tail().isEmpty()) {
      // Nothing but newlines in the tail: what precedes them lies out of the sample.
      rendered = sample.newlines == sample.utf16 ? "(no output)" : render(output, byteLimit, sample.head());
    } else {
      rendered = render(output, byteLimit, output.tail());
    }
    int code = exitCode.orElse(1);
    return code != 0 ? rendered + "\n\nCommand exited with code " + code : rendered;
  }

  private static String render(Ends output, long byteLimit, String previewFrom) {
    long lineCount = output.newlines() + 1;
    boolean overLines = lineCount > OUTPUT_LIMIT_LINES;
    String[] tailLines = previewFrom.split("\n", -1);
    String preview = String.join("\n",
        Arrays.asList(tailLines).subList(Math.max(0, tailLines.length - OUTPUT_PREVIEW_LINES), tailLines.length));
    String reason = overLines
        ? "Output exceeded " + OUTPUT_LIMIT_LINES + " line limit (" + lineCount + " lines total)."
        : "Output exceeded " + byteLimit + " byte limit (" + output.utf8() + " bytes total).";
    return notice(preview, reason);
  }

  /** {@code collect_merged_output}: every line ends in a newline, then trailing newlines go. */
  private static String merged(String output) {
    int end = output.length();
    while (end > 0 && output.charAt(end - 1) == '\n') {
      end--;
    }
    return output.substring(0, end);
  }

  /** {@code render_output} with the byte limit given. */
  static String render(String output, long byteLimit) {
    if (output.isEmpty()) {
      return "(no output)";
    }
    String[] lines = output.split("\n", -1);
    int totalBytes = Text.utf8Length(output);
    boolean overLines = lines.length > OUTPUT_LIMIT_LINES;
    if (!overLines && totalBytes <= byteLimit) {
      return output;
    }
    String preview = String.join("\n",
        Arrays.asList(lines).subList(Math.max(0, lines.length - OUTPUT_PREVIEW_LINES), lines.length));
    String reason = overLines
        ? "Output exceeded " + OUTPUT_LIMIT_LINES + " line limit (" + lines.length + " lines total)."
        : "Output exceeded " + byteLimit + " byte limit (" + totalBytes + " bytes total).";
    return notice(preview, reason);
  }

  private static String notice(String preview, String reason) {
    return preview + "\n\n[" + reason + " Full output saved to " + OUTPUT_FILE
        + ". Read it with shell commands like `head`, `tail`, or `sed -n '100,200p'` up to 2000 lines at a time.]";
  }

  @Override
  public Unit unit() {
    return Unit.BYTES;
  }

  @Override
  public long defaultCap() {
    return OUTPUT_LIMIT_BYTES;
  }

  @Override
  public boolean writesFile() {
    return true;
  }
}

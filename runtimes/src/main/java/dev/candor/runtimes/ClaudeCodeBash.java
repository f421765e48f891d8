package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Claude Code's {@code Bash} tool, reconstructed from its documentation and public reports: Claude
 * Code publishes no source.
 *
 * <pre>
 * Exit code N                                  only when non-zero
 * &lt;persisted-output&gt;                              only over 30,000 characters
 * Output too large (35.7KB). Full output saved to: PATH
 *
 * Preview (first 2KB):
 * FIRST 2,000 CHARACTERS, BACK TO A LINE BREAK IN THEIR SECOND HALF
 * ...
 * &lt;/persisted-output&gt;
 * </pre>
 *
 * <p>Under the cap the output is passed through whole. Over it, nothing is cut in the middle: the
 * whole output goes to a file and the model reads a 2 KB head.
 */
final class ClaudeCodeBash implements RuntimeProfile {
  static final int BASH_MAX_OUTPUT_DEFAULT = 30_000;
  static final int PREVIEW_CHARS = 2_000;
  /** The placeholder for {@code ~/.claude/projects/<project>/<session id>/tool-results/<id>.txt}. */
  static final String OUTPUT_FILE = "/home/user/.claude/projects/-work-project/SESSION_ID/tool-results/TOOL_USE_ID.txt";

  @Override
  public String name() {
    return "claude-code";
  }

  @Override
  public Source source() {
    return new Source("anthropics/claude-code", "docs: settings#environment-variables (BASH_MAX_OUTPUT_LENGTH)", "",
        false,
        "No public source. Cap from the documented BASH_MAX_OUTPUT_LENGTH default (30,000 characters); the "
            + "<persisted-output> text, 'Preview (first 2KB):', the 2,000-character preview and the >30,000 "
            + "threshold from public reports: anthropics/claude-code issues #17944 (measured threshold and preview "
            + "size), #23948 (the wrapper and the tool-results path) and #83243 ('Exit code N' above the output), "
            + "and transcripts quoting the wrapper with its closing '...' and '</persisted-output>'. Unverified: "
            + "whether the preview backs up to a line break, the size's unit and rounding (written here as UTF-8 "
            + "bytes / 1024, one decimal), and where the exit-code line sits when the output is persisted. "
            + "MCP results (MAX_MCP_OUTPUT_TOKENS, 25,000 tokens) are not modelled. Placeholder file: "
            + OUTPUT_FILE + ".");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int cap = capOverride == DEFAULT_CAP ? BASH_MAX_OUTPUT_DEFAULT : capOverride;
    String text = Text.decode(rawOutput);
    String body = text.length() > cap ? persisted(text) : text;
    if (exitCode.isPresent() && exitCode.getAsInt() != 0) {
      return "Exit code " + exitCode.getAsInt() + "\n" + body;
    }
    return body;
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int cap = capOverride == DEFAULT_CAP ? BASH_MAX_OUTPUT_DEFAULT : capOverride;
    if (sample.utf16 <= cap) {
      throw new IllegalStateException("an output over the window is over a cap of " + cap);
    }
    String body = persisted(sample.utf8, sample.head());
    return exitCode.isPresent() && exitCode.getAsInt() != 0 ? "Exit code " + exitCode.getAsInt() + "\n" + body : body;
  }

  private static String persisted(String text) {
    return persisted(Text.utf8Length(text), text);
  }

  private static String persisted(long utf8, String head) {
    return "<persisted-output>\nOutput too large (" + size(utf8) + "). Full output saved to: "
        + OUTPUT_FILE + "\n\nPreview (first 2KB):\n" + preview(head) + "\n...\n</persisted-output>";
  }

  static String preview(String text) {
    String head = text.substring(0, Math.min(PREVIEW_CHARS, text.length()));
    int newline = head.lastIndexOf('\n');
    return newline > PREVIEW_CHARS / 2 ? head.substring(0, newline) : head;
  }

  /** {@code 35.7KB}, {@code 4.8MB}: one decimal, a trailing {@code .0} dropped. */
  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + " bytes";
    }
    double kb = bytes / 1024.0;
    if (kb < 1024) {
      return oneDecimal(kb) + "KB";
    }
    return oneDecimal(kb / 1024.0) + "MB";
  }

  private static String oneDecimal(double v) {
    String s = String.format(Locale.ROOT, "%.1f", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return BASH_MAX_OUTPUT_DEFAULT;
  }

  @Override
  public boolean writesFile() {
    return true;
  }
}

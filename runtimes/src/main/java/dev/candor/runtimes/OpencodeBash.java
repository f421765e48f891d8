package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * opencode's {@code bash} tool: the output it returns, cut by {@code Truncate.output}, which {@code
 * Tool.define} applies to every tool's result.
 *
 * <pre>
 * output = stdout and stderr chunks as they arrive, untrimmed; no exit code
 * over 2,000 lines or 51,200 bytes (50 KiB):
 *   output = the first whole lines within both limits
 *          + "\n\n...N lines truncated...\n\n"  (or "N bytes", when the byte limit stopped it)
 *          + "The tool call succeeded but the output was truncated. Full output saved to: PATH\n..."
 * </pre>
 *
 * <p>The head is kept and the tail, where a build's failure usually is, is saved to a file only.
 * The exit code goes to the tool's metadata, which the model does not read; the notice says the
 * call succeeded whatever the command's status. The byte limit counts UTF-8 bytes, newlines
 * between kept lines included.
 */
final class OpencodeBash implements RuntimeProfile {
  static final int MAX_LINES = 2_000;
  static final int MAX_BYTES = 50 * 1024;
  /** The placeholder for {@code ~/.local/share/opencode/tool-output/<Identifier.ascending("tool")>}. */
  static final String OUTPUT_FILE = "/home/user/.local/share/opencode/tool-output/tool_ID";

  @Override
  public String name() {
    return "opencode";
  }

  @Override
  public Source source() {
    return new Source("anomalyco/opencode", "packages/opencode/src/tool/truncation.ts",
        "4860f008766f00edb26fb784b09b8f252f991a35", true,
        "Truncate.output (MAX_LINES, MAX_BYTES, direction head, the Task-tool hint) and Tool.define in "
            + "packages/opencode/src/tool/tool.ts at the commit given, which truncates every tool result "
            + "that does not set metadata.truncated; the registry passes the agent, and the default build "
            + "agent may use the task tool, so the Task hint is the one shown. The bash tool's own text "
            + "(packages/opencode/src/tool/bash.ts, read at f6bfcd2ad3c26f9d8ecb529e0b41d5f76c9e172f and "
            + "later copies; not stored at the commit given) appends stdout and stderr chunks and returns "
            + "the exit code in metadata only. The repository was too large to fetch whole; files were "
            + "read from stored versions. Placeholder: file " + OUTPUT_FILE + ". Not modelled: a UTF-8 "
            + "sequence split between chunks (each chunk is decoded alone), the <bash_metadata> timeout "
            + "and abort notes.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    long maxBytes = capOverride == DEFAULT_CAP ? MAX_BYTES : capOverride;
    return truncate(Text.decode(rawOutput), MAX_LINES, maxBytes);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    long maxBytes = capOverride == DEFAULT_CAP ? MAX_BYTES : capOverride;
    long lineCount = sample.newlines + 1;
    String[] lines = sample.head().split("\n", -1);
    StringBuilder preview = new StringBuilder();
    int kept = 0;
    long bytes = 0;
    boolean hitBytes = false;
    for (int i = 0; i < lineCount && i < MAX_LINES; i++) {
      long size = Text.utf8Length(lines[i]) + (i > 0 ? 1 : 0);
      if (i >= lines.length - 1 && bytes + size <= maxBytes) {
        // The head ends inside this line, which may be longer than what is left of the budget.
        throw new IllegalStateException("a preview of " + maxBytes + " bytes reaches past the window");
      }
      if (bytes + size > maxBytes) {
        hitBytes = true;
        break;
      }
      preview.append(i > 0 ? "\n" : "").append(lines[i]);
      kept++;
      bytes += size;
    }
    return notice(preview.toString(), hitBytes ? sample.utf8 - bytes : lineCount - kept, hitBytes);
  }

  /** {@code Truncate.output(text, {maxLines, maxBytes})}, direction head. */
  static String truncate(String text, int maxLines, long maxBytes) {
    String[] lines = text.split("\n", -1);
    long totalBytes = Text.utf8Length(text);
    if (lines.length <= maxLines && totalBytes <= maxBytes) {
      return text;
    }
    StringBuilder preview = new StringBuilder();
    int kept = 0;
    long bytes = 0;
    boolean hitBytes = false;
    for (int i = 0; i < lines.length && i < maxLines; i++) {
      long size = Text.utf8Length(lines[i]) + (i > 0 ? 1 : 0);
      if (bytes + size > maxBytes) {
        hitBytes = true;
        break;
      }
      preview.append(i > 0 ? "\n" : "").append(lines[i]);
      kept++;
      bytes += size;
    }
    return notice(preview.toString(), hitBytes ? totalBytes - bytes : lines.length - kept, hitBytes);
  }

  private static String notice(String preview, long removed, boolean hitBytes) {
    return preview + "\n\n..." + removed + (hitBytes ? " bytes" : " lines") + " truncated...\n\n"
        + "The tool call succeeded but the output was truncated. Full output saved to: " + OUTPUT_FILE
        + "\nUse the Task tool to have explore agent process this file with Grep and Read (with offset/limit). "
        + "Do NOT read the full file yourself - delegate to save context.";
  }

  @Override
  public Unit unit() {
    return Unit.BYTES;
  }

  @Override
  public long defaultCap() {
    return MAX_BYTES;
  }

  @Override
  public boolean writesFile() {
    return true;
  }
}

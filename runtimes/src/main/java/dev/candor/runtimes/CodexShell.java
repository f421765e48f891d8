package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * Codex CLI's older {@code shell} tool with freeform output: the text {@code
 * format_exec_output_for_model_freeform} builds.
 *
 * <pre>
 * Exit code: N
 * Wall time: 0 seconds
 * Total output lines: L        only when the cut changed the line count
 * Output:
 * HEAD…R chars truncated…TAIL
 * </pre>
 *
 * <p>Same cut as {@link CodexExecCommand} at the model's policy (10,000 bytes), without the warning
 * line.
 */
final class CodexShell implements RuntimeProfile {

  @Override
  public String name() {
    return "codex-shell";
  }

  @Override
  public Source source() {
    return new Source("openai/codex", "codex-rs/core/src/tools/mod.rs",
        "019402a8d07daba2eae1deaee6c5721be4c4761f", true,
        "format_exec_output_for_model_freeform at the commit given; truncate_text in "
            + "codex-rs/utils/output-truncation/src/lib.rs at 820f85cf597b492adc6149759a22e71c72b01afa and "
            + "truncate_middle_chars in codex-rs/utils/string/src/truncate.rs at "
            + "b24d7f3c9a1acadc145019747224f7312bc9b3b4 (indexed copies; the snapshot is over the fetch limit). "
            + "Placeholder: Wall time 0 (Rust prints 0.0_f32 as 0). An unknown exit code leaves out the "
            + "'Exit code' line; the real tool always has one.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    Policy policy = Policy.bytes(capOverride == DEFAULT_CAP ? CodexExecCommand.DEFAULT_LIMIT : capOverride);
    String content = Text.decode(rawOutput);
    return render(Text.rustLinesCount(content), CodexTruncation.truncate(content, policy), exitCode);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    Policy policy = Policy.bytes(capOverride == DEFAULT_CAP ? CodexExecCommand.DEFAULT_LIMIT : capOverride);
    return render(sample.rustLines(), CodexTruncation.truncate(Ends.of(sample), policy), exitCode);
  }

  private static String render(long totalLines, String formatted, OptionalInt exitCode) {
    StringBuilder s = new StringBuilder();
    if (exitCode.isPresent()) {
      s.append("Exit code: ").append(exitCode.getAsInt()).append('\n');
    }
    s.append("Wall time: 0 seconds\n");
    if (totalLines != Text.rustLinesCount(formatted)) {
      s.append("Total output lines: ").append(totalLines).append('\n');
    }
    return s.append("Output:\n").append(formatted).toString();
  }

  @Override
  public Unit unit() {
    return Unit.BYTES;
  }

  @Override
  public long defaultCap() {
    return CodexExecCommand.DEFAULT_LIMIT;
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}

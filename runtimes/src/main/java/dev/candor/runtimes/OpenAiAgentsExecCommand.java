package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * The OpenAI Agents SDK sandbox's {@code exec_command} tool, one-shot path: the text {@code
 * ExecCommandTool.run} returns.
 *
 * <pre>
 * Chunk ID: 000000
 * Wall time: 0.0000 seconds
 * Process exited with code N
 * Original token count: T       only when cut
 * Output:
 * Total output lines: L         only when cut, and only when it fits
 *
 * HEAD…R tokens truncated…TAIL
 * </pre>
 *
 * <p>Nothing is cut unless the model passes {@code max_output_tokens}, which defaults to None; the
 * cap override plays that argument.
 */
final class OpenAiAgentsExecCommand implements RuntimeProfile {

  @Override
  public String name() {
    return "openai-agents";
  }

  @Override
  public Source source() {
    return new Source("openai/openai-agents-python", "src/agents/sandbox/util/token_truncation.py",
        "7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7", true,
        "formatted_truncate_text_with_token_count and APPROX_BYTES_PER_TOKEN = 4; response format in "
            + "src/agents/sandbox/capabilities/tools/shell_tool.py (_format_response, _run_one_shot_exec). "
            + "Placeholders: Chunk ID " + CodexExecCommand.CHUNK_ID + " (uuid4().hex[:6] in the SDK), Wall "
            + "time 0.0000. Ordinary function tools are not cut at all.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    String output = Text.decode(rawOutput);
    String shown = capOverride == DEFAULT_CAP ? output : AgentsTruncation.formatted(output, capOverride);
    // The SDK reports the original count exactly when the output is over the byte budget.
    boolean cut = capOverride != DEFAULT_CAP
        && Text.utf8Length(output) > Policy.tokens(Math.max(0, capOverride)).byteBudget();
    return render(exitCode, cut, Policy.approxTokens(output), shown);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    if (keepsAll(capOverride)) {
      throw new UnsupportedOperationException(name() + " keeps all " + sample.bytes() + " bytes of an output");
    }
    Ends text = Ends.of(sample);
    return render(exitCode, true, Policy.tokensFromBytes(text.utf8()),
        AgentsTruncation.formatted(text, sample.pyLines, capOverride));
  }

  @Override
  public boolean keepsAll(int capOverride) {
    return capOverride == DEFAULT_CAP;
  }

  private static String render(OptionalInt exitCode, boolean cut, long originalTokens, String shown) {
    StringBuilder s = new StringBuilder("Chunk ID: ").append(CodexExecCommand.CHUNK_ID)
        .append("\nWall time: 0.0000 seconds");
    if (exitCode.isPresent()) {
      s.append("\nProcess exited with code ").append(exitCode.getAsInt());
    }
    if (cut) {
      s.append("\nOriginal token count: ").append(originalTokens);
    }
    return s.append("\nOutput:\n").append(shown).toString();
  }

  @Override
  public Unit unit() {
    return Unit.TOKENS;
  }

  @Override
  public long defaultCap() {
    return NO_CAP;
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}

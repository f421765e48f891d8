package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * smolagents' {@code CodeAgent}, when the code snippet's last expression is the tool's output (for
 * example {@code subprocess.run(...).stdout}): the tool-response message {@code
 * ActionStep.to_messages} builds from the step's observations.
 *
 * <pre>
 * Observation:
 * Execution logs:
 * Last output from code snippet:
 * truncate_content(output)
 * </pre>
 *
 * <p>{@code truncate_content} keeps {@code max_length // 2} code points of head and {@code
 * -max_length // 2} of tail (Python floor division, so the tail gets the odd one) and puts its
 * marker, on its own line, between them: the marker is outside the budget. The exit code does not
 * reach the model unless the snippet prints it.
 */
final class SmolagentsCodeAgent implements RuntimeProfile {
  static final int MAX_LENGTH_TRUNCATE_CONTENT = 20_000;

  @Override
  public String name() {
    return "smolagents";
  }

  @Override
  public Source source() {
    return new Source("huggingface/smolagents", "src/smolagents/utils.py",
        "e3a5b8994b301983b91c0325546e9dc82eab8cf0", true,
        "truncate_content and MAX_LENGTH_TRUNCATE_CONTENT; applied to the snippet's last output in "
            + "src/smolagents/agents.py (CodeAgent._step_stream); wrapped as 'Observation:\\n' in "
            + "src/smolagents/memory.py (ActionStep.to_messages). Printed logs are cut separately at 50,000 "
            + "(local_python_executor.py DEFAULT_MAX_LEN_OUTPUT) and are empty here. ToolCallingAgent does not "
            + "truncate tool results at all.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int cap = capOverride == DEFAULT_CAP ? MAX_LENGTH_TRUNCATE_CONTENT : capOverride;
    return "Observation:\nExecution logs:\nLast output from code snippet:\n"
        + truncateContent(Text.decode(rawOutput), cap);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int cap = capOverride == DEFAULT_CAP ? MAX_LENGTH_TRUNCATE_CONTENT : capOverride;
    Ends content = Ends.of(sample);
    if (content.codePoints() <= cap) {
      throw new IllegalStateException("an output over the window is over a cap of " + cap);
    }
    long tailStart = Math.floorDiv(-cap, 2);
    if (tailStart == 0) {
      throw new UnsupportedOperationException("smolagents keeps all of an output at a cap of " + cap);
    }
    return "Observation:\nExecution logs:\nLast output from code snippet:\n"
        + content.headPy(cap / 2) + marker(cap) + content.tailPy(-tailStart);
  }

  /** {@code truncate_content(content, max_length)}. */
  static String truncateContent(String content, int maxLength) {
    if (Text.pyLen(content) <= maxLength) {
      return content;
    }
    long tailStart = Math.floorDiv(-maxLength, 2);
    // content[-0:] is the whole string in Python.
    String tail = tailStart == 0 ? content : Text.pyTail(content, -tailStart);
    return Text.pyHead(content, maxLength / 2) + marker(maxLength) + tail;
  }

  static String marker(long maxLength) {
    return "\n..._This content has been truncated to stay below " + maxLength + " characters_...\n";
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return MAX_LENGTH_TRUNCATE_CONTENT;
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}

package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * LangGraph's prebuilt {@code ToolNode}: a tool's string return value becomes the {@code
 * ToolMessage} content unchanged ({@code msg_content_output}). Nothing is cut, nothing is marked,
 * and the exit code reaches the model only if the tool put it in its return value.
 */
final class LangGraphToolNode implements RuntimeProfile {

  @Override
  public String name() {
    return "langgraph";
  }

  @Override
  public Source source() {
    return new Source("langchain-ai/langgraph", "libs/prebuilt/langgraph/prebuilt/tool_node.py",
        "f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f", true,
        "msg_content_output returns a str as it is; no cap exists to override, so the cap argument is ignored.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    return Text.decode(rawOutput);
  }

  @Override
  public boolean keepsAll(int capOverride) {
    return true;
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
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

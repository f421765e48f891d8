package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** How a framework's tool result string is read for its text and its exit code. */
class ToolOutputTest {
  @Test
  void jsonObjectWithOutputAndExitCode_givesTheTextAndTheCode() {
    ToolOutput o = ToolOutput.read("build", "{\"output\":\"line 1\\nerror: x\\n\",\"exitCode\":2,\"command\":\"make\"}");
    assertThat(o.text()).isEqualTo("line 1\nerror: x\n");
    assertThat(o.evidence().exitCode()).isEqualTo(OptionalInt.of(2));
    assertThat(o.evidence().command()).contains("make");
  }

  @Test
  void textEndingWithAnExitLine_givesItsCode() {
    ToolOutput o = ToolOutput.read("sh", "a\nb\nProcess finished with exit code 137\n");
    assertThat(o.evidence().exitCode()).isEqualTo(OptionalInt.of(137));
    assertThat(o.text()).isEqualTo("a\nb\nProcess finished with exit code 137\n");
  }

  @Test
  void otherResults_areTakenAsTheyAre() {
    for (String r : new String[] {"{\"items\":[1,2,3]}", "{\"output\":\"x\"}", "plain text\nexit code: one", "[1,2]", ""}) {
      ToolOutput o = ToolOutput.read("t", r);
      assertThat(o.text()).isEqualTo(r);
      assertThat(o.evidence().exitCode()).isEmpty();
    }
  }
}

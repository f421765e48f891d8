package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Tokenizer;
import dev.candor.Unit;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObserverTest {
  private static BenchCase terminal(String output) {
    return new BenchCase("t", "terminal", "make", 2, List.of("Error 1"), output.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void naiveHead_countsCodePointsForChars() {
    assertThat(new Observer(Unit.CHARS).naiveHead("héllo wörld", 5)).isEqualTo("héllo\n... [truncated]");
  }

  @Test
  void naiveHead_stopsOnACharacterBoundaryForBytes() {
    assertThat(new Observer(Unit.BYTES).naiveHead("héllo", 2)).isEqualTo("h\n... [truncated]");
  }

  @Test
  void naiveHead_keepsAPrefixThatFitsTheTokenBudget() {
    String text = "hello world hello world";
    String head = new Observer(Unit.TOKENS).naiveHead(text, 2);
    assertThat(head).endsWith("\n... [truncated]");
    String kept = head.substring(0, head.length() - "\n... [truncated]".length());
    assertThat(text).startsWith(kept);
    assertThat(Tokenizer.o200k().count(kept)).isEqualTo(2);
  }

  @Test
  void naiveHead_leavesWhatFitsAlone() {
    assertThat(new Observer(Unit.CHARS).naiveHead("short", 5)).isEqualTo("short");
  }

  @Test
  void observe_runtimeThatPassesTheOutputThroughDoesNotCut() {
    Observer.Observed o = new Observer(Unit.CHARS).observe(Method.atDefault("langgraph"), terminal("a\nb\n"), 1);
    assertThat(o.cut()).isFalse();
  }

  @Test
  void observe_runtimeAtTheBudgetCutsALongOutput() {
    String log = "line of output\n".repeat(500) + "make: *** [all] Error 1\n";
    Observer.Observed o = new Observer(Unit.CHARS).observe(Method.atBudget("smolagents"), terminal(log), 1_000);
    assertThat(o.cut()).isTrue();
    assertThat(Checks.marked(o.text())).isTrue();
  }

  @Test
  void observe_candorCountsDroppedJsonMembersAsACut() {
    StringBuilder doc = new StringBuilder("{");
    for (int i = 0; i < 400; i++) {
      doc.append(i == 0 ? "" : ",").append("\"KEY_").append(i).append("\": \"value number ").append(i).append('"');
    }
    BenchCase c = new BenchCase("j", "json", "python3 conf.py", 0, List.of(),
        doc.append('}').toString().getBytes(StandardCharsets.UTF_8));
    Observer.Observed o = new Observer(Unit.CHARS).observe(Method.candor(), c, 2_000);
    assertThat(o.cut()).isTrue();
    assertThat(Checks.validJson("json", o.text())).isTrue();
  }
}

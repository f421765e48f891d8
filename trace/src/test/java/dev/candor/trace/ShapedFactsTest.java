package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShapedFactsTest {

  private static Shaped cutBuild() {
    StringBuilder out = new StringBuilder();
    for (int i = 1; i <= 3000; i++) {
      out.append("compiling unit ").append(i).append('\n');
    }
    out.append("error: undefined reference to `main'\n");
    return Shaper.builder().budget(Budget.chars(1_000)).build()
        .shape(out.toString(), Evidence.of("make", 2).withTool("bash"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void factsComeInOneOrderWithTheBudgetAndTheInputAsObjects() {
    Shaped s = cutBuild();
    Map<String, Object> f = ShapedFacts.of(s);

    assertThat(f.keySet()).containsExactly("strategy", "budget", "size", "truncated", "evidence", "input", "shown_lines",
        "omitted_lines", "omitted_bytes", "error_lines_found", "error_lines_shown", "cuts", "notes");
    assertThat((Map<String, Object>) f.get("budget")).containsExactly(
        Map.entry("limit", 1_000L), Map.entry("unit", "chars"), Map.entry("tokenizer", s.budget().tokenizer().name()));
    assertThat(((Map<?, ?>) f.get("input")).get("lines")).isEqualTo(3001L);
    assertThat(((Map<?, ?>) f.get("evidence")).get("exit_code")).isEqualTo(2);
    assertThat(((Map<?, ?>) f.get("evidence")).get("signal")).isNull();
    assertThat(f.get("truncated")).isEqualTo(true);
  }

  @Test
  void eachCutNamesItsReasonInLowerCaseAndItsRangeCountAndBytes() {
    Shaped s = cutBuild();
    List<?> cuts = (List<?>) ShapedFacts.of(s).get("cuts");

    assertThat(cuts).hasSize(s.cuts().size()).isNotEmpty();
    @SuppressWarnings("unchecked")
    Map<String, Object> first = (Map<String, Object>) cuts.get(0);
    assertThat(first.keySet()).startsWith("reason", "from", "to", "count", "bytes");
    assertThat(first.containsKey("like")).isEqualTo(s.cuts().get(0).reason() == dev.candor.CutReason.REPEATS);
    assertThat(first.get("reason")).isEqualTo(s.cuts().get(0).reason().name().toLowerCase(java.util.Locale.ROOT));
    assertThat(first.get("count")).isEqualTo(s.cuts().get(0).count());
  }

  @Test
  void itemCountsAppearOnlyForOutputWithItems() {
    Shaped json = Shaper.builder().budget(Budget.chars(400)).build()
        .shape("[" + "{\"id\":1,\"name\":\"a fairly long name\"},".repeat(60) + "{\"id\":2}]", Evidence.none());

    assertThat(ShapedFacts.of(json)).containsKeys("items_shown", "items_total");
    assertThat(ShapedFacts.of(cutBuild())).doesNotContainKeys("items_shown", "items_total");
  }

  @Test
  void aCutOfRepeatsCarriesItsTemplateAndACutOfEmptyLinesSaysSo() {
    assertThat(ShapedFacts.cut(dev.candor.Cut.repeats(3, 9, 70, "ok <N>")))
        .containsEntry("like", "ok <N>").doesNotContainKey("empty");
    assertThat(ShapedFacts.cut(new dev.candor.Cut(dev.candor.CutReason.MIDDLE, 3, 9, 7, 7, "")))
        .containsEntry("empty", true).doesNotContainKey("like");
  }
}

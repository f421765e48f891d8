package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A line that opens with a failure report's label ({@code Assertion:}, {@code DETAIL:}, {@code
 * HINT:}, {@code note:}, {@code Passed in:}) belongs to the error line above it at any indentation,
 * and comes with it: it holds the values the error line only names.
 */
class ReportLabelsTest {

  private static Shaped shape(String text, String command, int exit, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, Evidence.of(command, exit));
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  /**
   * A check runner's 300 checks, five failing, each with its assertion's values on the line under
   * its report: too many to be rare lines, so only the report's block brings them.
   */
  static String checks() {
    StringBuilder sb = new StringBuilder("% running 300 checks in tariffs.pl\n");
    for (int i = 1; i <= 300; i++) {
      sb.append(String.format("check tariff band %d: %d cents ok%n", i, 120 + 5 * i));
      if (i % 60 == 20) {
        sb.append(String.format("ERROR: tariffs.pl:%d:%n\tcheck band_%d: assertion failed%n\tAssertion: %d=:=%d%n", 400 + i, i,
            120 + 5 * i, 115 + 5 * i));
      }
    }
    sb.append("% 5 checks failed\n% 295 checks passed\n");
    return sb.toString();
  }

  @Test
  void theAssertionLineUnderEachFailedCheckComesWithIt() {
    String text = shape(checks(), "swipl -g run_checks -t halt tariffs.pl", 1, 2000).text();
    assertThat(text).contains("check band_20: assertion failed\n", "Assertion: 220=:=215\n", "check band_140: assertion failed\n",
        "Assertion: 820=:=815\n");
  }

  @Test
  void aLabelledLineContinuesTheErrorLineAboveItAtAnyIndentation() {
    assertThat(Blocks.belongs(0, 0, "DETAIL:  Key (id)=(4417) already exists.")).isTrue();
    assertThat(Blocks.belongs(4, 4, "    Assertion: 820=:=815")).isTrue();
    assertThat(Blocks.belongs(0, 0, "check tariff band 141: 825 cents ok")).isFalse();
  }
}

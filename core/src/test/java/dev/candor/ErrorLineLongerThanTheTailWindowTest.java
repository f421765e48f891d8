package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 4: an error line longer than the tail window, near the end of a long log. The tail
 * held only its end, so the observation showed a run of its middle characters: unmarked and
 * counted in the stretch before it as well (2,000 chars), or marked as cut inside but without the
 * start of the line, where its message is (8,000 chars). It now shows the line from its start,
 * with one mark for the rest of it, and no stretch counts it. The same holds when it is the
 * output's last line, with or without a final line break; only a last line whose start the head
 * window holds (a minified script's one line) is shown by its end there.
 */
class ErrorLineLongerThanTheTailWindowTest {
  static final String MESSAGE = "ERROR: database connection refused at host db-1 ";
  static final int LINE = 20_001;

  static final List<Budget> BUDGETS =
      List.of(Budget.chars(2_000), Budget.chars(8_000), Budget.bytes(3_000), Budget.tokens(1_000, Tokenizer.o200k()));

  /** A log of {@code LINE - 1} short lines, the 100 KB error line, then {@code after} short lines. */
  static String input(int after, boolean finalBreak) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < LINE; i++) {
      sb.append("INFO 2026-01-01 request ").append(i).append(" ok\n");
    }
    sb.append(MESSAGE).append("x".repeat(100 * 1024 - MESSAGE.length())).append('\n');
    for (int i = 0; i < after; i++) {
      sb.append("done step ").append(i).append('\n');
    }
    return finalBreak ? sb.toString() : sb.substring(0, sb.length() - 1);
  }

  @Test
  void theLineIsShownFromItsStartWithOneInsideMarkAndCountedOnce() {
    for (Budget b : BUDGETS) {
      Shaped s = shownFromItsStart(input(3, true), b);
      assertThat(s.text()).as("%s", b).endsWith("done step 0\ndone step 1\ndone step 2");
    }
  }

  @Test
  void asTheLastLineItIsShownFromItsStartWithOneInsideMark() {
    for (boolean finalBreak : List.of(true, false)) {
      for (Budget b : BUDGETS) {
        Shaped s = shownFromItsStart(input(0, finalBreak), b);
        assertThat(s.text()).as("%s, final break %s", b, finalBreak).endsWith(" bytes ...]");
      }
    }
  }

  @Test
  void asTheLastLineOfASmallOutputCrowdedWithErrorsItIsShownFromItsStart() {
    // 40 short error lines, then the huge one: the head window holds its start, and the budget
    // goes to the others; what failed is said at its start
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 40; i++) {
      sb.append("ERROR: step ").append(i).append(" failed: timeout talking to node-").append(i).append('\n');
    }
    sb.append(MESSAGE).append("x".repeat(100_000)).append(" END-OF-LINE\n");
    for (Budget b : List.of(Budget.chars(2_000), Budget.chars(4_000), Budget.bytes(3_000), Budget.tokens(1_000, Tokenizer.o200k()))) {
      Shaped s = Shaper.builder().budget(b).build().shape(sb.toString().getBytes(StandardCharsets.UTF_8), Evidence.of("app --serve", 1));
      assertThat(MarkerAgreementPropertyTest.problem(MarkerAgreementPropertyTest.linesOf(sb.toString()), s)).as("%s", b).isNull();
      List<String> shown = s.text().lines().filter(l -> l.startsWith(MESSAGE)).toList();
      assertThat(shown).as("%s: the line's start, once\n%s", b, s.text()).hasSize(1);
      assertThat(s.text()).as("%s", b).contains(shown.get(0) + "\n[... cut inside line 41: ");
    }
  }

  /** {@code in} shaped to {@code b}, checked to show line {@code LINE} from its start, once, with one mark for its rest. */
  private static Shaped shownFromItsStart(String in, Budget b) {
    List<String> lines = MarkerAgreementPropertyTest.linesOf(in);
    Shaped s = Shaper.builder().budget(b).build().shape(in.getBytes(StandardCharsets.UTF_8), Evidence.of("app --serve", 1));
    assertThat(MarkerAgreementPropertyTest.problem(lines, s)).as("%s", b).isNull();
    List<String> shown = s.text().lines().filter(l -> l.startsWith(MESSAGE)).toList();
    assertThat(shown).as("%s: the line's start, once\n%s", b, s.text()).hasSize(1);
    assertThat(s.text()).as("%s", b).contains(shown.get(0) + "\n[... cut inside line " + LINE + ": ");
    List<Cut> inside = s.cuts().stream().filter(c -> c.from() == LINE || c.to() == LINE).toList();
    assertThat(inside).as("%s", b).singleElement().satisfies(c -> {
      assertThat(c.reason()).isEqualTo(CutReason.INSIDE_LINE);
      assertThat(c.bytes()).isEqualTo(Utf8.length(lines.get(LINE - 1)) - Utf8.length(shown.get(0)));
    });
    assertThat(s.errorLinesShown()).as("%s", b).isEqualTo(1);
    return s;
  }
}

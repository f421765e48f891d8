package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Budgets of a few hundred characters: the header still says what ran, and the body still shows
 * what failed when one line and its markers fit. Before, below about 550 characters the header
 * fell to the exit code alone, and at 200 the observation showed none of the output's lines
 * though its one error line would have fitted.
 */
class SmallBudgetsTest {
  private static final String COMMAND = "sh -c 'seq 1 20000; echo ERROR: job 1; exit 1'";

  private static String output() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 20_000; i++) {
      sb.append(i).append('\n');
    }
    return sb.append("ERROR: job 1\n").toString();
  }

  private static Shaped shape(String input, int budget, Evidence ev) throws IOException {
    return Shaper.builder().budget(Budget.chars(budget)).fullOutput("candor more cnd_n2mkw6ql3nvva2twxbapl3c3ajbry7xx").build()
        .shape(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), ev);
  }

  @Test
  void aBudgetOfFourHundredKeepsTheCommandClippedAndTheErrorLine() throws IOException {
    Shaped s = shape(output(), 400, Evidence.of(COMMAND, 1));
    assertThat(s.size()).isLessThanOrEqualTo(400);
    assertThat(s.text()).startsWith("command: sh -c 'seq 1 20000; echo").contains("exit code: 1").contains("ERROR: job 1");
  }

  @Test
  void aBudgetTooSmallForAnyLayoutStillShowsTheErrorLineWithItsMarker() throws IOException {
    for (int budget : new int[] {200, 250}) { // the way back to the rest takes 50 of them
      Shaped s = shape(output(), budget, Evidence.of(COMMAND, 1));
      assertThat(s.size()).as("%d", budget).isLessThanOrEqualTo(budget);
      assertThat(s.text()).as("%d", budget).contains("exit code: 1")
          .contains("[... cut lines 1-20000 from the start: 20,000 lines, 108,894 bytes ...]\nERROR: job 1");
      assertThat(s.shownLines()).as("%d", budget).isEqualTo(1);
      assertThat(MarkerAgreementPropertyTest.problem(MarkerAgreementPropertyTest.linesOf(output()), s)).isNull();
    }
  }

  /** With no error line, the one line is the final status, whether the scan held the output whole or not. */
  @Test
  void aFailureWithNoErrorLineShowsItsLastLineAlone() throws IOException {
    for (int units : new int[] {3_000, 60_000}) {
      StringBuilder sb = new StringBuilder();
      for (int i = 1; i <= units; i++) {
        sb.append("compiling unit ").append(i).append('\n');
      }
      String out = sb.append("BUILD STOPPED after ").append(units).append(" units\n").toString();
      Shaped s = shape(out, 250, Evidence.of("make", 2));
      assertThat(s.size()).isLessThanOrEqualTo(250);
      assertThat(s.text()).as("%d", units).endsWith("BUILD STOPPED after " + units + " units").doesNotContain("compiling unit 1\n");
      assertThat(s.shownLines()).isEqualTo(1);
    }
  }
}

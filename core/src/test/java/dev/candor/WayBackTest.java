package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Whenever something is cut and the budget holds the handle, the handle comes before any content. */
@Tag("slow")
class WayBackTest {
  private static final String HANDLE = "cnd_" + "a1b2c3d4".repeat(4);
  private static final String REF = "candor more " + HANDLE;

  private static String log() {
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= 800; i++) {
      b.append("step ").append(i).append(" of the build went fine\n");
    }
    return b.append("error: the last step failed\n").toString();
  }

  private static List<String> failures(String input, Evidence ev, String tool) {
    List<String> bad = new ArrayList<>();
    for (int budget = 40; budget <= 700; budget += 7) {
      Shaped s = Shaper.builder().budget(Budget.chars(budget)).fullOutput(REF).strategy(Strategy.parse(tool)).build()
          .shape(input.getBytes(StandardCharsets.UTF_8), ev);
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      if (!s.truncated() || budget < REF.length() + 30) {
        continue; // room for the way back and its brackets only from here on
      }
      int at = s.text().indexOf(HANDLE);
      int firstContent = firstContentLine(s.text());
      if (at < 0 || (firstContent >= 0 && at > firstContent)) {
        bad.add(budget + ": " + s.text().replace("\n", "\\n").substring(0, Math.min(120, s.text().length())));
      }
    }
    return bad;
  }

  /** Where the first line that is neither evidence nor a [candor: ...] line starts, or -1. */
  private static int firstContentLine(String text) {
    int pos = 0;
    for (String line : text.split("\n", -1)) {
      boolean header = line.startsWith("command: ") || line.startsWith("exit code: ") || line.startsWith("signal: ")
          || line.startsWith("timed out") || line.startsWith("[candor:");
      if (!header) {
        return pos;
      }
      pos += line.length() + 1;
    }
    return -1;
  }

  @Test
  void aCutLogCarriesTheHandleAtEveryBudgetThatHoldsIt() {
    assertThat(failures(log(), Evidence.of("make -j4 all", 2), "auto")).isEmpty();
  }

  @Test
  void aCutLogWithALongCommandCarriesTheHandleToo() {
    assertThat(failures(log(), Evidence.of("make " + "VERBOSE=1 ".repeat(40), 2), "tail")).isEmpty();
  }
}

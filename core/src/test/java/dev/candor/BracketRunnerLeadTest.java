package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A runner that tags its lines in brackets (GoogleTest's format, which busted writes too) prints a
 * test's own output between its {@code [ RUN      ]} line and its {@code [  FAILED  ]} line, which
 * says only that it failed. That output is the failed line's lead, held and streamed.
 */
class BracketRunnerLeadTest {

  /** busted -o gtest over a shop's stock rules: 300 tests, the 151st failing with what it got and expected. */
  private static String stockRun() {
    StringBuilder sb = new StringBuilder("[==========] Running tests from scanned files.\n");
    for (int i = 1; i <= 300; i++) {
      String name = String.format(Locale.ROOT, "spec/stock_spec.lua @ %d: stock value values %d units at %d cents", 3 * i, i, 199 * i);
      sb.append("[ RUN      ] ").append(name).append('\n');
      if (i == 151) {
        sb.append("spec/stock_spec.lua:454: Expected objects to be the same.\n");
        sb.append("Passed in:\n(number) 30049\nExpected:\n(number) 30048\n");
        sb.append("[  FAILED  ] ").append(name).append(" (0.13 ms)\n");
      } else {
        sb.append("[       OK ] ").append(name).append(" (0.02 ms)\n");
      }
    }
    sb.append("[==========] 300 tests from 1 test file ran. (81.83 ms total)\n");
    sb.append("[  PASSED  ] 299 tests.\n[  FAILED  ] 1 test, listed below:\n");
    sb.append("[  FAILED  ] spec/stock_spec.lua @ 453: stock value values 151 units at 30049 cents\n\n 1 FAILED TEST\n");
    return sb.toString();
  }

  @Test
  void aFailedTestBringsItsOwnOutputHeldAndStreamed() throws IOException {
    for (Shaped s : HeldAndStreamed.shape(stockRun(), Evidence.of("busted -o gtest spec", 1), 2_000)) {
      assertThat(s.text()).as(s.text()).contains("Expected objects to be the same.")
          .contains("(number) 30049").contains("(number) 30048");
    }
  }

  @Test
  void bustedShowsWhatItsFailedTestGotHeldAndStreamedAt2000() throws IOException {
    Corpus.Case c = Corpus.byId("busted-gtest-one-failure");
    for (Shaped s : HeldAndStreamed.shape(new String(c.output(), StandardCharsets.UTF_8), c.asEvidence(), 2_000)) {
      assertThat(s.text()).as(s.text()).contains("L317: spec/kitchen_spec.lua:101: Expected objects to be the same.")
          .contains("L319: (boolean) true");
    }
  }

  /**
   * A long test's output: its fixture line, then 4,000 lines of an import (about 400 KB, more than
   * the streamed scan's ring holds, within {@link Leads#LOOK_BACK} lines) before its FAILED line, among 99 short tests before it and 300 after, each
   * printing a fixture line of the same form.
   */
  private static final String[] WORDS = {"apple", "birch", "cedar", "delta", "ember", "fjord", "grove", "heron",
      "iris", "juniper", "kestrel", "larch", "maple", "nettle", "osprey", "plover", "quince", "rowan", "sorrel", "teal"};

  private static String longImport() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 400; i++) {
      // Each test named in words of its own, so its lines are not folded as repeats into the tail.
      String name = String.format(Locale.ROOT, "spec/import_spec.lua @ %d: imports %s %s stock", 3 * i, WORDS[i % 20],
          WORDS[i / 20 % 20]);
      sb.append("[ RUN      ] ").append(name).append('\n');
      // Every test says which ledger it opened, in one form: only its test's failure sets this one apart.
      sb.append("fixture: warehouse ledger opened for batch ").append(i).append('\n');
      if (i == 100) {
        for (int k = 1; k <= 4000; k++) {
          sb.append(String.format(Locale.ROOT, "imported order ORD-%05d for the north warehouse: %d lines, total %d cents,"
              + " carrier Parcelforce 48%n", k, 1 + k % 9, 1999 * k % 50000));
        }
        sb.append("[  FAILED  ] ").append(name).append(" (912.40 ms)\n");
      } else {
        sb.append("[       OK ] ").append(name).append(" (0.02 ms)\n");
      }
    }
    return sb.append("[  PASSED  ] 399 tests.\n[  FAILED  ] 1 test, listed below:\n 1 FAILED TEST\n").toString();
  }

  @Test
  void aLongTestsFirstOutputLineIsItsLeadThoughItLiesPastTheRing() throws IOException {
    for (Shaped s : HeldAndStreamed.shape(longImport(), Evidence.of("busted -o gtest spec", 1), 4_000)) {
      assertThat(s.text()).as(s.text()).contains("fixture: warehouse ledger opened for batch 100");
    }
  }

  @Test
  void theFailedNameLeavesOutItsTimeAndParameter() {
    assertThat(Leads.failed("[  FAILED  ] spec/a.lua @ 98: refuses to reserve (0.13 ms)").name())
        .isEqualTo("spec/a.lua @ 98: refuses to reserve");
    assertThat(Leads.failed("[  FAILED  ] Fares/ZoneTest.Peak/3, where GetParam() = 19 (0 ms)").name())
        .isEqualTo("Fares/ZoneTest.Peak/3");
    assertThat(Leads.failed("--- FAIL: TestSettle (0.00s)").brackets()).isFalse();
    assertThat(Leads.failed("[       OK ] spec/a.lua @ 98: ok (0.13 ms)")).isNull();
  }

  @Test
  void onlyARunTagStartsATestInTheRawBytes() {
    assertThat(run("[ RUN      ] Fares.Peak")).isTrue();
    assertThat(run("[RUN] x")).isTrue();
    assertThat(run("[INFO] RUN started")).isFalse();
    assertThat(run("[ RUNNING ] x")).isFalse();
    assertThat(run("[ RU")).isFalse();
  }

  private static boolean run(String line) {
    byte[] b = line.getBytes(StandardCharsets.UTF_8);
    return LeadWatch.bracketRun(b, 0, b.length);
  }
}

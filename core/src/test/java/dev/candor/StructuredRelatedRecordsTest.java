package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * A failure record brings the records before it that share its identity fields (go test -json's
 * Package and Test): a failing test's own output, even when parallel tests' events come between.
 */
class StructuredRelatedRecordsTest {

  private static String event(String action, String test, String output) {
    return "{\"Action\":\"" + action + "\",\"Package\":\"example.com/shop/ledger\""
        + (test == null ? "" : ",\"Test\":\"" + test + "\"")
        + (output == null ? "" : ",\"Output\":\"" + output + "\"") + "}\n";
  }

  /** 200 parallel subtests; the failing one printed got/want, then 400 other events, then its fail event. */
  static String parallelGoTestJson() {
    StringBuilder sb = new StringBuilder();
    String bad = "TestParse/acct-7781";
    sb.append(event("run", bad, null)).append(event("output", bad, "=== RUN   " + bad + "\\n"));
    sb.append(event("output", bad, "    ledger_test.go:28: Parse(\\\"acct-7781 1,250.40\\\"):\\n"));
    sb.append(event("output", bad, "         got  {Account:acct-7781 Cents:140}\\n"));
    sb.append(event("output", bad, "        want {Account:acct-7781 Cents:125040}\\n"));
    for (int i = 0; i < 200; i++) {
      String t = "TestParse/acct-" + (1000 + i);
      sb.append(event("output", t, "=== CONT  " + t + "\\n")).append(event("pass", t, null));
    }
    sb.append(event("output", bad, "    --- FAIL: " + bad + " (0.00s)\\n")).append(event("fail", bad, null));
    sb.append(event("fail", "TestParse", null)).append(event("output", null, "FAIL\\n")).append(event("fail", null, null));
    return sb.toString();
  }

  @Test
  void aFailedTestsOwnOutputIsShownBesideItsFailEvent() throws IOException {
    for (int budget : new int[] {2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = shape(Strategy.NDJSON, parallelGoTestJson(), b);
      assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("got  {Account:acct-7781 Cents:140}")
          .contains("want {Account:acct-7781 Cents:125040}")
          .contains("\"Action\":\"fail\",\"Package\":\"example.com/shop/ledger\",\"Test\":\"TestParse/acct-7781\"")
          .contains("records of the same Package, Test before them");
    }
  }

  @Test
  void recordsWithoutAFailureSharingTheirIdentityAreNotPromoted() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      sb.append(event("pass", "TestX/" + i, null));
    }
    StructuredShaper.Result r = shape(Strategy.NDJSON, sb.toString(), Budget.chars(2000));
    assertThat(r.text()).doesNotContain("of the same");
  }
}

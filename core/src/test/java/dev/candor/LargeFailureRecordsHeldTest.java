package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A linter's per-file records that carry the file's whole source (eslint's JSON formatter writes a
 * {@code source} member for every file with a finding): sixty files of warnings, two of them with
 * an error, each record several kilobytes. At a small budget the first failure record took the
 * allowance for records held past the head, so the second was neither held nor shown, though the
 * statement counted it; and the figures over the records took the room the two needed to be shown
 * in part. Failure records past the head now draw on a reserve of their own, and figures are not
 * stated while the failure records do not all fit whole without them.
 */
class LargeFailureRecordsHeldTest {
  private static final String SOURCE_LINE = "  const total = items.reduce((sum, item) => sum + item.price * item.qty, 0);\\n";

  static String report() {
    StringBuilder sb = new StringBuilder("[");
    for (int f = 0; f < 60; f++) {
      boolean error = f == 23 || f == 41;
      int warnings = 2 + (f * 7) % 6;
      sb.append(f == 0 ? "" : ",").append("{\"filePath\":\"/srv/shop/src/components/Panel").append(f)
          .append(".jsx\",\"messages\":[");
      for (int w = 0; w < warnings; w++) {
        sb.append(w == 0 ? "" : ",").append("{\"ruleId\":\"no-unused-vars\",\"severity\":1,\"message\":\"'tmp").append(w)
            .append("' is assigned a value but never used.\",\"line\":").append(10 + 7 * w)
            .append(",\"column\":9,\"nodeType\":\"Identifier\",\"messageId\":\"unusedVar\",\"endLine\":").append(10 + 7 * w)
            .append(",\"endColumn\":13}");
      }
      if (error) {
        sb.append(",{\"ruleId\":\"no-undef\",\"severity\":2,\"message\":\"'loadInvoice").append(f)
            .append("' is not defined.\",\"line\":88,\"column\":17,\"nodeType\":\"Identifier\",\"messageId\":\"undef\",")
            .append("\"endLine\":88,\"endColumn\":29}");
      }
      sb.append("],\"suppressedMessages\":[],\"errorCount\":").append(error ? 1 : 0)
          .append(",\"fatalErrorCount\":0,\"warningCount\":").append(warnings)
          .append(",\"fixableErrorCount\":0,\"fixableWarningCount\":0,\"source\":\"")
          .append(SOURCE_LINE.repeat(60 + (f * 13) % 60)).append("\",\"usedDeprecatedRules\":[]}");
    }
    return sb.append(']').toString();
  }

  @Test
  void bothErrorRecordsAreShownAtSmallBudgets() throws Exception {
    byte[] input = report().getBytes(StandardCharsets.UTF_8);
    for (Budget b : List.of(Budget.chars(2_000), Budget.chars(4_000), Budget.chars(8_000))) {
      Shaped s = Shaper.builder().budget(b).build().shape(input, Evidence.of("npx eslint -f json src", 1));
      assertThat(b.measure(s.text())).as("%s", b).isLessThanOrEqualTo(b.limit());
      new ObjectMapper().readTree(s.text()); // still valid JSON
      assertThat(s.text()).as("%s:\n%s", b, s.text()).contains("'loadInvoice23' is not defined.")
          .contains("'loadInvoice41' is not defined.");
    }
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A map whose entries are objects (a linter's report keyed by file) with one entry that failed
 * (the file with {@code "errors": 1} and its one error message among warnings): that entry is
 * shown opened, with its failure record, rather than a dozen other entries summarised by size.
 */
class StructuredFailingEntryTest {

  /** PHP_CodeSniffer's JSON report: eighteen files with warnings, the tenth with a syntax error too. */
  private static String report() {
    StringBuilder sb = new StringBuilder("{\"totals\":{\"errors\":1,\"warnings\":360,\"fixable\":300},\"files\":{");
    for (int f = 1; f <= 18; f++) {
      boolean bad = f == 10;
      sb.append(f > 1 ? "," : "").append(String.format(Locale.ROOT,
          "\"/home/ci/builds/foodbank-volunteers/workspace/checkout/src/Module%02d/Service%02d.php\":{\"errors\":%d,\"warnings\":20,\"messages\":[", f, f, bad ? 1 : 0));
      for (int m = 0; m < 20; m++) {
        if (bad && m == 7) {
          sb.append("{\"message\":\"PHP syntax error: unexpected integer \\\"1\\\"\",\"source\":\"Generic.PHP.Syntax.PHPSyntax\","
              + "\"severity\":5,\"fixable\":false,\"type\":\"ERROR\",\"line\":22,\"column\":1},");
        }
        sb.append(String.format(Locale.ROOT, "{\"message\":\"Line exceeds 120 characters; contains %d characters\","
            + "\"source\":\"Generic.Files.LineLength.TooLong\",\"severity\":5,\"fixable\":false,\"type\":\"WARNING\","
            + "\"line\":%d,\"column\":121}", 121 + m, 10 + m)).append(m < 19 ? "," : "");
      }
      sb.append("]}");
    }
    return sb.append("}}").toString();
  }

  @Test
  void theOneFileWithAnErrorIsOpenedToItsErrorMessage() throws IOException {
    for (int budget : new int[] {2_000, 4_000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, report(), b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("Module10/Service10.php\":{\"errors\":1")
          .contains("\"source\":\"Generic.PHP.Syntax.PHPSyntax\"")
          .contains("\"type\":\"ERROR\",\"line\":22");
    }
  }
}

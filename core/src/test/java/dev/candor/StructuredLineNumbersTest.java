package dev.candor;

import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A note about a bad NDJSON line names that line exactly, whatever the line ends and blank lines. */
class StructuredLineNumbersTest {

  private static String ndjson(String bad, int badIndex, String eol, int... blankBefore) {
    List<String> lines = new ArrayList<>();
    for (int i = 1; i <= 20000; i++) {
      lines.add("{\"i\":" + i + "}");
    }
    lines.set(badIndex, bad);
    for (int b : blankBefore) {
      lines.add(b, "");
    }
    return String.join(eol, lines) + eol;
  }

  private static String failure(String input) throws IOException {
    return shape(Strategy.NDJSON, input, Budget.chars(2000)).failure();
  }

  @Test
  void aValueThatRunsOnIsNamedByTheLineItStartsOn() throws IOException {
    assertThat(failure(ndjson("{\"i\":", 12345, "\n")))
        .startsWith("not valid JSON on line 12,346: its value does not end on its line (the parser stopped at line 12,348,");
    assertThat(failure(ndjson("{\"i\":12346,", 12345, "\n")))
        .startsWith("not valid JSON on line 12,346: its value does not end on its line (the parser stopped at line 12,347,");
  }

  @Test
  void crlfLineEndsCountOnce() throws IOException {
    assertThat(failure(ndjson("{\"i\":", 12345, "\r\n"))).startsWith("not valid JSON on line 12,346:");
    assertThat(failure(ndjson("oops", 12345, "\r\n"))).startsWith("not valid JSON at line 12,346, column 1,");
  }

  @Test
  void blankLinesCountAsLines() throws IOException {
    // two blank lines before it: the bad value stands on line 12,348
    assertThat(failure(ndjson("{\"i\":", 12345, "\n", 100, 200))).startsWith("not valid JSON on line 12,348:");
    assertThat(failure(ndjson("oops", 12345, "\r\n", 100, 200))).startsWith("not valid JSON at line 12,348, column 1,");
  }

  @Test
  void aValueCutOffAtTheEndIsNamedByItsFirstLine() throws IOException {
    assertThat(failure("{\"a\":1}\r\n\r\n{\"a\":2}\r\n{\"a\":\r\n{\"a\":4}\r\n"))
        .isEqualTo("input ends inside line 4 after 2 complete lines: the tool's own output looks truncated");
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A whole file read of a log or a report (error lines, hardly any declarations) shows its error
 * lines between head and tail, as the same output run would; a source file, whose error words are
 * its own error handling, keeps its outline of declarations.
 */
class FileReadAsLogTest {
  private static final int BUDGET = 3000;

  /** A worker's log of 400 routine lines with one failed job at line 230. */
  private static String serviceLog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 400; i++) {
      if (i == 230) {
        sb.append("2026-12-03T10:04:11Z worker-3 ERROR job 8812 failed: invoice INV-2291 has no tax region\n");
      } else {
        sb.append(String.format(Locale.ROOT, "2026-12-03T10:%02d:%02dZ worker-%d job %d done in %d ms%n",
            i / 60, i % 60, i % 4, 8000 + i * 3, 10 + i % 17));
      }
    }
    return sb.toString();
  }

  /** A Java class of forty methods, each with its own error handling. */
  private static String javaSource() {
    StringBuilder sb = new StringBuilder("package com.acme.billing;\n\npublic final class Ledger {\n");
    for (int m = 0; m < 40; m++) {
      sb.append("  public long settle").append(m).append("(long amount) {\n");
      sb.append("    if (amount < 0) {\n");
      sb.append("      throw new IllegalStateException(\"error: negative amount \" + amount);\n");
      sb.append("    }\n    long total = amount * ").append(m + 2).append(";\n    return total;\n  }\n\n");
    }
    return sb.append("}\n").toString();
  }

  private static List<Shaped> shapeAsFile(String text) throws IOException {
    Shaper shaper = Shaper.builder().budget(Budget.chars(BUDGET)).strategy(Strategy.FILE).build();
    Evidence ev = Evidence.of("cat worker.log", 0);
    Shaped held = shaper.shape(text, ev);
    Shaped streamed = shaper.shape(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ev);
    return List.of(held, streamed);
  }

  @Test
  void aLogReadAsAFileShowsTheErrorLineFromItsMiddleHeldAndStreamed() throws IOException {
    for (Shaped s : shapeAsFile(serviceLog())) {
      assertThat(s.size()).isLessThanOrEqualTo(BUDGET);
      assertThat(s.text()).as(s.text()).contains("ERROR job 8812 failed: invoice INV-2291 has no tax region");
    }
  }

  /** pytest's JUnit XML report of 100 tests, one failed, with the assertion's detail lines. */
  private static String junitReport() {
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"rates\""
        + " errors=\"0\" failures=\"1\" tests=\"100\">\n");
    for (int i = 0; i < 100; i++) {
      sb.append("<testcase classname=\"tests.test_rates\" name=\"test_quote[").append(i).append("]\" time=\"0.001\">");
      if (i == 51) {
        sb.append("<failure message=\"AssertionError: assert Decimal('11.40') == Decimal('8.28')\">\n");
        sb.append("    def test_quote(country, kg):\n");
        sb.append("&gt;       assert got == expected(country, kg)\n");
        sb.append("E       AssertionError: assert Decimal('11.40') == Decimal('8.28')\n");
        sb.append("E        +  where Decimal('8.28') = expected('ES', Decimal('2'))\n\n");
        sb.append("tests/test_rates.py:24: AssertionError</failure>");
      }
      sb.append("<system-out>quote ").append(i).append(" -&gt; ").append(4 + i % 9).append(".20 EUR\n</system-out></testcase>\n");
    }
    return sb.append("</testsuite></testsuites>\n").toString();
  }

  @Test
  void aTestReportReadAsAFileShowsItsFailureAndCountsNoMoreErrorLinesShownThanThereAre() throws IOException {
    for (Shaped s : shapeAsFile(junitReport())) {
      assertThat(s.text()).as(s.text()).contains("name=\"test_quote[51]\"")
          .contains("E        +  where Decimal('8.28') = expected('ES', Decimal('2'))")
          .contains("tests/test_rates.py:24: AssertionError");
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9,]+) of ([0-9,]+) error lines").matcher(s.text());
      while (m.find()) {
        assertThat(Long.parseLong(m.group(1).replace(",", ""))).as(m.group())
            .isLessThanOrEqualTo(Long.parseLong(m.group(2).replace(",", "")));
      }
    }
  }

  @Test
  void aSourceFileReadWholeKeepsItsOutlineOfDeclarations() throws IOException {
    for (Shaped s : shapeAsFile(javaSource())) {
      assertThat(s.size()).isLessThanOrEqualTo(BUDGET);
      assertThat(s.text()).as(s.text()).contains("outline of").contains("public long settle20(long amount) {");
    }
  }
}

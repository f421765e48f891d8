package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A JVM exception chain states its root cause last; a cut keeps that last "Caused by:" before the frames under it. */
class ExceptionChainTest {

  private static String reportJobWithAChain() {
    StringBuilder s = new StringBuilder("ReportJob starting: 50 batches\n");
    for (int b = 1; b <= 36; b++) {
      for (int l = 1; l <= 60; l++) {
        s.append(String.format("batch %03d line %02d ACC-%d %10.2f%n", b, l, 1000 + b * 7 + l, b + l * 3.0));
      }
      s.append(String.format("batch %03d total %d cents%n", b, 550000 + b * 6000));
    }
    s.append("Exception in thread \"main\" java.lang.IllegalStateException: Report generation failed for batch 37\n")
        .append("\tat ReportJob.render(ReportJob.java:47)\n\tat ReportJob.main(ReportJob.java:54)\n")
        .append("Caused by: java.io.UncheckedIOException: cannot total ledger batch 37\n")
        .append("\tat ReportJob.totalFor(ReportJob.java:32)\n\tat ReportJob.render(ReportJob.java:41)\n")
        .append("\tat ReportJob.main(ReportJob.java:54)\n")
        .append("\tat java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)\n")
        .append("\tat java.base/java.lang.reflect.Method.invoke(Method.java:569)\n")
        .append("Caused by: java.io.IOException: bad amount '12O.50' at batch 37 line 42\n")
        .append("\tat ReportJob.parseCents(ReportJob.java:22)\n\tat ReportJob.totalFor(ReportJob.java:30)\n")
        .append("\t... 9 more\n")
        .append("Caused by: java.lang.NumberFormatException: For input string: \"12O.50\"\n")
        .append("\tat java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString(FloatingDecimal.java:2054)\n")
        .append("\tat java.base/java.lang.Double.parseDouble(Double.java:651)\n")
        .append("\tat ReportJob.parseCents(ReportJob.java:20)\n\t... 10 more\n");
    return s.toString();
  }

  @Test
  void theDeepestCauseOfAJavaChainIsKeptWithTheFirstLineAt2000Chars() {
    for (Evidence ev : new Evidence[] {Evidence.none(), Evidence.of("java ReportJob.java", 1)}) {
      Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(reportJobWithAChain(), ev);
      assertThat(s.text())
          .contains("Exception in thread \"main\" java.lang.IllegalStateException: Report generation failed")
          .contains("Caused by: java.lang.NumberFormatException: For input string: \"12O.50\"");
    }
  }

  @Test
  void aLongBlockShowsItsStatementsFromTheEndBeforeTheFramesUnderThem() {
    java.util.List<Line> block = new java.util.ArrayList<>();
    String[] texts = {"\tat A.a(A.java:1)", "\tat A.b(A.java:2)", "Caused by: java.io.IOException: y", "\tat B.a(B.java:3)",
        "\tat B.b(B.java:4)", "\tat B.c(B.java:5)", "Caused by: java.lang.NumberFormatException: z", "\tat C.a(C.java:6)",
        "\tat C.b(C.java:7)", "\t... 10 more"};
    for (int i = 0; i < texts.length; i++) {
      block.add(new Line(i + 2, 0, texts[i].length(), texts[i], false, false));
    }
    java.util.List<String> order = Blocks.byEnds(block).stream().map(Line::text).toList();
    assertThat(order.subList(0, 5)).containsExactly(texts[0], texts[1], texts[2], texts[3], texts[6]);
    assertThat(order.get(5)).isEqualTo(texts[9]);
  }
}

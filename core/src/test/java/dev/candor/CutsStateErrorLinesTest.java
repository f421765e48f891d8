package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A cut that removes error lines says how many, of which templates: no marker hides error lines. */
class CutsStateErrorLinesTest {
  @Test
  void theClauseRendersAfterTheBytesAndParsesBackToTheSameCut() {
    Cut cut = new Cut(CutReason.MIDDLE, 14, 3405, 3390, 129_254);
    CutErrors errors = new CutErrors(425, List.of(new CutErrors.Kind(424, "src/file<N>.c:<N>:5: error: <Q> undeclared"),
        new CutErrors.Kind(1, "a \"quoted\" one")));
    String m = Marker.render(cut, errors);
    assertThat(m).isEqualTo("[... cut lines 14-3405 from the middle except 2 numbered below: 3,390 lines, 129,254 bytes,"
        + " of them 425 error lines: 424 like \"src/file<N>.c:<N>:5: error: <Q> undeclared\", 1 like \"a \"quoted\" one\" ...]");
    assertThat(Marker.parse(m)).contains(cut);
    assertThat(Marker.errorLines(m)).hasValue(425);
    assertThat(Marker.errorLines(Marker.render(cut))).isEmpty();
  }

  @Test
  void aRepeatsCutNamesItsErrorLinesAndTheRestOfOtherKinds() {
    Cut cut = Cut.repeats(7, 100, 9_000, "ok <N> - tax for order #<N>");
    String m = Marker.render(cut, new CutErrors(12, List.of(new CutErrors.Kind(10, "E: <N> failed"))));
    assertThat(m).endsWith("9,000 bytes, of them 12 error lines: 10 like \"E: <N> failed\", 2 of other kinds ...]");
    assertThat(Marker.parse(m)).contains(cut);
    assertThat(Marker.errorLines(m)).hasValue(12);
  }

  @Test
  void aCutInsideALineStaysAsItWas() {
    Cut cut = Cut.of(CutReason.INSIDE_LINE, 7, 7, 900);
    assertThat(Marker.render(cut, new CutErrors(1, List.of()))).isEqualTo(Marker.render(cut));
  }

  /** 429 errors of one template among 3,000 routine lines, one other error, the status line. */
  static String manyErrors() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      sb.append("[INFO] compiling module m").append(i).append(" ok\n");
      if (i % 7 == 0) {
        sb.append("src/file").append(i % 40).append(".c:").append(i).append(":5: error: 'count").append(i % 3)
            .append("' undeclared (first use in this function)\n");
      }
    }
    return sb.append("src/main.c:10:1: error: expected ';' before '}' token\nmake: *** [Makefile:12: all] Error 1\n").toString();
  }

  @Test
  void everyErrorLineIsShownOrCountedByTheCutThatRemovedIt() {
    String text = manyErrors();
    for (String input : List.of(text, text.substring(0, 60_000) + text.substring(text.length() - 40_000))) {
      for (long budget : new long[] {2_000, 6_000}) {
        Shaped s = Shaper.builder().budget(Budget.chars(budget)).build().shape(input, Evidence.of("make", 2));
        long shown = 0;
        long stated = 0;
        for (String line : s.text().split("\n")) {
          if (line.startsWith("[candor:")) {
            continue; // the summary's totals by template
          }
          if (Marker.parse(line).isPresent()) {
            stated += Marker.errorLines(line).orElse(0);
          } else if (line.contains(": error: ") || line.startsWith("make: ***")) {
            shown++;
          }
        }
        long total = input.lines().filter(l -> l.contains(": error: ") || l.startsWith("make: ***")).count();
        assertThat(shown + stated).as("budget %d, %d chars:\n%s", budget, input.length(), s.text()).isEqualTo(total);
        assertThat(s.size()).isLessThanOrEqualTo(budget);
        assertThat(s.text()).contains("src/main.c:10:1: error: expected ';'");
      }
    }
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The line strategies, each on one small output through the shaper: which lines each keeps, and
 * where its cuts fall.
 */
class LayoutsTest {
  private static final int BUDGET = 600;

  /**
   * Line {@code n} of the output: two distinct words in each, so that no run of lines folds as
   * repeats (lines one word apart fold: {@link Variants}).
   */
  private static String line(int n) {
    StringBuilder word = new StringBuilder();
    for (int i = n; i > 0; i /= 26) {
      word.append((char) ('a' + i % 26));
    }
    return "task " + word + " finished " + new StringBuilder(word).reverse();
  }

  /** 200 lines, with {@code error} as line 120 when given. */
  private static String output(String error) {
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= 200; i++) {
      b.append(i == 120 && error != null ? error : line(i)).append('\n');
    }
    return b.toString();
  }

  private static Shaped shape(Strategy s, String output, int exitCode) {
    return Shaper.builder().budget(Budget.chars(BUDGET)).strategy(s).build()
        .shape(output, Evidence.of("make all", exitCode));
  }

  private static List<CutReason> reasons(Shaped s) {
    return s.cuts().stream().map(Cut::reason).toList();
  }

  @Test
  void anOutputThatFitsIsShownWhole() {
    String small = "compiling a\ncompiling b\ndone\n";
    for (Strategy s : List.of(Strategy.TERMINAL, Strategy.LOG, Strategy.HEAD, Strategy.TAIL, Strategy.HEAD_TAIL)) {
      Shaped shaped = shape(s, small, 0);
      assertThat(shaped.truncated()).as(s.label()).isFalse();
      assertThat(shaped.cuts()).as(s.label()).isEmpty();
      assertThat(shaped.text()).as(s.label()).contains("compiling a\ncompiling b\ndone");
    }
  }

  @Test
  void head_keepsTheFirstLinesAndCutsTheRestAtTheEnd() {
    Shaped s = shape(Strategy.HEAD, output(null), 0);
    assertThat(s.text()).contains(line(1) + "\n" + line(2) + "\n").doesNotContain(line(200));
    assertThat(reasons(s)).containsExactly(CutReason.END);
    assertThat(s.cuts().get(0).to()).isEqualTo(200);
  }

  @Test
  void tail_keepsTheLastLinesAndCutsTheStart() {
    Shaped s = shape(Strategy.TAIL, output(null), 0);
    assertThat(s.text()).contains(line(199) + "\n" + line(200)).doesNotContain(line(1) + "\n");
    assertThat(reasons(s)).containsExactly(CutReason.START);
    assertThat(s.cuts().get(0).from()).isEqualTo(1);
  }

  @Test
  void headTail_keepsBothEndsAndCutsTheMiddle() {
    Shaped s = shape(Strategy.HEAD_TAIL, output(null), 0);
    assertThat(s.text()).contains(line(1) + "\n").contains(line(200));
    assertThat(reasons(s)).containsExactly(CutReason.MIDDLE);
  }

  @Test
  void terminal_showsAnErrorLineFromTheMiddleBetweenHeadAndTail() {
    String error = "src/main.c:42: error: 'count' undeclared";
    Shaped s = shape(Strategy.TERMINAL, output(error), 2);
    assertThat(s.text()).contains(line(1) + "\n").contains(line(200)).contains(error);
    assertThat(s.text().indexOf(error)).isBetween(s.text().indexOf(line(1) + "\n"), s.text().indexOf(line(200)));
    assertThat(s.errorLinesShown()).isEqualTo(1);
  }

  @Test
  void log_showsAnErrorLineFromTheMiddleToo() {
    String error = "2026-12-01T10:00:00Z ERROR payment failed: upstream timeout";
    Shaped s = shape(Strategy.LOG, output(error), 0);
    assertThat(s.text()).contains("> L120: 2026-12-01T10:00:00Z ERROR payment failed").contains(line(200));
  }

  @Test
  void headAndTailAloneDoNotLookForErrorLines() {
    String error = "src/main.c:42: error: 'count' undeclared";
    assertThat(shape(Strategy.HEAD, output(error), 2).text()).doesNotContain(error);
    assertThat(shape(Strategy.TAIL, output(error), 2).text()).doesNotContain(error);
  }

  @Test
  void everyLayoutStaysWithinTheBudget() {
    for (Strategy s : List.of(Strategy.TERMINAL, Strategy.LOG, Strategy.LIST, Strategy.FILE, Strategy.HEAD,
        Strategy.TAIL, Strategy.HEAD_TAIL)) {
      Shaped shaped = shape(s, output("fatal: something broke"), 1);
      assertThat(shaped.size()).as(s.label()).isLessThanOrEqualTo(BUDGET);
      assertThat(shaped.truncated()).as(s.label()).isTrue();
      assertThat(shaped.strategy()).isEqualTo(s);
    }
  }
  /**
   * A build that succeeded with warnings of six kinds among 300 routine lines and no error line:
   * the warnings are what it has to say, so they take the head's share as a failure's error lines
   * do, and each kind is shown once.
   */
  @Test
  void terminal_aSuccessfulRunsWarningsTakeTheHeadsShare() {
    String[] kinds = {"found raw type: java.util.List", "unchecked call to add(E) as a member of the raw type",
        "getYear() in java.util.Date has been deprecated", "Integer(int) in java.lang.Integer has been deprecated",
        "unchecked conversion of java.util.Map", "non-varargs call of varargs method with inexact argument type"};
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= 300; i++) {
      b.append(line(i)).append('\n');
      if (i >= 100 && i < 160) {
        b.append("[WARNING] src/main/java/com/acme/Rule").append(i).append(".java:[12,").append(i % 40)
            .append("] ").append(kinds[i % kinds.length]).append('\n');
      }
    }
    b.append("BUILD SUCCESS\n");
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).strategy(Strategy.TERMINAL).build()
        .shape(b.toString(), Evidence.of("mvn -B package", 0));
    for (String kind : kinds) {
      assertThat(s.text()).as(s.text()).contains(kind);
    }
    assertThat(s.text()).contains("BUILD SUCCESS");
  }

  /**
   * A success whose one warning of its kind points at a line of source, printed under it indented:
   * the warning comes with that excerpt, as an error line comes with its block, since the excerpt
   * is where the mistake is.
   */
  @Test
  void terminal_aSuccessfulRunsWarningBringsTheSourceLinesIndentedUnderIt() {
    String[] carols = {"once-in-royal-davids-city", "o-come-all-ye-faithful", "the-first-nowell",
        "good-king-wenceslas", "hark-the-herald", "silent-night", "in-the-bleak-midwinter", "the-holly-and-the-ivy",
        "ding-dong-merrily", "god-rest-you-merry", "away-in-a-manger", "while-shepherds-watched",
        "it-came-upon-the-midnight-clear", "o-little-town-of-bethlehem", "deck-the-hall", "we-wish-you"};
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= carols.length; i++) {
      String file = String.format("%02d-%s.ly", i, carols[i - 1]);
      b.append("Processing `").append(file).append("'\nParsing...\nInterpreting music...[8][16]\n");
      if (i == 7) {
        b.append(file).append(":23:44: warning: barcheck failed at: 1/8\n")
            .append("  d'4 c'4 d'2 | f'2 e'4 f'4 | e'4 f'4. d'2\n")
            .append("                                           | f'4. g'8 f'4 a'4 |\n");
      }
      b.append("Preprocessing graphical objects...\nFinding the ideal number of pages...\n")
          .append("Fitting music on 1 page...\nDrawing systems...\nConverting to `").append(file).append(".pdf'...\n");
    }
    b.append("Success: compilation successfully completed\n");
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).strategy(Strategy.TERMINAL).build()
        .shape(b.toString(), Evidence.of("lilypond *.ly", 0));
    assertThat(s.truncated()).isTrue();
    assertThat(s.text()).as(s.text()).contains("warning: barcheck failed at: 1/8").contains("e'4 f'4. d'2");
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 4, past 4 KiB: an error line longer than the engine's 4 KiB hold, in a stream too
 * long to hold whole, is shown in part; the rest of it is marked as cut inside the line with its
 * exact size (the scanner saw where the line ends), and the stretch after it starts on the next
 * line, so markers, cuts, omitted lines and the summary agree. Before, the rest went unmarked and
 * the stretch counted the shown line as cut.
 */
class PartialLineMarksTest {
  private static final int REST = 6_000;

  private static String input(boolean finalBreak) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 8_000; i++) {
      sb.append("2026-12-01 10:00:00 INFO worker ").append(i).append(" processed batch ok\n");
      if (i == 4_000) {
        sb.append("ERROR: request failed: payload=").append("z".repeat(REST)).append(" 0 errors\n");
      }
    }
    sb.append("final summary ").append("q".repeat(9_000));
    return finalBreak ? sb.append('\n').toString() : sb.toString();
  }

  private static Shaped shape(String input, Budget b) throws IOException {
    return Shaper.builder().budget(b).build()
        .shape(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), Evidence.of("worker --all", 1));
  }

  @Test
  void anErrorLinePastItsFirst4KiBShownInPartIsMarkedAndNotCountedAsCut() throws IOException {
    for (boolean finalBreak : new boolean[] {true, false}) {
      String in = input(finalBreak);
      List<String> lines = MarkerAgreementPropertyTest.linesOf(in);
      for (Budget b : List.of(Budget.chars(2_000), Budget.bytes(6_000), Budget.tokens(1_000, Tokenizer.o200k()))) {
        Shaped s = shape(in, b);
        assertThat(s.text()).as("%s", b).contains("L4001: ERROR: request failed");
        assertThat(MarkerAgreementPropertyTest.problem(lines, s)).as("%s, final break %s", b, finalBreak).isNull();
        Cut inside = s.cuts().stream().filter(c -> c.reason() == CutReason.INSIDE_LINE && c.from() == 4_001).findFirst().orElseThrow();
        String shownPart = s.text().lines().filter(l -> l.contains("L4001: ")).findFirst().orElseThrow();
        long shownBytes = Utf8.length(shownPart.substring(shownPart.indexOf("ERROR: ")));
        assertThat(inside.bytes()).as("%s", b).isEqualTo(Utf8.length(lines.get(4_000)) - shownBytes);
        assertThat(s.cuts()).noneMatch(c -> c.reason() != CutReason.INSIDE_LINE && c.from() <= 4_001 && c.to() >= 4_001 && !c.hasExcerpts());
      }
    }
  }

  /**
   * The same for a line that matches no error pattern but stands out (a test driver's stderr line
   * of 6,000 {@code x} among counted lines): wherever it falls against the engine's reads, the
   * part not shown is marked with its size. Before, a line that spanned two reads was held with
   * no known end, shown in part under a stretch marker that counted it as cut, and its rest went
   * unmarked (`candor run` showed it either way from one run to the next).
   */
  @Test
  void aStandOutLinePastItsFirst4KiBShownInPartIsMarkedWhereverItFalls() throws IOException {
    for (int at : new int[] {89_232, 92_645, 70_001, 50_000, 99_999}) {
      StringBuilder sb = new StringBuilder();
      for (int i = 1; i <= 100_000; i++) {
        sb.append(i).append('\n');
        if (i == at) {
          sb.append("x".repeat(REST)).append('\n');
        }
      }
      for (int i = 1; i <= 100_000; i++) {
        sb.append(i).append('\n');
      }
      String in = sb.toString();
      Shaped s = shape(in, Budget.chars(2_000));
      long line = at + 1L;
      assertThat(s.text()).as("line %d", line).contains("L" + line + ": xxxx");
      assertThat(s.cuts()).as("line %d", line)
          .anyMatch(c -> c.reason() == CutReason.INSIDE_LINE && c.from() == line && c.to() == line);
      assertThat(MarkerAgreementPropertyTest.problem(MarkerAgreementPropertyTest.linesOf(in), s)).as("line %d", line).isNull();
    }
  }
}

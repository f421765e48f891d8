package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 6: a run of empty lines is folded and said to be empty lines wherever it is cut,
 * the stretch no window holds included, so 10 M empty lines show a handful of blank lines and
 * markers that say "empty lines", never a screen of blank lines passed off as evidence.
 */
class EmptyLinesFoldTest {
  private static final int N = 2_000_000;

  private static Shaped shape(String input, long budget) throws IOException {
    byte[] b = input.getBytes(StandardCharsets.UTF_8);
    return Shaper.builder().budget(Budget.chars(budget)).build()
        .shape(new ByteArrayInputStream(b), Evidence.of("tool", 0));
  }

  private static long blankShown(Shaped s) {
    return Arrays.stream(s.text().split("\n", -1)).filter(String::isBlank).count();
  }

  private static void assertCountsAgree(Shaped s, long lines) {
    assertThat(Marker.findAll(s.text())).isEqualTo(s.cuts());
    long cut = s.cuts().stream().filter(c -> c.reason() != CutReason.INSIDE_LINE).mapToLong(Cut::count).sum();
    assertThat(cut + s.shownLines()).isEqualTo(lines);
  }

  @Test
  void millionsOfEmptyLinesAreMarkedAsEmptyLinesInTheMiddleToo() throws IOException {
    for (long budget : new long[] {2_000, 8_000, 40_000}) {
      Shaped s = shape("\n".repeat(N), budget);
      Cut middle = s.cuts().stream().filter(c -> c.reason() == CutReason.MIDDLE).findFirst().orElseThrow();
      assertThat(middle.empty()).isTrue();
      assertThat(s.text()).contains("from the middle: " + Grouping.of(middle.count()) + " empty lines, ");
      assertThat(s.cuts()).allMatch(Cut::empty);
      assertThat(blankShown(s)).isLessThanOrEqualTo(4);
      assertCountsAgree(s, N);
    }
  }

  /**
   * A run longer than both windows was folded at each end and cut in its middle: 200,000 empty
   * lines showed as three "empty lines" markers with blank lines between them. One run, one marker.
   */
  @Test
  void oneRunOfEmptyLinesIsOneMarkerNotOnePerWindow() throws IOException {
    for (String around : List.of("", "build started\n")) {
      for (long budget : new long[] {2_000, 8_000}) {
        int n = 200_000;
        String input = around + "\n".repeat(n) + around;
        long lines = n + (around.isEmpty() ? 0 : 2);
        Shaped s = shape(input, budget);
        List<Cut> lineCuts = s.cuts().stream().filter(c -> c.reason() != CutReason.INSIDE_LINE).toList();
        assertThat(lineCuts).as("%s at %d:\n%s", around.isEmpty() ? "blank only" : "between lines", budget, s.text())
            .singleElement().satisfies(c -> {
              assertThat(c.empty()).isTrue();
              assertThat(c.count()).isEqualTo(lines - s.shownLines());
            });
        assertThat(blankShown(s)).isLessThanOrEqualTo(2);
        assertCountsAgree(s, lines);
      }
    }
  }

  @Test
  void theTotalsNoteCallsThemEmptyLinesNotLinesLikeNothing() throws IOException {
    Shaped s = shape("\n".repeat(N), 8_000);
    assertThat(s.text()).contains(Grouping.of(N) + " empty lines").doesNotContain("like \"\"");
  }

  @Test
  void emptyLinesBetweenRealLinesAreCutAsEmptyAndTheRealLinesStay() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 5; i++) {
      sb.append("2026-12-01 build step ").append(i).append(" started\n");
    }
    sb.append("\n".repeat(N));
    sb.append("error: linker failed on target app\nBUILD FAILED in 12s\n");
    Shaped s = shape(sb.toString(), 2_000);
    assertThat(s.text()).contains("build step 1 started", "build step 5 started", "error: linker failed", "BUILD FAILED");
    assertThat(s.cuts().stream().filter(c -> c.reason() == CutReason.MIDDLE)).allMatch(Cut::empty).isNotEmpty();
    assertThat(blankShown(s)).isLessThanOrEqualTo(4);
    assertCountsAgree(s, N + 7);
  }

  @Test
  void crlfEmptyLinesAndWhitespaceOnlyLinesCountAsEmpty() throws IOException {
    for (String blank : List.of("\r\n", "   \n", "\t\r\n")) {
      Shaped s = shape(blank.repeat(N / 2), 2_000);
      List<Cut> lineCuts = s.cuts().stream().filter(c -> c.reason() != CutReason.INSIDE_LINE).toList();
      assertThat(lineCuts).as("%s", blank.replace("\r", "\\r").replace("\n", "\\n")).isNotEmpty().allMatch(Cut::empty);
      assertCountsAgree(s, N / 2);
    }
  }

  @Test
  void oneLineWithTextInTheUnheldMiddleKeepsTheStretchFromBeingCalledEmpty() throws IOException {
    String input = "\n".repeat(N / 2) + "x\n" + "\n".repeat(N / 2);
    Shaped s = shape(input, 2_000);
    Cut middle = s.cuts().stream().filter(c -> c.reason() == CutReason.MIDDLE).findFirst().orElseThrow();
    assertThat(middle.from()).isLessThanOrEqualTo(N / 2 + 1);
    assertThat(middle.to()).isGreaterThanOrEqualTo(N / 2 + 1);
    assertThat(middle.empty()).isFalse();
    assertThat(s.text()).contains(Marker.render(middle));
    assertThat(Marker.render(middle)).doesNotContain("empty");
    assertCountsAgree(s, N + 1);
  }

  @Test
  void anEmptyStretchMarkerReadsBackAsTheSameCut() {
    for (CutReason r : List.of(CutReason.MIDDLE, CutReason.START, CutReason.END, CutReason.OUTSIDE_RANGE)) {
      Cut c = new Cut(r, 41, 9_800_040, 9_800_000, 9_800_000, "");
      String m = Marker.render(c);
      assertThat(m).contains(": 9,800,000 empty lines, 9,800,000 bytes");
      assertThat(Marker.parse(m)).contains(c);
      Cut plain = new Cut(r, 41, 9_800_040, 9_800_000, 9_800_000);
      assertThat(Marker.parse(Marker.render(plain))).contains(plain);
    }
    Cut one = new Cut(CutReason.MIDDLE, 7, 7, 1, 1, "");
    assertThat(Marker.render(one)).isEqualTo("[... cut line 7 from the middle: 1 empty line, 1 bytes ...]");
    assertThat(Marker.parse(Marker.render(one))).contains(one);
  }
}

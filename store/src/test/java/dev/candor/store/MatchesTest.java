package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchesTest {
  private static final Handle H = Handle.parse("cnd_" + "b".repeat(32));

  @Test
  void textReadsLikeGrepDashN() {
    Matches m = new Matches(H, "x", List.of(new NumberedLine(1, "x", true), new NumberedLine(2, "y", false),
        new NumberedLine(9, "x2", true)), 2, 2, 10, 0);
    assertThat(m.text()).isEqualTo("1:x\n2-y\n--\n9:x2\n");
  }

  @Test
  void describeSaysWhenNotEverythingIsShownAndWhenLinesWereClipped() {
    Matches m = new Matches(H, "x", List.of(), 0, 0, 3, 0);
    assertThat(m.describe()).isEqualTo("0 matching lines (of 3 lines)");
    Matches clipped = new Matches(H, "x", List.of(new NumberedLine(1, "x", true)), 1, 1_204, 12_345, 2);
    assertThat(clipped.describe()).isEqualTo("1 of 1,204 matching lines shown (of 12,345 lines);"
        + " 2 long lines searched only in their first 65,536 bytes");
  }
}

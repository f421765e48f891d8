package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The summary line Candor writes, read back by {@link Summary#parse}: the grammar's one owner agrees with the header. */
class SummaryTest {
  private static String build() {
    StringBuilder out = new StringBuilder();
    for (int i = 1; i <= 3_000; i++) {
      out.append("compiling unit ").append(i).append('\n');
    }
    return out.append("error: undefined reference to `main'\n").toString();
  }

  private static Summary summaryOf(Budget budget, String fullOutput) {
    Shaper.Builder b = Shaper.builder().budget(budget);
    if (fullOutput != null) {
      b.fullOutput(fullOutput);
    }
    Shaped s = b.build().shape(build(), Evidence.of("make", 2));
    return s.text().lines().map(Summary::parse).flatMap(Optional::stream).findFirst().orElseThrow();
  }

  @Test
  void aCutInCharsStatesItsLinesAmountsAndTheWayBack() {
    Summary s = summaryOf(Budget.chars(2_000), "cnd_0123456789ab");
    assertThat(s.lines()).isEqualTo(3_001);
    assertThat(s.shownLines()).isBetween(1L, 3_000L);
    assertThat(s.unit()).hasValue(Unit.CHARS);
    long chars = build().length();
    assertThat(s.total()).hasValue(chars);
    assertThat(s.cut().getAsLong()).isBetween(chars - 2_000, chars);
    assertThat(s.tokens()).isEmpty();
    assertThat(s.fullOutput()).hasValue("cnd_0123456789ab");
  }

  @Test
  void aCutInBytesStatesBytes() {
    Summary s = summaryOf(Budget.bytes(2_000), null);
    assertThat(s.unit()).hasValue(Unit.BYTES);
    assertThat(s.total()).hasValue((long) build().length());
    assertThat(s.fullOutput()).isEmpty();
  }

  @Test
  void aCutInTokensStatesTheEstimatedTotal() {
    Summary s = summaryOf(Budget.tokens(600, Tokenizer.approx()), null);
    assertThat(s.unit()).isEmpty();
    assertThat(s.cut()).isEmpty();
    assertThat(s.tokens()).hasValue((build().length() + 3) / 4L);
  }

  @Test
  void linesThatAreNotASummaryAreNone() {
    assertThat(Summary.parse("[candor: showing 3 of 9 lines")).isEmpty();
    assertThat(Summary.parse("[candor: secrets masked]")).isEmpty();
    assertThat(Summary.parse("x [candor: showing 3 of 9 lines]")).isEmpty();
    assertThat(Summary.parse("[candor: showing 3 of 9 lines]"))
        .hasValue(new Summary(3, 9, Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(),
            Optional.empty()));
  }
}

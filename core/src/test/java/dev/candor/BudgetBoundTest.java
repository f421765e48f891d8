package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BudgetBoundTest {
  /** Ten emoji: twenty UTF-16 units, ten code points, forty UTF-8 bytes. */
  private static final String EMOJI = "🙂".repeat(10);

  @Test
  void aCharBudgetIsSurelyExceededOnlyWhenEvenSurrogatePairsWouldNotFit() {
    Budget b = Budget.chars(10);
    assertThat(b.fits(EMOJI)).isTrue();
    assertThat(b.surelyExceededBy(EMOJI.length())).isFalse();
    assertThat(b.surelyExceededBy(22)).isTrue();
    assertThat(b.fits("🙂".repeat(11))).isFalse();
  }

  @Test
  void aByteBudgetIsSurelyExceededOnlyWhenHalfTheUnitsAreOverIt() {
    Budget b = Budget.bytes(40);
    assertThat(b.fits(EMOJI)).isTrue();
    assertThat(b.surelyExceededBy(80)).isFalse();
    assertThat(b.surelyExceededBy(82)).isTrue();
  }

  @Test
  void aTokenBudgetIsNeverJudgedUnmeasured() {
    Budget b = Budget.tokens(1, Tokenizer.approx());
    assertThat(b.surelyExceededBy(1_000_000)).isFalse();
  }
}

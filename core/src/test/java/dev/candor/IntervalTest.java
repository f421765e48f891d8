package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class IntervalTest {
  @Test
  void wilsonPinsTheTextbookValues() {
    assertThat(Interval.wilson(8, 10).format()).isEqualTo("[0.490, 0.943]");
    assertThat(Interval.wilson(14, 30).format()).isEqualTo("[0.302, 0.639]");
    assertThat(Interval.wilson(1, 2).format()).isEqualTo("[0.095, 0.905]");
  }

  @Test
  void wilsonAtZeroOrAllSuccessesStaysInsideTheUnitIntervalAndIsNotAPoint() {
    Interval none = Interval.wilson(0, 10);
    assertThat(none.low()).isZero();
    assertThat(none.format()).isEqualTo("[0.000, 0.278]");
    Interval all = Interval.wilson(10, 10);
    assertThat(all.high()).isEqualTo(1.0);
    assertThat(all.format()).isEqualTo("[0.722, 1.000]");
  }

  @Test
  void wilsonNarrowsAsTrialsGrow() {
    Interval small = Interval.wilson(8, 10);
    Interval large = Interval.wilson(800, 1000);
    assertThat(large.high() - large.low()).isLessThan((small.high() - small.low()) / 5);
    assertThat(large.contains(0.8)).isTrue();
  }

  @Test
  void wilsonRefusesARateOverNothing() {
    assertThatThrownBy(() -> Interval.wilson(0, 0)).hasMessageContaining("a rate over no trials has no interval");
    assertThatThrownBy(() -> Interval.wilson(11, 10)).hasMessage("successes 11 outside 0..10");
  }

  @Test
  void bootstrapMeanIsDeterministicForASeedAndBracketsTheMean() {
    double[] recalls = {1, 1, 1, 0.5, 1, 0, 1, 1, 0.75, 1};
    Interval a = Interval.bootstrapMean(recalls, 17L);
    assertThat(Interval.bootstrapMean(recalls, 17L)).isEqualTo(a);
    assertThat(a.contains(0.825)).isTrue();
    assertThat(a.low()).isGreaterThan(0.5);
    assertThat(a.high()).isLessThanOrEqualTo(1.0);
    assertThat(a.format()).isEqualTo(PINNED_BOOTSTRAP);
  }

  @Test
  void bootstrapOfIdenticalValuesIsThatValue() {
    assertThat(Interval.bootstrapMean(new double[] {1, 1, 1}, 3L)).isEqualTo(new Interval(1, 1));
    assertThatThrownBy(() -> Interval.bootstrapMean(new double[0], 1L)).hasMessageContaining("no cases");
  }

  @Test
  void formatsAsFractionsAndPercentages() {
    assertThat(Interval.wilson(8, 10).percent()).isEqualTo("[49.0%, 94.3%]");
    assertThatThrownBy(() -> new Interval(0.5, 0.4)).hasMessage("low 0.5 > high 0.4");
  }

  private static final String PINNED_BOOTSTRAP = "[0.600, 0.975]";
}

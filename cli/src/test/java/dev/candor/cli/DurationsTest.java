package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.ShapeException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
  @Test
  void parse_addsEveryPartInItsUnit() {
    assertThat(Durations.parse("--timeout", "1h30m")).isEqualTo(Duration.ofMinutes(90));
    assertThat(Durations.parse("--timeout", "500ms")).isEqualTo(Duration.ofMillis(500));
    assertThat(Durations.parse("--timeout", "2.5")).isEqualTo(Duration.ofMillis(2_500));
    assertThat(Durations.parse("--timeout", "2d")).isEqualTo(Duration.ofDays(2));
  }

  @Test
  void parse_rejectsAHugeValueWithTheRangeRatherThanOverflowing() {
    assertThatThrownBy(() -> Durations.parse("--timeout", "99999999999h"))
        .isInstanceOf(ShapeException.class)
        .hasMessage("--timeout takes a duration from 1ms to 365d, not '99999999999h'");
    assertThatThrownBy(() -> Durations.parse("--timeout", "9999999999999999999999999s"))
        .isInstanceOf(ShapeException.class)
        .hasMessageContaining("from 1ms to 365d");
  }

  @Test
  void parse_rejectsZeroAndNonsense() {
    assertThatThrownBy(() -> Durations.parse("--timeout", "0s")).hasMessageContaining("from 1ms to 365d");
    assertThatThrownBy(() -> Durations.parse("--timeout", "0.1ms")).hasMessageContaining("from 1ms to 365d");
    assertThatThrownBy(() -> Durations.parse("--timeout", "ten")).hasMessageContaining("such as 30s");
    assertThatThrownBy(() -> Durations.parse("--timeout", "")).hasMessageContaining("such as 30s");
  }
}

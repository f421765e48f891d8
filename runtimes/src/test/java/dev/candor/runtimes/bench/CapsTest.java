package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Unit;
import dev.candor.runtimes.Runtimes;
import org.junit.jupiter.api.Test;

class CapsTest {
  @Test
  void convert_countsFourCharactersOrBytesToAToken() {
    assertThat(Caps.convert(2_000, Unit.CHARS, Unit.TOKENS)).isEqualTo(500);
    assertThat(Caps.convert(500, Unit.TOKENS, Unit.BYTES)).isEqualTo(2_000);
    assertThat(Caps.convert(2_000, Unit.CHARS, Unit.BYTES)).isEqualTo(2_000);
  }

  @Test
  void convert_roundsDownButNeverToZero() {
    assertThat(Caps.convert(2_003, Unit.CHARS, Unit.TOKENS)).isEqualTo(500);
    assertThat(Caps.convert(3, Unit.BYTES, Unit.TOKENS)).isEqualTo(1);
  }

  @Test
  void settable_isFalseOnlyForARuntimeThatIgnoresTheCap() {
    assertThat(Caps.settable(Runtimes.named("langgraph"))).isFalse();
    assertThat(Caps.settable(Runtimes.named("claude-code"))).isTrue();
    assertThat(Caps.settable(Runtimes.named("openai-agents"))).isTrue();
  }
}

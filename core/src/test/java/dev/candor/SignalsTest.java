package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SignalsTest {

  @Test
  void namesLinuxSignalsByTheirNumber() {
    assertThat(Signals.name(11)).isEqualTo("SIGSEGV");
    assertThat(Signals.name(9)).isEqualTo("SIGKILL");
    assertThat(Signals.name(31)).isEqualTo("SIGSYS");
    assertThat(Signals.describe(11)).isEqualTo("SIGSEGV (11)");
  }

  @Test
  void realTimeAndUnknownSignalsStillGetAName() {
    assertThat(Signals.name(34)).isEqualTo("SIGRTMIN");
    assertThat(Signals.name(40)).isEqualTo("SIGRTMIN+6");
    assertThat(Signals.name(100)).isEqualTo("SIG100");
  }
}

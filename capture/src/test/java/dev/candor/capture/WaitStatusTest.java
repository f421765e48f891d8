package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WaitStatusTest {

  @Test
  void readsAnExitASignalAndACoreDump() {
    assertThat(WaitStatus.parse("exit 139")).contains(new WaitStatus(false, 139, false));
    assertThat(WaitStatus.parse("signal 11\n")).contains(new WaitStatus(true, 11, false));
    assertThat(WaitStatus.parse("signal 6 core")).contains(new WaitStatus(true, 6, true));
  }

  @Test
  void anythingElseIsNoReportAtAll() {
    assertThat(WaitStatus.parse("")).isEmpty();
    assertThat(WaitStatus.parse("exit 256")).isEmpty();
    assertThat(WaitStatus.parse("signal 0")).isEmpty();
    assertThat(WaitStatus.parse("exit 1 core")).isEmpty();
    assertThat(WaitStatus.parse("signal 9 later")).isEmpty();
    assertThat(WaitStatus.parse("exit x")).isEmpty();
  }
}

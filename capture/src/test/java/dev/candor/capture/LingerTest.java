package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A command that exits while a background child holds its pipe: its status after a short linger. */
class LingerTest {
  @Test
  void aBackgroundChildHoldingThePipe_doesNotKeepTheRunWaiting() throws Exception {
    StringBuilder seen = new StringBuilder();
    Captured c = ProcessCapture.builder(List.of("sh", "-c", "sleep 20 & echo parent-done; exit 3"))
        .linger(Duration.ofMillis(300)).build()
        .run((stream, bytes, off, len) -> seen.append(new String(bytes, off, len, java.nio.charset.StandardCharsets.UTF_8)));
    assertThat(c.exitCode()).hasValue(3);
    assertThat(c.outputHeldOpen()).isTrue();
    assertThat(c.timedOut()).isFalse();
    assertThat(c.duration()).isLessThan(Duration.ofSeconds(15));
    assertThat(seen.toString()).contains("parent-done");
  }

  @Test
  void aCommandWhoseChildrenEndWithIt_readsToTheEnd() throws Exception {
    Captured c = ProcessCapture.builder(List.of("sh", "-c", "(sleep 0.2; echo late) & echo early; wait"))
        .build().run((stream, bytes, off, len) -> { });
    assertThat(c.outputHeldOpen()).isFalse();
    assertThat(c.exitCode()).hasValue(0);
  }
}

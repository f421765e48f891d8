package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CapturedTest {

  private static final Path ROOT = Path.of("/");

  private static Captured ended(OptionalInt exitCode, OptionalInt signal, boolean timedOut) {
    return new Captured(List.of("cmd"), ROOT, Instant.EPOCH, Duration.ZERO, exitCode, signal,
        timedOut, StreamStats.empty(), StreamStats.empty(), Optional.empty());
  }

  private static Captured notStarted(int status, String message) {
    return Captured.notStarted(List.of("x"), ROOT, Instant.EPOCH, Duration.ZERO, status, message);
  }

  @Test
  void shellStatusIsWhatAShellWouldGive() {
    assertThat(ended(OptionalInt.of(3), OptionalInt.empty(), false).shellStatus()).isEqualTo(3);
    assertThat(ended(OptionalInt.empty(), OptionalInt.of(9), false).shellStatus()).isEqualTo(137);
    assertThat(ended(OptionalInt.empty(), OptionalInt.of(15), true).shellStatus()).isEqualTo(124);
    assertThat(ended(OptionalInt.of(0), OptionalInt.empty(), true).shellStatus()).isEqualTo(124);
    assertThat(ended(OptionalInt.empty(), OptionalInt.empty(), false).shellStatus()).isEqualTo(1);
    assertThat(notStarted(127, "command not found: x").shellStatus()).isEqualTo(127);
  }

  @Test
  void aProcessEitherExitsOrIsKilled() {
    assertThatThrownBy(() -> ended(OptionalInt.of(137), OptionalInt.of(9), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "exitCode 137 and signal 9: a process either exits or is killed, so give one of them");
  }

  @Test
  void exitCodesAndSignalsStayInRange() {
    assertThatThrownBy(() -> ended(OptionalInt.of(256), OptionalInt.empty(), false))
        .hasMessage("exitCode outside 0..255: 256");
    assertThatThrownBy(() -> ended(OptionalInt.empty(), OptionalInt.of(0), false))
        .hasMessage("signal outside 1..127: 0");
  }

  @Test
  void aLaunchErrorCarriesTheShellsStatus() {
    assertThatThrownBy(() -> notStarted(1, "boom"))
        .hasMessage("a launch error needs exitCode 126 or 127, not OptionalInt[1]: boom");
  }

  @Test
  void argvIsCopied() {
    List<String> argv = new ArrayList<>(List.of("echo", "hi"));
    Captured captured = new Captured(argv, ROOT, Instant.EPOCH, Duration.ZERO, OptionalInt.of(0),
        OptionalInt.empty(), false, StreamStats.empty(), StreamStats.empty(), Optional.empty());

    argv.add("more");

    assertThat(captured.argv()).containsExactly("echo", "hi");
  }
}

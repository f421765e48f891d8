package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Ending a command's whole process tree, when the time limit passes or the JVM exits, exercised
 * through {@link ProcessCapture} on real trees.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TreeKillerTest {

  private static final Duration ONE_SECOND = Duration.ofSeconds(1);

  private final String marker = Processes.marker();

  @AfterEach
  void cleanUp() {
    Processes.killAll(marker);
  }

  private Captured runWithTimeout(String script) throws IOException {
    return ProcessCapture.builder(List.of("sh", "-c", script))
        .timeout(ONE_SECOND)
        .build()
        .run(new RecordingSink());
  }

  @Test
  void theTimeoutKillsBackgroundChildrenToo() throws IOException {
    long t0 = System.nanoTime();

    Captured captured = runWithTimeout("sleep " + marker + " & sleep " + marker);

    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(5));
    assertThat(captured.timedOut()).isTrue();
    assertThat(captured.signal()).hasValue(TreeKiller.SIGTERM);
    assertThat(captured.exitCode()).isEmpty();
    assertThat(captured.shellStatus()).isEqualTo(124);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void theTimeoutEndsARunWhoseShellExitedLeavingOrphansHoldingThePipe() throws IOException {
    // Both sleeps are orphans by the time the limit passes: only the process group reaches them.
    RecordingSink sink = new RecordingSink();

    Captured captured = ProcessCapture.builder(
            List.of("sh", "-c", "sleep " + marker + " & (sleep " + marker + " &); echo hi"))
        .timeout(ONE_SECOND)
        .build()
        .run(sink);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("hi\n");
    assertThat(captured.timedOut()).isTrue();
    assertThat(captured.exitCode()).hasValue(0);
    assertThat(captured.signal()).isEmpty();
    assertThat(captured.shellStatus()).isEqualTo(124);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void childrenThatLeftTheGroupAreKilledThroughTheSnapshot() throws IOException {
    Captured captured = runWithTimeout("setsid sleep " + marker + " & sleep " + marker);

    assertThat(captured.timedOut()).isTrue();
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void processesThatIgnoreTermAreKilledAfterTheGrace() throws IOException {
    String script = "trap '' TERM; sleep " + marker + " & sleep " + marker;

    Captured captured = ProcessCapture.builder(List.of("sh", "-c", script))
        .timeout(ONE_SECOND)
        .killGrace(Duration.ofMillis(300))
        .build()
        .run(new RecordingSink());

    assertThat(captured.timedOut()).isTrue();
    assertThat(captured.signal()).hasValue(TreeKiller.SIGKILL);
    assertThat(captured.shellStatus()).isEqualTo(124);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void theRunReturnsEvenWhenAnEscapedProcessHoldsThePipes() throws IOException {
    // setsid in an orphaned subshell leaves both the tree and the group: nothing we can signal.
    String script = "(setsid sleep " + marker + " &) ; echo started; sleep " + marker;
    long t0 = System.nanoTime();

    Captured captured = runWithTimeout(script);

    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(10));
    assertThat(captured.timedOut()).isTrue();
    assertThat(captured.stdout().bytes()).isEqualTo("started\n".length());
  }

  @Test
  void withoutSetsidTheProcessesItCanSeeAreStillKilled() throws IOException {
    String script = "sleep " + marker + " & sleep " + marker;

    Captured captured = ProcessCapture.builder(List.of("sh", "-c", script))
        .timeout(ONE_SECOND)
        .launcher(Launcher.withoutSession())
        .build()
        .run(new RecordingSink());

    assertThat(captured.timedOut()).isTrue();
    assertThat(captured.shellStatus()).isEqualTo(124);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void exitingTheJvmEndsARunInProgress() throws IOException {
    Captured jvm = ChildJvm.run(new RecordingSink(), ExitDuringRun.class, marker);

    assertThat(jvm.exitCode()).hasValue(ExitDuringRun.STATUS);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void aCommandThatEndsInTimeIsLeftAlone() throws IOException {
    Captured captured = ProcessCapture.builder(List.of("sh", "-c", "exit 7"))
        .timeout(Duration.ofSeconds(30))
        .build()
        .run(new RecordingSink());

    assertThat(captured.timedOut()).isFalse();
    assertThat(captured.exitCode()).hasValue(7);
    assertThat(captured.shellStatus()).isEqualTo(7);
  }

  /** Starts {@code sleep MARKER} and calls {@link System#exit} while it runs. */
  static final class ExitDuringRun {

    static final int STATUS = 3;

    public static void main(String[] args) throws Exception {
      ProcessCapture capture = ProcessCapture.builder(List.of("sleep", args[0])).build();
      Thread running = new Thread(() -> {
        try {
          capture.run((stream, b, off, len) -> {});
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
      running.setDaemon(true);
      running.start();
      while (Processes.withMarker(args[0]).isEmpty() && running.isAlive()) {
        Thread.sleep(10);
      }
      System.exit(STATUS);
    }
  }
}

package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** run reports a command that exited while a background child still holds its output. */
class RunLingerTest {
  @Test
  void aBackgroundChildHoldingThePipe_isNamedAndNotWaitedFor() {
    Cli cli = new Cli();
    long t0 = System.nanoTime();
    int status = cli.run("run", "--no-store", "--no-trace", "--linger", "300ms", "--", "sh", "-c",
        "sleep 20 & echo parent-done");
    long seconds = (System.nanoTime() - t0) / 1_000_000_000L;
    assertThat(status).as(cli.err()).isZero();
    assertThat(cli.out()).contains("exit code: 0").contains("parent-done")
        .contains("a background process it started still held its output open");
    assertThat(seconds).isLessThan(15);
  }

  @Test
  void lingerTakesADuration() {
    Cli cli = new Cli();
    assertThat(cli.run("run", "--no-store", "--no-trace", "--linger", "-1s", "--", "true")).isEqualTo(2);
    assertThat(cli.err()).contains("--linger takes a duration");
  }
}

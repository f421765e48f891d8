package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PipesTest {

  static Stream<Arguments> kinds() {
    Supplier<Pipes> channel = () -> {
      try {
        return ChannelPipes.open();
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    };
    return Stream.of(Arguments.of("our own pipes", channel), Arguments.of("named pipes", (Supplier<Pipes>) Pipes::named));
  }

  @Test
  void pipesOfOurOwnAreTheDefaultWhereTheirDescriptorsCanBeNamed() {
    // Run as bin/candor runs the CLI: sun.nio.ch is not exported, so the descriptor is read through Unsafe.
    assertThat(ChannelPipes.available()).isTrue();
    try (Pipes pipes = Pipes.open()) {
      assertThat(pipes).isInstanceOf(ChannelPipes.class);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void outputOfABackgroundChildWrittenAfterTheCommandExitedIsCaptured(String kind, Supplier<Pipes> pipes)
      throws IOException {
    for (int i = 0; i < 5; i++) {
      RecordingSink sink = new RecordingSink();

      Captured c = ProcessCapture.builder(List.of("sh", "-c", "(sleep 0.1; echo late; echo late2 >&2) & echo early"))
          .timeout(Duration.ofSeconds(30)).pipes(pipes).build().run(sink);

      assertThat(sink.text(StdStream.STDOUT)).isEqualTo("early\nlate\n");
      assertThat(sink.text(StdStream.STDERR)).isEqualTo("late2\n");
      assertThat(c.exitCode()).hasValue(0);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void bothStreamsArriveInOrderWithTheirCountsAndDigests(String kind, Supplier<Pipes> pipes) throws IOException {
    RecordingSink sink = new RecordingSink();

    Captured c = ProcessCapture.builder(List.of("sh", "-c", "echo a; sleep 0.2; echo b >&2; sleep 0.2; echo c"))
        .timeout(Duration.ofSeconds(30)).pipes(pipes).build().run(sink);

    assertThat(sink.chunks()).containsExactly(
        new RecordingSink.Chunk(StdStream.STDOUT, "a\n"),
        new RecordingSink.Chunk(StdStream.STDERR, "b\n"),
        new RecordingSink.Chunk(StdStream.STDOUT, "c\n"));
    assertThat(c.stdout()).isEqualTo(new StreamStats(4, Sha256.of("a\nc\n")));
    assertThat(c.stderr()).isEqualTo(new StreamStats(2, Sha256.of("b\n")));
  }

  @Test
  void aPumpGivenUpOnWhileAnEscapedProcessHoldsOurPipeEndsAtOnce() throws Exception {
    // Closing a channel wakes a read blocked on it; a FIFO's reader waits for the escaped process.
    java.util.Set<Thread> before = pumps();
    ProcessCapture capture = ProcessCapture.builder(List.of("sh", "-c", "sleep 3 & echo started"))
        .linger(Duration.ofMillis(100)).build();

    Captured c = capture.run((stream, b, off, len) -> {});
    long deadline = System.nanoTime() + Duration.ofSeconds(1).toNanos();
    java.util.Set<Thread> left = pumps();
    left.removeAll(before);
    while (!left.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(20);
      left.removeIf(t -> !t.isAlive());
    }

    assertThat(c.outputHeldOpen()).isTrue();
    assertThat(left).isEmpty();
  }

  private static java.util.Set<Thread> pumps() {
    java.util.Set<Thread> pumps = new java.util.HashSet<>(Thread.getAllStackTraces().keySet());
    pumps.removeIf(t -> !t.getName().startsWith("candor-capture-") || !t.getName().matches(".*-std(out|err)"));
    return pumps;
  }
}

package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunningTest {

  private final String marker = Processes.marker();

  @AfterEach
  void cleanUp() {
    Processes.killAll(marker);
  }

  @Test
  void outputMergesBothStreamsInArrivalOrder() throws Exception {
    String script = "echo a; sleep 0.2; echo b >&2; sleep 0.2; echo c";

    try (Running running = ProcessCapture.builder(List.of("sh", "-c", script)).build().start()) {
      String merged = new String(running.output().readAllBytes(), StandardCharsets.UTF_8);
      Captured captured = running.await();

      assertThat(merged).isEqualTo("a\nb\nc\n");
      assertThat(captured.stdout()).isEqualTo(new StreamStats(4, Sha256.of("a\nc\n")));
      assertThat(captured.stderr()).isEqualTo(new StreamStats(2, Sha256.of("b\n")));
    }
  }

  @Test
  void closeKillsACommandThatIsStillRunning() throws Exception {
    Running running = ProcessCapture.builder(List.of("sleep", marker)).build().start();

    running.close();

    Captured captured = running.await();
    assertThat(captured.signal()).hasValue(TreeKiller.SIGTERM);
    assertThat(captured.timedOut()).isFalse();
    assertThat(captured.shellStatus()).isEqualTo(143);
    assertThat(Processes.withMarker(marker)).isEmpty();
  }

  @Test
  void aCommandThatCannotStartHasNoOutputAndTheShellStatus() throws Exception {
    try (Running running = ProcessCapture.builder(List.of("candor-frobnicate")).build().start()) {
      assertThat(running.output().read()).isEqualTo(-1);
      assertThat(running.await().shellStatus()).isEqualTo(127);
    }
  }

  @Tag("slow")
  @Test
  void aGigabyteOfOutputFitsThroughASixtyFourMegabyteHeap() throws Exception {
    long size = 1L << 30;
    RecordingSink sink = new RecordingSink();

    Captured captured = ChildJvm.run(sink, GigabyteReader.class, Long.toString(size));

    assertThat(sink.text(Stream.STDERR)).isEmpty();
    assertThat(sink.text(Stream.STDOUT))
        .isEqualTo(size + " " + size + " " + Sha256.ofRepeated("y\n", size) + " 0\n");
    assertThat(captured.exitCode()).hasValue(0);
  }

  /** Reads {@code yes | head -c N} through {@link ProcessCapture#start()}, in a JVM of its own. */
  static final class GigabyteReader {

    public static void main(String[] args) throws Exception {
      long size = Long.parseLong(args[0]);
      ProcessCapture yes = ProcessCapture.builder(List.of("yes | head -c " + size)).shell(true).build();
      try (Running running = yes.start()) {
        long read = 0;
        byte[] buffer = new byte[8192];
        InputStream output = running.output();
        for (int n; (n = output.read(buffer)) != -1; ) {
          read += n;
        }
        Captured captured = running.await();
        System.out.println(read + " " + captured.stdout().bytes() + " " + captured.stdout().sha256()
            + " " + captured.shellStatus());
      }
    }
  }
}

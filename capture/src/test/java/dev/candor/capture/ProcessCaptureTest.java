package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.capture.RecordingSink.Chunk;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ProcessCaptureTest {

  private static final Duration SAFETY_NET = Duration.ofSeconds(30);

  @TempDir Path tmp;

  private static Captured run(RecordingSink sink, String... argv) throws IOException {
    return ProcessCapture.builder(List.of(argv)).timeout(SAFETY_NET).build().run(sink);
  }

  @Test
  void capturesBothStreamsWithByteCountsAndSha256() throws IOException {
    RecordingSink sink = new RecordingSink();

    String script = "printf 'out\\nput'; printf 'oops\\n' >&2";

    Captured captured = run(sink, "sh", "-c", script);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("out\nput");
    assertThat(sink.text(StdStream.STDERR)).isEqualTo("oops\n");
    assertThat(captured.stdout()).isEqualTo(new StreamStats(7, Sha256.of("out\nput")));
    assertThat(captured.stderr()).isEqualTo(new StreamStats(5, Sha256.of("oops\n")));
    assertThat(captured.exitCode()).hasValue(0);
    assertThat(captured.launchError()).isEmpty();
    assertThat(captured.argv()).containsExactly("sh", "-c", script);
  }

  @Test
  void deliversChunksOfBothStreamsInArrivalOrder() throws IOException {
    RecordingSink sink = new RecordingSink();

    run(sink, "sh", "-c", "echo a; sleep 0.2; echo b >&2; sleep 0.2; echo c");

    assertThat(sink.chunks()).containsExactly(
        new Chunk(StdStream.STDOUT, "a\n"),
        new Chunk(StdStream.STDERR, "b\n"),
        new Chunk(StdStream.STDOUT, "c\n"));
  }

  @Test
  void drainsFiftyMegabytesOnEachStreamAtOnceWithoutDeadlock() throws IOException {
    long size = 50_000_000;
    String script = "yes e | head -c " + size + " >&2 & yes o | head -c " + size + "; wait";

    Captured captured = ProcessCapture.builder(List.of("sh", "-c", script))
        .timeout(SAFETY_NET)
        .build()
        .run((stream, b, off, len) -> {});

    assertThat(captured.timedOut()).isFalse();
    assertThat(captured.stdout()).isEqualTo(new StreamStats(size, Sha256.ofRepeated("o\n", size)));
    assertThat(captured.stderr()).isEqualTo(new StreamStats(size, Sha256.ofRepeated("e\n", size)));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 3, 255})
  void reportsTheExitCodeAsItIs(int code) throws IOException {
    Captured captured = run(new RecordingSink(), "sh", "-c", "exit " + code);

    assertThat(captured.exitCode()).hasValue(code);
    assertThat(captured.signal()).isEmpty();
    assertThat(captured.shellStatus()).isEqualTo(code);
  }

  @Test
  void aDeathBySomeoneElsesSignalIsASignalAndExit139IsAnExit() throws IOException {
    // Java gives 139 for both; the wait-status wrapper tells them apart.
    Captured killed = run(new RecordingSink(), "sh", "-c", "kill -SEGV $$");
    Captured exited = run(new RecordingSink(), "sh", "-c", "exit 139");

    assertThat(killed.signal()).hasValue(11);
    assertThat(killed.exitCode()).isEmpty();
    assertThat(killed.statusAmbiguous()).isFalse();
    assertThat(killed.shellStatus()).isEqualTo(139);
    assertThat(exited.exitCode()).hasValue(139);
    assertThat(exited.signal()).isEmpty();
    assertThat(exited.statusAmbiguous()).isFalse();
    assertThat(exited.shellStatus()).isEqualTo(139);
  }

  @Test
  void aDirectlyRunProgramKilledBySigkillReportsTheSignal() throws IOException {
    Captured killed = run(new RecordingSink(), "perl", "-e", "kill 'KILL', $$");

    assertThat(killed.signal()).hasValue(9);
    assertThat(killed.shellStatus()).isEqualTo(137);
  }

  @Test
  void theWrapperWidensTheCommandsPipesSoAFastWriterSleepsLessOften() throws IOException {
    RecordingSink sink = new RecordingSink();
    // F_GETPIPE_SZ (1032) on the command's stdout and stderr.
    run(sink, "perl", "-e", "print fcntl(STDOUT, 1032, 0), ' ', fcntl(STDERR, 1032, 0)");

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo(WaitStatus.PIPE_BYTES + " " + WaitStatus.PIPE_BYTES);
  }

  @Test
  void withoutTheWrapperA128PlusNStatusIsSaidToBeAmbiguous() throws IOException {
    Captured killed = ProcessCapture.builder(List.of("sh", "-c", "kill -9 $$")).timeout(SAFETY_NET)
        .launcher(Launcher.withoutWaitStatus()).build().run(new RecordingSink());
    Captured exited = ProcessCapture.builder(List.of("sh", "-c", "exit 3")).timeout(SAFETY_NET)
        .launcher(Launcher.withoutWaitStatus()).build().run(new RecordingSink());

    assertThat(killed.exitCode()).hasValue(137);
    assertThat(killed.signal()).isEmpty();
    assertThat(killed.statusAmbiguous()).isTrue();
    assertThat(exited.exitCode()).hasValue(3);
    assertThat(exited.statusAmbiguous()).isFalse();
  }

  @Test
  void theWrapperLeavesArgvZeroAsTypedAndStdinAsGiven() throws IOException {
    RecordingSink sink = new RecordingSink();

    Captured captured = run(sink, "sh", "-c", "echo \"$0\"; cat; ls /no/such/file");

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("sh\n");
    assertThat(sink.text(StdStream.STDERR)).startsWith("ls:");
    assertThat(captured.exitCode()).hasValue(2);
  }

  @Test
  void closedStdinGivesEndOfFileAtOnce() throws IOException {
    RecordingSink sink = new RecordingSink();

    Captured captured = run(sink, "cat");

    assertThat(captured.timedOut()).isFalse();
    assertThat(captured.exitCode()).hasValue(0);
    assertThat(captured.stdout().bytes()).isZero();
  }

  @Test
  void shellModeLetsShExpandTheJoinedLine() throws IOException {
    RecordingSink sink = new RecordingSink();

    ProcessCapture.builder(List.of("echo", "$((1+2))")).shell(true).build().run(sink);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("3\n");
  }

  @Test
  void withoutAShellArgumentsArePassedVerbatim() throws IOException {
    RecordingSink sink = new RecordingSink();

    run(sink, "printf", "%s", "$((1+2)) * $HOME");

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("$((1+2)) * $HOME");
  }

  @Test
  void theProgramSeesTheNameItWasCalledBy() throws IOException {
    RecordingSink sink = new RecordingSink();

    run(sink, "ls", "--candor-no-such-option");

    assertThat(sink.text(StdStream.STDERR)).startsWith("ls: ");
  }

  @Test
  void envIsAddedToTheInheritedEnvironment() throws IOException {
    RecordingSink sink = new RecordingSink();

    ProcessCapture.builder(List.of("sh", "-c", "printf '%s|%s' \"$CANDOR_TEST\" \"$PATH\""))
        .env(Map.of("CANDOR_TEST", "42"))
        .build()
        .run(sink);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("42|" + System.getenv("PATH"));
  }

  @Test
  void runsInTheGivenWorkingDirectory() throws IOException {
    RecordingSink sink = new RecordingSink();

    Captured captured = ProcessCapture.builder(List.of("pwd")).cwd(tmp).build().run(sink);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo(tmp.toRealPath() + "\n");
    assertThat(captured.cwd()).isEqualTo(tmp.toAbsolutePath());
  }

  @Test
  void looksTheProgramUpOnThePathGivenInEnv() throws IOException {
    Path script = executable(tmp.resolve("candor-hello"), "#!/bin/sh\necho hello from $0\n");
    RecordingSink sink = new RecordingSink();

    ProcessCapture.builder(List.of("candor-hello"))
        .env(Map.of("PATH", tmp + ":" + System.getenv("PATH")))
        .build()
        .run(sink);

    assertThat(sink.text(StdStream.STDOUT)).isEqualTo("hello from " + script + "\n");
  }

  @Test
  void waitsForOutputOfBackgroundChildrenLikeAShellPipe() throws IOException {
    // The JDK's own pipes lose "late" in about half of these runs (see ProcessCapture).
    for (int i = 0; i < 5; i++) {
      RecordingSink sink = new RecordingSink();

      Captured captured = run(sink, "sh", "-c", "(sleep 0.1; echo late) & echo early");

      assertThat(sink.text(StdStream.STDOUT)).isEqualTo("early\nlate\n");
      assertThat(captured.exitCode()).hasValue(0);
    }
  }

  @Test
  void aCommandNotOnThePathIs127WithTheSearchedPath() throws IOException {
    Captured captured = ProcessCapture.builder(List.of("candor-frobnicate"))
        .env(Map.of("PATH", "/usr/bin:/bin"))
        .build()
        .run(new RecordingSink());

    assertThat(captured.launchError())
        .hasValue("command not found: candor-frobnicate (not on PATH=/usr/bin:/bin)");
    assertThat(captured.shellStatus()).isEqualTo(127);
    assertThat(captured.stdout()).isEqualTo(StreamStats.empty());
  }

  @Test
  void aFileThatIsNotExecutableIs126() throws IOException {
    Path file = Files.writeString(tmp.resolve("script.sh"), "echo hi\n");

    Captured captured = run(new RecordingSink(), file.toString());

    assertThat(captured.launchError()).hasValue("permission denied: " + file + " (not executable)");
    assertThat(captured.shellStatus()).isEqualTo(126);
  }

  @Test
  void aDirectoryIs126() throws IOException {
    Captured captured = run(new RecordingSink(), tmp.toString());

    assertThat(captured.launchError()).hasValue("is a directory: " + tmp);
    assertThat(captured.shellStatus()).isEqualTo(126);
  }

  @Test
  void aFailingSinkStopsTheCommandAndItsExceptionIsRethrown() {
    IOException diskFull = new IOException("disk full");
    ProcessCapture endless = ProcessCapture.builder(List.of("yes")).build();

    assertThatThrownBy(() -> endless.run((stream, b, off, len) -> { throw diskFull; }))
        .isSameAs(diskFull);
  }

  @Test
  void aMissingWorkingDirectoryIsAnIOException() {
    ProcessCapture capture =
        ProcessCapture.builder(List.of("true")).cwd(tmp.resolve("gone")).build();

    assertThatThrownBy(() -> capture.run(new RecordingSink()))
        .isInstanceOf(NoSuchFileException.class)
        .hasMessageContaining("working directory does not exist");
  }

  @Test
  void builderRejectsWhatCannotBeRun() {
    assertThatThrownBy(() -> ProcessCapture.builder(List.of()))
        .hasMessage("argv is empty: give at least the program to run");
    assertThatThrownBy(() -> ProcessCapture.builder(List.of("true")).timeout(Duration.ZERO))
        .hasMessage("timeout must be positive: PT0S (leave it unset to wait without a limit)");
    assertThatThrownBy(() -> ProcessCapture.builder(List.of("true")).killGrace(Duration.ofMillis(-1)))
        .hasMessage("killGrace < 0: PT-0.001S");
    assertThatThrownBy(() -> ProcessCapture.builder(List.of("true")).env(Map.of("A=B", "c")))
        .hasMessage("env name must be non-empty, without '=' or NUL: \"A=B\"");
  }

  static Path executable(Path file, String content) throws IOException {
    Files.writeString(file, content);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    return file;
  }
}

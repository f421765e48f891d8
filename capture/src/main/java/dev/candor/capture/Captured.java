package dev.candor.capture;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How one run of a command ended, and what its two streams carried.
 *
 * <p>A process that was killed by a signal has no exit code. Java on Linux reports such a death
 * as the value {@code 128+N}, which cannot be told apart from a process that called {@code
 * exit(128+N)}. Where perl(1) is installed the command runs under a wrapper that reports the
 * wait status as waitpid(2) gave it, so {@code signal} is set for any death by a signal, whoever
 * sent it. Elsewhere {@code signal} is set only when we sent the signal ourselves (on a timeout or
 * a cancel) and the value matches it; any other value from 129 to 255 stays in {@code exitCode} as
 * Java gave it, with {@code statusAmbiguous} set, to be said rather than guessed. {@link
 * #shellStatus()} is the same either way.
 *
 * @param argv the command as given to {@link ProcessCapture#builder}, before any {@code sh -c}
 * @param cwd the absolute working directory it ran in
 * @param started when it was started
 * @param duration from start until both pipes were drained, or until the run was given up
 * @param exitCode the exit code, 0 to 255; for a command that could not start, the status a shell
 *     gives for that (127 not found, 126 not executable); empty when the process was killed by a
 *     signal we sent, or could not be reaped at all
 * @param signal the signal that ended the process, when we know it because we sent it
 * @param timedOut whether the time limit ended the run (the process itself may have exited
 *     earlier, leaving a background child holding the pipes)
 * @param stdout what standard output carried, up to the end of the run
 * @param stderr what standard error carried, up to the end of the run
 * @param launchError why the command could not start, as a one-line message; empty if it started
 * @param statusAmbiguous whether {@code exitCode} (129 to 255) may as well be a death by signal
 *     {@code exitCode-128}: no wrapper reported the wait status and we sent no signal
 * @param outputHeldOpen whether the command exited while a background process it started still
 *     held its output open, and reading stopped after the {@linkplain ProcessCapture.Builder#linger
 *     linger} with that process left running
 */
public record Captured(
    List<String> argv,
    Path cwd,
    Instant started,
    Duration duration,
    OptionalInt exitCode,
    OptionalInt signal,
    boolean timedOut,
    StreamStats stdout,
    StreamStats stderr,
    Optional<String> launchError,
    boolean statusAmbiguous,
    boolean outputHeldOpen) {

  /** A capture that read its pipes to their end. */
  public Captured(List<String> argv, Path cwd, Instant started, Duration duration, OptionalInt exitCode,
      OptionalInt signal, boolean timedOut, StreamStats stdout, StreamStats stderr, Optional<String> launchError,
      boolean statusAmbiguous) {
    this(argv, cwd, started, duration, exitCode, signal, timedOut, stdout, stderr, launchError, statusAmbiguous,
        false);
  }

  /** The status of {@code timeout(1)} when the time limit ends a command. */
  public static final int TIMED_OUT_STATUS = 124;

  /** The status when neither an exit code nor a signal is known. */
  public static final int UNKNOWN_STATUS = 1;

  public Captured {
    argv = List.copyOf(Objects.requireNonNull(argv, "argv"));
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("argv is empty");
    }
    Objects.requireNonNull(cwd, "cwd");
    Objects.requireNonNull(started, "started");
    Objects.requireNonNull(duration, "duration");
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(signal, "signal");
    Objects.requireNonNull(stdout, "stdout");
    Objects.requireNonNull(stderr, "stderr");
    Objects.requireNonNull(launchError, "launchError");
    if (duration.isNegative()) {
      throw new IllegalArgumentException("duration < 0: " + duration);
    }
    if (exitCode.isPresent()) { // plain tests: a lambda here costs every call a call-site bootstrap
      checkExitCode(exitCode.getAsInt());
    }
    if (signal.isPresent()) {
      checkSignal(signal.getAsInt());
    }
    if (exitCode.isPresent() && signal.isPresent()) {
      throw new IllegalArgumentException(
          "exitCode " + exitCode.getAsInt() + " and signal " + signal.getAsInt()
              + ": a process either exits or is killed, so give one of them");
    }
    if (launchError.isPresent()) {
      checkLaunchError(launchError.get(), exitCode, signal, timedOut);
    }
    if (statusAmbiguous && (exitCode.orElse(0) <= 128 || launchError.isPresent())) {
      throw new IllegalArgumentException(
          "only an exit code from 129 to 255 can be ambiguous, not " + exitCode);
    }
  }

  /** As the canonical constructor, with a status that is not ambiguous. */
  public Captured(List<String> argv, Path cwd, Instant started, Duration duration, OptionalInt exitCode,
      OptionalInt signal, boolean timedOut, StreamStats stdout, StreamStats stderr, Optional<String> launchError) {
    this(argv, cwd, started, duration, exitCode, signal, timedOut, stdout, stderr, launchError, false);
  }

  /** A command that never started: no process, no output. */
  static Captured notStarted(
      List<String> argv, Path cwd, Instant started, Duration duration, int status, String message) {
    return new Captured(argv, cwd, started, duration, OptionalInt.of(status), OptionalInt.empty(),
        false, StreamStats.empty(), StreamStats.empty(), Optional.of(message));
  }

  /**
   * The status a shell would give, for {@code candor run} to exit with: {@value
   * #TIMED_OUT_STATUS} when the time limit ended the run (as {@code timeout(1)} does), else
   * {@code 128+N} for a signal we know of, else the exit code (which is 127 or 126 for a command
   * that could not start), else {@value #UNKNOWN_STATUS}.
   */
  public int shellStatus() {
    if (timedOut) {
      return TIMED_OUT_STATUS;
    }
    if (signal.isPresent()) {
      return 128 + signal.getAsInt();
    }
    return exitCode.orElse(UNKNOWN_STATUS);
  }

  /**
   * What an observation should say when the status is {@linkplain #statusAmbiguous() ambiguous},
   * rather than guess: {@code exit code 139 may as well be signal 11 ...}; empty otherwise.
   */
  public Optional<String> statusNote() {
    String held = outputHeldOpen
        ? "the command exited, but a background process it started still held its output open; reading stopped "
            + "there and that process was left running (give --timeout to end it too)"
        : null;
    if (!statusAmbiguous) {
      return Optional.ofNullable(held);
    }
    int code = exitCode.getAsInt();
    String ambiguous = "exit code " + code + " may as well be a death by signal " + (code - 128)
        + ": without perl(1) to report the wait status, Java cannot tell the two apart";
    return Optional.of(held == null ? ambiguous : ambiguous + "; " + held);
  }

  private static void checkExitCode(int code) {
    if (code < 0 || code > 255) {
      throw new IllegalArgumentException("exitCode outside 0..255: " + code);
    }
  }

  private static void checkSignal(int number) {
    if (number < 1 || number > 127) {
      throw new IllegalArgumentException("signal outside 1..127: " + number);
    }
  }

  private static void checkLaunchError(
      String message, OptionalInt exitCode, OptionalInt signal, boolean timedOut) {
    int status = exitCode.orElse(-1);
    if (status != 126 && status != 127) {
      throw new IllegalArgumentException(
          "a launch error needs exitCode 126 or 127, not " + exitCode + ": " + message);
    }
    if (signal.isPresent() || timedOut) {
      throw new IllegalArgumentException(
          "a command that never started cannot have a signal or a timeout: " + message);
    }
  }
}

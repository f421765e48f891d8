package dev.candor;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the caller knows about the call that produced an output, kept outside the body so that no
 * cut can remove it. It is rendered in the observation's header.
 *
 * @param tool the tool's name as the agent knows it ({@code terminal}, {@code read_file}, {@code
 *     grep}), or empty; {@link Strategy#AUTO} uses it to pick a strategy
 * @param command the command line that ran, or empty
 * @param exitCode the process's exit code, or empty when unknown or not a process
 * @param signal the signal that ended the process, or empty
 * @param timedOut whether the call was ended because it ran past its time limit
 */
public record Evidence(
    Optional<String> tool,
    Optional<String> command,
    OptionalInt exitCode,
    OptionalInt signal,
    boolean timedOut) {

  private static final Evidence NONE =
      new Evidence(Optional.empty(), Optional.empty(), OptionalInt.empty(), OptionalInt.empty(), false);

  public Evidence {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(signal, "signal");
  }

  /** Nothing known beyond the output itself. */
  public static Evidence none() {
    return NONE;
  }

  /** A command line and its exit code. */
  public static Evidence of(String command, int exitCode) {
    return NONE.withCommand(command).withExitCode(exitCode);
  }

  public Evidence withTool(String name) {
    return new Evidence(Optional.ofNullable(name), command, exitCode, signal, timedOut);
  }

  public Evidence withCommand(String line) {
    return new Evidence(tool, Optional.ofNullable(line), exitCode, signal, timedOut);
  }

  public Evidence withExitCode(int code) {
    return new Evidence(tool, command, OptionalInt.of(code), signal, timedOut);
  }

  public Evidence withSignal(int number) {
    return new Evidence(tool, command, exitCode, OptionalInt.of(number), timedOut);
  }

  public Evidence withTimedOut(boolean value) {
    return new Evidence(tool, command, exitCode, signal, value);
  }

  /** Whether the call is known to have failed: a non-zero exit, a signal, or a timeout. */
  public boolean failed() {
    return timedOut || signal.isPresent() || (exitCode.isPresent() && exitCode.getAsInt() != 0);
  }
}

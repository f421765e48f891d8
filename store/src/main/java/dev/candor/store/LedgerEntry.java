package dev.candor.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One call Candor shaped, as the ledger keeps it: what ran, where, how it ended, how big its full
 * output was, whether the observation cut it, and the handle of the full output.
 *
 * <pre>{@code
 * store.record(LedgerEntry.of("mvn", List.of("mvn", "-B", "test"), "/work/app", start)
 *     .withDurationMs(4_210).withExitCode(1).withBytes(81_233).withStrategy("terminal", true)
 *     .withErrorLines(3, 3).withHandle(handle).withRunId("agent-7"));
 * }</pre>
 *
 * @param startTime when the call started
 * @param durationMs how long it took
 * @param runId the run the call belongs to, if any
 * @param cwd the directory it ran in
 * @param tool the tool's name as the agent knows it ({@code terminal}, {@code mvn}, an MCP tool)
 * @param argv the command and its arguments, secrets already masked; empty for a tool that is not a
 *     process
 * @param exitCode the exit code, or empty when unknown
 * @param signal the signal that ended the process, or empty
 * @param timedOut whether the call was stopped at its time limit
 * @param bytes the size of the full output, before any cut
 * @param lines its lines, when known; the store fills them in from the handle's result when empty
 * @param strategy the label of the strategy that shaped the observation
 * @param cut whether the observation left some of the output out
 * @param errorLinesFound error lines found in the output
 * @param errorLinesShown of those, how many the observation shows
 * @param handle the handle of the full output, or empty when it was not kept
 */
public record LedgerEntry(
    Instant startTime,
    long durationMs,
    Optional<String> runId,
    String cwd,
    String tool,
    List<String> argv,
    OptionalInt exitCode,
    OptionalInt signal,
    boolean timedOut,
    long bytes,
    OptionalLong lines,
    String strategy,
    boolean cut,
    long errorLinesFound,
    long errorLinesShown,
    Optional<Handle> handle) {

  /** Characters an argument may hold and still be shown without quotes. */
  private static final String SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./:=@%+,-";

  public LedgerEntry {
    Objects.requireNonNull(startTime, "startTime");
    Objects.requireNonNull(runId, "runId");
    Objects.requireNonNull(cwd, "cwd");
    Objects.requireNonNull(tool, "tool");
    argv = List.copyOf(argv);
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(signal, "signal");
    Objects.requireNonNull(lines, "lines");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(handle, "handle");
    if (tool.isBlank()) {
      throw new IllegalArgumentException("tool is blank: name the tool as the agent calls it");
    }
    if (durationMs < 0 || bytes < 0 || (lines.isPresent() && lines.getAsLong() < 0)) {
      throw new IllegalArgumentException("negative durationMs " + durationMs + ", bytes " + bytes + " or lines " + lines);
    }
    if (errorLinesShown < 0 || errorLinesShown > errorLinesFound) {
      throw new IllegalArgumentException("errorLinesShown " + errorLinesShown + " outside 0.." + errorLinesFound);
    }
    if (runId.isPresent() && runId.get().isBlank()) { // a plain test: no lambda on a small call's path
      throw new IllegalArgumentException("runId is blank; leave it empty for a call in no run");
    }
  }

  /** Whether every char of {@code a} is in {@link #SAFE}: a loop, not a stream, on a small call's path. */
  private static boolean safe(String a) {
    for (int i = 0; i < a.length(); i++) {
      if (SAFE.indexOf(a.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  /** A call that started at {@code startTime}, with everything else unknown, zero or empty. */
  public static LedgerEntry of(String tool, List<String> argv, String cwd, Instant startTime) {
    return new LedgerEntry(startTime, 0, Optional.empty(), cwd, tool, argv, OptionalInt.empty(), OptionalInt.empty(),
        false, 0, OptionalLong.empty(), "none", false, 0, 0, Optional.empty());
  }

  /** Whether the call failed: a non-zero exit code, a signal, or its time limit. */
  public boolean failed() {
    return timedOut || signal.isPresent() || (exitCode.isPresent() && exitCode.getAsInt() != 0);
  }

  /**
   * The command as one line: the arguments joined by spaces, quoted where needed; a single argument
   * as it is (a command line given whole); the tool's name when there are none.
   */
  public String command() {
    if (argv.isEmpty()) {
      return tool;
    }
    if (argv.size() == 1) {
      return argv.get(0); // a command line as given, such as candor shape --command's
    }
    StringBuilder s = new StringBuilder();
    for (String a : argv) {
      if (s.length() > 0) {
        s.append(' ');
      }
      boolean plain = !a.isEmpty() && safe(a);
      s.append(plain ? a : "'" + a.replace("'", "'\\''") + "'");
    }
    return s.toString();
  }

  public LedgerEntry withDurationMs(long ms) {
    return new LedgerEntry(startTime, ms, runId, cwd, tool, argv, exitCode, signal, timedOut, bytes, lines, strategy,
        cut, errorLinesFound, errorLinesShown, handle);
  }

  public LedgerEntry withRunId(String id) {
    return new LedgerEntry(startTime, durationMs, Optional.of(id), cwd, tool, argv, exitCode, signal, timedOut, bytes,
        lines, strategy, cut, errorLinesFound, errorLinesShown, handle);
  }

  /** How the call ended: its exit code (empty when unknown), signal (empty for none), and timeout. */
  public LedgerEntry withEnd(OptionalInt exit, OptionalInt sig, boolean stopped) {
    return new LedgerEntry(startTime, durationMs, runId, cwd, tool, argv, exit, sig, stopped, bytes, lines, strategy,
        cut, errorLinesFound, errorLinesShown, handle);
  }

  public LedgerEntry withExitCode(int code) {
    return withEnd(OptionalInt.of(code), signal, timedOut);
  }

  /** The full output's size: {@code bytes}, and {@code lines} when known (empty to let the store fill it in). */
  public LedgerEntry withSize(long size, OptionalLong lineCount) {
    return new LedgerEntry(startTime, durationMs, runId, cwd, tool, argv, exitCode, signal, timedOut, size, lineCount,
        strategy, cut, errorLinesFound, errorLinesShown, handle);
  }

  /** The strategy that shaped the observation and whether it cut anything. */
  public LedgerEntry withStrategy(String label, boolean wasCut) {
    return new LedgerEntry(startTime, durationMs, runId, cwd, tool, argv, exitCode, signal, timedOut, bytes, lines,
        label, wasCut, errorLinesFound, errorLinesShown, handle);
  }

  public LedgerEntry withErrorLines(long found, long shown) {
    return new LedgerEntry(startTime, durationMs, runId, cwd, tool, argv, exitCode, signal, timedOut, bytes, lines,
        strategy, cut, found, shown, handle);
  }

  public LedgerEntry withHandle(Handle value) {
    return new LedgerEntry(startTime, durationMs, runId, cwd, tool, argv, exitCode, signal, timedOut, bytes, lines,
        strategy, cut, errorLinesFound, errorLinesShown, Optional.of(value));
  }
}

package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * What one agent runtime does to a tool result: a function from the tool's raw output and exit code
 * to the exact string the model reads.
 *
 * <p>Implementations are immutable and thread-safe, do no I/O, and are deterministic. Where the
 * real runtime writes the full output to a file, {@link #observe} writes nothing and names the
 * file with a placeholder path that keeps the runtime's layout (documented per profile in {@link
 * Source#note()}). Where the runtime prints a value that differs run to run (a chunk id, a wall
 * time, a process group id), the observation carries a fixed placeholder, also documented there.
 */
public interface RuntimeProfile {
  /** {@link #defaultCap()} of a runtime that applies no cap unless the caller sets one. */
  long NO_CAP = 0;

  /** {@code capOverride} that keeps the runtime's default cap. */
  int DEFAULT_CAP = -1;

  /** The profile's name, such as {@code openhands} or {@code codex}; see {@link Runtimes#named}. */
  String name();

  /** Where the behaviour was read from. */
  Source source();

  /**
   * The string the model reads when a tool printed {@code rawOutput} and exited with {@code
   * exitCode}.
   *
   * @param rawOutput what the tool wrote, stdout and stderr already interleaved; decoded as UTF-8
   *     with malformed bytes replaced by U+FFFD, as every modelled runtime does
   * @param exitCode the exit code, or empty when the runtime could not learn it
   * @param capOverride the cap in {@link #unit()}s, or {@link #DEFAULT_CAP} for the runtime's
   *     default; a runtime without a setting for its cap ignores it
   */
  String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride);

  /**
   * {@link #observe(byte[], OptionalInt, int)} when the command line is known. A runtime that shows
   * the command to the model (Cline's {@code query}) puts it in; the others ignore it.
   *
   * @param command the command line the tool ran, as the model wrote it; {@code ""} when unknown
   */
  default String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride, String command) {
    return observe(rawOutput, exitCode, capOverride);
  }

  /**
   * The text the model reads in {@code observation}, out of the runtime's envelope: the observation
   * itself unless the runtime wraps the output in a structure (Cline's JSON entry), in which case
   * the decoded string values, one a line, so that text can be searched as the model reads it.
   */
  default String reads(String observation) {
    return observation;
  }

  /**
   * What the model reads of an output read as a {@link Sample}: {@link #observe(byte[], OptionalInt,
   * int, String)} of the whole when the sample holds all of it; otherwise the same string, built from
   * the sample's ends and its counts, as long as what the runtime keeps of each end lies within the
   * window. A runtime that {@link #keepsAll keeps all} of a longer output cannot be observed on one.
   *
   * @throws UnsupportedOperationException when the sample holds only the ends and the runtime keeps all
   */
  default String observe(Sample output, OptionalInt exitCode, int capOverride, String command) {
    if (output.whole()) {
      return observe(output.raw(), exitCode, capOverride, command);
    }
    throw new UnsupportedOperationException(name() + " keeps all " + output.bytes() + " bytes of an output");
  }

  /** Whether the model reads every byte of any output at {@code capOverride}: a runtime without a cap. */
  default boolean keepsAll(int capOverride) {
    return false;
  }

  /** What the cap counts. */
  Unit unit();

  /** The cap the runtime applies unless configured, in {@link #unit()}s; {@link #NO_CAP} if none. */
  long defaultCap();

  /** Whether the real runtime writes the full output to a file when it cuts. */
  boolean writesFile();

  /** {@link #observe} with the runtime's default cap. */
  default String observe(byte[] rawOutput, OptionalInt exitCode) {
    return observe(rawOutput, exitCode, DEFAULT_CAP);
  }
}

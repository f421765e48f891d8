package dev.candor.harness;

import dev.candor.runtimes.MarkerDetector;

/** What a received string states: an exit code, a marker, a cut. One definition: {@link MarkerDetector}. */
final class Statements {

  private Statements() {}

  static boolean exitCode(String received, int code) {
    return MarkerDetector.statesExitCode(received, code);
  }

  /**
   * Whether {@code received} carries a marker that accounts for what it leaves out: a runtime's or
   * Candor's truncation marker, or Candor's {@code "showing":k,"of":n} counts, which also state that
   * nothing was left out.
   */
  static boolean marked(String received) {
    return MarkerDetector.accounted(received);
  }

  /** Whether a marker in {@code received} says that something was cut: the trial hit a cap. */
  static boolean cut(String received) {
    return MarkerDetector.cut(received);
  }
}

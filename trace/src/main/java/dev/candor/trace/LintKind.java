package dev.candor.trace;

/**
 * What kind of contract break a {@link Lint.Finding} is, and the first action to take on it.
 *
 * <p>The first five kinds are the ones the span contract's own linter ({@code lint_truncation.py}
 * in "Tool Previews Lie") reports; {@code candor lint} reports each of them on every span where that
 * script does. The actions come from the same article's decision table, one line each:
 *
 * <pre>
 * Observation                          First action
 * stderr_truncated=true, returncode 0  Re-run tool with cap removed
 * stdout_truncated=true on test output Fetch tail hash, re-run pytest
 * both byte counts zero, returncode 0  Check pipe stall and ulimit
 * preview shows pass, linter fails     Treat span as incomplete
 * binary encoding, hashes only         Skip UTF-8 preview diffs
 * </pre>
 */
public enum LintKind {
  /** A field of the contract is absent ({@code missing [exit_code]}). */
  MISSING(Action.INCOMPLETE),
  /** A stream longer than its cap whose truncation flag is not {@code true}. */
  CLIPPED_WITHOUT_FLAG(Action.RERUN),
  /** A stream within its cap whose truncation flag is {@code true}. */
  FLAG_UNDER_CAP(Action.INCOMPLETE),
  /** A full-stream hash on a stream flagged as truncated. */
  FULL_HASH_ON_CLIPPED(Action.RERUN),
  /** {@code ok_preview: true} beside a truncated stream. */
  OK_PREVIEW_TRUNCATED(Action.INCOMPLETE),
  /** {@code ok_preview: true} beside a non-zero or unknown exit code. */
  OK_PREVIEW_FAILED(Action.INCOMPLETE),
  /** {@code ok_preview: true} on a call stopped at its time limit. */
  OK_PREVIEW_TIMED_OUT(Action.INCOMPLETE),
  /** {@code ok_preview: true} on a process ended by a signal. */
  OK_PREVIEW_SIGNALLED(Action.INCOMPLETE),
  /** Both streams empty with exit 0, and no short duration to explain it. */
  PIPE_STALL(Action.STALL),
  /** The observation is shorter than the output and nothing says anything was cut. */
  SILENT_CUT(Action.RERUN),
  /** A non-zero exit the observation does not state. */
  EXIT_NOT_STATED(Action.INCOMPLETE),
  /** Error lines of the output that the observation does not show. */
  ERRORS_DROPPED(Action.RERUN),
  /** A stream recorded as binary that still carries a text preview. */
  BINARY_PREVIEW(Action.BINARY),
  /** A field of the wrong type, such as a string where a byte count belongs. */
  WRONG_TYPE(Action.INCOMPLETE),
  /** One fact given twice with different values, such as {@code returncode} and {@code exit_code}. */
  CONFLICT(Action.INCOMPLETE),
  /** A line that is not a JSON object. */
  UNPARSEABLE(Action.INCOMPLETE);

  private final Action action;

  LintKind(Action action) {
    this.action = action;
  }

  /**
   * The first action for a finding of this kind, in one line. A clipped stdout points at the tail
   * hash first, as the table does for test output; a clipped stderr at a re-run without the cap.
   *
   * @param stream {@code stdout}, {@code stderr}, or null when the finding is about the whole span
   */
  public String advice(String stream) {
    if (action == Action.RERUN && "stdout".equals(stream)) {
      return Action.TAIL.text;
    }
    return action.text;
  }

  private enum Action {
    RERUN("re-run the tool with the cap removed, then diff its output against the preview"),
    TAIL("fetch the tail hash, then re-run the tool with the cap removed"),
    STALL("check for a pipe stall and the ulimit, then re-run the tool"),
    INCOMPLETE("treat the span as incomplete: do not close the incident on its preview"),
    BINARY("skip UTF-8 preview diffs: compare the hashes only");

    final String text;

    Action(String text) {
      this.text = text;
    }
  }
}

package dev.candor.pipeline;

/**
 * The heap ran out after the command had ended, while its output was kept or shaped: the
 * command's own status is known, and a front end should end with it rather than with a status of
 * its own (a build that failed with 2 still failed with 2 when shaping its log ran out of memory).
 */
public final class OutOfMemoryAfterExit extends OutOfMemoryError {
  private static final long serialVersionUID = 1L;

  private final int status;

  /**
   * @param status the command's status, as a shell gives it
   * @param cause the error met after the command ended
   */
  public OutOfMemoryAfterExit(int status, OutOfMemoryError cause) {
    super(cause.getMessage());
    this.status = status;
    initCause(cause);
  }

  /** The command's status, as a shell gives it (see {@link dev.candor.capture.Captured#shellStatus}). */
  public int status() {
    return status;
  }
}

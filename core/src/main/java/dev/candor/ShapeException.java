package dev.candor;

/** A request the engine cannot honour, such as an unknown option value; never an I/O failure. */
public final class ShapeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String option;

  /** @param option the option or argument at fault, such as {@code --lines} */
  public ShapeException(String option, String message) {
    super(message);
    this.option = option;
  }

  public ShapeException(String option, String message, Throwable cause) {
    super(message, cause);
    this.option = option;
  }

  /** The option or argument at fault. */
  public String option() {
    return option;
  }
}

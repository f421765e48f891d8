package dev.candor.capture;

/** Why a command could not start, with the status a shell gives for it. */
final class LaunchFailure extends Exception {

  private static final long serialVersionUID = 1L;

  static final int NOT_FOUND = 127;
  static final int NOT_EXECUTABLE = 126;

  private final int status;

  LaunchFailure(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  /** 127 when there is no such command, 126 when it exists but cannot be executed. */
  int status() {
    return status;
  }
}

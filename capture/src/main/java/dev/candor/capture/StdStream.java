package dev.candor.capture;

/** Which of a process's two output pipes a chunk came from. */
public enum StdStream {
  /** File descriptor 1. */
  STDOUT,
  /** File descriptor 2. */
  STDERR
}

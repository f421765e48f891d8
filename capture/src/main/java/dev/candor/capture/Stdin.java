package dev.candor.capture;

/** What the command reads as its standard input. */
public enum Stdin {
  /**
   * Our own standard input, shared with the command: for a person at a terminal who wants to
   * answer a prompt. The command still has no controlling terminal (it runs in a session of its
   * own), so programs that open {@code /dev/tty} fail rather than wait.
   */
  INHERIT,
  /**
   * {@code /dev/null}: the first read sees end-of-file. The default, because an agent's tool has
   * no terminal and nobody will ever type an answer; a command that asks a question should fail at
   * once rather than hang until the timeout.
   */
  CLOSED
}

package dev.candor;

/** Names of Linux signals, for observations and traces: {@code SIGSEGV} for 11. */
public final class Signals {
  private static final String[] NAMES = {
    null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGKILL",
    "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT",
    "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF",
    "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS"
  };
  /** The first real-time signal as glibc numbers them (32 and 33 are the C library's own). */
  private static final int SIGRTMIN = 34;
  private static final int SIGRTMAX = 64;

  private Signals() {}

  /**
   * The signal's name, {@code SIGSEGV}; {@code SIGRTMIN+N} for a real-time signal; {@code SIG}
   * and the number for any other.
   */
  public static String name(int number) {
    if (number > 0 && number < NAMES.length) {
      return NAMES[number];
    }
    if (number >= SIGRTMIN && number <= SIGRTMAX) {
      return number == SIGRTMIN ? "SIGRTMIN" : "SIGRTMIN+" + (number - SIGRTMIN);
    }
    return "SIG" + number;
  }

  /** The name and the number, as observations show them: {@code SIGSEGV (11)}. */
  public static String describe(int number) {
    return name(number) + " (" + number + ")";
  }
}

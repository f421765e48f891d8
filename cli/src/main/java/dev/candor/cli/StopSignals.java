package dev.candor.cli;

import java.io.PrintWriter;
import java.util.List;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * {@code SIGTERM}, {@code SIGINT} and {@code SIGHUP} stop {@code candor run} the way a shell
 * reports them: one line on stderr that names the signal, then exit status 128+N. The exit runs
 * the shutdown hooks, which kill the command's process tree first ({@code ExitGuard}) and remove
 * this process's temporary folder ({@code TempFiles}). Without this the JVM would exit as quietly
 * with the same status; the line says what happened to the command.
 */
final class StopSignals {
  private StopSignals() {}

  static void install(String command, PrintWriter err) {
    for (String name : List.of("TERM", "INT", "HUP")) {
      try {
        Signal.handle(new Signal(name), new Stop(command, name, err));
      } catch (IllegalArgumentException e) {
        // the JVM keeps this signal for itself (-Xrs): its own handling stays
      }
    }
  }

  /**
   * What one signal does. A class, not a lambda: this is installed on every {@code candor run},
   * and a lambda's first use costs a call-site bootstrap there.
   */
  private static final class Stop implements SignalHandler {
    private final String command;
    private final String name;
    private final PrintWriter err;

    Stop(String command, String name, PrintWriter err) {
      this.command = command;
      this.name = name;
      this.err = err;
    }

    @Override
    public void handle(Signal s) {
      err.println("candor " + command + ": stopped by SIG" + name + " (" + s.getNumber()
          + "): the command's process tree is killed, its temporary files removed; no observation");
      err.flush();
      System.exit(128 + s.getNumber());
    }
  }
}

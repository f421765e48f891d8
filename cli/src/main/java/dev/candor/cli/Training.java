package dev.candor.cli;

/**
 * The calls whose classes {@code bin/candor} puts in its class-data-sharing archive, run as the
 * main class once per jar under {@code -XX:ArchiveClassesAtExit}: a class a call needs that the
 * archive lacks makes the JVM open the jar (tens of milliseconds of a small call's CPU), and one
 * training call cannot load them all. A small output shown whole is kept in the store's journal; a
 * long one is cut (the layouts, markers and totals) and goes to the database, which the second call
 * finds already made, as most calls do.
 */
public final class Training {
  private Training() {}

  /** Runs the training calls in the current directory and store, their output wherever stdout goes. */
  public static void main(String[] args) {
    int small = Main.call("run", "--", "printf", "hello\nerror: x\n");
    int cut = Main.call("run", "--", "sh", "-c",
        "i=0; while [ $i -lt 4000 ]; do echo \"INFO step $i of the run\"; i=$((i+1)); done; echo 'error: x failed' >&2");
    System.exit(small == 0 && cut == 0 ? 0 : 1);
  }
}

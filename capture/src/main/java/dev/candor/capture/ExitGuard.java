package dev.candor.capture;

import java.io.IOException;
import java.time.Duration;

/**
 * Ends a run's process tree if the JVM exits while the run is in progress. The command leads a
 * session of its own, so a Ctrl-C at the terminal reaches only us; without this it would outlive
 * us.
 *
 * <p>The shutdown hook is registered before the process is started, and starting happens under
 * the same lock the hook takes: either the process starts first and the hook kills its tree, or
 * the hook runs first and the process is never started. Nothing slips between the two.
 */
final class ExitGuard implements AutoCloseable {

  private final Thread hook = new Thread(new Runnable() { // not this::onExit: a bootstrap on every run's path
    @Override
    public void run() {
      onExit();
    }
  }, "candor-capture-shutdown");
  // Guarded by this.
  private TreeKiller killer;
  private boolean exiting;

  private ExitGuard() {}

  /** A guard whose hook is registered, or one that knows the JVM is already exiting. */
  static ExitGuard register() {
    ExitGuard guard = new ExitGuard();
    try {
      Runtime.getRuntime().addShutdownHook(guard.hook);
    } catch (IllegalStateException e) {
      synchronized (guard) {
        guard.exiting = true;
      }
    }
    return guard;
  }

  /**
   * Starts the process and returns the killer for its tree.
   *
   * @throws IOException if the JVM is exiting, or the JDK cannot start the process
   */
  synchronized Process start(ProcessBuilder builder, boolean leadsGroup, Duration grace)
      throws IOException {
    if (exiting) {
      throw new IOException("the JVM is exiting");
    }
    Process process = builder.start();
    killer = new TreeKiller(process.toHandle(), leadsGroup, grace);
    return process;
  }

  /** The killer for the tree of the process {@link #start} started. */
  synchronized TreeKiller killer() {
    return killer;
  }

  private synchronized void onExit() {
    exiting = true;
    if (killer != null) {
      killer.kill();
    }
  }

  /** Unregisters the hook; the run is over. */
  @Override
  public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // the JVM is exiting and the hook is running or has run
    }
  }
}

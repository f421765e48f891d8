package dev.candor.capture;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Ends a process and everything it started: {@code SIGTERM} to all, then {@code SIGKILL} to
 * whatever outlives the grace.
 *
 * <p>"All" is the union of two views, because each misses something. The snapshot of {@link
 * ProcessHandle#descendants()}, taken before the root is signalled, holds children that left the
 * root's process group; it misses processes already orphaned (re-parented away from the root),
 * such as a background child of a shell that has exited. The process group, signalled atomically
 * with {@code kill -- -PGID}, holds those orphans; it misses processes that left it. The group is
 * used only when the root leads one (see {@link Launcher#leadsGroup()}).
 *
 * <p>The grace ends early once the root and the snapshot are gone; an orphan that ignores {@code
 * SIGTERM} then gets {@code SIGKILL} sooner than the full grace. Safe to call from several
 * threads (a timeout and a shutdown hook); the calls take turns.
 */
final class TreeKiller {

  static final int SIGTERM = 15;
  static final int SIGKILL = 9;

  /** How long to wait for processes to vanish after {@code SIGKILL}. */
  private static final Duration KILL_WAIT = Duration.ofSeconds(2);
  private static final long POLL_MILLIS = 20;

  private final ProcessHandle root;
  private final boolean group;
  private final Duration grace;
  private final Set<Integer> sentToLiveRoot = new LinkedHashSet<>();

  TreeKiller(ProcessHandle root, boolean group, Duration grace) {
    this.root = root;
    this.group = group;
    this.grace = grace;
  }

  /** Ends the tree; returns once it is gone or the waits have run out. */
  synchronized void kill() {
    Set<ProcessHandle> tree = snapshot();
    signal(SIGTERM, tree);
    awaitGone(tree, grace);
    tree.addAll(snapshot());
    signal(SIGKILL, tree);
    awaitGone(tree, KILL_WAIT);
  }

  /**
   * The signal that ended the root, if it was one we sent while it was alive and {@code
   * exitValue} (Java's {@code 128+N} for a death by signal N) matches it.
   */
  synchronized OptionalInt signalBehind(int exitValue) {
    int n = exitValue - 128;
    return sentToLiveRoot.contains(n) ? OptionalInt.of(n) : OptionalInt.empty();
  }

  private Set<ProcessHandle> snapshot() {
    Set<ProcessHandle> tree = new LinkedHashSet<>();
    tree.add(root);
    tree.addAll(root.descendants().collect(Collectors.toList()));
    return tree;
  }

  private void signal(int number, Set<ProcessHandle> tree) {
    if (running(root)) {
      sentToLiveRoot.add(number);
    }
    if (group) {
      signalGroup(number, root.pid());
    }
    for (ProcessHandle process : tree) {
      if (number == SIGKILL) {
        process.destroyForcibly();
      } else {
        process.destroy();
      }
    }
  }

  /** {@code kill -s SIG -- -PGID} through sh's builtin, the one kill every system has. */
  private static void signalGroup(int number, long pgid) {
    String name = number == SIGKILL ? "KILL" : "TERM";
    try {
      Process kill = new ProcessBuilder("/bin/sh", "-c", "kill -s " + name + " -- -" + pgid)
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      if (!kill.waitFor(KILL_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        kill.destroyForcibly();
      }
    } catch (IOException e) {
      // no shell to signal with: the per-process signals still go out
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void awaitGone(Set<ProcessHandle> tree, Duration wait) {
    long deadline = System.nanoTime() + wait.toNanos();
    while (tree.stream().anyMatch(TreeKiller::running) && System.nanoTime() - deadline < 0) {
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * Alive and not a zombie. An orphan's zombie lingers until its new parent reaps it, which an
   * init that is not a real init may never do; it holds no pipes and cannot be killed again.
   */
  static boolean running(ProcessHandle process) {
    return process.isAlive() && !zombie(process.pid());
  }

  private static boolean zombie(long pid) {
    try {
      List<String> stat = Files.readAllLines(Path.of("/proc", Long.toString(pid), "stat"));
      // "pid (comm) S ...": comm may hold spaces and parentheses, so read after the last ')'.
      String line = stat.isEmpty() ? "" : stat.get(0);
      int close = line.lastIndexOf(')');
      return close >= 0 && close + 2 < line.length() && line.charAt(close + 2) == 'Z';
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}

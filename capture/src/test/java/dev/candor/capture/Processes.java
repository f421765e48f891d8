package dev.candor.capture;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

/**
 * Finds the test's own processes by a marker in their command line, such as the {@code
 * 100.4711} of {@code sleep 100.4711}.
 */
final class Processes {

  private Processes() {}

  /** A duration for sleep(1) that no other process on the machine is likely to use. */
  static String marker() {
    return "100." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
  }

  /** Live processes (not zombies) whose command line contains {@code marker}. */
  static List<ProcessHandle> withMarker(String marker) {
    return ProcessHandle.allProcesses()
        .filter(TreeKiller::running)
        .filter(p -> p.info().commandLine().map(line -> line.contains(marker)).orElse(false))
        .collect(Collectors.toList());
  }

  /** Cleans up after a test that expects to leave something behind. */
  static void killAll(String marker) {
    withMarker(marker).forEach(ProcessHandle::destroyForcibly);
  }
}

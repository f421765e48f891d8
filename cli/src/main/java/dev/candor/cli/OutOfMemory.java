package dev.candor.cli;

import dev.candor.pipeline.OutOfMemoryAfterExit;
import java.io.PrintWriter;

/**
 * An input too big for the heap ends the command with one line that says so and how to give the
 * JVM more, and status 1, instead of a JVM stack trace: {@code bin/candor} caps the heap (a
 * short-lived process under G1 would otherwise grow it to a quarter of the machine's memory on a
 * big input, where far less does), so the cap is what an unusually big input meets first. When
 * {@code candor run}'s command had already ended, the status is the command's own, and the line
 * says what it was.
 */
final class OutOfMemory {
  static final int STATUS = 1;

  private OutOfMemory() {}

  /** Reports {@code e}, met by {@code command} (null when none was named), and returns the exit status. */
  static int report(String command, OutOfMemoryError e, PrintWriter err) {
    long mb = Runtime.getRuntime().maxMemory() >> 20;
    OutOfMemoryAfterExit after = e instanceof OutOfMemoryAfterExit a ? a : null;
    err.println("candor" + (command == null ? "" : " " + command) + ": out of memory (" + e.getMessage() + ")"
        + (after == null ? "" : " after the command ended with status " + after.status())
        + ": this input needs more than the JVM's " + mb + " MB heap; run it again with more, e.g. CANDOR_JAVA_OPTS=-Xmx"
        + Math.max(1024, mb * 4) + "m");
    err.flush();
    return after == null ? STATUS : after.status();
  }
}

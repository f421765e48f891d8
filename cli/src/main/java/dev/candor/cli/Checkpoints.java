package dev.candor.cli;

/**
 * Start-up checkpoints for profiling a short call: with {@code CANDOR_PROFILE=1} each mark prints
 * the milliseconds since the first mark and since the previous one to stderr; otherwise a mark
 * costs one field read. (The JVM's own part before {@code main} shows with {@code -Xlog:startuptime}.)
 */
final class Checkpoints {
  private static final boolean ON = "1".equals(System.getenv("CANDOR_PROFILE"));
  private static final long FIRST = System.nanoTime();
  private static long last = FIRST;

  private Checkpoints() {}

  /** Whether marks print: a caller can skip making what it would mark with. */
  static boolean on() {
    return ON;
  }

  static void mark(String what) {
    if (!ON) {
      return;
    }
    long now = System.nanoTime();
    System.err.printf("candor-profile: %6.1f ms, +%5.1f ms  %s%n", (now - FIRST) / 1e6, (now - last) / 1e6, what);
    last = System.nanoTime();
  }
}

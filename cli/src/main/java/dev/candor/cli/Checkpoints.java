package dev.candor.cli;

/**
 * Start-up checkpoints for profiling a short call: with {@code CANDOR_PROFILE=1} each mark keeps
 * the time, and the mark named {@code done} prints every mark's milliseconds since the first and
 * since the previous one to stderr; otherwise a mark costs one field read. Nothing is formatted
 * before the end (a {@code printf} would set up locale data on the path it measures). The JVM's
 * own part before {@code main} shows with {@code -Xlog:startuptime}, and the classes each phase
 * loads with {@code -Xlog:class+load:file=F:uptime}.
 */
final class Checkpoints {
  private static final boolean ON = "1".equals(System.getenv("CANDOR_PROFILE"));
  private static final int MAX = 32;
  private static final long[] AT = new long[MAX];
  private static final String[] WHAT = new String[MAX];
  private static int count;

  private Checkpoints() {}

  /** Whether marks print: a caller can skip making what it would mark with. */
  static boolean on() {
    return ON;
  }

  static synchronized void mark(String what) {
    if (!ON) {
      return;
    }
    if (count < MAX) {
      AT[count] = System.nanoTime();
      WHAT[count++] = what;
    }
    if (what.equals("done")) {
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < count; i++) {
        out.append("candor-profile: ").append(millis(AT[i] - AT[0])).append(" ms, +")
            .append(millis(AT[i] - AT[Math.max(0, i - 1)])).append(" ms  ").append(WHAT[i]).append('\n');
      }
      System.err.print(out);
      System.err.flush();
    }
  }

  /** Tenths of a millisecond, as {@code 12.3}. */
  private static String millis(long nanos) {
    long tenths = Math.round(nanos / 1e5);
    return tenths / 10 + "." + tenths % 10;
  }
}

package dev.candor.cli;

/**
 * Start-up checkpoints for profiling a short call: with {@code CANDOR_PROFILE=1} each mark keeps
 * the time, and the mark named {@code done} prints every mark's milliseconds since the first and
 * since the previous one to stderr, with the CPU time all of the JVM's threads (JIT and GC too)
 * had used by then, from {@code /proc/self/task/}{@code *}{@code /schedstat}: on a loaded machine
 * the wall clock says little and the CPU time still says where the work is. Otherwise a mark
 * costs one field read. Nothing is formatted
 * before the end (a {@code printf} would set up locale data on the path it measures). The JVM's
 * own part before {@code main} shows with {@code -Xlog:startuptime}, and the classes each phase
 * loads with {@code -Xlog:class+load:file=F:uptime}.
 */
final class Checkpoints {
  private static final boolean ON = "1".equals(System.getenv("CANDOR_PROFILE"));
  private static final int MAX = 32;
  private static final long[] AT = new long[MAX];
  private static final long[] CPU = new long[MAX];
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
      CPU[count] = cpu();
      WHAT[count++] = what;
    }
    if (what.equals("done")) {
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < count; i++) {
        out.append("candor-profile: ").append(millis(AT[i] - AT[0])).append(" ms, +")
            .append(millis(AT[i] - AT[Math.max(0, i - 1)])).append(" ms, cpu ").append(millis(CPU[i]))
            .append(" ms, +").append(millis(CPU[i] - CPU[Math.max(0, i - 1)])).append(" ms  ").append(WHAT[i]).append('\n');
      }
      threads(out);
      System.err.print(out);
      System.err.flush();
    }
  }

  /** Each live thread's CPU time so far, by name: main, the JIT's compilers, GC, pumps. */
  private static void threads(StringBuilder out) {
    java.io.File[] tasks = new java.io.File("/proc/self/task").listFiles();
    if (tasks == null) {
      return;
    }
    for (java.io.File t : tasks) {
      try {
        String s = new String(java.nio.file.Files.readAllBytes(new java.io.File(t, "schedstat").toPath()),
            java.nio.charset.StandardCharsets.US_ASCII);
        String name = new String(java.nio.file.Files.readAllBytes(new java.io.File(t, "comm").toPath()),
            java.nio.charset.StandardCharsets.US_ASCII).strip();
        long ns = Long.parseLong(s.substring(0, s.indexOf(' ')));
        if (ns >= 500_000) {
          out.append("candor-profile: thread ").append(name).append(" cpu ").append(millis(ns)).append(" ms\n");
        }
      } catch (java.io.IOException | RuntimeException gone) {
        // ended
      }
    }
  }

  /** Nanoseconds of CPU all threads of this process have run, or 0 where /proc does not say. */
  private static long cpu() {
    long sum = 0;
    java.io.File[] tasks = new java.io.File("/proc/self/task").listFiles();
    if (tasks == null) {
      return 0;
    }
    for (java.io.File t : tasks) {
      try {
        String s = new String(java.nio.file.Files.readAllBytes(new java.io.File(t, "schedstat").toPath()),
            java.nio.charset.StandardCharsets.US_ASCII);
        sum += Long.parseLong(s.substring(0, s.indexOf(' ')));
      } catch (java.io.IOException | RuntimeException gone) {
        // a thread that ended: its time is not counted
      }
    }
    return sum;
  }

  /** Tenths of a millisecond, as {@code 12.3}. */
  private static String millis(long nanos) {
    long tenths = Math.round(nanos / 1e5);
    return tenths / 10 + "." + tenths % 10;
  }
}

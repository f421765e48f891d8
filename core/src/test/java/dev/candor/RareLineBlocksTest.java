package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A kept rare line brings its block ({@link Blocks#block}): the report a race detector's line
 * opens, the threads under a deadlock's heading, each bounded, with every gap marked. Among equally
 * rare lines, a statement comes before a line indented under a routine one.
 */
class RareLineBlocksTest {

  private static Shaped shape(String text, String command, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, Evidence.of(command, 0));
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  /** A worker's routine lines, of four kinds in no fixed order, so that none of them fold as one run. */
  private static void routine(StringBuilder sb, Random r, int from, int to) {
    String[] kinds = {"worker %d: batch %d posted", "worker %d: fetched %d rows for batch %d", "worker %d: batch %d committed in %d ms",
        "worker %d: waiting for batch %d"};
    for (int i = from; i < to; i++) {
      String k = kinds[r.nextInt(kinds.length)];
      int w = r.nextInt(4);
      sb.append(k.contains("fetched") ? String.format(k, w, 10 + r.nextInt(990), i)
          : k.contains("committed") ? String.format(k, w, i, 10 + r.nextInt(990)) : String.format(k, w, i)).append('\n');
    }
  }

  /** One Helgrind report: the racing access, then the access it conflicts with, each with its locks and frames. */
  private static void race(StringBuilder sb, String kind, String at) {
    String p = "==4021== ";
    sb.append(p).append("----------------------------------------------------------------\n").append(p).append('\n');
    sb.append(p).append("Possible data race during ").append(kind).append(" of size 8 at 0x10C060 by thread #3\n");
    sb.append(p).append("Locks held: none\n");
    sb.append(p).append("   at ").append(at).append(": post (ledger.c:11)\n");
    sb.append(p).append("   by 0x484C7D6: ??? (in /usr/libexec/valgrind/vgpreload_helgrind-amd64-linux.so)\n");
    sb.append(p).append("   by 0x48ED1F4: start_thread (pthread_create.c:442)\n").append(p).append('\n');
    sb.append(p).append("This conflicts with a previous write of size 8 by thread #2\n");
    sb.append(p).append("Locks held: none\n");
    sb.append(p).append("   at 0x1091A6: post (ledger.c:11)\n");
    sb.append(p).append("   by 0x484C7D6: ??? (in /usr/libexec/valgrind/vgpreload_helgrind-amd64-linux.so)\n");
    sb.append(p).append("   by 0x48ED1F4: start_thread (pthread_create.c:442)\n").append(p).append('\n');
  }

  /** valgrind --tool=helgrind: two race reports amid a program's 400 routine lines; exit 0. */
  static String helgrind() {
    Random r = new Random(7);
    StringBuilder sb = new StringBuilder("==4021== Helgrind, a thread error detector\n==4021== Command: ./ledger\n==4021== \n");
    routine(sb, r, 0, 200);
    race(sb, "read", "0x10919C");
    race(sb, "write", "0x1091A6");
    routine(sb, r, 200, 400);
    sb.append("total 28560\n==4021== \n==4021== ERROR SUMMARY: 320 errors from 2 contexts (suppressed: 0 from 0)\n");
    return sb.toString();
  }

  @Test
  void aRaceReportBringsItsLocksAndItsFirstFrameAfterThePidPrefix() {
    String text = shape(helgrind(), "valgrind --tool=helgrind ./ledger", 1500).text();
    assertThat(text).contains("Possible data race during read of size 8 at 0x10C060 by thread #3\n",
        "==4021== Locks held: none\n", "==4021==    at 0x10919C: post (ledger.c:11)\n");
  }

  /** jstack: five service threads each in its own state, 40 pool threads alike, then a deadlock between two transfers. */
  static String jstack() {
    StringBuilder sb = new StringBuilder("2026-12-01 21:31:55\n"
        + "Full thread dump OpenJDK 64-Bit Server VM (17.0.15+6-Debian-1deb12u1 mixed mode, sharing):\n\n");
    String[][] services = {
        {"Reference Handler", "RUNNABLE", "java.lang.ref.Reference.waitForReferencePendingList(java.base@17.0.15/Native Method)"},
        {"Finalizer", "WAITING (on object monitor)", "java.lang.Object.wait(java.base@17.0.15/Native Method)"},
        {"Signal Dispatcher", "RUNNABLE", null},
        {"Common-Cleaner", "TIMED_WAITING (on object monitor)", "jdk.internal.ref.CleanerImpl.run(java.base@17.0.15/CleanerImpl.java:140)"},
        {"journal-flusher", "TIMED_WAITING (sleeping)", "java.lang.Thread.sleep(java.base@17.0.15/Native Method)"}};
    int n = 2;
    for (String[] s : services) {
      sb.append(String.format("\"%s\" #%d daemon prio=9 os_prio=0 cpu=0.%dms elapsed=20.%ds tid=0x00007fe8ec0f%04x nid=0x%x waiting on condition"
          + "  [0x00007fe8b95fe000]%n", s[0], n, n, n, n, n + 700));
      sb.append("   java.lang.Thread.State: ").append(s[1]).append('\n');
      sb.append(s[2] == null ? "" : "\tat " + s[2] + "\n").append('\n');
      n++;
    }
    for (int i = 0; i < 40; i++, n++) {
      sb.append(String.format("\"pool-1-thread-%d\" #%d prio=5 os_prio=0 cpu=0.%dms elapsed=9.%ds tid=0x00007fe8ec4%05x nid=0x%x waiting on condition"
          + "  [0x00007fe8b9%02xe000]%n", i + 1, n, i, i, i, i + 900, i));
      sb.append("   java.lang.Thread.State: WAITING (parking)\n\tat jdk.internal.misc.Unsafe.park(java.base@17.0.15/Native Method)\n");
      sb.append(String.format("\t- parking to wait for  <0x000000069dc6%04x> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)%n", i));
      sb.append("\tat java.util.concurrent.LinkedBlockingQueue.take(java.base@17.0.15/LinkedBlockingQueue.java:435)\n");
      sb.append("\tat java.lang.Thread.run(java.base@17.0.15/Thread.java:840)\n\n");
    }
    sb.append("JNI global refs: 8, weak refs: 3\n\n\nFound one Java-level deadlock:\n=============================\n");
    sb.append("\"transfer-1-to-2\":\n  waiting to lock monitor 0x00007fe8bc001ca0 (object 0x000000069ebd0f98, a java.lang.Object),\n");
    sb.append("  which is held by \"transfer-2-to-1\"\n\n");
    sb.append("\"transfer-2-to-1\":\n  waiting to lock monitor 0x00007fe8c4006fb0 (object 0x000000069ebd0f88, a java.lang.Object),\n");
    sb.append("  which is held by \"transfer-1-to-2\"\n\n");
    sb.append("Java stack information for the threads listed above:\n===================================================\n");
    for (String[] t : new String[][] {{"1", "2", "f98", "f88"}, {"2", "1", "f88", "f98"}}) {
      sb.append("\"transfer-").append(t[0]).append("-to-").append(t[1]).append("\":\n\tat Ledger.transfer(Ledger.java:14)\n");
      sb.append("\t- waiting to lock <0x000000069ebd0").append(t[2]).append("> (a java.lang.Object)\n");
      sb.append("\t- locked <0x000000069ebd0").append(t[3]).append("> (a java.lang.Object)\n");
      sb.append("\tat Ledger.lambda$main$2(Ledger.java:35)\n\tat java.lang.Thread.run(java.base@17.0.15/Thread.java:840)\n");
    }
    return sb.append("\nFound 1 deadlock.\n").toString();
  }

  @Test
  void aDeadlocksHeadingBringsTheThreadsItNamesBeforeRoutineThreadStates() {
    String text = shape(jstack(), "jstack 4242", 2000).text();
    assertThat(text).contains("Found one Java-level deadlock:\n", "\"transfer-1-to-2\":\n",
        "waiting to lock monitor 0x00007fe8bc001ca0", "which is held by \"transfer-2-to-1\"\n");
  }
}

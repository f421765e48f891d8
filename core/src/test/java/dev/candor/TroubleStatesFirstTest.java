package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Among rare lines, one whose state in capitals says trouble ({@code BLOCKED}, {@code SERVFAIL},
 * {@code DOWN}) is shown before rarer lines that say nothing is wrong: a thread dump's two blocked
 * threads before its one compiler thread's task.
 */
class TroubleStatesFirstTest {

  @Test
  void aStateThatSaysTroubleIsFoundInCapitalsOnly() {
    assertThat(Trouble.says("   java.lang.Thread.State: BLOCKED (on object monitor)")).isTrue();
    assertThat(Trouble.says("127.0.0.1 invoice-api.billing.internal. A IN SERVFAIL 0.000000 0 57")).isTrue();
    assertThat(Trouble.says("   java.lang.Thread.State: WAITING (parking)")).isFalse();
    assertThat(Trouble.says("the request was blocked by the proxy")).isFalse();
    assertThat(Trouble.says("DOWNLOAD complete")).isFalse();
    assertThat(Trouble.says("krb5kdc[24871](info): AS_REQ (1 etypes {aes256-cts-hmac-sha1-96(18)}) 127.0.0.1: "
        + "LOCKED_OUT: reception@FERNLEA.LAN for krbtgt/FERNLEA.LAN@FERNLEA.LAN, Client's credentials have been revoked"))
        .isTrue();
    assertThat(Trouble.says("certificate REVOKED by the issuing CA")).isTrue();
    assertThat(Trouble.says("the account was locked and its token revoked")).isFalse();
  }

  /** jstack: 36 pool workers parked, JVM threads each with a line of its own, two transfer threads BLOCKED. */
  private static String threadDump() {
    StringBuilder sb = new StringBuilder("2026-12-01 21:31:55\nFull thread dump OpenJDK 64-Bit Server VM (17.0.15+6 mixed mode):\n\n");
    String[][] own = {{"C2 CompilerThread0", "RUNNABLE", "   Compiling: 1339   !   4       com.sun.tools.javac.jvm.ClassReader::classSigToType (497 bytes)"},
        {"C1 CompilerThread0", "RUNNABLE", "   No compile task"},
        {"Reference Handler", "RUNNABLE", "\tat java.lang.ref.Reference.waitForReferencePendingList(java.base@17.0.15/Native Method)"},
        {"Finalizer", "WAITING (on object monitor)", "\tat java.lang.Object.wait(java.base@17.0.15/Native Method)"},
        {"Signal Dispatcher", "RUNNABLE", ""},
        {"Common-Cleaner", "TIMED_WAITING (on object monitor)", "\tat java.lang.ref.ReferenceQueue.remove(java.base@17.0.15/ReferenceQueue.java:155)"}};
    int nid = 0x2e5;
    for (String[] t : own) {
      sb.append(String.format(Locale.ROOT, "\"%s\" #%d daemon prio=9 os_prio=0 tid=0x00007fe8ec1%05x nid=0x%x waiting on condition%n",
          t[0], nid - 0x2e0, nid * 16, nid++));
      sb.append("   java.lang.Thread.State: ").append(t[1]).append('\n');
      if (!t[2].isEmpty()) {
        sb.append(t[2]).append('\n');
      }
      sb.append('\n');
    }
    for (int w = 1; w <= 36; w++) {
      sb.append(String.format(Locale.ROOT, "\"pool-1-thread-%d\" #%d prio=5 os_prio=0 tid=0x00007fe8ec4%05x nid=0x%x waiting on condition%n",
          w, w + 12, w * 16, nid++));
      sb.append("   java.lang.Thread.State: WAITING (parking)\n");
      sb.append("\tat jdk.internal.misc.Unsafe.park(java.base@17.0.15/Native Method)\n");
      sb.append("\tat java.util.concurrent.LinkedBlockingQueue.take(java.base@17.0.15/LinkedBlockingQueue.java:435)\n\n");
      if (w == 20) {
        for (String[] x : new String[][] {{"4417", "7781"}, {"7781", "4417"}}) {
          sb.append(String.format(Locale.ROOT, "\"transfer-%s-to-%s\" #%d prio=5 os_prio=0 tid=0x00007fe8ec5%05x nid=0x%x waiting for monitor entry%n",
              x[0], x[1], 60 + w, w * 32, nid++));
          sb.append("   java.lang.Thread.State: BLOCKED (on object monitor)\n");
          sb.append("\tat LedgerDaemon.transfer(LedgerDaemon.java:14)\n\n");
        }
      }
    }
    return sb.append("JNI global refs: 8, weak refs: 3\n").toString();
  }

  @Test
  void theBlockedThreadsComeBeforeTheRarerRoutineLinesHeldAndStreamed() throws IOException {
    for (int budget : new int[] {1500, 2000, 3000}) {
      for (Shaped s : HeldAndStreamed.shape(threadDump(), Evidence.of("jstack 4711", 0), budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text()).contains("java.lang.Thread.State: BLOCKED (on object monitor)");
      }
    }
  }
}

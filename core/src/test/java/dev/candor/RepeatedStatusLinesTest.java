package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A line that reads like a final status ({@code order ORD-00440 failed}) but is printed once for
 * every failure is a repeat, not the final status: its first and last come first, the others wait
 * with the repeats, and the distinct errors between them are kept.
 */
class RepeatedStatusLinesTest {
  private static final String[] EXCEPTIONS = {
      "java.lang.IllegalStateException: ledger closed",
      "java.lang.NumberFormatException: For input string: \"12O\"",
      "java.lang.NullPointerException: Cannot invoke \"Rate.cents()\" because \"rate\" is null",
      "java.lang.ArithmeticException: / by zero",
      "java.lang.IndexOutOfBoundsException: Index 7 out of bounds for length 7",
      "java.lang.UnsupportedOperationException: refunds are read-only",
      "java.lang.ClassCastException: class Sku cannot be cast to class Price",
      "java.lang.IllegalArgumentException: currency must be ISO-4217: eur",
      "java.util.ConcurrentModificationException: basket changed during checkout",
      "java.time.format.DateTimeParseException: Text '2026-13-01' could not be parsed",
      "java.sql.SQLException: duplicate key value violates unique constraint \"orders_pkey\"",
      "java.util.concurrent.TimeoutException: pricing service did not answer in 2000 ms"};

  /** A worker's log: 220 routine lines before each of 12 failures, each a status-like line, then its exception with its frames. */
  static String workerLog() {
    StringBuilder s = new StringBuilder();
    int n = 0;
    for (int i = 0; i < EXCEPTIONS.length; i++) {
      for (int k = 0; k < 220; k++) {
        n++;
        s.append(String.format("2026-12-02 10:%02d:%02d INFO  worker-%d processed order ORD-%05d in %d ms%n",
            n / 60 % 60, n % 60, k % 4, n, 3 + k % 17));
      }
      s.append(String.format("2026-12-02 11:00:%02d ERROR worker-%d order ORD-%05d failed%n", i, i % 4, n))
          .append(EXCEPTIONS[i]).append('\n')
          .append(String.format("\tat com.acme.shop.Step%02d.apply(Step%02d.java:%d)%n", i, i, 20 + i));
      for (int f = 0; f < 30; f++) {
        s.append(String.format("\tat org.springframework.cglib.proxy.MethodProxy.invoke(MethodProxy.java:%d)%n", 100 + f));
      }
      s.append(String.format("\t... %d more%n", 10 + i));
    }
    return s.append("2026-12-02 12:59:59 INFO  run finished: 2,640 orders, 12 failed\n").toString();
  }

  @Test
  void aStatusLikeLinePrintedForEveryFailureDoesNotCrowdOutTheDistinctErrors() {
    Shaped s = Shaper.builder().budget(Budget.chars(4000)).build().shape(workerLog(), Evidence.of("java -jar shop.jar", 1));
    List<String> missing = new ArrayList<>();
    for (String e : EXCEPTIONS) {
      if (!s.text().contains(e)) {
        missing.add(e);
      }
    }
    assertThat(missing).isEmpty();
    assertThat(s.text()).contains("run finished: 2,640 orders, 12 failed");
  }

  /**
   * A cluster node's log: its start (a long warning, sixteen lines each said once), 700 lines of
   * clients connecting and closing, a peer's port refusing connections every eighth line from line
   * 300 ({@code 127.0.0.1:35076 failed}: a port, not a count of failures), and the node marked
   * failing and the cluster state changed once in between.
   */
  static String clusterLog() {
    StringBuilder s = new StringBuilder("4242:C 03 Dec 2026 07:00:00.000 # Redis version=7.0.15, bits=64, pid=4242, just started\n");
    s.append("4242:M 03 Dec 2026 07:00:00.001 # WARNING Memory overcommit must be enabled! Without it, a background save")
        .append(" or replication may fail under low memory condition. Being disabled, it can also cause failures without")
        .append(" low memory condition. To fix this issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then")
        .append(" reboot or run the command 'sysctl vm.overcommit_memory=1' for this to take effect.\n");
    String[] start = {"monotonic clock", "Running mode=cluster, port=7001", "No cluster configuration found",
        "Server initialized", "Ready to accept connections", "IP address for this node updated", "configEpoch set to 3",
        "Replica asks for synchronization", "Partial resynchronization not accepted", "Replication backlog created",
        "Starting BGSAVE for SYNC", "Streamed RDB transfer with replica", "Synchronization with replica succeeded",
        "Cluster state changed: ok"};
    for (int k = 0; k < start.length; k++) {
      s.append(String.format("4242:M 03 Dec 2026 07:00:%02d.%03d * %s%n", k, k, start[k]));
    }
    for (int i = 1; i <= 700; i++) {
      s.append(String.format("4242:M 03 Dec 2026 07:%02d:%02d.%03d ", i / 60 % 60, i % 60, i % 1000));
      if (i > 300 && i % 8 == 0 && i < 650) {
        s.append("- Connection with Node 41beb6c885a4 at 127.0.0.1:35076 failed: Connection refused\n");
      } else if (i == 371) {
        s.append("* Marking node 41beb6c885a4 as failing (quorum reached).\n");
      } else if (i == 372) {
        s.append("# Cluster state changed: fail\n");
      } else if (i % 2 == 0) {
        s.append("- Accepted 127.0.0.1:").append(39000 + i).append('\n');
      } else {
        s.append("- Client closed connection id=").append(i).append(" addr=127.0.0.1:").append(39000 + i)
            .append(" laddr=127.0.0.1:38821 fd=9 name= age=0 idle=0 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0")
            .append(" qbuf-free=20474 argv-mem=0 multi-mem=0 rbs=16384 rbp=16384 obl=0 oll=0 omem=0 tot-net-in=0\n");
      }
    }
    return s.append("4242:signal-handler (1796282229) Received SIGTERM scheduling shutdown...\n")
        .append("4242:M 03 Dec 2026 07:59:59.000 # User requested shutdown...\n")
        .append("4242:M 03 Dec 2026 07:59:59.000 # Redis is now ready to exit, bye bye...\n").toString();
  }

  @Test
  void aPortBeforeFailedIsNotACountOfFailuresSoItsLastRepeatWaitsBehindTheDistinctErrors() {
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(clusterLog(), Evidence.of("redis-server", 0));
    assertThat(s.text()).contains("Marking node 41beb6c885a4 as failing (quorum reached).")
        .contains("# Cluster state changed: fail")
        .contains("127.0.0.1:35076 failed: Connection refused");
  }
}

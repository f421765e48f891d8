package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A line new amid routine says what happened, whatever its words: a rare line whose lines before
 * it repeat templates seen before them breaks the routine, and is kept before the rare lines of a
 * start-up banner, where every line is new; and the lines of templates not yet shown are kept
 * before more lines of a template already shown.
 */
class RoutineBreakTest {

  private static Shaped shape(String text, Evidence ev, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  /** An application server's log: a start-up banner of one-off lines, request lines, a stalled worker in the middle. */
  static String serverWithStall() {
    StringBuilder sb = new StringBuilder();
    String[] banner = {"*** Starting appserver 4.2.1 (64bit) on [Tue Mar 12 10:00:00 2024] ***",
        "compiled with version: 12.2.0 on 19 May 2023", "os: Linux-6.1.0 #1 SMP PREEMPT_DYNAMIC", "nodename: web-3",
        "machine: x86_64", "clock source: unix", "detected number of CPU cores: 4",
        "current working directory: /srv/shop", "detected binary path: /usr/bin/appserver",
        "your processes number limit is 96364", "your memory page size is 4096 bytes",
        "detected max file descriptor number: 20000", "lock engine: pthread robust mutexes",
        "thunder lock: disabled (you can enable it with --thunder-lock)",
        "socket 0 bound to TCP address 127.0.0.1:8080 fd 3", "Python version: 3.11.2 (main, Apr 28 2025)",
        "mapped 364600 bytes (356 KB) for 4 cores", "*** Operational MODE: preforking ***",
        "app 0 (mountpoint='') ready in 0 seconds on interpreter 0x7f03 pid: 16848 (default app)",
        "spawned master process (pid: 16848)", "spawned worker 1 (pid: 16851, cores: 1)",
        "spawned worker 2 (pid: 16852, cores: 1)", "spawned worker 3 (pid: 16853, cores: 1)"};
    for (String l : banner) {
      sb.append(l).append('\n');
    }
    for (int i = 0; i < 600; i++) {
      sb.append("[pid: ").append(16851 + i % 3).append("|app: 0|req: ").append(i).append("/").append(2 * i)
          .append("] 127.0.0.1 () {24 vars in 260 bytes} GET /sku/").append(7 * i)
          .append(" => generated 27 bytes in 0 msecs (HTTP/1.1 200) 1 headers in 51 bytes\n");
      if (i == 300) {
        sb.append("Tue Mar 12 10:03:12 2024 - *** WATCHDOG ON WORKER 2 (pid: 16852, try: 1) ***\n");
        sb.append("Tue Mar 12 10:03:12 2024 - WATCHDOG [core 0] 127.0.0.1 - GET /export/acct-0042 since 1710237790\n");
      }
    }
    sb.append("goodbye to appserver.\n");
    return sb.toString();
  }

  @Test
  void aRareLineAmidRoutineLinesIsKeptBeforeTheLinesOfAStartUpBanner() {
    assertThat(shape(serverWithStall(), Evidence.of("appserver --ini shop.ini", 0), 1_500).text())
        .contains("*** WATCHDOG ON WORKER 2 (pid: 16852, try: 1) ***");
    assertThat(shape(serverWithStall(), Evidence.of("appserver --ini shop.ini", 0), 2_000).text())
        .contains("*** WATCHDOG ON WORKER 2 (pid: 16852, try: 1) ***")
        .contains("WATCHDOG [core 0] 127.0.0.1 - GET /export/acct-0042");
  }

  /**
   * A database's log over two runs: 150 warnings of one template, the first run's start-up notes,
   * then a restart whose start-up notes repeat the first run's but for its recovery, then 120 more
   * warnings and a normal shutdown.
   */
  static String restartWithRecovery() {
    StringBuilder sb = new StringBuilder();
    String[] startup = {"InnoDB: Compressed tables use zlib 1.2.13", "InnoDB: Number of transaction pools: 1",
        "InnoDB: Using AVX512 instructions", "InnoDB: Using io_uring",
        "InnoDB: innodb_buffer_pool_size_max=8388608m, innodb_buffer_pool_size=32m",
        "InnoDB: Completed initialization of buffer pool", "InnoDB: 128 rollback segments are active.",
        "InnoDB: File './ibtmp1' size is now 12.000MiB.", "Plugin 'FEEDBACK' is disabled.",
        "Reading of all Master_info entries succeeded", "mariadbd: ready for connections."};
    sb.append("2024-03-12  9:11:58 0 [Note] Starting MariaDB 10.11.19 as process 13844\n");
    for (String l : startup) {
      sb.append("2024-03-12  9:11:58 0 [Note] ").append(l).append('\n');
    }
    for (int i = 0; i < 150; i++) {
      sb.append("2024-03-12  9:12:0").append(i % 10).append(' ').append(5 + i)
          .append(" [Warning] Access denied for user 'app'@'localhost' (using password: YES)\n");
    }
    sb.append("2024-03-12  9:12:10 0 [Note] Starting MariaDB 10.11.19 as process 14112\n");
    sb.append("2024-03-12  9:12:10 0 [Note] mariadbd: Aria engine: starting recovery\n");
    for (int k = 0; k < 6; k++) {
      sb.append("2024-03-12  9:12:10 0 [Note] ").append(startup[k]).append('\n');
    }
    sb.append("2024-03-12  9:12:10 0 [Note] InnoDB: Starting crash recovery from checkpoint LSN=44776\n");
    sb.append("2024-03-12  9:12:10 0 [Note] InnoDB: 1 transaction(s) which must be rolled back or cleaned up in total"
        + " 400 row operations to undo\n");
    for (int k = 6; k < startup.length; k++) {
      sb.append("2024-03-12  9:12:10 0 [Note] ").append(startup[k]).append('\n');
    }
    for (int i = 0; i < 120; i++) {
      sb.append("2024-03-12  9:12:1").append(i % 10).append(' ').append(200 + i)
          .append(" [Warning] Access denied for user 'app'@'localhost' (using password: YES)\n");
    }
    sb.append("2024-03-12  9:12:13 0 [Note] mariadbd (initiated by: unknown): Normal shutdown\n");
    sb.append("2024-03-12  9:12:13 0 [Note] InnoDB: Starting shutdown...\n");
    sb.append("2024-03-12  9:12:13 0 [Note] mariadbd: Shutdown complete\n");
    return sb.toString();
  }

  @Test
  void theRecoveryAfterARestartIsKeptBeforeMoreLinesOfAWarningAlreadyShown() {
    Shaped s = shape(restartWithRecovery(), Evidence.of("cat data/mariadb.err", 0), 1_500);
    assertThat(s.text())
        .contains("Access denied for user 'app'@'localhost'")
        .contains("mariadbd: Aria engine: starting recovery")
        .contains("InnoDB: Starting crash recovery from checkpoint LSN=44776")
        .contains("1 transaction(s) which must be rolled back")
        .contains("mariadbd: Shutdown complete");
  }
}

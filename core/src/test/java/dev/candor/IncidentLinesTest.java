package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What a crash in the middle of a large output keeps when its lines match no error pattern: the
 * rare lines that follow a process ended by a signal are paid from the error share, a failure with
 * no error line shows its rare lines from the middle, and the first of hundreds of logged
 * "expected error" lines does not take the root cause's place.
 */
class IncidentLinesTest {

  private static Shaped shape(String text, Evidence ev, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  private static final String[] TABLES = {"orders", "stock", "carts", "users", "invoices", "payments", "sessions"};
  private static final String[] VERBS = {"select * from %s where id = %d", "update %s set seen = now() where id = %d",
      "delete from %s where id = %d and state = 'stale'", "insert into %s(id) values (%d)"};

  /**
   * A PostgreSQL log that logs every statement (so few lines share a template), with a few kinds
   * of routine error, and a backend killed by signal 9 in the middle, then recovery.
   */
  static String postgresStatementLogWithACrash() {
    StringBuilder sb = new StringBuilder("2026-12-01 09:00:00.001 UTC [900] LOG:  starting PostgreSQL 15.18 on x86_64-pc-linux-gnu\n");
    String[] routine = {"ERROR:  canceling statement due to user request", "ERROR:  could not serialize access due to concurrent update",
        "FATAL:  password authentication failed for user \"report\"", "ERROR:  relation \"tmp_import\" does not exist"};
    for (int i = 0; i < 400; i++) {
      String ts = String.format("2026-12-01 09:%02d:%02d.%03d UTC [%d]", i / 60, i % 60, i * 7 % 1000, 3000 + i);
      String table = TABLES[i % TABLES.length];
      String stmt = String.format(VERBS[(i / TABLES.length) % VERBS.length], table, i * 13);
      sb.append(ts).append(" shop@orders LOG:  duration: ").append(i % 9).append('.').append(i % 100).append(" ms  statement: ")
          .append(stmt).append(" /* ").append(table).append(i % 11 == 0 ? " batch" : " web").append(" */\n");
      if (i % 50 == 7) {
        sb.append(ts).append(" shop@orders ").append(routine[(i / 50) % routine.length]).append('\n');
      }
      if (i == 200) {
        sb.append("2026-12-01 09:03:20.500 UTC [900] LOG:  server process (PID 3197) was terminated by signal 9: Killed\n");
        sb.append("2026-12-01 09:03:20.500 UTC [900] LOG:  terminating any other active server processes\n");
        sb.append("2026-12-01 09:03:20.510 UTC [900] LOG:  all server processes terminated; reinitializing\n");
        sb.append("2026-12-01 09:03:20.600 UTC [3201] LOG:  database system was interrupted; last known up at 2026-12-01 09:00:00 UTC\n");
        sb.append("2026-12-01 09:03:21.100 UTC [3201] LOG:  database system was not properly shut down; automatic recovery in progress\n");
        sb.append("2026-12-01 09:03:21.200 UTC [3201] LOG:  redo starts at 0/1500788\n");
      }
    }
    sb.append("2026-12-01 09:06:40.000 UTC [900] LOG:  received fast shutdown request\n");
    sb.append("2026-12-01 09:06:40.100 UTC [900] LOG:  database system is shut down\n");
    return sb.toString();
  }

  @Test
  void aBackendKilledBySignalKeepsItsRecoveryLinesAmongRoutineErrorsAt2000Chars() {
    Shaped s = shape(postgresStatementLogWithACrash(), Evidence.of("postgres -D data", 0), 2_000);
    assertThat(s.text())
        .contains("server process (PID 3197) was terminated by signal 9: Killed")
        .contains("database system was not properly shut down; automatic recovery in progress")
        .endsWith("LOG:  database system is shut down");
  }

  /**
   * A job runner's log: each job logs its own steps (every line its own template), and in the
   * middle a worker is killed by the kernel; the runner exits 1 without one error word.
   */
  static String jobRunnerWithAKilledWorker() {
    StringBuilder sb = new StringBuilder("runner 4.2.0 starting 4 workers (queue=nightly)\n");
    String[] steps = {"fetched manifest for", "resolved inputs of", "rendered template for", "uploaded artifacts of",
        "notified subscribers of", "archived logs of", "checksummed outputs of", "rotated keys for"};
    for (int i = 0; i < 300; i++) {
      sb.append(String.format("[%02d:%02d] worker-%d: %s job %s-%d%s", i / 60, i % 60, i % 4, steps[i % steps.length],
          TABLES[i % TABLES.length], i, i % 3 == 0 ? " (cached)" : i % 3 == 1 ? " in " + (i % 9) + "s" : "")).append('\n');
      if (i % 37 == 5) {
        sb.append(String.format("[%02d:%02d] warning: job %s-%d took longer than its %ds deadline hint", i / 60, i % 60,
            TABLES[i % TABLES.length], i, 30 + i % 5)).append('\n');
      }
      if (i == 150) {
        sb.append("[02:30] supervisor: worker-2 (pid 8812) exited on signal 9 (SIGKILL) while running job invoices-150\n");
        sb.append("[02:30] supervisor: kernel log says: Out of memory: Killed process 8812 (runner) total-vm:8123456kB\n");
        sb.append("[02:30] supervisor: requeued job invoices-150 (attempt 2 of 2)\n");
      }
    }
    sb.append("runner stopped: 299 jobs done, 1 requeued past its last attempt\n");
    return sb.toString();
  }

  @Test
  void aFailureWithNoErrorLineShowsTheKilledWorkerFromTheMiddle() {
    Shaped s = shape(jobRunnerWithAKilledWorker(), Evidence.of("runner --queue nightly", 1), 2_000);
    assertThat(s.text())
        .contains("worker-2 (pid 8812) exited on signal 9 (SIGKILL)")
        .contains("Out of memory: Killed process 8812")
        .endsWith("runner stopped: 299 jobs done, 1 requeued past its last attempt");
  }

  /**
   * A test run whose first error line is one of 200 logged "expected error" lines from passing
   * tests; a few distinct failures come later, the first of them the root cause.
   */
  static String decoysFirst() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      sb.append("=== RUN   TestRetry/case").append(i).append('\n');
    }
    for (int i = 0; i < 200; i++) {
      sb.append("ERROR retry_test.go:41: expected error (simulated): dial tcp 127.0.0.1:").append(5400 + i)
          .append(": connect: connection refused\n");
      sb.append("ok  \tstore/retry/case").append(i).append("\t0.0").append(i % 10).append("s\n");
      if (i == 120) {
        sb.append("ERROR ledger_test.go:88: migration 0042 failed: column exists\n");
        sb.append("ERROR ledger_test.go:90: cannot open ledger: schema version 41, want 42\n");
      }
    }
    sb.append("FAIL\tstore/ledger\t0.412s\n");
    return sb.toString();
  }

  @Test
  void theFirstOfTwoHundredExpectedErrorLinesDoesNotTakeTheRootCausesPlace() {
    Shaped s = shape(decoysFirst(), Evidence.of("go test ./...", 1), 800);
    // So tight that the two distinct errors come first; the first decoy may follow them with what
    // is left (an error line now has room to show whole), never instead of them.
    assertThat(s.text())
        .contains("> L283: ERROR ledger_test.go:88: migration 0042 failed: column exists")
        .contains("> L284: ERROR ledger_test.go:90: cannot open ledger")
        .endsWith("FAIL\tstore/ledger\t0.412s");
  }

  @Test
  void roomLeftOverShowsACascadeLineTheErrorShareCouldNotPay() {
    // supervisord stopping its workers after one was killed: at 2,200 chars the tail starts a line
    // later than at 2,000, the cascade's share went to the kill's own lines, and 190 chars were left
    // over while the SIGTERM that starts the shutdown was cut.
    Shaped s = Corpus.byId("supervisord-worker-killed-journal-recovery").shaped(2_200);
    assertThat(s.text()).as(s.text()).contains("WARN received SIGTERM indicating exit request");
  }

  @Test
  void killedStartsAnIncidentAsAWordButNotInsideAPathOrAPropertyName() {
    assertThat(Incidents.crash("worker 7 was killed")).isTrue();
    assertThat(Incidents.crash("Killed.")).isTrue();
    assertThat(Incidents.crash("LOG:  server process (PID 3197) was terminated by signal 9: Killed")).isTrue();
    assertThat(Incidents.crash("The `subprocess.killed` property indicates whether the child process")).isFalse();
    assertThat(Incidents.crash("cp /var/lib/killed/jobs.db /tmp")).isFalse();
    assertThat(Incidents.crash("see docs/killed/README")).isFalse();
  }
}

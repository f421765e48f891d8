package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A file read whose lines start like log records is read as a log (start-up, error and rare lines,
 * recent state), whatever timestamp form the server writes; a source file stays a file read.
 */
class LogSniffTest {

  private static boolean looksLikeLog(String firstLines) {
    byte[] b = firstLines.getBytes(StandardCharsets.UTF_8);
    return Auto.looksLikeLog(b, b.length);
  }

  private static String lines(String format, int n) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      s.append(String.format(format, i % 10, i)).append('\n');
    }
    return s.toString();
  }

  @Test
  void mariaDbsSpacePaddedHourIsALogTimestamp() {
    assertThat(looksLikeLog(lines("2026-12-02  9:11:5%d 0 [Note] InnoDB: log sequence number 4476%d", 30))).isTrue();
  }

  @Test
  void nginxsSlashedDateIsALogTimestamp() {
    assertThat(looksLikeLog(lines("2026/12/02 09:11:5%d [error] 812#812: *%d open() failed (2: No such file)", 30))).isTrue();
  }

  @Test
  void aTimeFirstGlogAndTheKernelsSecondsAreLogStarts() {
    assertThat(looksLikeLog(lines("09:11:5%d.123 [main] INFO  c.a.Ledger - posted batch %d", 30))).isTrue();
    assertThat(looksLikeLog(lines("I1202 09:11:5%d.123456  4410 controller.go:%d] synced", 30))).isTrue();
    assertThat(looksLikeLog(lines("[   12.34567%d] usb 1-%d: new high-speed USB device", 30))).isTrue();
  }

  @Test
  void sourceCodeAndPlainTextAreNotLogs() {
    assertThat(looksLikeLog(lines("    int total%d = price * %d;", 30))).isFalse();
    assertThat(looksLikeLog(lines("Chapter %d: the ledger, page %d", 30))).isFalse();
    assertThat(looksLikeLog(lines("12:3%d  const rate = %d; // minutes:seconds", 30))).isFalse();
  }

  @Test
  void catOfAServerLogKeepsItsCrashRecoveryFromTheMiddle() {
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 150; i++) {
      log.append(String.format("2026-12-02  9:%02d:%02d 3%d [Warning] Access denied for user 'app'@'localhost' (using password: YES)%n", 12 + i / 60, i % 60, i));
    }
    log.append("2026-12-02  9:15:01 0 [Note] Starting MariaDB 10.11.19 as process 14410\n");
    log.append("2026-12-02  9:15:01 0 [Note] InnoDB: Starting crash recovery from checkpoint LSN=44776\n");
    log.append("2026-12-02  9:15:01 0 [Note] InnoDB: 1 transaction(s) which must be rolled back or cleaned up in total 400 row operations to undo\n");
    log.append("2026-12-02  9:15:02 0 [Note] InnoDB: Rolled back recovered transaction 484\n");
    for (int i = 0; i < 120; i++) {
      log.append(String.format("2026-12-02  9:%02d:%02d 4%d [Warning] Access denied for user 'app'@'localhost' (using password: YES)%n", 16 + i / 60, i % 60, i));
    }
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build()
        .shape(log.toString(), Evidence.of("cat data/mariadb.err", 0));
    assertThat(s.strategy()).isEqualTo(Strategy.LOG);
    assertThat(s.text()).contains("Starting crash recovery from checkpoint", "Rolled back recovered transaction 484");
  }
}

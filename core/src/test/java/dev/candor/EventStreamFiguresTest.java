package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Figures over an event stream's records never crowd out a failure record that fits without them,
 * though the stream's last event stands in line between its first failure record and the others.
 */
class EventStreamFiguresTest {

  /**
   * PostgreSQL's jsonlog of a restore: 400 LOG records, and two ERROR records in the middle, 201
   * and 204 (a role that does not exist), each with the statement that failed.
   */
  private static String restoreLog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 400; i++) {
      boolean error = i == 201 || i == 204;
      sb.append(String.format(Locale.ROOT, "{\"timestamp\":\"2026-12-02 06:19:%02d.083 UTC\",\"user\":\"postgres\","
          + "\"dbname\":\"shop_copy\",\"pid\":%d,\"line_num\":%d,\"error_severity\":\"%s\",\"message\":\"%s\"%s}%n",
          i % 60, 31000 + i * 7, i, error ? "ERROR" : "LOG",
          error ? "role \\\"reporting\\\" does not exist" : "statement: COPY public.orders_" + i + " FROM stdin",
          error ? ",\"statement\":\"ALTER TABLE public.t" + i + " OWNER TO reporting;\"" : ""));
    }
    return sb.toString();
  }

  @Test
  void bothFailureRecordsAreShownBeforeFiguresThatWouldLeaveRoomForOne() {
    // At 1,050 chars the two failure records and the last event fit without figures; with the
    // figures over pid and line_num, only the first failure record and the last event did.
    Shaped s = Shaper.builder().budget(Budget.chars(1_050)).build().shape(restoreLog(), Evidence.of("cat log/*.json", 0));
    assertThat(s.text()).as(s.text())
        .contains("ALTER TABLE public.t201 OWNER TO reporting;")
        .contains("ALTER TABLE public.t204 OWNER TO reporting;")
        .contains("\"kept\":\"the 2 failure records");
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A server that tags every line of a request with the request's number logs who asked at the
 * record's start and the outcome at its end: an error line inside the record brings both, held
 * or streamed; a tag every line holds (one process's pid) names no request and brings nothing.
 */
class SessionLeadsTest {

  /** FreeRADIUS -X: 60 requests of 15 lines each; request 37's account has expired. */
  private static String radiusLog() {
    StringBuilder sb = new StringBuilder("FreeRADIUS Version 3.2.1\nReady to process requests\n");
    for (int r = 0; r < 60; r++) {
      String t = "(" + r + ") ";
      sb.append(t).append("Received Access-Request Id ").append(100 + r).append(" from 127.0.0.1:4").append(1000 + r)
          .append(" to 127.0.0.1:1812 length 128\n");
      sb.append(t).append("  User-Name = \"user").append(r).append("\"\n");
      sb.append(t).append("  NAS-Identifier = \"AP-Ward-").append(r % 4).append("\"\n");
      sb.append(t).append("# Executing section authorize from file sites-enabled/clinic\n");
      sb.append(t).append("  authorize {\n");
      sb.append(t).append("    [preprocess] = ok\n");
      sb.append(t).append("files: users: Matched entry user").append(r).append(" at line ").append(20 + r).append('\n');
      sb.append(t).append("    [files] = ok\n");
      boolean expired = r == 37;
      if (expired) {
        sb.append(t).append("expiration: ERROR: Account expired at 'Jan 31 2024 00:00:00 UTC'\n");
      }
      sb.append(t).append(expired ? "    [expiration] = userlock\n" : "    [expiration] = noop\n");
      sb.append(t).append(expired ? "  } # authorize = userlock\n" : "  } # authorize = ok\n");
      sb.append(t).append("# Executing section post-auth from file sites-enabled/clinic\n");
      sb.append(t).append("    [exec] = noop\n");
      sb.append(t).append(expired ? "Sent Access-Reject Id " : "Sent Access-Accept Id ").append(100 + r)
          .append(" from 127.0.0.1:1812 to 127.0.0.1:4").append(1000 + r).append(" length 40\n");
      sb.append(t).append("Finished request\n");
    }
    return sb.append("Exiting normally\n").toString();
  }

  @Test
  void anErrorLineInsideATaggedRequestBringsTheRequestsStartAndEndHeldAndStreamed() throws IOException {
    String log = radiusLog();
    Evidence ev = Evidence.of("freeradius -X -d raddb", 0);
    for (int budget : new int[] {2000, 4000}) {
      for (Shaped s : HeldAndStreamed.shape(log, ev, budget)) {
        assertThat(s.size()).isLessThanOrEqualTo(budget);
        assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("(37) expiration: ERROR: Account expired")
            .contains("(37)   User-Name = \"user37\"")
            .contains("(37) Sent Access-Reject Id 137");
      }
    }
  }

  private static List<Line> lines(String text) {
    List<Line> out = new ArrayList<>();
    long n = 1;
    for (String t : text.split("\n")) {
      out.add(new Line(n++, 0, t.length(), t, false, false));
    }
    return out;
  }

  @Test
  void aTagNearlyEveryLineHoldsOrOneNoLineBelowHoldsNamesNoSession() {
    StringBuilder one = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      one.append("2024-06-18 10:40:").append(10 + i).append(" UTC [900] LOG:  checkpoint ").append(i).append('\n');
    }
    List<Line> pid = lines(one.toString());
    assertThat(Leads.tag(pid.get(15).text())).isEqualTo("[900]");
    assertThat(Leads.session(pid, 15)).isEmpty();
    // A request whose last line is the error line: nothing below says how it ended.
    List<Line> died = lines("(4) Received Access-Request\n(4)   User-Name = \"ann\"\n(4) files: ok\n(4)   NAS-Port = 3\n"
        + "(5) Received Access-Request\n(4) radiusd: ERROR: child exited\n(5)   User-Name = \"bo\"\n");
    assertThat(Leads.session(died, 5)).isEmpty();
    // A process's run of routine lines among other processes' lines: none of them is where it started.
    StringBuilder deploy = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      deploy.append("127.0.0.1 - - \"GET /api/items/").append(i).append(" HTTP/1.1\" 200 722\n");
    }
    for (int i = 1; i <= 20; i++) {
      deploy.append("09:06:").append(10 + i).append(" deploy[4121]: uploaded shard ").append(i).append("/480\n");
    }
    deploy.append("09:07:11 deploy[4121]: upload of shard 21/480 failed: connection reset by peer\n");
    deploy.append("09:07:11 deploy[4121]: ERROR: deploy failed after 20 of 480 shards\n");
    for (int i = 30; i < 60; i++) {
      deploy.append("127.0.0.1 - - \"GET /api/items/").append(i).append(" HTTP/1.1\" 200 722\n");
    }
    List<Line> shards = lines(deploy.toString());
    assertThat(Leads.session(shards, 50)).extracting(Line::text)
        .containsExactly("09:07:11 deploy[4121]: ERROR: deploy failed after 20 of 480 shards");
    assertThat(Leads.tag("Dec 06 05:16:40 imap(ann)<27853><KTTUNvBhkLJ/AAAB>: Error: stat failed"))
        .isEqualTo("imap(ann)<27853><KTTUNvBhkLJ/AAAB>:");
    assertThat(Leads.tag("2024-06-18T10:40:01 [2024-06-18T10:40:01Z] started")).isNull();
  }
}

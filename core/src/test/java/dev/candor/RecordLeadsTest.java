package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * An error line that names nothing brings the lines that name the record it sits in: the first
 * line of its paragraph and the lines of it that hold a name of their own, held or streamed.
 */
class RecordLeadsTest {

  /**
   * varnishlog -g request: a group per request, each with its backend request; the backend does
   * not answer /export/acct-0042 in time, and only that group says FetchError.
   */
  private static String varnishLog() {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < 600; r++) {
      int vxid = 65536 + 2 * r;
      boolean slow = r == 317;
      String url = slow ? "/export/acct-0042" : r % 7 == 0 ? "/sku/9" + r : "/sku/" + (r % 90);
      sb.append(String.format(Locale.ROOT, "*   << Request  >> %-10d%n", vxid));
      sb.append("-   ReqMethod      GET\n");
      sb.append("-   ReqURL         ").append(url).append('\n');
      sb.append("-   VCL_call       RECV\n-   VCL_call       HASH\n");
      sb.append(r % 3 == 0 ? "-   VCL_call       HIT\n" : "-   VCL_call       MISS\n");
      sb.append("-   RespStatus     ").append(slow ? 503 : r % 7 == 0 ? 404 : 200).append('\n');
      sb.append("-   VCL_call       DELIVER\n");
      if (r % 3 != 0) {
        sb.append(String.format(Locale.ROOT, "**  << BeReq    >> %-10d%n", vxid + 1));
        sb.append("--  VCL_call       BACKEND_FETCH\n");
        if (slow) {
          sb.append("--  FetchError     first byte timeout\n");
        }
        sb.append("--  BerespStatus   ").append(slow ? 503 : r % 7 == 0 ? 404 : 200).append('\n');
        sb.append(slow ? "--  VCL_call       BACKEND_ERROR\n" : "--  VCL_call       BACKEND_RESPONSE\n");
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Test
  void anErrorLineThatNamesNothingBringsTheLinesThatNameItsRecordHeldAndStreamed() throws IOException {
    String log = varnishLog();
    Evidence ev = Evidence.of("varnishlog -g request", 0);
    for (int budget : new int[] {2000, 4000, 8000}) {
      for (Shaped s : HeldAndStreamed.shape(log, ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("FetchError     first byte timeout")
            .contains("ReqURL         /export/acct-0042");
      }
    }
  }

  private static List<Line> lines(String text) {
    List<Line> lines = new ArrayList<>();
    long offset = 0;
    int no = 1;
    for (String t : text.split("\n", -1)) {
      lines.add(new Line(no++, offset, offset + t.length(), t, false, false, offset + t.length()));
      offset += t.length() + 1;
    }
    return lines;
  }

  @Test
  void anErrorLineThatNamesItsFileBringsNoRecordLead() {
    List<Line> all = lines("build started\n\nsrc/ledger/post.c: in function post\n  note: first of 3\n  note: second\n"
        + "src/ledger/post.c:17:5: error: unknown type name 'entry_t'");
    assertThat(Leads.record(all, all.size() - 1)).isEmpty();
  }

  @Test
  void aRecordWhoseLinesHoldNoNameOfTheirOwnBringsNone() {
    List<Line> all = lines("\n-   ReqURL /sku/10\n\n*   << Request >> 12\n-   ReqURL /sku/10\n-   VCL_call RECV\n"
        + "-   VCL_call HASH\n--  FetchError first byte timeout");
    assertThat(Leads.record(all, all.size() - 1)).isEmpty();
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Outputs that look cut before Candor saw them say so; outputs without such a sign do not. */
class UpstreamCutTest {

  private static Shaped shape(String output, String command, int budget) {
    return Shaper.builder().budget(Budget.chars(budget)).build().shape(output, Evidence.of(command, 0));
  }

  /** A log of 64 KiB cut mid-line, as {@code head -c 65536} or a capped read leaves it. */
  @Test
  void aFileOfExactly64KiBIsFlaggedInTheSummary() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; sb.length() < 65_536; i++) {
      sb.append("2026-12-01T12:00:00Z INFO request ").append(i).append(" served in 3 ms\n");
    }
    String log = sb.substring(0, 65_536);
    Shaped s = shape(log, "cat /var/log/app.log", 4_000);
    assertThat(s.text()).contains("output may have been cut before candor saw it: exactly 65,536 bytes");
    // A budget too small for the full summary's notes still says so.
    Shaped small = shape(log, "head -c 65536 /var/log/app.log", 2_000);
    assertThat(small.text().lines().filter(l -> l.startsWith("[candor: showing")).findFirst().orElseThrow())
        .contains("output may have been cut before candor saw it: exactly 65,536 bytes");
    assertThat(UpstreamCut.reason(s)).hasValue("exactly 65,536 bytes");
  }

  @Test
  void headOfALongListWithExactlyThatManyLinesIsFlagged() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 1_000; i++) {
      sb.append("src/main/java/app/Module").append(i).append(".java\n");
    }
    Shaped s = shape(sb.toString(), "find . -name '*.java' | head -n 1000", 4_000);
    assertThat(UpstreamCut.reason(s)).hasValue("exactly 1,000 lines, as 'head -n 1000' keeps");
    assertThat(s.text()).contains(UpstreamCut.PHRASE + "exactly 1,000 lines, as 'head -n 1000' keeps");
    // The same listing with 999 lines is not what head -n 1000 leaves when it cuts.
    String fewer = sb.substring(0, sb.lastIndexOf("src/"));
    assertThat(UpstreamCut.reason(shape(fewer, "find . -name '*.java' | head -n 1000", 4_000))).isEmpty();
  }

  @Test
  void aPaginatedApiPageIsFlaggedInTheDocumentAndTheNotes() {
    StringBuilder sb = new StringBuilder("{\"data\":[");
    for (int i = 0; i < 100; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"id\":\"cus_").append(i).append("\",\"email\":\"u").append(i)
          .append("@example.com\"}");
    }
    sb.append("],\"has_more\":true,\"url\":\"/v1/customers\"}");
    Shaped s = shape(sb.toString(), "curl -s https://api.example.com/v1/customers", 1_500);
    assertThat(s.strategy()).isEqualTo(Strategy.JSON);
    assertThat(s.text()).contains("\"upstream_cut_suspected\":\"has_more: true\"");
    assertThat(UpstreamCut.reason(s)).hasValue("has_more: true");
    String last = "{\"items\":[1,2,3],\"next_page_token\":null,\"has_more\":false}";
    assertThat(UpstreamCut.reason(shape(last, "curl -s https://api.example.com/v1/items", 1_500))).isEmpty();
  }

  @Test
  void paginationSignsAreReadAtTheTopAndOneLevelDown() {
    assertThat(UpstreamCut.ofMembers(members("next_page_token", "\"CiAKGjBp\""))).hasValue(
        "next_page_token is set, so a next page follows");
    assertThat(UpstreamCut.ofMembers(members("page", "2", "total_pages", "7"))).hasValue("page 2 of 7");
    assertThat(UpstreamCut.ofMembers(members("page", "7", "total_pages", "7"))).isEmpty();
    assertThat(UpstreamCut.ofMembers(members("truncated", "true"))).hasValue("truncated: true");
    assertThat(UpstreamCut.ofMembers(members("response_metadata", "{\"next_cursor\":\"dXNlcjpVMEc5V0ZYTlo=\"}")))
        .hasValue("response_metadata.next_cursor is set, so a next page follows");
    assertThat(UpstreamCut.ofMembers(members("nextCursor", "null", "cursor", "\"\""))).isEmpty();
  }

  @Test
  void aLimitedQueryWithThatManyRowsIsFlagged() {
    StringBuilder sb = new StringBuilder(" id |  name\n----+--------\n");
    for (int i = 1; i <= 50; i++) {
      sb.append(String.format("%3d | user%d%n", i, i));
    }
    sb.append("(50 rows)\n\n");
    String cmd = "psql -c 'SELECT id, name FROM users ORDER BY id LIMIT 50'";
    Shaped s = shape(sb.toString(), cmd, 4_000);
    assertThat(UpstreamCut.reason(s)).hasValue("50 rows, the query's limit");
    assertThat(s.text()).contains(UpstreamCut.PHRASE + "50 rows, the query's limit");
    String fewer = sb.toString().replace("(50 rows)", "(49 rows)").replace(" 50 | user50\n", "");
    assertThat(UpstreamCut.reason(shape(fewer, cmd, 4_000))).isEmpty();
    assertThat(UpstreamCut.ofCounts(2_000, 50, OptionalLong.empty(), Optional.of("sqlite3 db 'select * from t limit 50'"), ""))
        .hasValue("50 rows, the query's limit");
  }

  @Test
  void roundCountsAndPowersOfTwoAreSignsButNearbyCountsAreNot() {
    assertThat(UpstreamCut.ofCounts(4_096, 70, OptionalLong.empty(), Optional.empty(), "")).hasValue("exactly 4,096 bytes");
    assertThat(UpstreamCut.ofCounts(2_048, 30, OptionalLong.empty(), Optional.empty(), "")).isEmpty();
    assertThat(UpstreamCut.ofCounts(4_097, 70, OptionalLong.empty(), Optional.empty(), "")).isEmpty();
    assertThat(UpstreamCut.ofCounts(90_000, 10_000, OptionalLong.empty(), Optional.empty(), "")).hasValue("exactly 10,000 lines");
    assertThat(UpstreamCut.ofCounts(90_000, 10_001, OptionalLong.empty(), Optional.empty(), "")).isEmpty();
    assertThat(UpstreamCut.ofCounts(90_000, 2_000, OptionalLong.empty(), Optional.empty(), "")).isEmpty();
    assertThat(UpstreamCut.ofCounts(90_000, 3, OptionalLong.of(1_000), Optional.empty(), "")).hasValue("exactly 1,000 items");
  }

  /** A pod's log asked for its last 500 lines, as {@code kubectl logs --tail=500} prints it. */
  @Test
  void aLogEndpointsFixedTailIsFlaggedInTheSummary() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      sb.append("2026-12-01T12:00:").append(String.format("%02d", i % 60)).append("Z INFO worker job ").append(i)
          .append(" done\n");
    }
    Shaped s = shape(sb.toString(), "kubectl logs --tail=500 -n prod deploy/api", 4_000);
    assertThat(UpstreamCut.reason(s)).hasValue("exactly 500 lines, the fixed tail 'kubectl logs --tail=500' keeps");
    assertThat(s.text()).contains(UpstreamCut.PHRASE + "exactly 500 lines, the fixed tail 'kubectl logs --tail=500' keeps");
    // The pod wrote fewer lines than asked for: nothing was cut.
    String fewer = sb.substring(0, sb.lastIndexOf("2026-"));
    assertThat(UpstreamCut.reason(shape(fewer, "kubectl logs --tail=500 -n prod deploy/api", 4_000))).isEmpty();
  }

  /** Each endpoint, its option's spellings and its default, by the exact reason; a count one off is no sign. */
  @Test
  void logEndpointsByOptionAndDefault() {
    String[][] cases = {
      {"kubectl logs --tail=200 pod/web", "200", "exactly 200 lines, the fixed tail 'kubectl logs --tail=200' keeps"},
      {"kubectl -n prod logs pod/web --tail 200", "200", "exactly 200 lines, the fixed tail 'kubectl logs --tail=200' keeps"},
      {"oc logs --tail=50 dc/api", "50", "exactly 50 lines, the fixed tail 'oc logs --tail=50' keeps"},
      {"kubectl logs -l app=web", "10", "exactly 10 lines, what 'kubectl logs -l' keeps by default"},
      {"docker logs --tail 300 api", "300", "exactly 300 lines, the fixed tail 'docker logs --tail 300' keeps"},
      {"docker logs -n 300 api", "300", "exactly 300 lines, the fixed tail 'docker logs --tail 300' keeps"},
      {"docker compose logs --tail=40 db", "40", "exactly 40 lines, the fixed tail 'docker logs --tail 40' keeps"},
      {"sudo journalctl -u nginx -n 100 --no-pager", "100", "exactly 100 lines, the fixed tail 'journalctl -n 100' keeps"},
      {"journalctl -u nginx --lines=100", "100", "exactly 100 lines, the fixed tail 'journalctl -n 100' keeps"},
      {"journalctl -e -u sshd", "1000", "exactly 1,000 lines, what 'journalctl -e' keeps by default"},
      {"heroku logs -a shop -n 250", "250", "exactly 250 lines, the fixed tail 'heroku logs -n 250' keeps"},
      {"heroku logs --app shop", "100", "exactly 100 lines, what 'heroku logs' keeps by default"},
      {"git log --oneline -n 30", "30", "exactly 30 lines, the fixed tail 'git log -n 30' keeps"},
      {"git log --oneline -30", "30", "exactly 30 lines, the fixed tail 'git log -n 30' keeps"},
      {"sh -c 'tail /var/log/syslog'", "10", "exactly 10 lines, what 'tail' keeps by default"},
      {"dmesg | tail", "10", "exactly 10 lines, what 'tail' keeps by default"},
    };
    for (String[] c : cases) {
      long lines = Long.parseLong(c[1]);
      assertThat(UpstreamCut.ofCounts(lines * 60, lines, OptionalLong.empty(), Optional.of(c[0]), ""))
          .as(c[0]).hasValue(c[2]);
      assertThat(UpstreamCut.ofCounts(lines * 60, lines - 1, OptionalLong.empty(), Optional.of(c[0]), ""))
          .as(c[0] + " one line short").isEmpty();
    }
    // journalctl's own "-- Logs begin at ..." line above the entries.
    assertThat(UpstreamCut.ofCounts(6_000, 101, OptionalLong.empty(), Optional.of("journalctl -n 100"), ""))
        .hasValue("exactly 100 lines, the fixed tail 'journalctl -n 100' keeps");
    String[][] none = {
      {"kubectl logs --tail=-1 pod/web", "10"},   // -1: all of it
      {"kubectl logs pod/web", "10"},             // no selector: the whole log
      {"docker logs --tail all api", "10"},
      {"podman logs -n api", "10"},               // podman's -n is --names
      {"heroku logs --tail -a shop", "100"},      // streams
      {"git log -n 30", "30"},                    // a commit is many lines
      {"tail -f /var/log/syslog", "10"},
      {"tail -c 4096 app.log", "10"},
      {"grep -c tail notes.txt", "10"},
      {"journalctl -u nginx", "10"},
    };
    for (String[] c : none) {
      long lines = Long.parseLong(c[1]);
      assertThat(UpstreamCut.ofCounts(lines * 60, lines, OptionalLong.empty(), Optional.of(c[0]), "")).as(c[0]).isEmpty();
    }
  }

  /** Every case of the tuning corpus, as its tool printed it: none shows a sign of an upstream cut. */
  @Tag("slow")
  @Test
  void noCaseOfTheCorpusIsFlagged() {
    List<String> flagged = new ArrayList<>();
    int shaped = 0;
    for (Corpus.Case c : Corpus.all()) {
      for (int budget : new int[] {2_000, 8_000}) {
        Shaped s = Shaper.builder().budget(Budget.chars(budget)).build().shape(c.output(), c.asEvidence());
        shaped++;
        UpstreamCut.reason(s).ifPresent(r -> flagged.add(c.id() + " at " + budget + ": " + r));
      }
    }
    System.out.println("upstream cut: " + flagged.size() + " of " + shaped + " corpus shapings flagged " + flagged);
    assertThat(shaped).isGreaterThanOrEqualTo(80);
    assertThat(flagged).isEmpty();
  }

  private static List<java.util.Map.Entry<String, String>> members(String... kv) {
    List<java.util.Map.Entry<String, String>> out = new ArrayList<>();
    for (int i = 0; i < kv.length; i += 2) {
      out.add(java.util.Map.entry(kv[i], kv[i + 1]));
    }
    return out;
  }

}

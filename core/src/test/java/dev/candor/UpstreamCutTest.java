package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
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

  /** Every case of the tuning corpus, as its tool printed it: none shows a sign of an upstream cut. */
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

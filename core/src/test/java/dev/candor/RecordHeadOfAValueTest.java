package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A line kept for a value that stands out of a routine record names nothing itself; it comes with
 * the lines above it that say whose record it is, held and streamed.
 */
class RecordHeadOfAValueTest {

  /**
   * A database's vacuum of 150 tables, one of them holding 13,340 dead rows it may not remove yet;
   * records of five to nine lines (an index line for every third table, the analysis of every
   * other one), so no two neighbours are the same record.
   */
  private static String vacuum() {
    StringBuilder sb = new StringBuilder("vacuumdb: vacuuming database \"ledger\"\n");
    for (int t = 0; t < 150; t++) {
      String table = t == 77 ? "invoices" : "table_" + t;
      int dead = t == 77 ? 13_340 : t % 7;
      int pages = 40 + t % 9;
      int rows = 2000 + 13 * t;
      sb.append("INFO:  vacuuming \"ledger.public.").append(table).append("\"\n")
          .append("INFO:  finished vacuuming \"ledger.public.").append(table).append("\": index scans: ").append(t % 2).append('\n')
          .append(String.format(Locale.ROOT, "pages: 0 removed, %d remain, %d scanned (100.00%% of total)%n", pages, pages))
          .append(String.format(Locale.ROOT, "tuples: 0 removed, %d remain, %d are dead but not yet removable%n", rows, dead));
      if (t % 3 == 0) {
        sb.append(String.format(Locale.ROOT,
            "index \"%s_pkey\": pages: %d in total, 0 newly deleted, 0 currently deleted, 0 reusable%n", table, 10 + t % 5));
      }
      sb.append(String.format(Locale.ROOT, "buffer usage: %d hits, 0 misses, 0 dirtied%n", 100 + t % 13))
          .append("system usage: CPU: user: 0.00 s, system: 0.00 s, elapsed: 0.00 s\n");
      if (t % 2 == 1) {
        sb.append("INFO:  analyzing \"public.").append(table).append("\"\n")
            .append(String.format(Locale.ROOT, "INFO:  \"%s\": scanned %d of %d pages, containing %d live rows and %d dead rows;"
                + " %d rows in sample%n", table, pages, pages, rows, dead, rows));
      }
    }
    return sb.toString();
  }

  @Test
  void aValueThatStandsOutComesWithTheLinesThatNameItsRecord() throws IOException {
    String run = vacuum();
    Evidence ev = Evidence.of("vacuumdb --verbose -d ledger", 0);
    for (int budget : new int[] {4000, 8000}) {
      for (Shaped s : HeldAndStreamed.shape(run, ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("13340 are dead but not yet removable")
            .contains("INFO:  vacuuming \"ledger.public.invoices\"")
            .contains("INFO:  finished vacuuming \"ledger.public.invoices\": index scans: 1");
      }
    }
  }

  @Test
  void theNearestLineThatNamesSomethingAndTheLineAboveWhenItNamesTheSame() {
    List<Line> lines = TestLines.of("""
        INFO:  analyzing "public.accounts"
        INFO:  vacuuming "ledger.public.invoices"
        INFO:  finished vacuuming "ledger.public.invoices": index scans: 0
        pages: 0 removed, 133 remain
        tuples: 0 removed, 20000 remain, 13340 are dead
        """);
    assertThat(Namers.of(lines.get(4), lines.subList(0, 4))).extracting(Line::text)
        .containsExactly("INFO:  vacuuming \"ledger.public.invoices\"",
            "INFO:  finished vacuuming \"ledger.public.invoices\": index scans: 0");
    // The line above names another table: only the nearest comes.
    assertThat(Namers.of(lines.get(4), List.of(lines.get(0), lines.get(2), lines.get(3)))).extracting(Line::text)
        .containsExactly("INFO:  finished vacuuming \"ledger.public.invoices\": index scans: 0");
  }

  /**
   * testparm's one unknown parameter that stands out, where no line above names anything: the
   * nearest line above that quotes a value heads its record ({@code Processing section
   * "[safeguarding]"}); with no quoted value above, none comes.
   */
  @Test
  void withNoNameAboveTheNearestLineQuotingAValueHeadsTheRecord() {
    List<Line> lines = TestLines.of("""
        Unknown parameter encountered: "write cache size"
        Ignoring unknown parameter "write cache size"
        Processing section "[safeguarding]"
        Unknown parameter encountered: "valid user"
        """);
    assertThat(Namers.of(lines.get(3), lines.subList(0, 3))).extracting(Line::text)
        .containsExactly("Processing section \"[safeguarding]\"");
    List<Line> plain = TestLines.of("""
        Processing section safeguarding
        Unknown parameter encountered: valid user
        """);
    assertThat(Namers.of(plain.get(1), plain.subList(0, 1))).isEmpty();
  }

  @Test
  void aLineThatNamesSomethingItselfOrARecordEndedByABlankLineBringsNone() {
    List<Line> lines = TestLines.of("""
        INFO:  vacuuming "ledger.public.invoices"

        tuples: 0 removed, 20000 remain, 13340 are dead
        INFO:  "invoices-2024": scanned 133 of 133 pages
        """);
    assertThat(Namers.of(lines.get(2), lines.subList(0, 2))).isEmpty();
    assertThat(Namers.of(lines.get(3), lines.subList(0, 3))).isEmpty();
  }
}

package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The records that stand out of a structured result are shown, at any depth, before head and
 * tail filler, and the statement says why: a number whose sign is unlike its field's others (a
 * stock count of -12 among 500 positive ones, in an array nested in an object in an array), and a
 * categorical value seen once where a few values make the field (a left join's one row whose
 * joined fields are empty). No field here names a failure: only how the record stands out can
 * bring it forward.
 */
class StructuredOutliersTest {

  /**
   * A {@code jq}-made inventory export: an array of one depot whose {@code slots} array holds
   * {@code n} slots, slot {@code odd} holding a count of -7 (a pick booked twice).
   */
  private static String depotJson(int n, int odd) {
    StringBuilder sb = new StringBuilder("[{\"depot\":\"rotterdam-3\",\"slots\":[");
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"slot\":\"R%02d-%03d\",\"article\":\"ART-%05d\",\"count\":%d,\"held\":%d}",
          i / 100, i % 100, 20000 + 37 * i, i == odd ? -7 : 3 + i * 17 % 240, i % 6));
    }
    return sb.append("],\"checked\":\"2026-10-30\"}]").toString();
  }

  @Test
  void theOneNegativeCountInANestedArrayIsShownAndNamed() throws IOException {
    String json = depotJson(500, 287);
    for (int budget : new int[] {1500, 3000, 8000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("{\"slot\":\"R02-087\",\"article\":\"ART-30619\",\"count\":-7,\"held\":5}")
          .contains("the record with a rare value: count = -7 (the only negative of 500)");
      parse(r.text()); // still one valid JSON document
    }
  }

  @Test
  void manyNegativesAreNoOutlier() throws IOException {
    // A ledger's amounts: debits and credits alike, so a negative is nothing rare.
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 300; i++) {
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"entry\":%d,\"amount\":%d}", 5000 + i, i % 3 == 0 ? -(10 + i) : 10 + i));
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, sb.append(']').toString(), Budget.chars(800));
    assertThat(r.text()).as(r.text()).doesNotContain("negative").doesNotContain("rare value");
  }

  /**
   * {@code csvjoin --left} of 300 orders with a customer export: the customers' country and tier
   * take a few values each, and order 7151's customer is missing, so its joined fields are empty.
   */
  @Test
  void theLeftJoinsOneUnmatchedRowIsShownAndNamed() throws IOException {
    StringBuilder sb = new StringBuilder("order,customer,total,country,tier\n");
    String[] countries = {"SE", "NO", "DK", "FI"};
    for (int i = 0; i < 300; i++) {
      boolean orphan = i == 151;
      sb.append(String.format(Locale.ROOT, "%d,K-%04d,%d.%02d,%s,%s\n", 7000 + i, 1000 + i * 7 % 120,
          40 + i * 13 % 900, i % 100, orphan ? "" : countries[i % 4], orphan ? "" : Integer.toString(i % 3)));
    }
    for (int budget : new int[] {1000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\n7151,K-1097,203.51,,\n")
          .contains("kept the row with a rare value: tier = \"\"\"\" (1 of 300)");
      List<List<String>> rows = parseCsv(r.text(), ',');
      rows.forEach(row -> assertThat(row).hasSize(5));
    }
  }

  @Test
  void aRareValueBesideManyUsualOnesIsNoOutlier() throws IOException {
    // Fourteen usual shards, more than RareValues.USUAL_VALUES: one value seen once among them says nothing.
    StringBuilder sb = new StringBuilder("run,shard\n");
    for (int i = 0; i < 300; i++) {
      sb.append(i).append(",s").append(i == 140 ? 19 : i % 14).append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(600));
    assertThat(r.text()).as(r.text()).doesNotContain("rare value");
  }

  /** A worker pool's NDJSON log: one record of 400 has a negative queue depth (a counter underflow). */
  @Test
  void aNegativeInAStreamedNdjsonRecordIsShown() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      sb.append(String.format(Locale.ROOT,
          "{\"ts\":\"2026-10-30T08:%02d:%02dZ\",\"worker\":\"w%d\",\"queue_depth\":%d,\"msg\":\"tick\"}\n",
          i / 60, i % 60, i % 4, i == 333 ? -1 : 2 + i % 9));
    }
    Budget b = Budget.chars(1200);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"queue_depth\":-1");
    String kept = StructuredFixtures.ndjsonKept(r.text());
    assertThat(kept).contains("queue_depth = -1 (the only negative of 400)");
  }

  /**
   * A coverage tool's per-file summary as a JSON array: 120 files between 88% and 99% of lines
   * covered, one at 31%; and a build's per-module timings, 120 modules between 100 and 160 ms, one
   * at 910 ms (not ten times the next, yet far outside the bulk).
   */
  @Test
  void aNumberFarOutsideTheBulkIsShownAndNamed() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 120; i++) {
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"file\":\"src/billing/mod%03d.ts\",\"lines_pct\":%s,\"build_ms\":%d}",
          i, i == 71 ? "31.25" : String.format(Locale.ROOT, "%.2f", 88 + (i * 7 % 23) * 0.5), i == 40 ? 910 : 100 + i * 13 % 61));
    }
    String json = sb.append(']').toString();
    Budget b = Budget.chars(1500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("\"file\":\"src/billing/mod071.ts\",\"lines_pct\":31.25")
        .contains("\"file\":\"src/billing/mod040.ts\"")
        .contains("lines_pct = 31.25 (far below the rest: the next 88,")
        .contains("build_ms = 910 (far above the rest: the next 160");
    parse(r.text());
  }

  @Test
  void aSpreadWithoutAGapNamesNoOutlier() throws IOException {
    // Sizes that grow steadily: the largest is far above the middle half, but not apart from the next.
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 200; i++) {
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "{\"blob\":\"b%03d\",\"bytes\":%d}",
          i, (long) Math.pow(1.05, i)));
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, sb.append(']').toString(), Budget.chars(800));
    assertThat(r.text()).as(r.text()).doesNotContain("far above").doesNotContain("far below");
  }

  @Test
  void theLargestAtTheEndOfALongTailIsNoOutlier() throws IOException {
    // Installed package sizes: most small, a few very large; the largest is far from the next, but
    // the next is farther still from the bulk, so the largest ends a tail rather than standing apart.
    StringBuilder sb = new StringBuilder("package,installed_size_kib\n");
    for (int i = 0; i < 300; i++) {
      long kib = i == 120 ? 510243 : i == 200 ? 422505 : i == 33 ? 250000 : 40 + i * 37 % 1500;
      sb.append("pkg-").append(i).append(',').append(kib).append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(800));
    assertThat(r.text()).as(r.text()).doesNotContain("far above");
  }
}

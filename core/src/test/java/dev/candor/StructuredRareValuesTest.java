package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static dev.candor.StructuredFixtures.statementRow;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A row or record whose value in a nearly constant field is rare (the one node of 200 on an older
 * kernel) is kept before the others, wherever it sits, and the statement says why. No field here
 * names a failure, so nothing but rarity can bring the row forward.
 */
class StructuredRareValuesTest {

  /**
   * {@code kubectl get nodes} as CSV (a custom-columns export): 200 nodes in three zones, one on
   * an older kernel and containerd, row {@code odd} of 200.
   */
  private static String nodesCsv(int rows, int odd) {
    StringBuilder sb = new StringBuilder("name,zone,kernel,runtime,cpu,memory_gib\n");
    String[] zones = {"eu-west-1a", "eu-west-1b", "eu-west-1c"};
    for (int i = 1; i <= rows; i++) {
      boolean old = i == odd;
      sb.append(String.format(Locale.ROOT, "ip-10-42-%d-%d.eu-west-1.compute.internal,%s,%s,%s,%d,%d\n",
          i / 250, i % 250, zones[i % 3], old ? "5.10.210-201.852.amzn2.x86_64" : "5.10.213-201.855.amzn2.x86_64",
          old ? "containerd://1.6.19" : "containerd://1.7.11", 4 + 4 * (i % 2), 16 + 16 * (i % 2)));
    }
    return sb.toString();
  }

  @Test
  void theOneRowOnADifferentKernelIsShownAndTheStatementSaysWhy() throws IOException {
    String csv = nodesCsv(200, 117);
    for (int budget : new int[] {1000, 2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, csv, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("ip-10-42-0-117.eu-west-1.compute.internal,eu-west-1a,5.10.210-201.852.amzn2.x86_64,"
              + "containerd://1.6.19")
          .contains("kept the row with a rare value: kernel = 5.10.210-201.852.amzn2.x86_64"
              + " (1 of 200)");
      List<List<String>> records = parseCsv(r.text(), ',');
      for (List<String> rec : records) {
        assertThat(rec).hasSize(6);
      }
      assertThat(records.get(statementRow(records)).get(0)).contains("showing").contains("of 200 rows");
    }
  }

  @Test
  void aRareRowFarPastTheHeadIsHeldThoughTheTailWindowMovedOn() throws IOException {
    // A read cap of 4 KiB closes the head after some 50 rows and lets the tail window hold some
    // 200: row 1,200 of 3,000 is in neither, and is shown only because its kernel is rare.
    String csv = nodesCsv(3000, 1200);
    Budget b = Budget.chars(2000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, csv, b, Map.of(), 4096);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("ip-10-42-4-200.eu-west-1.compute.internal,eu-west-1a,5.10.210-201.852.amzn2.x86_64")
        .contains("kernel = 5.10.210-201.852.amzn2.x86_64 (1 of 3,000)");
  }

  @Test
  void aTableWithNoNearlyConstantFieldNamesNoRareRow() throws IOException {
    StringBuilder sb = new StringBuilder("name,zone\n");
    for (int i = 1; i <= 300; i++) {
      sb.append("node-").append(i).append(",zone-").append(i % 4).append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(600));
    assertThat(r.text()).doesNotContain("rare value").contains("kept the first");
  }

  /** {@code aws ec2 describe-volumes} as NDJSON (one volume a line): 400 volumes, one not encrypted. */
  @Test
  void anNdjsonRecordWithARareValueIsShownFirst() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 400; i++) {
      sb.append(String.format(Locale.ROOT,
          "{\"VolumeId\":\"vol-%017x\",\"Size\":%d,\"AvailabilityZone\":\"eu-west-1%s\",\"Encrypted\":%s,"
              + "\"VolumeType\":\"gp3\",\"Iops\":3000}\n",
          0xabc000L + i * 7919L, 20 + i % 5 * 10, i % 2 == 0 ? "a" : "b", i == 263 ? "false" : "true"));
    }
    Budget b = Budget.chars(1200);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"Encrypted\":false");
    String statement = StructuredFixtures.ndjsonKept(r.text());
    assertThat(statement).contains("the record with a rare value: Encrypted = false (1 of 400)");
  }

  /**
   * GeoJSON features one a line (ogr2ogr's GeoJSONSeq): 120 trees in longitude and latitude, one
   * surveyed in grid metres. Its two coordinates, an array inside the record, are each over ten
   * thousand times any other record's, though only twice each other: the record stands out.
   */
  @Test
  void aNumberInAnArrayInsideARecordStandsOutAgainstOtherRecordsNotItsOwnOtherNumbers() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 120; i++) {
      String point = i == 77 ? "358612.0, 173025.0" : String.format(Locale.ROOT, "-2.%04d, 51.%04d", 5000 + i * 37, 4000 + i * 53);
      sb.append(String.format(Locale.ROOT,
          "{\"type\":\"Feature\",\"properties\":{\"tree_id\":\"BT-%05d\",\"height_m\":%d.%d},"
              + "\"geometry\":{\"type\":\"Point\",\"coordinates\":[%s]}}\n",
          20400 + i, 4 + i % 20, i % 10, point));
    }
    Budget b = Budget.chars(1500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"tree_id\":\"BT-20477\"").contains("[358612.0,173025.0]");
    assertThat(StructuredFixtures.ndjsonKept(r.text())).contains("geometry.coordinates = 358612.0 (the most; the next");
  }

  /**
   * The same survey, where three trees stand on a street no other tree does: a value held three
   * times is rare, but a coordinate thousands of times any other record's is rarer still, and at a
   * budget of two or three records it is the one shown first. A number ten times the next ranks
   * after the rare values; one a thousand times the next (three orders of magnitude) ranks as a
   * value held once.
   */
  @Test
  void aNumberOfAnotherOrderOfMagnitudeComesBeforeAValueHeldThreeTimes() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 110; i++) {
      String point = i == 56 ? "358612.0, 173025.0" : String.format(Locale.ROOT, "-2.%04d, 51.%04d", 5000 + i * 37, 4000 + i * 53);
      String street = i == 5 || i == 37 || i == 90 ? "Cotswold Road" : new String[] {"Victoria Park Road", "Hill Avenue"}[i % 2];
      sb.append(String.format(Locale.ROOT,
          "{\"type\":\"Feature\",\"properties\":{\"tree_id\":\"BT-%05d\",\"street\":\"%s\",\"height_m\":%d.%d,"
              + "\"surveyor\":\"J. Halloran\",\"condition\":\"good\",\"survey_date\":\"2025-05-%02d\"},"
              + "\"geometry\":{\"type\":\"Point\",\"coordinates\":[%s]}}\n",
          20400 + i, street, 4 + i % 20, i % 10, 1 + i % 28, point));
    }
    for (int budget : new int[] {1000, 1300}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, sb.toString(), b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text()).contains("\"tree_id\":\"BT-20456\"").contains("[358612.0,173025.0]");
    }
  }

  /**
   * A markdown linter's JSON findings: 300 of nine rules, one of a tenth; a context field is null
   * on most findings and quotes the line on the others, nine of them seen once. The one rule broken
   * once is the rare value said first: a field with one rare value says more than a field of free
   * text with nine, though more findings hold that field's commonest value (null).
   */
  @Test
  void aFieldWithOneRareValueComesBeforeAFieldWithManyAtASmallBudget() throws IOException {
    String[] rules = {"Lists should be surrounded by blank lines", "Headings should be surrounded by blank lines",
        "Line length", "Multiple consecutive blank lines", "Trailing spaces", "Bare URL used", "Hard tabs",
        "Fenced code blocks should have a language specified", "Files should end with a single newline character"};
    String[] contexts = {"## Diagnosis", "## Impact", "- <https://grafana.internal/d/lag>"};
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 301; i++) {
      String rule = i == 150 ? "Link fragments should be valid" : rules[i % rules.length];
      String context = i == 150 ? "\"[raise partitions](#raising-partitions)\""
          : i % 31 == 7 ? "\"- step " + i + " of the runbook, checked first\""
          : i % 3 == 0 ? "\"" + contexts[i % 9 / 3] + "\"" : "null";
      sb.append(i == 0 ? "" : ",\n").append(String.format(Locale.ROOT,
          "{\"fileName\":\"docs/runbooks/r%02d.md\",\"lineNumber\":%d,\"ruleDescription\":\"%s\",\"errorContext\":%s}",
          i / 8, 5 + i % 30, rule, context));
    }
    sb.append("]\n");
    Budget b = Budget.chars(1000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("Link fragments should be valid");
  }

  /**
   * A meter ingest's structured log (one event a line): each meter's file opened, its three
   * readings, its end; only the readings hold a unit, and one reading is in Wh among kWh. The unit
   * is judged among the 150 readings, not the 250 records.
   */
  @Test
  void aRareValueOfAFieldOnlyOneKindOfRecordHoldsIsShown() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int m = 1; m <= 50; m++) {
      sb.append(String.format(Locale.ROOT, "{\"meter\": \"SOL-%04d\", \"rows\": 3, \"event\": \"export_opened\"}\n", m));
      for (int d = 12; d <= 14; d++) {
        boolean wh = m == 33 && d == 13;
        sb.append(String.format(Locale.ROOT, "{\"meter\": \"SOL-%04d\", \"day\": \"2024-06-%d\", \"kwh\": %s,"
            + " \"unit\": \"%s\", \"event\": \"reading_ingested\"}\n", m, d, wh ? "7007.0" : (10 + (m * d) % 17) + ".5",
            wh ? "Wh" : "kWh"));
      }
      sb.append(String.format(Locale.ROOT, "{\"meter\": \"SOL-%04d\", \"days\": 3, \"event\": \"meter_done\"}\n", m));
    }
    Budget b = Budget.chars(1500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"day\":\"2024-06-13\",\"kwh\":7007.0,\"unit\":\"Wh\"");
    assertThat(StructuredFixtures.ndjsonKept(r.text())).contains("unit = Wh (1 of 150)");
  }

  /**
   * A firewall's rules as {@code nft -j} lists them: each item wraps its fields in one member
   * ({@code {"rule": {...}}}) and the counter sits in an array of expressions. Rule 31 of 60 drops
   * traffic and has counted some; every other counter is 0, and no field names a failure.
   */
  private static String wrappedRules(int rules, int odd, boolean twoCounters) {
    StringBuilder sb = new StringBuilder("{\"nftables\": [");
    for (int i = 1; i <= rules; i++) {
      boolean hit = i == odd;
      String counter = String.format(Locale.ROOT, "{\"counter\": {\"packets\": %d, \"bytes\": %d}}",
          hit ? 3 : 0, hit ? 180 : 0);
      sb.append(i == 1 ? "" : ", ").append(String.format(Locale.ROOT,
          "{\"rule\": {\"table\": \"filter\", \"handle\": %d, \"comment\": \"service %d\", \"expr\": ["
              + "{\"match\": {\"right\": %d}}, %s%s, {\"%s\": null}]}}",
          i + 4, i, 8000 + i, counter, twoCounters ? ", " + counter : "", hit ? "drop" : "accept"));
    }
    return sb.append("]}").toString();
  }

  @Test
  void aRareValueNestedInAWrappedRecordIsShownAndNamedByItsPath() throws IOException {
    String json = wrappedRules(60, 31, false);
    for (int budget : new int[] {2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\"comment\":\"service 31\"")
          .contains("rule.expr.counter.packets = 3 (1 of 60)");
      parse(r.text());
    }
  }

  @Test
  void aValueHeldAmongSeveralInOneRecordIsCountedOncePerRecord() throws IOException {
    // Each rule counts twice: rule 31 holds 3 in both counters, and is one rule of 60 holding it.
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, wrappedRules(60, 31, true), Budget.chars(2000));
    assertThat(r.text()).as(r.text())
        .contains("\"comment\":\"service 31\"")
        .contains("rule.expr.counter.packets = 3 (1 of 60)");
  }

  /**
   * A SQL linter's JSON report: one record per file, each with its findings; every finding is a
   * style code ({@code L001} to {@code L012}) but one, a parse error ({@code PRS}) in file {@code
   * odd}; {@code first} also gives the first file a parse error.
   */
  private static String lintReport(int files, int odd, boolean first) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < files; i++) {
      sb.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT,
          "{\"filepath\": \"migrations/%04d_change.sql\", \"violations\": [", i + 1));
      int n = 2 + i % 4;
      for (int k = 0; k < n; k++) {
        String code = (i == odd || i == 0 && first) && k == 1 ? "PRS" : String.format(Locale.ROOT, "L%03d", 1 + (i + k) % 12);
        sb.append(k == 0 ? "" : ", ").append(String.format(Locale.ROOT,
            "{\"line_no\": %d, \"line_pos\": %d, \"code\": \"%s\", \"description\": \"finding %d\"}",
            1 + k * 3, 1 + (i * 7 + k) % 40, code, k));
      }
      sb.append("]}");
    }
    return sb.append("]").toString();
  }

  @Test
  void aFindingOfAnotherFormAmongARecordsFindingsIsShown() throws IOException {
    String json = lintReport(40, 23, false);
    for (int budget : new int[] {1500, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\"filepath\":\"migrations/0024_change.sql\"")
          .contains("violations.code = PRS (1 of 40)");
      parse(r.text());
    }
  }

  @Test
  void aValueTheFirstRecordHoldsTooIsCountedForIt() throws IOException {
    // The first record is read member by member; its findings count as every later record's do.
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, lintReport(40, 23, true), Budget.chars(4000));
    assertThat(r.text()).as(r.text()).doesNotContain("(1 of 40)").contains("violations.code = PRS (2 of 40)");
  }

  /** A shop's ledger as CSV postings, every field quoted: eight accounts, and one posting to a misspelt ninth. */
  @Test
  void aPostingToAMisspeltAccountAmongManyAccountsIsShown() throws IOException {
    String[] accounts = {"Assets:Stripe", "Income:Sales", "Liabilities:VAT", "Assets:Bank:Checking",
        "Expenses:Shipping", "Expenses:Rent", "Expenses:Software", "Income:Refunds"};
    StringBuilder sb = new StringBuilder("date,payee,account,amount\n");
    for (int i = 0; i < 400; i++) {
      String account = i == 260 ? "Expenses:Shiping" : accounts[i % accounts.length];
      sb.append(String.format(Locale.ROOT, "\"2024/%02d/%02d\",\"payee %d\",\"%s\",\"%d.%02d\"\n",
          1 + i / 40, 1 + i % 28, i, account, 10 + i * 37 % 900, i % 100));
    }
    Budget b = Budget.chars(2000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("\"payee 260\",\"Expenses:Shiping\"")
        .contains("account = Expenses:Shiping (1 of 400)");
  }

  /**
   * The same ledger as transactions of two postings each (the account, then the bank's side), one
   * posted to a misspelt account: the record beside it that is shown is its transaction's other
   * posting, after it, which shares its date and payee, not the other transaction's posting before it.
   */
  @Test
  void theRecordBesideARareOneIsTheOneSharingMoreOfItsWords() throws IOException {
    String[] accounts = {"Expenses:Shipping", "Expenses:Rent", "Expenses:Software", "Expenses:Fees"};
    StringBuilder sb = new StringBuilder("date,payee,account,amount\n");
    for (int t = 0; t < 200; t++) {
      String date = String.format(Locale.ROOT, "2024/%02d/%02d", 1 + t / 20, 1 + t % 28);
      String payee = "invoice " + (7000 + t) + " from supplier " + (t % 17);
      String account = t == 130 ? "Expenses:Shiping" : accounts[t % accounts.length];
      int cents = 1000 + t * 37 % 90000;
      sb.append(String.format(Locale.ROOT, "\"%s\",\"%s\",\"%s\",\"%d.%02d\"\n", date, payee, account, cents / 100, cents % 100));
      sb.append(String.format(Locale.ROOT, "\"%s\",\"%s\",\"Assets:Bank:Checking\",\"-%d.%02d\"\n", date, payee, cents / 100,
          cents % 100));
    }
    Budget b = Budget.chars(1500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("\"invoice 7130 from supplier 11\",\"Expenses:Shiping\"")
        .contains("\"invoice 7130 from supplier 11\",\"Assets:Bank:Checking\"")
        .doesNotContain("\"invoice 7129 from supplier 10\",\"Assets:Bank:Checking\"");
  }

  /**
   * A bank register as bean-query writes it: amounts padded to their column and followed by their
   * currency, a running balance that goes below zero for three rows in 240, after a large payment.
   */
  private static String registerCsv() {
    StringBuilder sb = new StringBuilder("date,payee,position,balance\n");
    double balance = 1200;
    for (int i = 1; i <= 240; i++) {
      double amount = i == 120 ? -(balance + 40) : i % 3 == 0 ? 35 : -(i % 7 + 2.5);
      if (i == 123) {
        amount = 200;
      }
      balance += amount;
      sb.append(String.format(Locale.ROOT, "2024-%02d-%02d,Payee %-12d,%10.2f GBP,%10.2f GBP%n", 1 + i / 21,
          1 + i % 21, i, amount, balance));
    }
    return sb.toString();
  }

  @Test
  void everyRowOfARareNegativeBalanceIsShownThoughItsAmountsCarryACurrency() throws IOException {
    String csv = registerCsv();
    assertThat(csv.lines().filter(l -> l.endsWith("GBP") && l.split(",")[3].strip().startsWith("-")).count())
        .as("the fixture's negative balances").isEqualTo(3);
    Budget b = Budget.chars(1500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, csv, b);
    StructuredFixtures.assertFits(r, b);
    for (String row : csv.lines().filter(l -> l.endsWith("GBP") && l.split(",")[3].strip().startsWith("-")).toList()) {
      assertThat(r.text()).as(r.text()).contains(row);
    }
    assertThat(r.text()).contains("balance = -44.50 GBP (one of 3 negative of 240)");
  }

  /**
   * A backup listing as restic's ls --json writes it: one node a line, file sizes from 20 KB to 220 KB,
   * and one nightly dump of size 0 in the middle (the job ran out of disk).
   */
  private static String backupListing(int emptyAt) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 200; i++) {
      long size = i == emptyAt ? 0 : 20_000 + (i * 7_919L) % 200_000;
      sb.append(String.format(Locale.ROOT, "{\"name\":\"file-%03d.pdf\",\"type\":\"file\",\"path\":\"/srv/lab/file-%03d.pdf\","
          + "\"uid\":0,\"gid\":0,\"size\":%d,\"mode\":420,\"permissions\":\"-rw-r--r--\"}%n", i, i, size));
    }
    return sb.toString();
  }

  @Test
  void theOnlyZeroAmongPositiveNumbersIsARareValue() throws IOException {
    Budget b = Budget.chars(2_000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, backupListing(111), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"path\":\"/srv/lab/file-111.pdf\"")
        .contains("size = 0 (the only zero of 200)");
  }

  @Test
  void everyRareRecordComesWithTheRecordBesideIt() throws IOException {
    // The empty dump is not the rarest record here: the one directory, earlier in each record's
    // fields, ranks first. The record before the empty dump shows what a file's size usually is.
    String listing = backupListing(111).replace("\"name\":\"file-040.pdf\",\"type\":\"file\"",
        "\"name\":\"file-040.pdf\",\"type\":\"dir\"");
    Budget b = Budget.chars(4_000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, listing, b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text())
        .contains("type = dir (1 of 200), size = 0 (the only zero of 200)")
        .contains("\"path\":\"/srv/lab/file-111.pdf\"")
        .contains("\"path\":\"/srv/lab/file-110.pdf\"");
  }

  /**
   * A council's school exchanges as CSV: 44 trips, each charged to a five-digit cost centre; trip
   * {@code odd} carries {@code low} instead. Pupils run from 16 to 30, so some count is seen once.
   */
  private static String exchanges(int odd, int low) {
    StringBuilder sb = new StringBuilder("school,pupils,cost_centre\n");
    for (int i = 1; i <= 44; i++) {
      int pupils = i == 5 ? 29 : 16 + (i % 7) * 2;
      sb.append("School ").append(i).append(',').append(pupils).append(',')
          .append(i == odd ? low : (i % 2 == 0 ? 33000 : 54000) + i * 37).append('\n');
    }
    return sb.toString();
  }

  @Test
  void theLeastNumberATenthOfTheNextOutranksACountSeenOnce() throws IOException {
    Budget b = Budget.chars(600);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, exchanges(23, 2135), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("School 23,20,2135").contains("cost_centre = 2135 (the least; the next 33074");
    // Ranked first: named before the count seen once (pupils = 29), which the statement names next.
    assertThat(r.text().indexOf("cost_centre = 2135")).isLessThan(r.text().indexOf("pupils = 29"));
  }

  @Test
  void aLeastNumberNearTheNextIsNoStandout() throws IOException {
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, exchanges(23, 9000), Budget.chars(600));
    assertThat(r.text()).as(r.text()).doesNotContain("the least;");
  }

  /**
   * A vehicle's track, a fix a minute: positions move a little each minute, and once, with the
   * tracker off, a tenth of a degree. {@code jump} is the fix the track resumes at, or 0 for none.
   */
  private static String track(int fixes, int jump) {
    StringBuilder sb = new StringBuilder("No,Latitude,Longitude,Speed,Time\n");
    java.util.Random r = new java.util.Random(7);
    double lat = 53.640108;
    double lon = -1.780345;
    for (int i = 1; i <= fixes; i++) {
      lat -= i == jump ? -0.107400 : 0.0005 + r.nextDouble() * 0.004;
      lon -= i == jump ? -0.143700 : 0.003 + r.nextDouble() * 0.005;
      sb.append(i).append(',').append(String.format(java.util.Locale.ROOT, "%.6f,%.6f,%.2f", lat, lon, 5 + r.nextDouble() * 5))
          .append(",04:").append(String.format("%02d", i % 60)).append(":00\n");
    }
    return sb.toString();
  }

  @Test
  void theTwoRecordsEitherSideOfAStepTenTimesTheNextAreShownAndNamed() throws IOException {
    Budget b = Budget.chars(1_500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, track(113, 84), b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).containsPattern("(?m)^83,").containsPattern("(?m)^84,")
        .contains("the largest step, 0.107");
  }

  @Test
  void aTrackWithoutAJumpHasNoStepStandingOut() throws IOException {
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, track(113, 0), Budget.chars(1_500));
    assertThat(r.text()).as(r.text()).doesNotContain("the largest step");
  }

  @Test
  void yqsOctalCostCentreIsShownAt2000() {
    Shaped s = Corpus.byId("yq-schools-exchanges-cost-centre-octal").shaped(2_000);
    assertThat(s.text()).as(s.text()).contains("\"cost_centre\":2135").contains("Marsden School");
  }

  /**
   * sqlite-utils' JSON of a pharmacy's fridge log: one day's 62 readings of 96 is the rarest value,
   * and the other fridge's record of that day, which shares its words, is shown with it at 2,000,
   * before values less rare (a temperature seen once among eight).
   */
  @Test
  void theRecordBesideTheRarestIsShownBeforeLessRareValues() {
    Shaped s = Corpus.byId("sqlite-utils-pharmacy-vaccine-fridge-logger-gap").shaped(2_000);
    assertThat(s.text()).as(s.text())
        .contains("{\"day\":\"2025-10-19\",\"fridge\":\"Fridge 1 (dispensary)\",\"readings\":96")
        .contains("{\"day\":\"2025-10-19\",\"fridge\":\"Fridge 2 (consultation room)\",\"readings\":62");
  }

  @Test
  void aCountRisingFromZeroHasNoRareZero() throws IOException {
    StringBuilder sb = new StringBuilder("run,took_ms\n");
    for (int i = 0; i < 300; i++) {
      sb.append(i).append(',').append(40 + i * 13 % 90).append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(1_000));
    assertThat(r.text()).as(r.text()).doesNotContain("rare value");
  }

  @Test
  void aFieldOfZerosHasNoRareZero() throws IOException {
    Budget b = Budget.chars(2_000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, backupListing(111), b);
    assertThat(r.text()).as(r.text()).doesNotContain("uid = 0").doesNotContain("gid = 0");
  }

  @Test
  void aFieldMixingUnitsHasNoNumberThatStandsOut() throws IOException {
    StringBuilder sb = new StringBuilder("step,took\n");
    for (int i = 1; i <= 200; i++) {
      // Seconds among milliseconds: 2 s is no "10 times the rest" against 900 ms.
      sb.append("step-").append(i).append(',').append(i == 90 ? "2 s" : (800 + i % 50) + " ms").append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(1000));
    assertThat(r.text()).as(r.text()).doesNotContain("the most;").doesNotContain("far ");
  }
}

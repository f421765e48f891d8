package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.parseCsv;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StructuredShaperCsvTest {

  /** Orders with quoted fields that hold commas, doubled quotes and line breaks; CRLF between records. */
  static String orders(int n) {
    StringBuilder sb = new StringBuilder("order_id,customer,note,amount\r\n");
    for (int i = 1; i <= n; i++) {
      sb.append("ORD-").append(i).append(",\"Smith, Jane\",");
      sb.append(i % 3 == 0 ? "\"line one\nline \"\"two\"\"\"" : "plain note").append(',');
      sb.append(i * 7).append('.').append(i % 10).append("0\r\n");
    }
    return sb.toString();
  }

  @Test
  void quotedFieldsWithCommasAndLineBreaksStayOneValidTable() throws IOException {
    Budget budget = Budget.chars(1_500);
    StructuredShaper.Result r = shape(Strategy.CSV, orders(200), budget);

    assertFits(r, budget);
    List<List<String>> in = parseCsv(orders(200), ',');
    List<List<String>> out = parseCsv(r.text(), ',');
    int shown = out.size() - 2;
    assertThat(shown).isEqualTo((int) r.itemsShown()).isGreaterThan(5);
    assertThat(out).allSatisfy(record -> assertThat(record).hasSize(4));
    // The statement stands at the gap: the first rows before it, the last ones after it.
    int at = StructuredFixtures.statementRow(out);
    int head = at - 1;
    int tail = shown - head;
    assertThat(tail).isPositive();
    assertThat(out.subList(0, at)).isEqualTo(in.subList(0, at));
    assertThat(out.subList(at + 1, out.size())).isEqualTo(in.subList(in.size() - tail, in.size()));
    List<String> statement = out.get(at);
    assertThat(statement.get(0)).startsWith("# candor: showing " + shown + " of 200 rows; cut rows " + (head + 1) + "-"
        + (200 - tail) + "; kept the first " + head + ", the last " + tail + "; over all 200 rows: ")
        .contains("note: \"line one\\nline \\\"two\\\"\" 66, \"plain note\" 134")
        .contains("amount: sum 140790.00, min 7.10, max 1400.00, mean 703.95 over 200 values");
    assertThat(statement.subList(1, 4)).containsOnly("");
    assertThat(r.itemsTotal()).isEqualTo(200);
    assertThat(r.text()).contains("\r\n").doesNotContain("rows\r\n");
    assertThat(r.cuts()).singleElement().satisfies(c -> {
      assertThat(c.from()).isEqualTo(head + 1);
      assertThat(c.to()).isEqualTo(200 - tail);
    });
  }

  @Test
  void statementRowStatesMetaFirstAsKeyValuePairs() throws IOException {
    Map<String, Object> meta = new LinkedHashMap<>();
    meta.put("command", "psql -c 'select *' --csv");
    meta.put("exit_code", 1);
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b\n1,2\n3,4\n", Budget.chars(500), meta, 1 << 20);

    assertThat(r.text()).isEqualTo("a,b\n1,2\n3,4\n# candor: command psql -c 'select *' --csv; exit code 1;"
        + " showing 2 of 2 rows,");
  }

  @Test
  void statementWithTheDelimiterIsQuoted() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b\n1,2\n", Budget.chars(500), Map.of("command", "cut -d, -f1"),
        1 << 20);

    assertThat(parseCsv(r.text(), ',').get(2)).containsExactly("# candor: command cut -d, -f1; showing 1 of 1 rows", "");
  }

  @Test
  void tabSeparatedKeepsTabs() throws IOException {
    StringBuilder tsv = new StringBuilder("name\tsize\tmodified\n");
    for (int i = 0; i < 100; i++) {
      tsv.append("file-").append(i).append(".txt\t").append(i * 1024).append("\t2024-01-01, 10:00\n");
    }
    Budget budget = Budget.chars(600);
    StructuredShaper.Result r = shape(Strategy.CSV, tsv.toString(), budget);

    assertFits(r, budget);
    List<List<String>> out = parseCsv(r.text(), '\t');
    assertThat(out).allSatisfy(record -> assertThat(record).hasSize(3));
    assertThat(out.get(1)).containsExactly("file-0.txt", "0", "2024-01-01, 10:00");
    assertThat(out.get(StructuredFixtures.statementRow(out)).get(0))
        .startsWith("# candor: showing " + r.itemsShown() + " of 100 rows; cut rows ");
    assertThat(out.get(out.size() - 1)).containsExactly("file-99.txt", "101376", "2024-01-01, 10:00");
  }

  @Test
  void semicolonSeparatedIsDetected() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a;b;c\n1,5;2;3\n4;5;6\n", Budget.chars(500));

    assertThat(r.text()).isEqualTo("a;b;c\n1,5;2;3\n4;5;6\n# candor: showing 2 of 2 rows;;");
  }

  @Test
  void tokenAndByteBudgetsFit() throws IOException {
    for (Budget budget : new Budget[] {Budget.tokens(400, Tokenizer.o200k()), Budget.bytes(1_200)}) {
      StructuredShaper.Result r = shape(Strategy.CSV, orders(200), budget);

      assertFits(r, budget);
      assertThat(parseCsv(r.text(), ',')).hasSize((int) r.itemsShown() + 2);
    }
  }

  @Test
  void recordWithAnotherFieldCountIsNotStructured() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b,c\n1,2,3\n4,5\n6,7,8\n", Budget.chars(500));

    assertThat(r.failure()).isEqualTo("the record on line 3 has 2 fields, the header 3");
  }

  @Test
  void shortLastRecordReadsAsTruncated() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b,c\n1,2,3\n4,5", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "the record on line 3 has 2 fields, the header 3: the input ends there, so the tool's own output looks truncated");
  }

  @Test
  void inputEndingInsideQuotesReadsAsTruncated() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b\n1,\"two\nlines", Budget.chars(500));

    assertThat(r.failure()).isEqualTo("input ends inside a quoted field (field 2 of the record on line 2):"
        + " the tool's own output looks truncated");
  }

  @Test
  void textAfterAClosingQuoteIsNotCsv() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b\n\"x\"y,2\n", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "not valid CSV at line 2: 'y' after the closing quote of field 1; only a delimiter or a line break may follow");
  }

  @Test
  void headerOnlyShowsZeroOfZero() throws IOException {
    StructuredShaper.Result r = shape(Strategy.CSV, "\uFEFFa,b\n", Budget.chars(500));

    assertThat(r.text()).isEqualTo("a,b\n# candor: showing 0 of 0 rows,");
    assertThat(r.cuts()).isEmpty();
  }

  @Test
  void longCellsAreShortenedInPlaceBeforeRowsAreDropped() throws IOException {
    StringBuilder csv = new StringBuilder("id,body\n");
    for (int i = 0; i < 50; i++) {
      csv.append(i).append(",\"").append("word, ".repeat(200)).append("end\"\n");
    }
    Budget budget = Budget.chars(3_000);
    StructuredShaper.Result r = shape(Strategy.CSV, csv.toString(), budget);

    assertFits(r, budget);
    List<List<String>> out = parseCsv(r.text(), ',');
    assertThat(r.itemsShown()).isGreaterThan(5);
    String body = out.get(1).get(1);
    // 1,203 chars, cut to 160 (its first 107 and its last 53, "end" and all): the rest is stated in the cell.
    String whole = "word, ".repeat(200) + "end";
    assertThat(body).isEqualTo(whole.substring(0, 107) + "\u2026(+1,043 chars)\u2026" + whole.substring(whole.length() - 53));
    assertThat(r.notes()).contains("50 long cells shortened in place, each saying how much was cut");
  }

  @Test
  void aKeptRowIsQuotedAsTheToolQuotedIt() throws IOException {
    // ledger's csv quotes every field; a kept row reads as ledger wrote it, not re-quoted minimally.
    StringBuilder sb = new StringBuilder("date,payee,amount,note\n");
    for (int i = 0; i < 200; i++) {
      sb.append(String.format(java.util.Locale.ROOT, "\"2024/01/%02d\",\"payee, %d\",\"%d\",%s\n",
          1 + i % 28, i, 100 + i, i % 2 == 0 ? "plain" : "\"say \"\"hi\"\"\""));
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(1000));
    assertThat(r.text()).as(r.text())
        .startsWith("date,payee,amount,note\n\"2024/01/01\",\"payee, 0\",\"100\",plain\n"
            + "\"2024/01/02\",\"payee, 1\",\"101\",\"say \"\"hi\"\"\"\n");
  }
}

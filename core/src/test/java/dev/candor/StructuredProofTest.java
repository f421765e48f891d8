package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 5's proof: 340 line items at 2,000 chars, as a JSON array, NDJSON, CSV and a {@code
 * {"total_count","items"}} wrapper. Each observation parses as its own format, states 340, and its
 * sum of amounts and earliest and latest ship dates equal those computed here from the generated
 * values, not from any text Candor read.
 */
class StructuredProofTest {
  private static final int N = 340;
  private static final Budget BUDGET = Budget.chars(2_000);
  private static final String[] REGIONS = {"iberia", "nordics", "benelux", "dach", "uk"};

  /** One line item as values, before it is written in any format. */
  record Item(String orderId, String region, BigDecimal amount, String shipDate) {}

  /** The generated items and what is true of them, computed from the values. */
  static final class Truth {
    final List<Item> items = new ArrayList<>();
    BigDecimal sum = BigDecimal.ZERO;
    String earliest;
    String latest;

    Truth(long seed) {
      Random r = new Random(seed);
      for (int i = 0; i < N; i++) {
        BigDecimal amount = BigDecimal.valueOf(r.nextInt(250_000), 2); // cents, 0.00 to 2499.99
        String date = String.format(Locale.ROOT, "2026-%02d-%02d", 1 + r.nextInt(12), 1 + r.nextInt(28));
        Item item = new Item(String.format(Locale.ROOT, "ORD-%06d", 500_000 + i), REGIONS[r.nextInt(REGIONS.length)],
            amount, date);
        items.add(item);
        sum = sum.add(amount);
        earliest = earliest == null || date.compareTo(earliest) < 0 ? date : earliest;
        latest = latest == null || date.compareTo(latest) > 0 ? date : latest;
      }
    }

    String json(Item i) {
      return "{\"order_id\":\"" + i.orderId() + "\",\"region\":\"" + i.region() + "\",\"amount\":"
          + i.amount().toPlainString() + ",\"ship_date\":\"" + i.shipDate() + "\"}";
    }

    String array() {
      List<String> out = new ArrayList<>();
      items.forEach(i -> out.add(json(i)));
      return "[\n  " + String.join(",\n  ", out) + "\n]\n";
    }

    String ndjson() {
      StringBuilder sb = new StringBuilder();
      items.forEach(i -> sb.append(json(i)).append('\n'));
      return sb.toString();
    }

    String csv() {
      StringBuilder sb = new StringBuilder("order_id,region,amount,ship_date\n");
      items.forEach(i -> sb.append(i.orderId()).append(',').append(i.region()).append(',')
          .append(i.amount().toPlainString()).append(',').append(i.shipDate()).append('\n'));
      return sb.toString();
    }

    String wrapper() {
      return "{\"total_count\":" + N + ",\"incomplete_results\":false,\"items\":" + array() + "}";
    }
  }

  private static Shaped shape(String input) {
    Shaped s = Shaper.builder().budget(BUDGET).build().shape(input, Evidence.of("query_orders --all", 0));
    assertThat(BUDGET.measure(s.text())).isLessThanOrEqualTo(2_000);
    assertThat(s.itemsTotal().getAsLong()).isEqualTo(N);
    assertThat(s.itemsShown().getAsLong()).isLessThan(N);
    return s;
  }

  private static void assertFigures(JsonNode aggregates, Truth t) {
    assertThat(aggregates.get("records").asInt()).isEqualTo(N);
    JsonNode amount = aggregates.get("fields").get("amount");
    assertThat(amount.get("count").asInt()).isEqualTo(N);
    assertThat(new BigDecimal(amount.get("sum").asText())).isEqualTo(t.sum); // equal scale too: to the cent
    JsonNode date = aggregates.get("fields").get("ship_date");
    assertThat(date.get("earliest").asText()).isEqualTo(t.earliest);
    assertThat(date.get("latest").asText()).isEqualTo(t.latest);
  }

  @Test
  void jsonArrayStatesTheTrueCountSumAndDateSpan() {
    Truth t = new Truth(1);
    Shaped s = shape(t.array());

    JsonNode doc = parse(s.text());
    assertThat(doc.get("candor").get("of").asInt()).isEqualTo(N);
    assertThat(doc.get("candor").get("showing").asInt()).isEqualTo(doc.get("items").size());
    assertFigures(doc.get("candor").get("aggregates"), t);
  }

  @Test
  void ndjsonStatesTheTrueCountSumAndDateSpanInItsCandorLine() {
    Truth t = new Truth(2);
    Shaped s = shape(t.ndjson());

    JsonNode candor = null;
    int lines = 0;
    for (String line : s.text().split("\n")) {
      JsonNode node = parse(line); // every line parses on its own
      lines++;
      if (node.has("candor")) {
        candor = node.get("candor");
      }
    }
    assertThat(candor).isNotNull();
    assertThat(candor.get("of").asInt()).isEqualTo(N);
    assertThat(candor.get("showing").asInt()).isEqualTo(lines - 1);
    assertFigures(candor.get("aggregates"), t);
  }

  @Test
  void csvStatesTheTrueCountSumAndDateSpanInItsClosingRecord() {
    Truth t = new Truth(3);
    Shaped s = shape(t.csv());

    List<List<String>> records = parseCsv(s.text(), ',');
    assertThat(records).allSatisfy(r -> assertThat(r).hasSize(4));
    assertThat(records.get(0)).containsExactly("order_id", "region", "amount", "ship_date");
    String statement = records.get(StructuredFixtures.statementRow(records)).get(0);
    assertThat(statement).startsWith("# candor: ").contains("showing " + (records.size() - 2) + " of 340 rows");
    Matcher sum = Pattern.compile("amount: sum ([0-9.]+), min [0-9.]+, max [0-9.]+, mean [0-9.]+ over 340 values")
        .matcher(statement);
    assertThat(sum.find()).as(statement).isTrue();
    assertThat(new BigDecimal(sum.group(1))).isEqualTo(t.sum);
    assertThat(statement).contains("ship_date: " + t.earliest + " to " + t.latest)
        .containsPattern("region: benelux \\d+, dach \\d+, iberia \\d+, nordics \\d+, uk \\d+;"); // bare: plain names
  }

  @Test
  void wrapperStatesTheTrueCountSumAndDateSpanBesideItsArray() {
    Truth t = new Truth(4);
    Shaped s = shape(t.wrapper());

    JsonNode doc = parse(s.text());
    assertThat(doc.get("total_count").asInt()).isEqualTo(N);
    JsonNode stated = doc.get("candor").get("arrays").get("items");
    assertThat(stated.get("of").asInt()).isEqualTo(N);
    assertThat(stated.get("showing").asInt()).isEqualTo(doc.get("items").size());
    assertFigures(stated.get("aggregates"), t);
  }
}

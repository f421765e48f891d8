package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.lineItems;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Project, then aggregate, then cap: {@code --fields} applied while shaping. */
class StructuredFieldsTest {

  private static StructuredShaper.Result shape(Strategy format, String input, Budget budget, String... fields)
      throws IOException {
    return StructuredShaper.shape(format, StructuredFixtures.stream(input), budget, Map.of(), 1 << 20,
        Fields.of(List.of(fields)));
  }

  @Test
  void projectedArrayShowsOnlyTheFieldsAndMoreItemsAndSumsOnlyWhatItKeeps() throws IOException {
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result all = shape(Strategy.JSON, lineItems(340), budget);
    StructuredShaper.Result some = shape(Strategy.JSON, lineItems(340), budget, "order_id", "amount");

    assertFits(some, budget);
    JsonNode doc = parse(some.text());
    assertThat(doc.get("items")).allSatisfy(item ->
        assertThat(item.fieldNames()).toIterable().containsExactly("order_id", "amount"));
    assertThat(some.itemsShown()).isGreaterThan(all.itemsShown());
    JsonNode candor = doc.get("candor");
    assertThat(candor.get("of").asInt()).isEqualTo(340);
    assertThat(candor.get("fields")).hasToString("[\"order_id\",\"amount\"]");
    assertThat(candor.has("fields_absent")).isFalse();
    JsonNode fields = candor.get("aggregates").get("fields");
    assertThat(fields.has("region")).isFalse();
    BigDecimal sum = BigDecimal.ZERO;
    for (JsonNode item : parse(lineItems(340))) {
      sum = sum.add(item.get("amount").decimalValue());
    }
    assertThat(new BigDecimal(fields.get("amount").get("sum").asText())).isEqualByComparingTo(sum);
  }

  @Test
  void dottedPathKeepsANestedFieldAndAMisspeltOneIsStated() throws IOException {
    String input = "[{\"id\":1,\"customer\":{\"name\":\"Ana\",\"email\":\"a@x\"},\"note\":\"n\"},"
        + "{\"id\":2,\"customer\":{\"name\":\"Bo\",\"email\":\"b@x\"}},{\"id\":3}]";
    StructuredShaper.Result r = shape(Strategy.JSON, input, Budget.chars(500), "customer.name", "id", "custmer");

    JsonNode doc = parse(r.text());
    assertThat(doc.get("items").get(0)).hasToString("{\"id\":1,\"customer\":{\"name\":\"Ana\"}}");
    assertThat(doc.get("items").get(1)).hasToString("{\"id\":2,\"customer\":{\"name\":\"Bo\"}}");
    assertThat(doc.get("items").get(2)).hasToString("{\"id\":3}");
    assertThat(doc.get("candor").get("fields_absent")).hasToString("[\"custmer\"]");
  }

  @Test
  void anItemWithNoneOfTheFieldsIsAnEmptyObjectAndScalarsStay() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "[{\"a\":1},{\"b\":2},7,\"s\"]", Budget.chars(500), "a");

    assertThat(parse(r.text()).get("items")).hasToString("[{\"a\":1},{},7,\"s\"]");
  }

  @Test
  void wrapperProjectsItsArrayItemsAndLeavesItsOwnMembers() throws IOException {
    String input = "{\"total_count\":340,\"items\":" + lineItems(340) + "}";
    StructuredShaper.Result r = shape(Strategy.JSON, input, Budget.chars(2_000), "ship_date");

    JsonNode doc = parse(r.text());
    assertThat(doc.get("total_count").asInt()).isEqualTo(340);
    assertThat(doc.get("items")).allSatisfy(item -> assertThat(item.fieldNames()).toIterable().containsExactly("ship_date"));
    assertThat(doc.get("candor").get("fields")).hasToString("[\"ship_date\"]");
    assertThat(doc.get("candor").get("arrays").get("items").get("of").asInt()).isEqualTo(340);
  }

  @Test
  void ndjsonLinesAreProjected() throws IOException {
    StringBuilder in = new StringBuilder();
    for (int i = 0; i < 50; i++) {
      in.append("{\"level\":\"info\",\"msg\":\"event ").append(i).append("\",\"ts\":").append(i).append("}\n");
    }
    StructuredShaper.Result r = shape(Strategy.NDJSON, in.toString(), Budget.chars(400), "msg");

    String[] lines = r.text().split("\n");
    assertThat(lines[0]).isEqualTo("{\"msg\":\"event 0\"}");
    JsonNode candor = null;
    for (String line : lines) {
      JsonNode node = parse(line);
      candor = node.has("candor") ? node.get("candor") : candor;
    }
    assertThat(candor.get("fields")).hasToString("[\"msg\"]");
    assertThat(candor.get("of").asInt()).isEqualTo(50);
  }

  @Test
  void csvKeepsTheNamedColumnsInHeaderOrderAndNamesAMissingOne() throws IOException {
    String csv = "id,name,amount,note\n1,Ana,10.50,x\n2,Bo,2.25,y\n3,Cy,1.00,z\n";
    StructuredShaper.Result r = shape(Strategy.CSV, csv, Budget.chars(500), "amount", "id", "nope");

    List<List<String>> out = parseCsv(r.text(), ',');
    assertThat(out.get(0)).containsExactly("id", "amount");
    assertThat(out.get(1)).containsExactly("1", "10.50");
    assertThat(out.get(4).get(0)).isEqualTo("# candor: fields amount, id, nope; no column nope; showing 3 of 3 rows");
  }

  @Test
  void shaperAppliesFieldsAndSaysWhenTheOutputIsNotStructured() {
    Shaper shaper = Shaper.builder().budget(Budget.chars(2_000)).fields(List.of("order_id")).build();

    Shaped json = shaper.shape(lineItems(340), Evidence.of("orders", 0));
    Shaped text = shaper.shape("plain text\nnot a table\n", Evidence.of("echo", 0));

    assertThat(parse(json.text()).get("items").get(0).fieldNames()).toIterable().containsExactly("order_id");
    assertThat(text.notes()).anySatisfy(n -> assertThat(n).startsWith("fields order_id not applied"));
  }

  @Test
  void aPathWithAnEmptyPartIsRefusedWithTheFix() {
    assertThatThrownBy(() -> Shaper.builder().fields(List.of("a..b")))
        .isInstanceOf(ShapeException.class)
        .hasMessageContaining("give names joined by dots");
  }

  @Test
  void fieldsEmptyInEveryItemAreLeftOutAndNamedOnceWhenNotEveryItemFits() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 200; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"deleted_at\":null,\"tags\":[],\"note\":\"\",")
          .append("\"owner\":").append(i == 7 ? "\"ana\"" : "null").append("}");
    }
    Budget budget = Budget.chars(800);
    StructuredShaper.Result r = shape(Strategy.JSON, sb.append(']').toString(), budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    // owner is empty in most items but not in item 7, which is kept: it stays.
    assertThat(doc.get("candor").get("empty_fields")).hasToString("[\"deleted_at\",\"tags\",\"note\"]");
    assertThat(doc.get("items").get(0)).hasToString("{\"id\":0,\"owner\":null}");
    assertThat(doc.get("items").get(7)).hasToString("{\"id\":7,\"owner\":\"ana\"}");
  }

  @Test
  void emptyFieldsStayWhenEveryItemFits() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "[{\"a\":1,\"b\":null},{\"a\":2,\"b\":null}]", Budget.chars(500));

    assertThat(parse(r.text()).get("items")).hasToString("[{\"a\":1,\"b\":null},{\"a\":2,\"b\":null}]");
    assertThat(parse(r.text()).get("candor").has("empty_fields")).isFalse();
  }
}

package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.lineItems;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StructuredShaperJsonTest {

  @Test
  void arrayOfLineItemsAtTwoThousandCharsParsesAndStatesShowingOf() throws IOException {
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(340), budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    JsonNode items = doc.get("items");
    assertThat(doc.get("candor").get("of").asLong()).isEqualTo(340);
    assertThat(doc.get("candor").get("showing").asLong()).isEqualTo(items.size()).isEqualTo(r.itemsShown());
    assertThat(items.size()).isGreaterThan(10);
    // The first items and the last ones, in order, around the one gap the statement names.
    int head = headCount(items);
    int tail = items.size() - head;
    assertThat(tail).isPositive().isLessThan(head);
    assertThat(doc.get("candor").get("cut").asText()).isEqualTo("items " + (head + 1) + "-" + (340 - tail));
    assertThat(doc.get("candor").get("kept").asText()).isEqualTo("the first " + head + ", the last " + tail);
    assertThat(r.itemsTotal()).isEqualTo(340);
    JsonNode original = parse(lineItems(340));
    for (int i = 0; i < items.size(); i++) {
      assertThat(items.get(i)).isEqualTo(original.get(i < head ? i : 340 - items.size() + i));
    }
    assertThat(r.cuts()).singleElement().satisfies(c -> {
      assertThat(c.reason()).isEqualTo(CutReason.ITEMS);
      assertThat(c.from()).isEqualTo(head + 1);
      assertThat(c.to()).isEqualTo(340 - tail);
      assertThat(c.bytes()).isGreaterThan(0);
    });
  }

  /** How many of the shown line items are the input's first ones, by their order ids. */
  private static int headCount(JsonNode items) {
    int head = 0;
    while (head < items.size() && items.get(head).get("order_id").asText().equals(String.format("ORD-%06d", 100_000 + head))) {
      head++;
    }
    return head;
  }

  @Test
  void theLargestNumberOfItemsThatFitsIsShown() throws IOException {
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(340), budget);
    StructuredShaper.Result bigger = shape(Strategy.JSON, lineItems(340), Budget.chars(2_000 + 200));

    // One more item (about 100 chars) would not fit, so the budget is nearly used up.
    assertThat(budget.measure(r.text())).isGreaterThan(2_000 - 120);
    assertThat(bigger.itemsShown()).isGreaterThan(r.itemsShown());
  }

  @Test
  void amountsKeepTheirOriginalText() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "[{\"amount\":12.50},{\"amount\":1e3}]", Budget.chars(500));

    assertThat(r.text()).contains("{\"amount\":12.50}").contains("{\"amount\":1e3}");
  }

  @Test
  void everythingFitsStillStatesShowingOfWithNoCut() throws IOException {
    Budget budget = Budget.chars(5_000);
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(3), budget);

    assertFits(r, budget);
    JsonNode candor = parse(r.text()).get("candor");
    assertThat(candor.get("showing").asInt()).isEqualTo(3);
    assertThat(candor.get("of").asInt()).isEqualTo(3);
    assertThat(candor.has("cut")).isFalse();
    assertThat(r.cuts()).isEmpty();
  }

  @Test
  void metaComesFirstInTheStatementAndIsNeverCut() throws IOException {
    Map<String, Object> meta = new LinkedHashMap<>();
    meta.put("command", "gh api /orders --paginate");
    meta.put("exit_code", 1);
    meta.put("timed_out", false);
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(340), Budget.chars(600), meta, 1 << 20);

    assertThat(r.text()).startsWith("{\"candor\":{\"command\":\"gh api /orders --paginate\",\"exit_code\":1,"
        + "\"timed_out\":false,\"showing\":");
    assertThat(parse(r.text()).get("candor").get("of").asInt()).isEqualTo(340);
  }

  @Test
  void wrapperObjectKeepsTotalCountAndCapsItems() throws IOException {
    String input = "{\"total_count\":5123,\"incomplete_results\":false,\"items\":"
        + lineItems(340) + ",\"page\":{\"next\":\"/orders?page=2\"}}";
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    // The document opens with its own values; the statement stands right before the array it caps.
    assertThat(r.text()).startsWith("{\"total_count\":5123,\n\"incomplete_results\":false,\n\"candor\":{");
    assertThat(doc.get("total_count").asInt()).isEqualTo(5123);
    assertThat(doc.get("incomplete_results").asBoolean()).isFalse();
    assertThat(doc.get("page").get("next").asText()).isEqualTo("/orders?page=2");
    JsonNode stated = doc.get("candor").get("arrays").get("items");
    assertThat(stated.get("of").asInt()).isEqualTo(340);
    assertThat(stated.get("showing").asInt()).isEqualTo(doc.get("items").size()).isEqualTo((int) r.itemsShown());
    assertThat(doc.get("items").size()).isGreaterThan(5);
    JsonNode last = doc.get("items").get(doc.get("items").size() - 1);
    assertThat(last).isEqualTo(parse(lineItems(340)).get(339));
    assertThat(r.cuts()).singleElement().satisfies(c -> assertThat(c.to()).isLessThan(340));
  }

  @Test
  void memberTooLargeForTheBudgetIsReplacedByItsSize() throws IOException {
    String description = "lorem ipsum ".repeat(1_500);
    String input = "{\"description\":\"" + description + "\",\"items\":" + lineItems(50) + "}";
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    assertThat(doc.get("description").asText()).isEqualTo("[cut: 18,002 bytes]");
    assertThat(r.notes()).contains("member 'description' replaced: 18,002 bytes");
    assertThat(doc.get("items").size()).isGreaterThan(5);
  }

  @Test
  void objectWithTooManyMembersShowsTheFirstAndLastOnesWithTheGapWhereItIs() throws IOException {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < 500; i++) {
      sb.append(i == 0 ? "" : ",").append("\"pkg-").append(i).append("\":\"^1.").append(i).append(".0\"");
    }
    Budget budget = Budget.chars(800);
    StructuredShaper.Result r = shape(Strategy.JSON, sb.append('}').toString(), budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    JsonNode members = doc.get("candor").get("members");
    int shown = members.get("showing").asInt();
    assertThat(members.get("of").asInt()).isEqualTo(500);
    assertThat(shown).isEqualTo(doc.size() - 2).isGreaterThan(5); // less the statement and the gap
    int head = (shown + 1) / 2;
    assertThat(members.get("cut").asText()).isEqualTo("members " + (head + 1) + "-" + (500 - (shown - head)));
    List<String> names = new ArrayList<>();
    doc.fieldNames().forEachRemaining(names::add);
    // The head, the statement and the gap where the members were, the tail.
    assertThat(names.get(0)).isEqualTo("pkg-0");
    assertThat(names.get(head)).isEqualTo("candor");
    assertThat(names.get(head + 1)).isEqualTo("candor_gap");
    assertThat(names.get(head + 2)).isEqualTo("pkg-" + (500 - (shown - head)));
    assertThat(names.get(names.size() - 1)).isEqualTo("pkg-499");
    assertThat(doc.get("candor_gap").asText()).isEqualTo(members.get("cut").asText() + " of 500 not shown");
    assertThat(doc.get("pkg-499").asText()).isEqualTo("^1.499.0");
    // The members not shown are a cut, so the result says it was truncated.
    assertThat(r.cuts()).anySatisfy(c -> {
      assertThat(c.from()).isEqualTo(head + 1);
      assertThat(c.to()).isEqualTo(500 - (shown - head));
    });
  }

  @Test
  void documentWithNothingCutOpensWithItsOwnMembersAndEndsWithTheStatement() throws IOException {
    String input = "{\"packages\":[{\"name\":\"stockd\",\"version\":\"0.3.0\"}],\"version\":1}";
    StructuredShaper.Result r = shape(Strategy.JSON, input, Budget.chars(500), Map.of("exit_code", 0), 1 << 20);

    assertThat(r.text()).startsWith("{\"packages\":[{\"name\":\"stockd\",\"version\":\"0.3.0\"}],\n\"version\":1,\n\"candor\":{");
    assertThat(parse(r.text()).get("candor").get("exit_code").asInt()).isZero();
  }

  @Test
  void objectInsideKeepsItsValuesTogetherAheadOfTheStatementOfTheArrayItCaps() throws IOException {
    StringBuilder messages = new StringBuilder("[");
    for (int i = 1; i <= 42; i++) {
      messages.append(i == 1 ? "" : ",").append("{\"message\":\"Line exceeds 120 characters; contains ")
          .append(120 + i).append(" characters\",\"type\":\"WARNING\",\"line\":").append(i).append('}');
    }
    String input = "{\"totals\":{\"errors\":0,\"warnings\":42},\"files\":{\"src/Rota.php\":{\"errors\":0,\"warnings\":42,"
        + "\"messages\":" + messages.append(']') + "}}}";
    Budget budget = Budget.chars(1_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    assertThat(r.text()).contains("\"src/Rota.php\":{\"errors\":0,\"warnings\":42,\"candor\":{\"arrays\":{\"messages\":{");
    assertThat(parse(r.text()).get("files").get("src/Rota.php").get("candor").get("arrays").get("messages").get("of").asInt())
        .isEqualTo(42);
  }

  @Test
  void arrayInsideAnObjectIsCappedWhereItIsAndStatedThere() throws IOException {
    String input = "{\"status\":\"ok\",\"data\":{\"page\":3,\"items\":" + lineItems(340)
        + ",\"next\":\"/orders?page=4\"}}";
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    JsonNode data = doc.get("data");
    assertThat(data.get("page").asInt()).isEqualTo(3);
    assertThat(data.get("next").asText()).isEqualTo("/orders?page=4");
    JsonNode stated = data.get("candor").get("arrays").get("items");
    assertThat(stated.get("of").asInt()).isEqualTo(340);
    assertThat(stated.get("showing").asInt()).isEqualTo(data.get("items").size()).isEqualTo((int) r.itemsShown())
        .isGreaterThan(5);
    int head = headCount(data.get("items"));
    int tail = data.get("items").size() - head;
    assertThat(stated.get("cut").asText()).isEqualTo("items " + (head + 1) + "-" + (340 - tail));
    assertThat(stated.get("aggregates").get("records").asInt()).isEqualTo(340);
    assertThat(doc.get("candor").has("arrays")).isFalse();
    assertThat(r.itemsTotal()).isEqualTo(340);
    JsonNode original = parse(lineItems(340));
    assertThat(data.get("items").get(0)).isEqualTo(original.get(0));
    assertThat(data.get("items").get(head + tail - 1)).isEqualTo(original.get(339));
    assertThat(r.cuts()).singleElement().satisfies(c -> assertThat(c.to()).isEqualTo(340 - tail));
  }

  @Test
  void objectHoldingArraysTooLargeToShowWholeShowsItsFirstAndLastMembersAndTheRestStays() throws IOException {
    StringBuilder packages = new StringBuilder("{");
    for (int i = 0; i < 2_000; i++) {
      packages.append(i == 0 ? "" : ",").append("\"node_modules/p").append(i).append("\":{\"version\":\"1.").append(i)
          .append(".0\",\"os\":[\"linux\",\"darwin\"]}");
    }
    String input = "{\"name\":\"app\",\"lockfileVersion\":3,\"packages\":" + packages.append('}') + "}";
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    assertThat(doc.get("name").asText()).isEqualTo("app");
    assertThat(doc.get("lockfileVersion").asInt()).isEqualTo(3);
    // Descended into, not dropped whole: its first and last members around the gap it states.
    JsonNode shown = doc.get("packages");
    JsonNode members = shown.get("candor").get("members");
    assertThat(members.get("of").asInt()).isEqualTo(2_000);
    assertThat(shown.has("node_modules/p0")).isTrue();
    assertThat(shown.has("node_modules/p1999")).isTrue();
    assertThat(shown.get("candor_gap").asText()).isEqualTo(members.get("cut").asText() + " of 2,000 not shown");
    assertThat(r.notes()).anySatisfy(n -> assertThat(n).contains("of member 'packages' of 2,000 not shown"));
  }

  @Test
  void objectInsideAnObjectWithNoArrayStaysOneValue() throws IOException {
    String input = "{\"a\":{\"b\":{\"c\":1,\"d\":\"x\"}},\"e\":[1,2]}";
    StructuredShaper.Result r = shape(Strategy.JSON, input, Budget.chars(500));

    assertThat(r.text()).contains("\"a\":{\"b\":{\"c\":1,\"d\":\"x\"}}");
    assertThat(parse(r.text()).get("a")).isEqualTo(parse(input).get("a"));
  }

  @Test
  void truncatedArrayInsideANestedObjectNamesItsPath() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "{\"data\":{\"items\":[1,2,", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "input ends inside member 'data.items' after 2 complete items: the tool's own output looks truncated");
  }

  @Test
  void objectWithItsOwnCandorMemberGetsAnUnderscoredStatement() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "{\"candor\":\"yes\",\"items\":[1,2,3]}", Budget.chars(500));

    JsonNode doc = parse(r.text());
    assertThat(doc.get("candor").asText()).isEqualTo("yes");
    assertThat(doc.get("candor_").get("arrays").get("items").get("of").asInt()).isEqualTo(3);
  }

  @Test
  void scalarIsKeptWholeWhenItFitsAndGivesUpWhenItDoesNot() throws IOException {
    StructuredShaper.Result fits = shape(Strategy.JSON, "  \"just a string\"\n", Budget.chars(100));
    StructuredShaper.Result tooBig = shape(Strategy.JSON, "\"" + "x".repeat(500) + "\"", Budget.chars(100));

    assertThat(parse(fits.text()).get("value").asText()).isEqualTo("just a string");
    assertThat(tooBig.text()).isNull();
    assertThat(tooBig.failure()).isNull();
  }

  @Test
  void budgetTooSmallForAnyDocumentGivesNoText() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(10), Budget.chars(20));

    assertThat(r.text()).isNull();
    assertThat(r.failure()).isNull();
    assertThat(r.itemsTotal()).isEqualTo(10);
  }

  @Test
  void tokenBudgetWithO200kFits() throws IOException {
    Budget budget = Budget.tokens(500, Tokenizer.o200k());
    StructuredShaper.Result r = shape(Strategy.JSON, lineItems(340), budget);

    assertFits(r, budget);
    assertThat(budget.measure(r.text())).isGreaterThan(400);
    assertThat(parse(r.text()).get("items").size()).isEqualTo((int) r.itemsShown()).isGreaterThan(5);
  }

  @Test
  void byteBudgetCountsUtf8() throws IOException {
    String input = "[" + "{\"name\":\"\u00e9t\u00e9 \u4e2d\u6587 \ud83d\ude80\"},".repeat(99) + "{\"name\":\"end\"}]";
    Budget budget = Budget.bytes(1_000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget);

    assertFits(r, budget);
    assertThat(r.text().getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(1_000);
    assertThat(parse(r.text()).get("candor").get("of").asInt()).isEqualTo(100);
  }

  @Test
  void truncatedArraySaysHowManyItemsWereRead() throws IOException {
    String input = "[{\"id\":1},{\"id\":2},{\"id\":3},{\"id";
    InputStream in = StructuredFixtures.stream(input);
    StructuredShaper.Result r = StructuredShaper.shape(Strategy.JSON, in, Budget.chars(500), Map.of(), 1 << 20);

    assertThat(r.text()).isNull();
    assertThat(r.failure()).isEqualTo(
        "input ends inside the top-level array after 3 complete items: the tool's own output looks truncated");
    assertThat(in.read()).isEqualTo(-1);
  }

  @Test
  void truncatedArrayInsideAnObjectNamesTheMember() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "{\"total\":9,\"items\":[1,2,", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "input ends inside member 'items' after 2 complete items: the tool's own output looks truncated");
  }

  @Test
  void literalCutInTwoAtTheEndReadsAsTruncated() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "[true, tr", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "input ends inside the top-level array after 1 complete item: the tool's own output looks truncated");
  }

  @Test
  void malformedJsonIsNotStructuredAndSaysWhere() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "[1,\n2,\nnope]", Budget.chars(500));

    assertThat(r.text()).isNull();
    assertThat(r.failure()).startsWith("not valid JSON at line 3, column 1, inside the top-level array after 2"
        + " complete items: Unrecognized token 'nope'");
  }

  @Test
  void secondDocumentAfterTheFirstIsNotJson() throws IOException {
    StructuredShaper.Result r = shape(Strategy.JSON, "{\"a\":1}\n{\"a\":2}\n", Budget.chars(500));

    assertThat(r.failure()).isEqualTo("input goes on after the JSON document ends: a second value starts at line 2,"
        + " column 1, as in NDJSON");
  }

  @Test
  void emptyInputIsNotStructured() throws IOException {
    assertThat(shape(Strategy.JSON, "  \n", Budget.chars(500)).failure()).isEqualTo("input is empty: there is no JSON value");
  }

  @Test
  void fiveMegabyteArrayIsReadWithASixtyFourKilobyteReadCap() throws IOException {
    Random random = new Random(5);
    List<byte[]> chunks = new ArrayList<>();
    int n = 0;
    long size = 1;
    chunks.add("[".getBytes(StandardCharsets.UTF_8));
    while (size < 5_000_000) {
      byte[] item = ((n == 0 ? "" : ",\n") + StructuredFixtures.lineItem(n, random)).getBytes(StandardCharsets.UTF_8);
      chunks.add(item);
      size += item.length;
      n++;
    }
    chunks.add("]".getBytes(StandardCharsets.UTF_8));
    byte[] all = concat(chunks, size + 1);
    long cap = 64 * 1024;

    StructuredShaper.Result small = StructuredShaper.shape(
        Strategy.JSON, new ByteArrayInputStream(all), Budget.chars(4_000), Map.of(), cap);
    StructuredShaper.Result huge = StructuredShaper.shape(
        Strategy.JSON, new ByteArrayInputStream(all), Budget.bytes(1_000_000), Map.of(), cap);

    assertThat(parse(small.text()).get("candor").get("of").asInt()).isEqualTo(n);
    assertThat(small.itemsTotal()).isEqualTo(n);
    // The cap, not the budget, limits the big one: only what was kept in memory can be shown,
    // the head within the cap and the tail within a quarter of it.
    assertFits(huge, Budget.bytes(1_000_000));
    assertThat(huge.text().length()).isLessThan((int) (cap + cap / 4) + 5_000);
    assertThat(huge.notes()).singleElement().asString().contains("kept in memory (read cap 65,536 bytes)");
    int items = n;
    assertThat(huge.cuts()).singleElement().satisfies(c -> {
      assertThat(c.to()).isLessThan(items);
      assertThat(c.bytes()).isGreaterThan(4_900_000);
    });
  }

  @Test
  void metaThatIsNotAStringNumberOrBooleanIsRefused() {
    assertThatThrownBy(() -> shape(Strategy.JSON, "[]", Budget.chars(100), Map.of("when", new StringBuilder("now")), 1_000))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("meta value for 'when' is a StringBuilder: use a String, Number or Boolean");
    assertThatThrownBy(() -> shape(Strategy.JSON, "[]", Budget.chars(100), Map.of("showing", 1), 1_000))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("meta key 'showing' is reserved for the item counts: rename it");
  }

  private static byte[] concat(List<byte[]> chunks, long size) {
    byte[] all = new byte[(int) size];
    int at = 0;
    for (byte[] c : chunks) {
      System.arraycopy(c, 0, all, at, c.length);
      at += c.length;
    }
    return all;
  }
}

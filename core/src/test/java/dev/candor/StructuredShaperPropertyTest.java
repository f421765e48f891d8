package dev.candor;

import static dev.candor.StructuredFixtures.MAPPER;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Over generated documents and budgets in every unit: a shaped observation always parses as its
 * format, never measures more than its budget, states the true item count as "of", and states as
 * "showing" exactly the items it holds, which are the input's first items.
 */
class StructuredShaperPropertyTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String[] PIECES = {
    "a", "order", "Z9", " ", "\u00e9t\u00e9", "\u4e2d\u6587", "\ud83d\ude80", "\"", "\\", "\n", "\t", "\u0001",
    "\u2028", ",", ";", "e\u0301", "{", "]", "x".repeat(40)
  };

  @Test
  void jsonObservationsParseFitAndCountHonestly() throws IOException {
    int shaped = 0;
    int cut = 0;
    for (int seed = 0; seed < 300; seed++) {
      Random r = new Random(seed);
      boolean wrapped = r.nextInt(4) == 0;
      JsonNode doc = wrapped ? randomWrapper(r) : randomArray(r, r.nextInt(60));
      String input = r.nextBoolean() ? MAPPER.writeValueAsString(doc)
          : MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc);
      Budget budget = randomBudget(r);
      long cap = r.nextInt(5) == 0 ? 200 + r.nextInt(3_000) : 1 << 20;
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.JSON, input, budget, Map.of("exit_code", 0), cap);
      String where = "seed " + seed + ", budget " + budget + ", cap " + cap + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      JsonNode out = parse(result.text());
      doc = parse(input); // numbers as the parser types them, for comparing like with like
      assertThat(out.get("candor").get("exit_code").asInt()).as(where).isZero();
      if (wrapped) {
        checkWrapper(doc, out, where);
      } else {
        checkItems(doc, out.get("candor"), out.get("items"), where);
        assertThat(result.itemsShown()).as(where).isEqualTo(out.get("items").size());
      }
    }
    // Guards against a vacuous pass: most cases shape, and many of them cut.
    assertThat(shaped).isGreaterThan(250);
    assertThat(cut).isGreaterThan(80);
  }

  @Test
  void ndjsonObservationsParseFitAndCountHonestly() throws IOException {
    int shaped = 0;
    int cut = 0;
    for (int seed = 0; seed < 100; seed++) {
      Random r = new Random(1_000 + seed);
      ArrayNode doc = randomArray(r, 1 + r.nextInt(60));
      StringBuilder input = new StringBuilder();
      for (JsonNode line : doc) {
        input.append(MAPPER.writeValueAsString(line)).append(r.nextInt(8) == 0 ? "\n\n" : "\n");
      }
      Budget budget = randomBudget(r);
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.NDJSON, input.toString(), budget);
      doc = (ArrayNode) parse(MAPPER.writeValueAsString(doc));
      String where = "seed " + seed + ", budget " + budget + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      String[] lines = result.text().split("\n", -1);
      int at = 0;
      while (!(parse(lines[at]).size() == 1 && parse(lines[at]).has("candor"))) {
        at++;
      }
      ArrayNode items = NODES.arrayNode();
      for (int i = 0; i < at; i++) {
        items.add(parse(lines[i]));
      }
      JsonNode candor = parse(lines[at]).get("candor");
      if (at == lines.length - 1) {
        checkItems(doc, candor, items, where);
      } else {
        // The stream's last line follows the statement, after the gap it names.
        assertThat(lines.length - at - 1).as(where).isEqualTo(1);
        assertThat(parse(lines[at + 1])).as(where).isEqualTo(doc.get(doc.size() - 1));
        assertThat(candor.get("of").asInt()).as(where).isEqualTo(doc.size());
        assertThat(candor.get("showing").asInt()).as(where).isEqualTo(at + 1);
        assertThat(candor.get("cut").asText()).as(where).isEqualTo("items " + (at + 1) + "-" + (doc.size() - 1));
        for (int i = 0; i < at; i++) {
          assertThat(items.get(i)).as(where).isEqualTo(doc.get(i));
        }
      }
    }
    // Guards against a vacuous pass: most cases shape, and many of them cut.
    assertThat(shaped).isGreaterThan(80);
    assertThat(cut).isGreaterThan(20);
  }

  @Test
  void csvObservationsParseFitAndCountHonestly() throws IOException {
    char[] delimiters = {',', '\t', ';'};
    int shaped = 0;
    int cut = 0;
    for (int seed = 0; seed < 100; seed++) {
      Random r = new Random(2_000 + seed);
      char delimiter = delimiters[r.nextInt(3)];
      int columns = 2 + r.nextInt(4);
      List<List<String>> table = new ArrayList<>();
      for (int row = 0, rows = 1 + r.nextInt(200); row < rows; row++) {
        List<String> record = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
          record.add(randomString(r));
        }
        table.add(record);
      }
      String lineBreak = r.nextBoolean() ? "\r\n" : "\n";
      StringBuilder input = new StringBuilder();
      for (List<String> record : table) {
        input.append(csvLine(record, delimiter)).append(lineBreak);
      }
      Budget budget = randomBudget(r);
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.CSV, input.toString(), budget);
      String where = "seed " + seed + ", budget " + budget + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      List<List<String>> out = parseCsv(result.text(), delimiter);
      int shown = out.size() - 2;
      assertThat(out).as(where).allSatisfy(record -> assertThat(record).hasSize(columns));
      assertThat(out.subList(0, shown + 1)).as(where).isEqualTo(table.subList(0, shown + 1));
      assertThat(out.get(shown + 1).get(0)).as(where)
          .isEqualTo("# candor: showing " + shown + " of " + (table.size() - 1) + " rows");
      assertThat(result.itemsShown()).as(where).isEqualTo(shown);
    }
    // Guards against a vacuous pass: most cases shape, and many of them cut.
    assertThat(shaped).isGreaterThan(80);
    assertThat(cut).isGreaterThan(20);
  }

  private static void checkItems(JsonNode original, JsonNode candor, JsonNode items, String where) {
    assertThat(candor.get("of").asInt()).as(where).isEqualTo(original.size());
    assertThat(candor.get("showing").asInt()).as(where).isEqualTo(items.size());
    for (int i = 0; i < items.size(); i++) {
      assertThat(items.get(i)).as(where).isEqualTo(original.get(i));
    }
  }

  private static void checkWrapper(JsonNode original, JsonNode out, String where) {
    assertThat(out.fieldNames().next()).as(where).isEqualTo("candor");
    JsonNode candor = out.get("candor");
    int shown = 0;
    for (Map.Entry<String, JsonNode> m : original.properties()) {
      JsonNode got = out.get(m.getKey());
      if (got == null) {
        continue; // dropped from the end; the count is checked below
      }
      shown++;
      if (m.getValue().isArray()) {
        checkItems(m.getValue(), candor.get("arrays").get(m.getKey()), got, where);
      } else if (!got.equals(m.getValue())) {
        assertThat(got.asText()).as(where).matches("\\[cut: [0-9,]+ bytes\\]");
      }
    }
    int total = original.size();
    JsonNode stated = candor.get("members");
    assertThat(stated == null ? total : stated.get("showing").asInt()).as(where).isEqualTo(shown);
    assertThat(stated == null ? total : stated.get("of").asInt()).as(where).isEqualTo(total);
  }

  private static Budget randomBudget(Random r) {
    long limit = 50 + r.nextInt(4_951);
    switch (r.nextInt(3)) {
      case 0:
        return Budget.chars(limit);
      case 1:
        return Budget.bytes(limit);
      default:
        return Budget.tokens(limit, Tokenizer.o200k());
    }
  }

  private static ObjectNode randomWrapper(Random r) {
    ObjectNode o = NODES.objectNode();
    for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) {
      String name = randomString(r) + "#" + i;
      o.set(name, r.nextBoolean() ? randomArray(r, r.nextInt(40)) : randomValue(r, 1));
    }
    return o;
  }

  private static ArrayNode randomArray(Random r, int n) {
    ArrayNode a = NODES.arrayNode();
    for (int i = 0; i < n; i++) {
      a.add(r.nextInt(5) == 0 ? randomValue(r, 1) : randomObject(r, 0));
    }
    return a;
  }

  private static ObjectNode randomObject(Random r, int depth) {
    ObjectNode o = NODES.objectNode();
    for (int i = 0, n = r.nextInt(5); i < n; i++) {
      o.set(randomString(r) + "_" + i, randomValue(r, depth + 1));
    }
    return o;
  }

  private static JsonNode randomValue(Random r, int depth) {
    switch (depth > 3 ? 2 + r.nextInt(4) : r.nextInt(6)) {
      case 0:
        return randomObject(r, depth);
      case 1: {
        ArrayNode a = NODES.arrayNode();
        for (int i = 0, n = r.nextInt(4); i < n; i++) {
          a.add(randomValue(r, depth + 1));
        }
        return a;
      }
      case 2:
        return NODES.textNode(randomString(r));
      case 3:
        return r.nextBoolean() ? NODES.numberNode(r.nextLong() >> r.nextInt(60))
            : NODES.numberNode(new BigDecimal(r.nextInt(1_000_000)).movePointLeft(r.nextInt(5)).doubleValue());
      case 4:
        return NODES.booleanNode(r.nextBoolean());
      default:
        return NODES.nullNode();
    }
  }

  private static String randomString(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = r.nextInt(6); i < n; i++) {
      sb.append(PIECES[r.nextInt(PIECES.length)]);
    }
    return sb.toString();
  }

  /** A record, quoting every field that holds any delimiter, a quote or a line break. */
  private static String csvLine(List<String> record, char delimiter) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < record.size(); i++) {
      String f = record.get(i);
      if (i > 0) {
        sb.append(delimiter);
      }
      boolean quote = f.isEmpty() && record.size() == 1 || f.matches("(?s).*[,;\t\"\r\n].*");
      sb.append(quote ? '"' + f.replace("\"", "\"\"") + '"' : f);
    }
    return sb.toString();
  }
}

package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StructuredShaperNdjsonTest {

  static String lines(int n) {
    Random r = new Random(7);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(StructuredFixtures.lineItem(i, r)).append('\n');
    }
    return sb.toString();
  }

  @Test
  void firstLinesThenAStatementLineThenTheLastLinesEachLineParses() throws IOException {
    Budget budget = Budget.chars(2_000);
    StructuredShaper.Result r = shape(Strategy.NDJSON, lines(340), budget);

    assertFits(r, budget);
    String[] out = r.text().split("\n", -1);
    String[] in = lines(340).split("\n");
    int at = 0;
    while (!parse(out[at]).has("candor")) {
      at++;
    }
    int head = at;
    int tail = out.length - head - 1;
    assertThat(tail).isPositive().isLessThan(head);
    for (int i = 0; i < head; i++) {
      assertThat(parse(out[i])).isEqualTo(parse(in[i]));
    }
    for (int i = 0; i < tail; i++) {
      assertThat(parse(out[head + 1 + i])).isEqualTo(parse(in[340 - tail + i]));
    }
    JsonNode candor = parse(out[head]).get("candor");
    assertThat(candor.get("showing").asInt()).isEqualTo(head + tail).isEqualTo((int) r.itemsShown());
    assertThat(candor.get("of").asInt()).isEqualTo(340);
    assertThat(candor.get("cut").asText()).isEqualTo("items " + (head + 1) + "-" + (340 - tail));
    assertThat(candor.get("kept").asText()).isEqualTo("the first " + head + ", the last " + tail);
    assertThat(r.cuts()).singleElement().satisfies(c -> {
      assertThat(c.from()).isEqualTo(head + 1);
      assertThat(c.to()).isEqualTo(340 - tail);
    });
  }

  @Test
  void metaComesFirstInTheStatementLine() throws IOException {
    Map<String, Object> meta = new LinkedHashMap<>();
    meta.put("command", "kubectl get events -o json");
    meta.put("exit_code", 0);
    StructuredShaper.Result r = shape(Strategy.NDJSON, lines(20), Budget.chars(5_000), meta, 1 << 20);

    assertThat(r.text()).endsWith(
        "\n{\"candor\":{\"command\":\"kubectl get events -o json\",\"exit_code\":0,\"showing\":20,\"of\":20}}");
    assertThat(r.cuts()).isEmpty();
  }

  @Test
  void blankLinesAreNotItems() throws IOException {
    StructuredShaper.Result r = shape(Strategy.NDJSON, "\n{\"a\":1}\n\n  \n[2]\r\n\n", Budget.chars(500));

    assertThat(r.text()).isEqualTo("{\"a\":1}\n[2]\n{\"candor\":{\"showing\":2,\"of\":2}}");
  }

  @Test
  void tokenAndByteBudgetsFit() throws IOException {
    for (Budget budget : new Budget[] {Budget.tokens(300, Tokenizer.o200k()), Budget.bytes(1_500)}) {
      StructuredShaper.Result r = shape(Strategy.NDJSON, lines(340), budget);

      assertFits(r, budget);
      assertThat(r.itemsShown()).isGreaterThan(5);
      assertThat(r.text().split("\n")).hasSize((int) r.itemsShown() + 1);
    }
  }

  @Test
  void lineThatIsNotJsonIsNotStructured() throws IOException {
    StructuredShaper.Result r = shape(Strategy.NDJSON, "{\"a\":1}\n{\"a\":2}\nWARN: disk low\n", Budget.chars(500));

    assertThat(r.text()).isNull();
    assertThat(r.failure()).startsWith("not valid JSON at line 3, column ")
        .contains("inside line 3 after 2 complete lines: Unrecognized token 'WARN'");
  }

  @Test
  void cutOffLastLineReadsAsTruncated() throws IOException {
    StructuredShaper.Result r = shape(Strategy.NDJSON, "{\"a\":1}\n{\"a\":2}\n{\"a\":", Budget.chars(500));

    assertThat(r.failure()).isEqualTo(
        "input ends inside line 3 after 2 complete lines: the tool's own output looks truncated");
  }

  @Test
  void twoValuesOnOneLineAreNotNdjson() throws IOException {
    StructuredShaper.Result r = shape(Strategy.NDJSON, "{\"a\":1} {\"a\":2}\n", Budget.chars(500));

    assertThat(r.failure()).isEqualTo("line 1 holds more than one JSON value: NDJSON has one per line");
  }

  @Test
  void valueSpanningLinesIsNotNdjson() throws IOException {
    StructuredShaper.Result r = shape(Strategy.NDJSON, "{\"a\":1}\n{\n\"a\":2}\n", Budget.chars(500));

    assertThat(r.failure()).isEqualTo("the JSON value on line 2 runs on to line 3: NDJSON has one value per line");
  }
}

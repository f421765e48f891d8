package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Figures follow the value a parser keeps for a repeated key, the last, and the statement says keys repeat. */
class StructuredDuplicateKeysTest {

  private static String records(int n, String sep) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : sep).append("{\"id\":").append(i).append(",\"id\":\"dup").append(i)
          .append("\",\"amount\":1,\"amount\":1000000}");
    }
    return sb.toString();
  }

  @Test
  void jsonArraySumsTheLastValueOfARepeatedKey() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, "[" + records(3000, ",") + "]", budget);
    assertFits(r, budget);
    // A parser that keeps the last value of a repeated key, as most do (the test mapper rejects them).
    JsonNode candor = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.text()).path("candor");
    assertThat(candor.path("duplicate_keys").asText())
        .isEqualTo("3,000 records repeat a key (id, amount): figures use each key's last value, as a parser keeps it");
    JsonNode amount = candor.path("aggregates").path("fields").path("amount");
    assertThat(amount.path("count").asLong()).isEqualTo(3000);
    assertThat(amount.path("sum").asText()).isEqualTo("3000000000");
    assertThat(candor.path("aggregates").path("records").asLong()).isEqualTo(3000);
  }

  @Test
  void ndjsonSumsTheLastValueToo() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.NDJSON, records(3000, "\n") + "\n", budget);
    assertFits(r, budget);
    assertThat(r.text()).contains("\"sum\":3000000000").contains("\"duplicate_keys\":\"3,000 records repeat a key");
  }

  @Test
  void aLaterNullReplacesAnEarlierNumber() {
    Aggregates agg = new Aggregates();
    agg.record();
    agg.number("amount", "5");
    agg.other("amount");
    agg.record();
    agg.number("amount", "7");
    assertThat(agg.json(2)).isEqualTo(
        "\"aggregates\":{\"records\":2,\"fields\":{\"amount\":{\"count\":1,\"sum\":7,\"min\":7,\"max\":7,\"mean\":7}}}");
    assertThat(agg.duplicateRecords()).isEqualTo(1);
  }

  @Test
  void csvWithARepeatedColumnSaysSo() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.CSV, "a,b,b\n1,2,3\n4,5,6\n7,8,9\n", budget);
    assertFits(r, budget);
    assertThat(r.text()).contains("3 records repeat a key (b)");
  }

  @Test
  void recordsWithoutRepeatsSayNothing() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, "[{\"a\":1},{\"a\":2},{\"a\":3}]", budget);
    assertThat(r.text()).doesNotContain("duplicate_keys");
  }
}

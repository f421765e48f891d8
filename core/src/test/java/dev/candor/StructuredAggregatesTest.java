package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** 001's example: 340 line items, and the model needs the total and the ship dates. */
class StructuredAggregatesTest {

  @Test
  void aCappedArrayOfRecordsStatesExactTotalsOverEveryRecord() throws Exception {
    Random r = new Random(7);
    String[] regions = {"iberia", "nordics", "benelux", "dach", "uk"};
    StringBuilder sb = new StringBuilder("[");
    BigDecimal sum = BigDecimal.ZERO;
    String earliest = null;
    String latest = null;
    int iberia = 0;
    for (int i = 0; i < 340; i++) {
      String amount = BigDecimal.valueOf(100 + r.nextInt(99_900), 2).toPlainString();
      String date = String.format("2026-%02d-%02d", 4 + r.nextInt(3), 1 + r.nextInt(28));
      String region = regions[r.nextInt(regions.length)];
      iberia += region.equals("iberia") ? 1 : 0;
      sum = sum.add(new BigDecimal(amount));
      earliest = earliest == null || date.compareTo(earliest) < 0 ? date : earliest;
      latest = latest == null || date.compareTo(latest) > 0 ? date : latest;
      sb.append(i == 0 ? "" : ",").append("{\"order_id\":\"ORD-").append(10_000 + i).append("\",\"region\":\"")
          .append(region).append("\",\"amount\":").append(amount).append(",\"ship_date\":\"").append(date).append("\"}");
    }
    Budget budget = Budget.chars(2_000);
    Shaped s = Shaper.builder().budget(budget).build().shape(sb.append(']').toString(), Evidence.of("query_warehouse", 0));

    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    JsonNode candor = new ObjectMapper().readTree(s.text()).get("candor");
    assertThat(candor.get("of").asInt()).isEqualTo(340);
    JsonNode agg = candor.get("aggregates");
    assertThat(agg.get("records").asInt()).isEqualTo(340);
    assertThat(new BigDecimal(agg.get("fields").get("amount").get("sum").asText())).isEqualByComparingTo(sum);
    assertThat(agg.get("fields").get("amount").get("count").asInt()).isEqualTo(340);
    assertThat(agg.get("fields").get("ship_date").get("earliest").asText()).isEqualTo(earliest);
    assertThat(agg.get("fields").get("ship_date").get("latest").asText()).isEqualTo(latest);
    assertThat(agg.get("fields").get("region").get("values").get("iberia").asInt()).isEqualTo(iberia);
  }

  @Test
  void anArrayShownWholeCarriesNoAggregates() throws Exception {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build()
        .shape("[{\"a\":1},{\"a\":2}]", Evidence.none());
    assertThat(new ObjectMapper().readTree(s.text()).get("candor").has("aggregates")).isFalse();
  }
}

package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.store.Handle;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MoreJqTest {
  @TempDir Path dir;

  private static Handle put(ResultStore store, String text) throws Exception {
    return store.put(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ResultMeta.none());
  }

  @Test
  void candorMoreAnswersAJqProgramOverTheWholeResultAndStoresACutAnswerUnderItsOwnHandle() throws Exception {
    StringBuilder rows = new StringBuilder("[");
    BigDecimal want = BigDecimal.ZERO;
    for (int i = 0; i < 340; i++) {
      BigDecimal amount = BigDecimal.valueOf(1_000 + i * 37L, 2);
      boolean hit = i % 4 == 1;
      if (hit) {
        want = want.add(amount);
      }
      rows.append(i == 0 ? "" : ",").append("{\"region\":\"").append(hit ? "Iberia" : "DACH")
          .append("\",\"quarter\":\"Q2\",\"amount\":").append(amount.toPlainString()).append('}');
    }
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Handle h = put(store, rows.append(']').toString());
      Budget budget = Budget.chars(1_200);
      CallToolResult sum = MoreTool.call(store, Map.of("handle", h.value(),
          "jq", "[.[] | select(.region==\"Iberia\" and .quarter==\"Q2\") | .amount] | add"), budget);
      assertThat(sum.isError()).isFalse();
      String text = ServeToolsTest.text(sum);
      assertThat(new BigDecimal(new ObjectMapper().readTree(text).get("value").asText())).isEqualByComparingTo(want);

      CallToolResult many = MoreTool.call(store, Map.of("handle", h.value(), "jq", ".[] | select(.region==\"DACH\")"), budget);
      String cut = ServeToolsTest.text(many);
      assertThat(cut.codePointCount(0, cut.length())).isLessThanOrEqualTo(1_200);
      assertThat(cut).contains("255 outputs").contains("\"of\":255");
      String own = cut.replaceAll("(?s).*candor_more with handle (cnd_[a-z2-7]{32}).*", "$1");
      assertThat(own).isNotEqualTo(h.value());
      assertThat(store.facts(Handle.parse(own)).lines()).isEqualTo(255);

      CallToolResult endless = MoreTool.call(store, Map.of("handle", h.value(), "jq", "range(1e12)"), budget);
      assertThat(endless.isError()).isTrue();
      assertThat(ServeToolsTest.text(endless)).contains("was stopped at its");
      assertThat(store.facts(h).size()).as("the store is fine afterwards").isPositive();
    }
  }

  @Test
  void slurpGoesWithJqAndMakesNdjsonOneArray() throws Exception {
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Handle h = put(store, "{\"n\":1}\n{\"n\":2}\n");
      Budget b = Budget.chars(1_000);
      assertThat(ServeToolsTest.text(MoreTool.call(store, Map.of("handle", h.value(), "jq", "map(.n) | add", "slurp", true), b)))
          .contains("\"value\":3");
      assertThat(ServeToolsTest.text(MoreTool.call(store, Map.of("handle", h.value(), "lines", "1:2", "slurp", true), b)))
          .contains("slurp goes with jq");
    }
  }
}

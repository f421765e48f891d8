package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

class ToolShapesTest {
  private static final StructuredProofTest.Truth ORDERS = new StructuredProofTest.Truth(7);

  private static ToolShapes.Builder declared() {
    return ToolShapes.builder()
        .defaults(b -> b.budget(Budget.chars(2_000)))
        .tool("list_orders", b -> b.fields(List.of("order_id", "region", "amount")).totals(List.of("amount")));
  }

  private static List<String> names(JsonNode object) {
    List<String> out = new ArrayList<>();
    for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
      out.add(it.next());
    }
    return out;
  }

  @Test
  void aToolsDeclaredProjectionAndTotalsApplyToItsResults() {
    ToolShapes shapes = declared().build();

    Shaped s = shapes.shape("list_orders", ORDERS.array(), Evidence.none());

    assertThat(Budget.chars(2_000).measure(s.text())).isLessThanOrEqualTo(2_000);
    JsonNode doc = parse(s.text());
    assertThat(doc.get("candor").get("of").asInt()).isEqualTo(340);
    assertThat(doc.get("items").size()).isPositive();
    doc.get("items").forEach(item -> assertThat(names(item)).containsExactly("order_id", "region", "amount"));
    JsonNode figures = doc.get("candor").get("aggregates");
    assertThat(figures.get("records").asInt()).isEqualTo(340);
    assertThat(names(figures.get("fields"))).containsExactly("amount");
    assertThat(figures.get("fields").get("amount").get("sum").decimalValue()).isEqualByComparingTo(ORDERS.sum);
    assertThat(s.text()).contains("\"sum\":" + ORDERS.sum.toPlainString()); // to the cent, as written
  }

  @Test
  void emptyTotalsStateOnlyTheCount() {
    ToolShapes shapes = ToolShapes.builder()
        .defaults(b -> b.budget(Budget.chars(2_000)))
        .tool("list_orders", b -> b.totals(List.of()))
        .build();

    JsonNode doc = parse(shapes.shape("list_orders", ORDERS.array(), Evidence.none()).text());

    JsonNode figures = doc.get("candor").get("aggregates");
    assertThat(figures == null || figures.get("fields") == null || figures.get("fields").isEmpty()).isTrue();
    assertThat(doc.get("candor").get("of").asInt()).isEqualTo(340);
  }

  @Test
  void aToolWithNoDeclarationGetsTheDefaultsAndItsNameChoosesTheStrategy() {
    ToolShapes shapes = declared().build();
    StringBuilder matches = new StringBuilder();
    for (int i = 1; i <= 2_000; i++) {
      matches.append("src/File").append(i).append(".java:").append(i).append(": TODO tidy\n");
    }

    Shaped s = shapes.shape("grep_repo", matches.toString(), Evidence.none());

    assertThat(s.strategy()).isEqualTo(Strategy.LIST);
    assertThat(s.evidence().tool()).hasValue("grep_repo");
    assertThat(Budget.chars(2_000).measure(s.text())).isLessThanOrEqualTo(2_000);
    assertThat(s.text()).startsWith(s.text().substring(0, 10)).contains("src/File1.java:1: TODO tidy");
  }

  @Test
  void everyResultIsKeptAndACutResultSaysWhere() {
    Map<String, byte[]> kept = new ConcurrentHashMap<>();
    ToolShapes shapes = declared()
        .keeper((tool, raw) -> {
          kept.put("cnd_" + tool, raw);
          return "candor more cnd_" + tool;
        })
        .build();

    Shaped s = shapes.shape("list_orders", ORDERS.array(), Evidence.none());

    assertThat(kept).containsKey("cnd_list_orders");
    assertThat(new String(kept.get("cnd_list_orders"), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(ORDERS.array());
    assertThat(s.text()).contains("candor more cnd_list_orders");
    assertThat(Budget.chars(2_000).measure(s.text())).isLessThanOrEqualTo(2_000);
  }

  @Test
  void aKeeperThatFailsIsAnErrorNotASilentLoss() {
    ToolShapes shapes = declared().keeper((tool, raw) -> {
      throw new IOException("disk full");
    }).build();

    assertThatThrownBy(() -> shapes.shape("list_orders", ORDERS.array(), Evidence.none()))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessage("keeping the full result of list_orders failed: disk full");
  }

  @Test
  void aBadDeclarationFailsWhenBuiltNotOnTheFirstCall() {
    ToolShapes.Builder b = ToolShapes.builder().tool("q", s -> s.fields(List.of("customer..name")));

    assertThatThrownBy(b::build).isInstanceOf(ShapeException.class).hasMessageContaining("customer..name");
    assertThatThrownBy(() -> Shaper.builder().totals(List.of("customer.name")))
        .isInstanceOf(ShapeException.class)
        .hasMessageContaining("top-level field name");
  }

  @Test
  void whatWasDoneBeforeShapingIsStatedInAStructuredDocumentToo() {
    Shaped s = Shaper.builder().budget(Budget.chars(400)).note("1 secret masked (github-token)").build()
        .shape("[{\"id\":1},{\"id\":2}]", Evidence.none());

    assertThat(parse(s.text()).get("candor").get("note").asText()).isEqualTo("1 secret masked (github-token)");
    assertThat(s.notes()).contains("1 secret masked (github-token)");
  }
}

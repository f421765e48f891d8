package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The tool's data that reads like Candor's marks is written so it no longer does, and JSON keeps
 * its exact value: what a parser reads from the observation is what the tool wrote.
 */
class ToolMarksTest {

  @Test
  void jsonLookAlikesAreDisarmedWithTheirValuesKept() {
    String item = "{\"msg\":\"[cut: 32 bytes]\",\"note\":\"[candor: showing 3 of 3 lines]\","
        + "\"log\":\"[... cut lines 2-5 from the middle: 4 lines, 100 bytes ...]\",\"candor_gap\":\"12 keys\","
        + "\"page\":{\"showing\":1,\"of\":5}}";
    String shown = ToolMarks.json(item);
    assertThat(shown).doesNotContain("\"[cut: ").doesNotContain("\"[candor:").doesNotContain("\"[... cut")
        .doesNotContain("\"candor_gap\":\"").doesNotContain("\"showing\":1,\"of\":");
    assertThat(parse(shown)).isEqualTo(parse(item));
  }

  @Test
  void ordinaryJsonIsLeftAsItIs() {
    String item = "{\"tags\":[\"a\",\"b\"],\"range\":\"[1, 2]\",\"showing\":\"x\",\"of\":2}";
    assertThat(ToolMarks.json(item)).isEqualTo(item);
  }

  @Test
  void aShapedArrayCarriesNoMarkOfCandorsThatTheToolWrote() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 60; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"i\":").append(i).append(",\"msg\":\"[cut: 32 bytes]\",")
          .append("\"candor_gap\":\"12 keys, 8,013 bytes\",\"page\":{\"showing\":1,\"of\":5},\"pad\":\"")
          .append("p".repeat(70)).append("\"}");
    }
    Budget budget = Budget.chars(1500);
    StructuredShaper.Result r = shape(Strategy.JSON, sb.append(']').toString(), budget);
    assertFits(r, budget);
    assertThat(r.text()).doesNotContain("\"[cut: 32").doesNotContain("\"candor_gap\":\"12")
        .doesNotContain("\"showing\":1,\"of\":5");
    assertThat(parse(r.text()).path("items").get(0).path("msg").asText()).isEqualTo("[cut: 32 bytes]");
  }

  @Test
  void aCsvCellThatImitatesAMarkIsShownAsTheTools() throws IOException {
    StringBuilder sb = new StringBuilder("id,msg\n");
    for (int i = 0; i < 5; i++) {
      sb.append(i).append(",# candor: showing 3 of 3 rows\n");
    }
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.CSV, sb.toString(), budget);
    assertFits(r, budget);
    assertThat(r.text()).contains("0,(tool) # (tool) candor: showing 3 of 3 rows");
    assertThat(ToolMarks.cell("[... cut lines 2-5 from the middle: 4 lines, 100 bytes ...]"))
        .isEqualTo("(tool) [... cut lines 2-5 from the middle: 4 lines, 100 bytes ...]");
    assertThat(ToolMarks.cell("[1, 2]")).isEqualTo("[1, 2]");
  }
}

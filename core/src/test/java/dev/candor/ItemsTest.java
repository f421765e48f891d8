package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemsTest {
  private static Items.Selection select(String input, Strategy format, long from, long to, String... fields)
      throws IOException {
    return Items.select(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), format, from, to, List.of(fields));
  }

  private static String orders(int n) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 1; i <= n; i++) {
      sb.append(i == 1 ? "" : ",").append("{\"id\":").append(i).append(",\"amount\":").append(i).append(".50")
          .append(",\"customer\":{\"name\":\"c").append(i).append("\",\"email\":\"c@x\"}")
          .append(",\"tags\":[{\"name\":\"t\",\"score\":1}]}");
    }
    return sb.append(']').toString();
  }

  @Test
  void aRangeOfAnArrayIsProjectedAsShapingProjectsIt() throws IOException {
    Items.Selection s = select(orders(340), Strategy.JSON, 200, 202, "id", "amount", "customer.name", "tags.name");

    assertThat(s.total()).isEqualTo(340);
    assertThat(s.shown()).isEqualTo(3);
    assertThat(s.where()).isEqualTo("the array");
    assertThat(parse(s.text()).size()).isEqualTo(3);
    assertThat(s.text()).isEqualTo("[\n"
        + "{\"id\":200,\"amount\":200.50,\"customer\":{\"name\":\"c200\"},\"tags\":[{\"name\":\"t\"}]},\n"
        + "{\"id\":201,\"amount\":201.50,\"customer\":{\"name\":\"c201\"},\"tags\":[{\"name\":\"t\"}]},\n"
        + "{\"id\":202,\"amount\":202.50,\"customer\":{\"name\":\"c202\"},\"tags\":[{\"name\":\"t\"}]}\n]");
    assertThat(s.fieldsAbsent()).isEmpty();
  }

  @Test
  void aWrappersItemsAreThoseOfItsFirstArrayMember() throws IOException {
    Items.Selection s = select("{\"total_count\":340,\"items\":" + orders(340) + "}", Strategy.JSON, 339, 400, "id");

    assertThat(s.where()).isEqualTo("member 'items'");
    assertThat(s.total()).isEqualTo(340);
    assertThat(s.text()).isEqualTo("[\n{\"id\":339},\n{\"id\":340}\n]");
  }

  @Test
  void ndjsonLinesAreItems() throws IOException {
    String ndjson = "{\"id\":1,\"x\":1}\n{\"id\":2,\"x\":2}\n\n{\"id\":3,\"x\":3}\n";

    Items.Selection s = select(ndjson, Strategy.NDJSON, 2, 3, "id");

    assertThat(s.total()).isEqualTo(3);
    assertThat(s.where()).isEqualTo("the lines");
    assertThat(s.text()).isEqualTo("{\"id\":2}\n{\"id\":3}\n");
  }

  @Test
  void aMisspeltFieldIsNamedAndItemsStayValid() throws IOException {
    Items.Selection s = select(orders(3), Strategy.JSON, 1, 2, "id", "custmer");

    assertThat(s.fieldsAbsent()).containsExactly("custmer");
    assertThat(parse(s.text()).get(1).toString()).isEqualTo("{\"id\":2}");
  }

  @Test
  void anItemWithNoneOfTheFieldsIsAnEmptyObjectNotAHole() throws IOException {
    Items.Selection s = select("[{\"a\":1},{\"b\":2},7]", Strategy.JSON, 1, 3, "b");

    assertThat(parse(s.text()).size()).isEqualTo(3);
    assertThat(s.fieldsAbsent()).isEmpty();
  }

  @Test
  void whatCannotBeSelectedSaysWhatToUseInstead() {
    assertThatThrownBy(() -> select("{\"a\":1}", Strategy.JSON, 1, 2))
        .isInstanceOf(ShapeException.class).hasMessageContaining("use --lines or --grep");
    assertThatThrownBy(() -> select("[1,2,nope]", Strategy.JSON, 1, 2))
        .isInstanceOf(ShapeException.class).hasMessageContaining("not valid json").hasMessageContaining("use --lines");
    assertThatThrownBy(() -> select("[1,2", Strategy.JSON, 1, 2))
        .isInstanceOf(ShapeException.class).hasMessageContaining("use --lines");
    assertThatThrownBy(() -> select("a,b\n1,2\n", Strategy.CSV, 1, 2))
        .isInstanceOf(ShapeException.class).hasMessageContaining("not csv");
    assertThatThrownBy(() -> select("[1]", Strategy.JSON, 3, 2))
        .isInstanceOf(ShapeException.class).hasMessageContaining("A:B with 1 <= A <= B");
  }

  @Test
  void theFormatIsSniffedWhenNotGiven() throws IOException {
    String ndjson = "{\"id\":1}\n{\"id\":2}\n{\"id\":3}\n";

    Items.Selection lines = Items.select(new ByteArrayInputStream(ndjson.getBytes(StandardCharsets.UTF_8)), 3, 3, List.of());
    Items.Selection array = Items.select(new ByteArrayInputStream(orders(5).getBytes(StandardCharsets.UTF_8)), 5, 5, List.of("id"));

    assertThat(lines.format()).isEqualTo(Strategy.NDJSON);
    assertThat(lines.text()).isEqualTo("{\"id\":3}\n");
    assertThat(array.format()).isEqualTo(Strategy.JSON);
    assertThat(array.text()).isEqualTo("[\n{\"id\":5}\n]");
  }
}

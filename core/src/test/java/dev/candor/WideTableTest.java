package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A wide table's rows at a small budget: with no room for a row beside its header, it is shaped as
 * lines, not as a table of none of its rows; with room for one, that row is the one that differs.
 */
class WideTableTest {

  /**
   * A load balancer's stats as CSV, like HAProxy's {@code show stat}: a header of 120 columns
   * (855 chars) and a row per server (about 280 chars), 90 of them; server {@code down} says DOWN,
   * connection refused, where every other says UP.
   */
  private static String stats(int down) {
    StringBuilder sb = new StringBuilder("# pxname,svname");
    for (int c = 3; c <= 120; c++) {
      sb.append(",col_").append(c);
    }
    sb.append('\n');
    for (int i = 1; i <= 90; i++) {
      boolean refused = i == down;
      sb.append("svc-").append(i / 4 < 10 ? "0" : "").append(i / 4).append(",server-").append(i % 4);
      for (int c = 3; c <= 120; c++) {
        sb.append(',');
        if (c == 18) {
          sb.append(refused ? "DOWN" : "UP");
        } else if (c == 60) {
          sb.append(refused ? "Connection refused" : "Layer7 check passed");
        } else if (c % 2 == 0) {
          sb.append(i * c % 9973);
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Test
  void aTableWithNoRoomForARowBesideItsHeaderIsShapedAsLines() {
    // At 1,200 chars the header and the statement leave no room for a row of 280 chars.
    Shaped s = Shaper.builder().budget(Budget.chars(1_200)).build()
        .shape(stats(45), Evidence.of("echo 'show stat' | socat stdio unix-connect:haproxy.sock", 0));
    assertThat(s.strategy()).isNotEqualTo(Strategy.CSV);
    assertThat(s.text()).as(s.text()).contains("svc-11,server-1,").contains("DOWN");
    assertThat(s.notes()).contains("not shaped as csv: no row fits the budget beside the header");
  }

  @Test
  void aTableWithRoomForOneRowShowsTheRowThatDiffers() {
    // The header shows what a row holds: the one row left room is the DOWN one, not the first.
    Shaped s = Shaper.builder().budget(Budget.chars(1_600)).build()
        .shape(stats(45), Evidence.of("echo 'show stat' | socat stdio unix-connect:haproxy.sock", 0));
    assertThat(s.strategy()).isEqualTo(Strategy.CSV);
    assertThat(s.itemsShown()).hasValue(1);
    assertThat(s.text()).as(s.text()).contains("svc-11,server-1,").contains("DOWN")
        .contains("kept the row with a rare value: col_18 = DOWN (1 of 90)");
  }

  @Test
  void aTableWithRoomForRowsStaysATable() {
    Shaped s = Shaper.builder().budget(Budget.chars(4_000)).build()
        .shape(stats(45), Evidence.of("echo 'show stat' | socat stdio unix-connect:haproxy.sock", 0));
    assertThat(s.strategy()).isEqualTo(Strategy.CSV);
    assertThat(s.itemsShown().orElse(0)).isPositive();
  }
}

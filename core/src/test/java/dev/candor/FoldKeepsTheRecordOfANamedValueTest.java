package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 11, "the matching line is kept but not its block": a run of one template folds to its first
 * and last records, and the one line after it that is not of the run (a ban) is kept. When that line
 * names a value (an address) that a record near the run's end names too, and few of the run's other
 * records do, the fold shows the records from that one on: the last attempt from the banned address.
 */
class FoldKeepsTheRecordOfANamedValueTest {
  static String log() {
    StringBuilder sb = new StringBuilder("jail 'admin' started\n");
    for (int i = 0; i < 200; i++) {
      String address = i % 40 == 20 || i == 197 ? "192.168.1.20" : "198.51." + (100 + i % 7) + "." + (i * 37 % 250 + 1);
      sb.append("12:00:").append(String.format("%02d", i % 60)).append(" filter [admin] Found ").append(address).append('\n');
    }
    sb.append("12:01:00 actions [admin] Ban 192.168.1.20\n");
    for (int i = 0; i < 60; i++) {
      sb.append("12:01:").append(String.format("%02d", i)).append(" filter [admin] Found 203.0.113.")
          .append(i * 13 % 250 + 1).append('\n');
    }
    sb.append("jail 'admin' stopped\n");
    return sb.toString();
  }

  @ParameterizedTest
  @ValueSource(ints = {700, 900, 1_200})
  void theLastRecordThatNamesTheAddressTheLineAfterTheRunNamesIsShown(int budget) {
    Shaped s = Shaper.builder().budget(Budget.chars(budget)).build().shape(log(), Evidence.of("fail2ban-client -f start", 0));
    assertThat(s.size()).isLessThanOrEqualTo(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("Ban 192.168.1.20").contains("Found 192.168.1.20");
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GroupingTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"0|0", "7|7", "999|999", "1000|1,000", "12345|12,345", "951000|951,000",
      "1073741824|1,073,741,824", "-1234|-1,234", "-999|-999", "9223372036854775807|9,223,372,036,854,775,807"})
  void groupsDigitsInThreesLikeTheFormatter(long n, String text) {
    assertThat(Grouping.of(n)).isEqualTo(text).isEqualTo(String.format(java.util.Locale.ROOT, "%,d", n));
  }
}

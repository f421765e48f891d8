package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs of a line with no trigger and no escape are left out of the secret search; a block masked
 * that way is masked as its lines are one at a time, secrets among and inside the repeats included.
 */
class SecretScanRepeatsTest {
  private static String fake(String a, String b) {
    return a + b; // split, so no scanner takes the fixture for a real key
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void aBlockOfRepeatsIsMaskedAsItsLinesAre(long seed) {
    String[] lines = {
      "INFO worker 12 processed batch 4711 in 0.0123 s",
      "",
      "token " + fake("ghp_", "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"),
      "id \u001B[01;31m" + fake("AK", "IA") + "\u001B[m" + "Z7Q3X5MPLE2FAKE1",
      "see https://example.com for more",
      "DB_PASSWORD=" + fake("hunter", "2secret"),
      "progress 10/20",
    };
    Random r = new Random(seed);
    StringBuilder block = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    Map<String, Integer> counts = new HashMap<>();
    Redactor red = Redactor.defaults();
    for (int i = 0; i < 300; i++) {
      String line = lines[r.nextInt(lines.length)];
      int repeat = 1 + (r.nextBoolean() ? r.nextInt(30) : 0);
      for (int k = 0; k < repeat; k++) {
        block.append(line).append('\n');
        Redacted one = red.redact(line + "\n");
        expected.append(one.text());
        one.counts().forEach((kind, n) -> counts.merge(kind, n, Integer::sum));
      }
    }
    byte[] b = block.toString().getBytes(StandardCharsets.ISO_8859_1);
    Redacted got = red.redactLatin1(b, 0, b.length);
    assertThat(got).isNotNull();
    assertThat(got.text()).isEqualTo(expected.toString());
    assertThat(got.counts()).isEqualTo(counts);
  }
}

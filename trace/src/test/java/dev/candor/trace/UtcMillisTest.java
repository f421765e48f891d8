package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UtcMillisTest {

  private static String iso(Instant at) {
    return DateTimeFormatter.ISO_INSTANT.format(at.truncatedTo(ChronoUnit.MILLIS));
  }

  @Test
  void writesEveryInstantAsIsoInstantDoesAtMillisecondPrecision() {
    SplittableRandom random = new SplittableRandom(12);
    for (int i = 0; i < 20_000; i++) {
      Instant at = Instant.ofEpochSecond(random.nextLong(-62_000_000_000L, 260_000_000_000L), random.nextInt(1_000_000_000));
      assertThat(UtcMillis.format(at)).as("%s", at).isEqualTo(iso(at));
    }
  }

  @Test
  void dropsAZeroFractionAndKeepsTrailingZerosOfOthersAsIsoInstantDoes() {
    for (Instant at : new Instant[] {Instant.EPOCH, Instant.parse("2026-12-01T21:12:00Z"),
        Instant.parse("2026-12-01T21:12:00.100Z"), Instant.parse("2026-12-01T21:12:00.000999Z"),
        Instant.parse("1969-12-31T23:59:59.999Z"), Instant.parse("0000-01-01T00:00:00.001Z"),
        Instant.parse("9999-12-31T23:59:59.999999Z"), Instant.parse("+10000-01-01T00:00:00Z"),
        Instant.parse("-0001-06-01T00:00:00.5Z")}) {
      assertThat(UtcMillis.format(at)).as("%s", at).isEqualTo(iso(at));
    }
    assertThat(UtcMillis.format(Instant.parse("2026-12-01T21:12:00.100Z"))).isEqualTo("2026-12-01T21:12:00.100Z");
  }
}

package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class StreamStatsTest {

  @Test
  void emptyIsZeroBytesAndTheDigestOfNothing() {
    assertThat(StreamStats.empty()).isEqualTo(new StreamStats(0, Sha256.of(new byte[0])));
  }

  @Test
  void rejectsNegativeCountsAndMalformedDigests() {
    String digest = Sha256.of("x");
    assertThatThrownBy(() -> new StreamStats(-1, digest)).hasMessage("bytes < 0: -1");
    assertThatThrownBy(() -> new StreamStats(1, digest.toUpperCase()))
        .hasMessage("sha256 is not 64 lowercase hex digits: " + digest.toUpperCase());
    assertThatThrownBy(() -> new StreamStats(1, "abc"))
        .hasMessage("sha256 is not 64 lowercase hex digits: abc");
  }
}

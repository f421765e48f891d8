package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.Budget;
import dev.candor.Evidence;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class SpanStreamTest {
  private static final String A = "a".repeat(64);
  private static final String B = "b".repeat(64);

  @Test
  void streamOverItsCapMustBeMarkedTruncated() {
    assertThatThrownBy(() -> SpanStream.withinCap(24_118, 8_192, A))
        .hasMessage("a stream of 24118 bytes over its cap of 8192 was clipped: mark it truncated");
  }

  @Test
  void streamWithinItsCapCannotBeTruncated() {
    assertThatThrownBy(() -> SpanStream.clipped(100, 8_192, A, B))
        .hasMessage("a stream of 100 bytes within its cap of 8192 cannot be truncated:"
            + " pass the bytes actually kept as the cap, or no cap");
  }

  @Test
  void truncatedStreamHasNoFullHash() {
    assertThatThrownBy(() -> new SpanStream(10, OptionalLong.empty(), true, Optional.of(A), Optional.empty(), Optional.empty()))
        .hasMessage("a truncated stream has no full-stream sha256: pass head and tail hashes instead");
  }

  @Test
  void wholeStreamNeedsItsFullHash() {
    assertThatThrownBy(() -> new SpanStream(10, OptionalLong.empty(), false, Optional.empty(), Optional.empty(), Optional.empty()))
        .hasMessage("a stream that was not truncated needs its full-stream sha256");
  }

  @Test
  void headAndTailHashesOnlyOnAClippedStream() {
    assertThatThrownBy(() -> new SpanStream(10, OptionalLong.empty(), false, Optional.of(A), Optional.of(B), Optional.empty()))
        .hasMessage("head and tail hashes describe a clipped stream, and this one is not truncated");
  }

  @Test
  void hashesAreLowercaseHex() {
    assertThatThrownBy(() -> SpanStream.whole(1, "B3A1..."))
        .hasMessage("sha256 is not 64 lowercase hex digits: 'B3A1...'");
  }

  @Test
  void emptyIsZeroBytesWithTheHashOfNothing() {
    assertThat(SpanStream.empty().bytes()).isZero();
    assertThat(SpanStream.empty().sha256()).hasValue(Observation.sha256(new byte[0]));
  }

  @Test
  void keptCapsAWholeStreamAtItsLength() {
    SpanStream p = SpanStream.kept(Spans.shape("one\ntwo\n", Evidence.of("ls", 0), Budget.chars(500)));
    assertThat(p.cap()).hasValue(8);
    assertThat(p.truncated()).isFalse();
  }

  /** Core reads a stream once and cannot hash what it dropped, so it claims no head or tail hash. */
  @Test
  void keptOfATruncatedStreamHasNoRunHashesUntilReadBack() {
    SpanStream p = SpanStream.kept(Spans.shape("x\n".repeat(5_000), Evidence.of("yes", 0), Budget.chars(300)));
    assertThat(p.truncated()).isTrue();
    assertThat(p.headSha256()).isEmpty();
    assertThat(p.tailSha256()).isEmpty();
    assertThat(p.sha256()).isEmpty();
  }
}

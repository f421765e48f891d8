package dev.candor.trace;

import dev.candor.Sha256Digest;
import dev.candor.Shaped;
import dev.candor.StreamFacts;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a span records about one output stream of a tool call, stdout or stderr: its length before
 * any cap, the cap, whether the cap clipped it, and digests of the bytes.
 *
 * <p>The record holds the span contract, so a value cannot contradict itself: a stream longer than
 * its cap is truncated, a truncated stream is longer than its cap, the full-stream hash is present
 * exactly when nothing was clipped, and head and tail hashes appear only on a clipped stream.
 *
 * @param bytes the stream's length before any cap
 * @param cap the most bytes of the stream the wrapper kept, or empty when uncapped
 * @param truncated whether any of the stream is missing from what the model saw
 * @param sha256 the hex SHA-256 of the whole stream; present exactly when not truncated
 * @param headSha256 when truncated, the hex SHA-256 of the first run of the stream's bytes that the
 *     observation does not show (what was dropped after the part kept from its start), when known
 * @param tailSha256 when truncated, the hex SHA-256 of the last such run (what was dropped before the
 *     part kept at its end), when known; equal to {@code headSha256} when one stretch was dropped
 * @see DroppedRuns
 */
public record SpanStream(
    long bytes,
    OptionalLong cap,
    boolean truncated,
    Optional<String> sha256,
    Optional<String> headSha256,
    Optional<String> tailSha256) {

  /** The SHA-256 of no bytes at all. */
  static final String EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";


  public SpanStream {
    Objects.requireNonNull(cap, "cap");
    Objects.requireNonNull(sha256, "sha256");
    Objects.requireNonNull(headSha256, "headSha256");
    Objects.requireNonNull(tailSha256, "tailSha256");
    if (bytes < 0) {
      throw new IllegalArgumentException("bytes < 0: " + bytes);
    }
    if (cap.isPresent() && cap.getAsLong() < 0) {
      throw new IllegalArgumentException("cap < 0: " + cap.getAsLong());
    }
    if (cap.isPresent() && bytes > cap.getAsLong() && !truncated) {
      throw new IllegalArgumentException("a stream of " + bytes + " bytes over its cap of " + cap.getAsLong()
          + " was clipped: mark it truncated");
    }
    if (cap.isPresent() && bytes <= cap.getAsLong() && truncated) {
      throw new IllegalArgumentException("a stream of " + bytes + " bytes within its cap of " + cap.getAsLong()
          + " cannot be truncated: pass the bytes actually kept as the cap, or no cap");
    }
    if (truncated == sha256.isPresent()) {
      throw new IllegalArgumentException(truncated
          ? "a truncated stream has no full-stream sha256: pass head and tail hashes instead"
          : "a stream that was not truncated needs its full-stream sha256");
    }
    if (!truncated && (headSha256.isPresent() || tailSha256.isPresent())) {
      throw new IllegalArgumentException("head and tail hashes describe a clipped stream, and this one is not truncated");
    }
    // Plain tests, not ifPresent with a lambda: every span is made on a small call's path.
    if (sha256.isPresent()) {
      checkHex("sha256", sha256.get());
    }
    if (headSha256.isPresent()) {
      checkHex("headSha256", headSha256.get());
    }
    if (tailSha256.isPresent()) {
      checkHex("tailSha256", tailSha256.get());
    }
  }

  /** A stream kept whole with no cap. */
  public static SpanStream whole(long bytes, String sha256) {
    return new SpanStream(bytes, OptionalLong.empty(), false, Optional.of(sha256), Optional.empty(), Optional.empty());
  }

  /** An empty stream with no cap. */
  public static SpanStream empty() {
    return whole(0, EMPTY_SHA256);
  }

  /** A stream that fit within the wrapper's cap of {@code cap} bytes. */
  public static SpanStream withinCap(long bytes, long cap, String sha256) {
    return new SpanStream(bytes, OptionalLong.of(cap), false, Optional.of(sha256), Optional.empty(), Optional.empty());
  }

  /** A stream of {@code bytes} clipped to {@code cap} bytes, with digests of its first and last dropped runs. */
  public static SpanStream clipped(long bytes, long cap, String headSha256, String tailSha256) {
    return new SpanStream(bytes, OptionalLong.of(cap), true, Optional.empty(),
        Optional.of(headSha256), Optional.of(tailSha256));
  }

  /**
   * The stream core measured while shaping it ({@link dev.candor.Shaped#input()}): its length, and
   * its full hash when {@code truncated} is false. Core reads a stream once and keeps no hash of
   * what it dropped, so a truncated stream has no head or tail hash here; {@link #withRuns} adds
   * them from a second read of the output.
   */
  public static SpanStream from(StreamFacts facts, boolean truncated, OptionalLong cap) {
    Objects.requireNonNull(facts, "facts");
    return truncated
        ? new SpanStream(facts.bytes(), cap, true, Optional.empty(), Optional.empty(), Optional.empty())
        : new SpanStream(facts.bytes(), cap, false, Optional.of(facts.sha256()), Optional.empty(), Optional.empty());
  }

  /**
   * A stream of {@code bytes} with full hash {@code sha256}, as read back by {@link DroppedRuns}:
   * truncated exactly when some of its bytes were dropped, with the hashes of the first and last
   * dropped runs. When the stream could not be read back, {@code truncated} says whether it counts
   * as truncated, and a truncated stream has no head or tail hash.
   */
  public static SpanStream read(long bytes, String sha256, boolean truncated, DroppedRuns.Stream runs) {
    Objects.requireNonNull(runs, "runs");
    boolean cut = runs.known() ? runs.droppedBytes() > 0 : truncated;
    return cut
        ? new SpanStream(bytes, OptionalLong.empty(), true, Optional.empty(), runs.head(), runs.tail())
        : new SpanStream(bytes, OptionalLong.empty(), false, Optional.of(sha256), Optional.empty(), Optional.empty());
  }

  /**
   * This stream with the head and tail hashes of {@code runs}, when it is truncated and they are
   * known; else this stream as it is.
   */
  public SpanStream withRuns(DroppedRuns.Stream runs) {
    if (!truncated || !runs.known() || runs.head().isEmpty()) {
      return this;
    }
    return new SpanStream(bytes, cap, true, Optional.empty(), runs.head(), runs.tail());
  }

  /**
   * The stream {@code shaped} was shaped from, capped at the bytes of it the observation kept: its
   * length less the bytes of every cut. A stream shown whole has a cap equal to its length. Should
   * the cuts account for no bytes, the cap is left unknown rather than misstated.
   */
  public static SpanStream kept(Shaped shaped) {
    StreamFacts in = shaped.input();
    long kept = Math.max(0, in.bytes() - shaped.omittedBytes());
    boolean truncated = shaped.truncated();
    OptionalLong cap = truncated && kept >= in.bytes() ? OptionalLong.empty() : OptionalLong.of(kept);
    return from(in, truncated, cap);
  }

  private static void checkHex(String name, String value) {
    if (!Sha256Digest.isHex(value)) {
      throw new IllegalArgumentException(name + " is not 64 lowercase hex digits: '" + value + "'");
    }
  }
}

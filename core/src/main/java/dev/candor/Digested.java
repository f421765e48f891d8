package dev.candor;

/**
 * A stream that hashes what it hands out, so that each of its readers can share that one digest
 * instead of hashing the same bytes again: the masked output of a run is read by the store and by
 * the shaper, and hashed once, as it is made. A reader that sees such a stream takes the digest
 * at the stream's end; only a reader that reads it to its end may.
 *
 * <p>Such a stream is read whole, so its {@link java.io.InputStream#transferTo} writes straight
 * from the buffers it hands out, with no copy between: the target must not keep the arrays.
 */
public interface Digested {
  /**
   * The SHA-256 of every byte the stream has handed out, once it has reached its end.
   *
   * @throws IllegalStateException when the stream has not reached its end
   */
  byte[] sha256();
}

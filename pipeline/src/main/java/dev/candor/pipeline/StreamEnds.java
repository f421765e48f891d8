package dev.candor.pipeline;

import dev.candor.capture.Stream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The first and last bytes of each stream of a command, for the head and tail digests a span
 * records when a stream was not shown whole.
 */
final class StreamEnds {
  /** The seed's span contract hashes the first and last 256 bytes of a clipped stream. */
  static final int SIZE = 256;

  private final End out = new End();
  private final End err = new End();

  void accept(Stream stream, byte[] b, int off, int len) {
    (stream == Stream.STDOUT ? out : err).accept(b, off, len);
  }

  End of(Stream stream) {
    return stream == Stream.STDOUT ? out : err;
  }

  /** The ends of one stream. */
  static final class End {
    private final byte[] head = new byte[SIZE];
    private int headLen;
    private final byte[] ring = new byte[SIZE];
    private long total;

    void accept(byte[] b, int off, int len) {
      int h = Math.min(len, SIZE - headLen);
      if (h > 0) {
        System.arraycopy(b, off, head, headLen, h);
        headLen += h;
      }
      for (int i = Math.max(0, len - SIZE); i < len; i++) {
        ring[(int) ((total + i) % SIZE)] = b[off + i];
      }
      total += len;
    }

    String headSha256() {
      return sha(head, headLen);
    }

    String tailSha256() {
      int n = (int) Math.min(total, SIZE);
      byte[] t = new byte[n];
      for (int i = 0; i < n; i++) {
        t[i] = ring[(int) ((total - n + i) % SIZE)];
      }
      return sha(t, n);
    }

    private static String sha(byte[] b, int n) {
      try {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(b, 0, n);
        return HexFormat.of().formatHex(md.digest());
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException("SHA-256 is required of every Java platform", e);
      }
    }
  }
}

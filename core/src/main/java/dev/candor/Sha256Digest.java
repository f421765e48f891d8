package dev.candor;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * SHA-256 of a stream, without the platform's security providers for a small one. The first
 * {@code MessageDigest.getInstance("SHA-256")} of a JVM loads {@code java.security} and builds the
 * SUN provider's table of a hundred services: 30-40 ms of CPU, a tenth of a small {@code candor run},
 * which hashes each stream, the merged output and the observation. So input is held until it
 * passes {@link #SMALL} bytes and then hashed here (FIPS 180-4, checked against the platform in
 * the tests); past that, it goes to the platform's {@link MessageDigest}, whose compiled form uses
 * the CPU's SHA instructions for the long outputs where speed matters. Not thread-safe.
 *
 * <p>One class for every digest Candor takes of the bytes it handles: capture's streams, the merged
 * output, the observation and the stored result.
 */
public final class Sha256Digest {
  /** Input up to this many bytes is hashed without the platform's providers. */
  public static final int SMALL = 16 * 1024;

  private static final int[] K = {
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
      0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
      0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
      0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
      0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
      0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
      0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
      0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

  private byte[] held = new byte[256];
  private int heldLen;
  private MessageDigest platform;

  /** An empty digest. */
  public Sha256Digest() {}

  /** The hex SHA-256 of {@code b}. */
  public static String hex(byte[] b) {
    Sha256Digest s = new Sha256Digest();
    s.update(b, 0, b.length);
    return s.hex();
  }

  /**
   * Whether {@code s} is written as this class writes a digest: 64 lowercase hex digits. A loop, not
   * a regular expression, since records of every call check their hashes with it.
   */
  public static boolean isHex(String s) {
    if (s.length() != 64) {
      return false;
    }
    for (int i = 0; i < 64; i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }

  /** Adds {@code b[off, off + len)}. */
  public void update(byte[] b, int off, int len) {
    if (platform != null) {
      platform.update(b, off, len);
      return;
    }
    if (heldLen + len > SMALL) {
      platform = newPlatform();
      platform.update(held, 0, heldLen);
      platform.update(b, off, len);
      held = null;
      return;
    }
    if (heldLen + len > held.length) {
      held = Arrays.copyOf(held, Math.min(SMALL, Math.max(held.length * 2, heldLen + len)));
    }
    System.arraycopy(b, off, held, heldLen, len);
    heldLen += len;
  }

  /** A digest of the same bytes as this one, which goes on apart from it. */
  public Sha256Digest copy() {
    Sha256Digest c = new Sha256Digest();
    if (platform != null) {
      try {
        c.platform = (MessageDigest) platform.clone();
      } catch (CloneNotSupportedException e) {
        throw new IllegalStateException("the platform's SHA-256 cannot be cloned", e);
      }
      c.held = null;
    } else {
      c.held = held.clone();
      c.heldLen = heldLen;
    }
    return c;
  }

  /** The digest of what was added so far; this can go on being updated. */
  public byte[] digest() {
    if (platform != null) {
      try {
        return ((MessageDigest) platform.clone()).digest();
      } catch (CloneNotSupportedException e) {
        throw new IllegalStateException("the platform's SHA-256 cannot be cloned", e);
      }
    }
    return small(held, heldLen);
  }

  /** {@link #digest()} in lower-case hex. */
  public String hex() {
    return HexFormat.of().formatHex(digest());
  }

  /** FIPS 180-4 over {@code b[0, len)}, padding included. */
  static byte[] small(byte[] b, int len) {
    int[] h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    int blocks = (len + 9 + 63) / 64;
    byte[] tail = new byte[128];
    int full = len / 64;
    int rest = len - full * 64;
    System.arraycopy(b, full * 64, tail, 0, rest);
    tail[rest] = (byte) 0x80;
    long bits = (long) len * 8;
    int end = (blocks - full) * 64;
    for (int i = 0; i < 8; i++) {
      tail[end - 1 - i] = (byte) (bits >>> (8 * i));
    }
    int[] w = new int[64];
    for (int blk = 0; blk < blocks; blk++) {
      byte[] src = blk < full ? b : tail;
      int at = blk < full ? blk * 64 : (blk - full) * 64;
      for (int t = 0; t < 16; t++) {
        int p = at + t * 4;
        w[t] = (src[p] & 0xff) << 24 | (src[p + 1] & 0xff) << 16 | (src[p + 2] & 0xff) << 8 | src[p + 3] & 0xff;
      }
      for (int t = 16; t < 64; t++) {
        int x = w[t - 15];
        int y = w[t - 2];
        int s0 = Integer.rotateRight(x, 7) ^ Integer.rotateRight(x, 18) ^ x >>> 3;
        int s1 = Integer.rotateRight(y, 17) ^ Integer.rotateRight(y, 19) ^ y >>> 10;
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
      }
      int a = h[0];
      int bb = h[1];
      int c = h[2];
      int d = h[3];
      int e = h[4];
      int f = h[5];
      int g = h[6];
      int hh = h[7];
      for (int t = 0; t < 64; t++) {
        int t1 = hh + (Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25))
            + (e & f ^ ~e & g) + K[t] + w[t];
        int t2 = (Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22))
            + (a & bb ^ a & c ^ bb & c);
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = bb;
        bb = a;
        a = t1 + t2;
      }
      h[0] += a;
      h[1] += bb;
      h[2] += c;
      h[3] += d;
      h[4] += e;
      h[5] += f;
      h[6] += g;
      h[7] += hh;
    }
    byte[] out = new byte[32];
    for (int i = 0; i < 8; i++) {
      out[i * 4] = (byte) (h[i] >>> 24);
      out[i * 4 + 1] = (byte) (h[i] >>> 16);
      out[i * 4 + 2] = (byte) (h[i] >>> 8);
      out[i * 4 + 3] = (byte) h[i];
    }
    return out;
  }

  private static MessageDigest newPlatform() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}

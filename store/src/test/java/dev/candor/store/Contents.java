package dev.candor.store;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/** Test contents made from a seed, and the reference answers to check the store against. */
final class Contents {
  private static final String[] WORDS = {"error", "warning:", "at", "dev.candor.Shaper.shape(Shaper.java:61)",
      "BUILD", "FAILURE", "test", "passed", "naïve", "日本語", "🙂", "x", "", "[INFO]", "exit", "1"};

  private Contents() {}

  /**
   * About {@code bytes} of text lines of mixed length: empty lines, multi-byte characters, and
   * every so often a line longer than a chunk.
   */
  static byte[] text(long seed, int bytes) {
    Random r = new Random(seed);
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes + 1024);
    int n = 0;
    while (out.size() < bytes) {
      StringBuilder line = new StringBuilder().append(n++).append(' ');
      int words = r.nextInt(50) == 0 ? 14_000 : r.nextInt(12);
      for (int i = 0; i < words; i++) {
        line.append(WORDS[r.nextInt(WORDS.length)]).append(' ');
      }
      out.writeBytes(line.append('\n').toString().getBytes(StandardCharsets.UTF_8));
    }
    return out.toByteArray();
  }

  /** Incompressible bytes. */
  static byte[] random(long seed, int bytes) {
    byte[] b = new byte[bytes];
    new Random(seed).nextBytes(b);
    return b;
  }

  static InputStream in(byte[] b) {
    return new ByteArrayInputStream(b);
  }

  static InputStream in(String s) {
    return in(s.getBytes(StandardCharsets.UTF_8));
  }

  /** The lines of {@code b}, each with its line feed if it has one. */
  static List<String> lines(byte[] b) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] == '\n') {
        out.add(new String(b, start, i + 1 - start, StandardCharsets.UTF_8));
        start = i + 1;
      }
    }
    if (start < b.length) {
      out.add(new String(b, start, b.length - start, StandardCharsets.UTF_8));
    }
    return out;
  }

  /** Lines {@code from..to} (1-based, inclusive, clipped to the end) joined. */
  static String range(List<String> lines, long from, long to) {
    StringBuilder s = new StringBuilder();
    for (long i = from; i <= Math.min(to, lines.size()); i++) {
      s.append(lines.get((int) (i - 1)));
    }
    return s.toString();
  }

  static String sha256(byte[] b) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }
}

package dev.candor.capture;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Expected digests, computed with {@link MessageDigest} rather than the code under test. */
final class Sha256 {

  private Sha256() {}

  static String of(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }

  static String of(String text) {
    return of(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The digest of {@code unit} repeated to {@code length} bytes, as {@code yes | head -c}. */
  static String ofRepeated(String unit, long length) {
    byte[] block = unit.repeat(8192).getBytes(StandardCharsets.UTF_8);
    MessageDigest digest = digest();
    for (long left = length; left > 0; left -= block.length) {
      digest.update(block, 0, (int) Math.min(block.length, left));
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }
}

package dev.candor;

import java.security.MessageDigest;
import java.util.HexFormat;

final class Hex {
  private Hex() {}

  static String sha256(byte[] b, int from, int to) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    md.update(b, from, to - from);
    return HexFormat.of().formatHex(md.digest());
  }
}

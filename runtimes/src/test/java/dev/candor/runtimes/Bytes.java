package dev.candor.runtimes;

import java.nio.charset.StandardCharsets;

/** Test helpers for building raw outputs. */
final class Bytes {
  private Bytes() {}

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}

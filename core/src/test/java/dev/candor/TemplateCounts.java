package dev.candor;

import java.nio.charset.StandardCharsets;

/** Test help: a text's lines counted as a streamed read counts them, one {@link Templates#line} call a line. */
final class TemplateCounts {
  private TemplateCounts() {}

  /** The templates of {@code text}'s lines (split at {@code \n}), numbered from 1, at their byte offsets. */
  static Templates of(String text) {
    Templates t = new Templates();
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    int s = 0;
    long no = 1;
    while (s < b.length) {
      int e = s;
      while (e < b.length && b[e] != '\n') {
        e++;
      }
      t.line(b, s, e, no++, s, false, -1);
      s = e + 1;
    }
    return t;
  }
}

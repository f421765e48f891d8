package dev.candor;

/** The words of a line for {@link Templates#routineWords}: runs of three ASCII letters or more, lower-cased. */
final class Words {
  static final int MIN = 3;

  private Words() {}

  /** Adds the words of {@code b[s, e)} to {@code out}. */
  static void addTo(java.util.Set<String> out, byte[] b, int s, int e) {
    int i = s;
    while (i < e) {
      while (i < e && !letter(b[i])) {
        i++;
      }
      int w = i;
      while (i < e && letter(b[i])) {
        i++;
      }
      if (i - w >= MIN) {
        out.add(new String(b, w, i - w, java.nio.charset.StandardCharsets.US_ASCII).toLowerCase(java.util.Locale.ROOT));
      }
    }
  }

  /** Whether {@code text} holds a word that {@code known} does not. */
  static boolean anyNew(String text, java.util.Set<String> known) {
    java.util.Set<String> mine = new java.util.HashSet<>();
    byte[] b = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    addTo(mine, b, 0, b.length);
    for (String w : mine) {
      if (!known.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static boolean letter(byte c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }
}

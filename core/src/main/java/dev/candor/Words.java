package dev.candor;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;

/**
 * The words of a line, as {@link Templates#routineWords} and {@link Scan#saysNew} compare them:
 * runs of {@value #MIN} ASCII letters or more, lower-cased. Digits, punctuation and shorter runs
 * part words and are no words themselves ({@code ERR_42x} holds {@code err}).
 */
final class Words {
  static final int MIN = 3;

  private Words() {}

  /** Adds the words of {@code b[s, e)} to {@code out}. */
  static void addTo(Set<String> out, byte[] b, int s, int e) {
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
        out.add(word(b, w, i));
      }
    }
  }

  /** Whether {@code text} holds a word that {@code known} does not. */
  static boolean anyNew(String text, Set<String> known) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    int i = 0;
    while (i < b.length) {
      while (i < b.length && !letter(b[i])) {
        i++;
      }
      int w = i;
      while (i < b.length && letter(b[i])) {
        i++;
      }
      if (i - w >= MIN && !known.contains(word(b, w, i))) {
        return true;
      }
    }
    return false;
  }

  private static String word(byte[] b, int s, int e) {
    return new String(b, s, e - s, StandardCharsets.US_ASCII).toLowerCase(Locale.ROOT);
  }

  private static boolean letter(byte c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }
}

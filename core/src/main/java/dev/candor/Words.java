package dev.candor;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

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
    firstWord(b, s, e, w -> {
      out.add(w);
      return false;
    });
  }

  /** Whether {@code text} holds a word that {@code known} does not. */
  static boolean anyNew(String text, Set<String> known) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    return firstWord(b, 0, b.length, w -> !known.contains(w));
  }

  /** Reads the words of {@code b[s, e)} in order until {@code stop} holds for one; whether it did. */
  private static boolean firstWord(byte[] b, int s, int e, Predicate<String> stop) {
    int i = s;
    while (i < e) {
      while (i < e && !letter(b[i])) {
        i++;
      }
      int w = i;
      while (i < e && letter(b[i])) {
        i++;
      }
      if (i - w >= MIN && stop.test(word(b, w, i))) {
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

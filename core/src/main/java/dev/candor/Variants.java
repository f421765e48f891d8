package dev.candor;

import java.util.List;
import java.util.function.Predicate;

/**
 * Lines that differ from a line just before them in one word only: a tool's routine line printed
 * once for each of many names ({@code Setting up ledger-cli (2.0.3-1) ...}, {@code Rule violated
 * for class com.acme.Archive: ...}). Templates keep words, so each such line is a template of its
 * own; here the one word that varies is masked too, so that a run of them folds like repeats.
 *
 * <p>Two lines are variants when their templates have the same number of words, at least {@link
 * #MIN_WORDS}, and differ in exactly one of them. A line is compared with the lines up to {@link
 * Repeats#MAX_PERIOD} before it, so the lines of repeating records (unpack, then set up) find
 * theirs. Lines that {@code fixed} names (error lines: each is a statement of its own) keep their
 * template.
 */
final class Variants {
  /** Lines of fewer words (a list of names, one a line) are data, not a routine line. */
  static final int MIN_WORDS = 3;
  /** How the varying word shows in a template. */
  static final String WORD = "<name>";

  private Variants() {}

  /**
   * The key each line folds by: its template {@code t[i]}, or, for a variant of a line before it,
   * the template with the varying word masked, which that line then shares.
   */
  static long[] keys(List<Line> lines, long[] t, Predicate<Line> fixed) {
    long[] keys = t.clone();
    String[][] words = new String[lines.size()][];
    int[] masked = new int[lines.size()];
    java.util.Arrays.fill(masked, -1);
    for (int i = 0; i < lines.size(); i++) {
      for (int k = 1; k <= Repeats.MAX_PERIOD && k <= i; k++) {
        int j = i - k;
        if (t[i] == t[j]) {
          keys[i] = keys[j]; // a repeat is nearer than any variant: it folds as that line does
          masked[i] = masked[j];
          break;
        }
        int at = differsAt(words(lines, words, i), words(lines, words, j));
        if (at < 0 || masked[j] >= 0 && masked[j] != at || fixed.test(lines.get(i)) || fixed.test(lines.get(j))) {
          continue;
        }
        long key = hash(words[i], at);
        masked[i] = at;
        keys[i] = key;
        if (masked[j] < 0) {
          masked[j] = at;
          keys[j] = key;
        }
        break;
      }
    }
    return keys;
  }

  /**
   * How a cut names a run that starts at {@code lines[first]} with records of {@code period}
   * lines: the template of its first line that is not blank, at most {@code max} characters, with
   * the word that varies from the next record shown as {@link #WORD}, and the length of a record
   * when it has more than one line.
   */
  static String like(List<Line> lines, int first, int period, int max) {
    int k = first;
    while (k < first + period - 1 && lines.get(k).text().isBlank()) {
      k++;
    }
    String shown = Template.display(lines.get(k).text(), Integer.MAX_VALUE);
    if (k + period < lines.size()) {
      String[] a = shown.split(" ", -1);
      int at = differsAt(a, Template.display(lines.get(k + period).text(), Integer.MAX_VALUE).split(" ", -1));
      if (at >= 0) {
        a[at] = mask(a[at]);
        shown = String.join(" ", a);
      }
    }
    if (shown.codePointCount(0, shown.length()) > max) {
      shown = shown.substring(0, shown.offsetByCodePoints(0, Math.max(0, max - 4))).stripTrailing() + " ...";
    }
    return period == 1 ? shown : shown + " ... (records of " + period + " lines)";
  }

  /** The word masked, with the punctuation around it kept ({@code com.acme.Archive:} is {@code <name>:}). */
  private static String mask(String word) {
    int s = 0;
    int e = word.length();
    while (s < e && !Character.isLetterOrDigit(word.charAt(s)) && word.charAt(s) != '<') {
      s++;
    }
    while (e > s && !Character.isLetterOrDigit(word.charAt(e - 1)) && word.charAt(e - 1) != '>') {
      e--;
    }
    return word.substring(0, s) + WORD + word.substring(e);
  }

  private static String[] words(List<Line> lines, String[][] cache, int i) {
    if (cache[i] == null) {
      cache[i] = Template.display(lines.get(i).text(), Integer.MAX_VALUE).split(" ", -1);
    }
    return cache[i];
  }

  /** The one index where {@code a} and {@code b} differ, or -1 when they differ in none or more, or are short. */
  static int differsAt(String[] a, String[] b) {
    if (a.length != b.length || a.length < MIN_WORDS) {
      return -1;
    }
    int at = -1;
    for (int i = 0; i < a.length; i++) {
      if (!a[i].equals(b[i])) {
        if (at >= 0) {
          return -1;
        }
        at = i;
      }
    }
    return at;
  }

  private static long hash(String[] words, int at) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < words.length; i++) {
      String w = i == at ? WORD : words[i];
      for (int c = 0; c < w.length(); c++) {
        h = (h ^ w.charAt(c)) * 0x100000001b3L;
      }
      h = (h ^ ' ') * 0x100000001b3L;
    }
    return h == 0 ? 1 : h;
  }
}

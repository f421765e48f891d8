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

  /** Past this many distinct error lines, their kinds are not looked for. */
  static final int MAX_KIND_SCAN = 512;
  /** A kind of at least this many lines is one statement printed for each of many names. */
  static final int KIND_LINES = 4;

  /**
   * Which of {@code hits} at the indices {@code distinct} (each of a template of its own, in line
   * order) are the later lines of a kind of at least {@value #KIND_LINES}: lines that differ in one
   * word only ({@link #differsAt}) from an earlier line of the kind, a statement printed for each of
   * many names. Indexed as {@code hits}; none marked past {@value #MAX_KIND_SCAN} indices.
   */
  static boolean[] laterOfKind(List<Hit> hits, List<Integer> distinct) {
    boolean[] later = new boolean[hits.size()];
    int n = distinct.size();
    if (n > MAX_KIND_SCAN) {
      return later;
    }
    String[][] words = new String[n][];
    int[] kind = new int[n];
    int[] size = new int[n];
    for (int x = 0; x < n; x++) {
      words[x] = Template.display(hits.get(distinct.get(x)).line().text(), Integer.MAX_VALUE).split(" ", -1);
      kind[x] = x;
      for (int y = 0; y < x; y++) {
        if (differsAt(words[y], words[x]) >= 0) {
          kind[x] = kind[y];
          break;
        }
      }
      size[kind[x]]++;
    }
    for (int x = 0; x < n; x++) {
      later[distinct.get(x)] = kind[x] != x && size[kind[x]] >= KIND_LINES;
    }
    return later;
  }

  /** A rare line with at least this many variants among the rare lines is one of a family, not rare. */
  static final int FAMILY = Templates.RARE;
  /** Past this many rare lines, families are not looked for: rarity then says little anyway. */
  static final int MAX_FAMILY_SCAN = 512;
  /** Words two lines of a family may differ in: a name a line prints twice ({@code [Fee] Fee:1250000.0}). */
  private static final int FAMILY_WORDS = 2;

  /**
   * The line numbers of the rare lines that belong to a family: a tool's one line printed once
   * for each of many names, each a template of its own (a test suite's {@code [Invoice]
   * Invoice:1250000.0 (large) 40001}, then {@code [Fee] Fee:...}, for forty classes). A line is of
   * a family when at least {@value #FAMILY} other rare lines have as many words (at least {@link
   * #MIN_WORDS}) in their template and differ from it in at most {@value #FAMILY_WORDS}: as one
   * template, they are seen more than {@link Templates#RARE} times. Empty for more than {@value
   * #MAX_FAMILY_SCAN} rare lines.
   */
  static java.util.Set<Long> families(List<Templates.Rare> rare) {
    if (rare.size() > MAX_FAMILY_SCAN) {
      return java.util.Set.of();
    }
    java.util.Map<Integer, List<Integer>> byLength = new java.util.HashMap<>();
    String[][] words = new String[rare.size()][];
    for (int i = 0; i < rare.size(); i++) {
      words[i] = Template.display(rare.get(i).line().text(), Integer.MAX_VALUE).split(" ", -1);
      if (words[i].length >= MIN_WORDS) {
        byLength.computeIfAbsent(words[i].length, k -> new java.util.ArrayList<>()).add(i);
      }
    }
    int[] variants = new int[rare.size()];
    for (List<Integer> same : byLength.values()) {
      for (int x = 0; x < same.size(); x++) {
        for (int y = x + 1; y < same.size(); y++) {
          if (differences(words[same.get(x)], words[same.get(y)], FAMILY_WORDS) <= FAMILY_WORDS) {
            variants[same.get(x)]++;
            variants[same.get(y)]++;
          }
        }
      }
    }
    java.util.Set<Long> out = new java.util.HashSet<>();
    for (int i = 0; i < rare.size(); i++) {
      if (variants[i] >= FAMILY) {
        out.add(rare.get(i).line().number());
      }
    }
    return out;
  }

  /** How many of the words of {@code a} and {@code b} (as many each) differ, counted up to {@code most + 1}. */
  private static int differences(String[] a, String[] b, int most) {
    int n = 0;
    for (int i = 0; i < a.length && n <= most; i++) {
      if (!a[i].equals(b[i])) {
        n++;
      }
    }
    return n;
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

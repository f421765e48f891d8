package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The built-in patterns and exclusions are each tried only on lines that hold their literals. That
 * is only sound while every one needs its literals: these tests match the whole set as one
 * alternation, literals ignored, and expect the same answers on every line of the corpus.
 */
class ErrorPatternsLiteralsTest {
  private static final Pattern ALL = Pattern.compile(alternation(ErrorPatterns.defaults().sources()), Pattern.MULTILINE);

  @Test
  void skippingPatternsWhoseLiteralsAreMissingChangesNoAnswerOnTheCorpus() {
    List<String> differ = new ArrayList<>();
    int errors = 0;
    for (String line : lines()) {
      for (String variant : List.of(line, line.toUpperCase(Locale.ROOT))) {
        boolean whole = ALL.matcher(variant).find();
        boolean gated = ErrorPatterns.BuiltIn.find(variant, variant.toLowerCase(Locale.ROOT));
        errors += whole ? 1 : 0;
        if (whole != gated && differ.size() < 5) {
          differ.add(variant);
        }
      }
    }
    assertThat(errors).as("lines matched").isGreaterThan(2_000);
    assertThat(differ).isEmpty();
  }

  /**
   * The exclusions too are tried only where their literals are: the text they leave must be the
   * text the whole alternation of them leaves, on every line of the corpus that holds an error word.
   */
  @Test
  void skippingExclusionsWhoseLiteralsAreMissingLeavesTheSameText() {
    Pattern all = Pattern.compile(alternation(ErrorPatterns.exclusions()));
    List<String> differ = new ArrayList<>();
    int excluded = 0;
    for (String line : lines()) {
      for (String variant : List.of(line, line.toUpperCase(Locale.ROOT))) {
        String whole = all.matcher(variant).replaceAll(r -> "_".repeat(r.end() - r.start()));
        String gated = ErrorPatterns.BuiltIn.exclude(variant, variant.toLowerCase(Locale.ROOT),
            r -> "_".repeat(r.end() - r.start()));
        excluded += whole.equals(variant) ? 0 : 1;
        if (!whole.equals(gated) && differ.size() < 5) {
          differ.add(variant);
        }
      }
    }
    assertThat(excluded).as("lines an exclusion changed").isGreaterThan(1_000);
    assertThat(differ).isEmpty();
  }

  @Test
  void theFirstMatchIsTheWholeSetsLeftmostMatch() {
    for (String line : List.of("ok ok ValueError: x failed", "E   assert 1 == 2", "see /tmp/error.log then error: boom",
        "x".repeat(50) + " Traceback (most recent call last):", "nothing here")) {
      java.util.regex.Matcher m = ALL.matcher(line);
      int expected = m.find() ? m.start() : -1;
      assertThat(ErrorPatterns.BuiltIn.first(line, line.toLowerCase(Locale.ROOT))).as(line).isEqualTo(expected);
    }
  }

  /**
   * The first and last 150 lines of each corpus case (their first 300 characters), where its
   * commands and its errors are: the whole set as one alternation is too slow for all 18 MB.
   */
  private static java.util.Set<String> lines() {
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    for (Corpus.Case c : Corpus.all()) {
      String[] all = new String(c.output(), StandardCharsets.UTF_8).split("\n", -1);
      for (int i = 0; i < all.length; i++) {
        if (i < 150 || i >= all.length - 150) {
          out.add(all[i].length() > 300 ? all[i].substring(0, 300) : all[i]);
        }
      }
    }
    return out;
  }

  private static String alternation(List<String> regexes) {
    StringBuilder alt = new StringBuilder();
    for (String s : regexes) {
      alt.append(alt.length() > 0 ? "|" : "").append("(?:").append(s).append(')');
    }
    return alt.toString();
  }
}

package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The prefilter that finds any of a set of lower-case literals in raw bytes, ignoring ASCII case. */
class TriggersTest {
  private static final List<String> WORDS = List.of("error", "fatal", "panic", "exception", "segfault");

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Every start of a literal in {@code text}, by a plain search. */
  private static int[] naive(String text, List<String> words) {
    String lower = text.toLowerCase(Locale.ROOT);
    List<Integer> at = new ArrayList<>();
    for (int i = 0; i < lower.length(); i++) {
      for (String w : words) {
        if (lower.startsWith(w, i)) {
          at.add(i);
          break;
        }
      }
    }
    return at.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int[] findAll(Triggers t, byte[] b, int from, int to) {
    int[] count = new int[1];
    int[] out = t.findAll(b, from, to, new int[2], count);
    return Arrays.copyOf(out, count[0]);
  }

  @Test
  void of_hasNoPrefilterForNoLiteralsOrALiteralUnderTwoBytes() {
    assertThat(Triggers.of(null)).isNull();
    assertThat(Triggers.of(List.of())).isNull();
    assertThat(Triggers.of(List.of("error", "x"))).isNull();
    assertThat(Triggers.of(List.of("ok"))).isNotNull();
  }

  @Test
  void find_givesTheFirstLiteralInAnyAsciiCase() {
    Triggers t = Triggers.of(WORDS);
    byte[] b = ascii("step 1 fine\nstep 2 fine\nFATAL: disk full\nError: again\n");
    assertThat(t.find(b, 0, b.length)).isEqualTo(24);
    assertThat(t.find(b, 25, b.length)).isEqualTo(41);
  }

  @Test
  void find_givesMinusOneWhenNoLiteralOccurs() {
    Triggers t = Triggers.of(WORDS);
    byte[] b = ascii("all 42 tests passed in 3.1 s\nnothing to report\n");
    assertThat(t.find(b, 0, b.length)).isEqualTo(-1);
    assertThat(t.find(new byte[0], 0, 0)).isEqualTo(-1);
  }

  @Test
  void find_looksOnlyInsideTheRange() {
    Triggers t = Triggers.of(WORDS);
    byte[] b = ascii("error in the middle of an error");
    assertThat(t.find(b, 1, b.length)).as("starts before from").isEqualTo(26);
    assertThat(t.find(b, 1, b.length - 1)).as("runs past to").isEqualTo(-1);
  }

  @Test
  void literalsLongerThanTheShortestAreFoundWhole() {
    Triggers t = Triggers.of(List.of("ok", "exception"));
    byte[] b = ascii("java.lang.IllegalStateException: broken");
    assertThat(t.find(b, 0, b.length)).isEqualTo(22);
    assertThat(t.find(ascii("an exceptio"), 0, 11)).isEqualTo(-1);
  }

  @Test
  void nonAsciiBytesAreNotFoldedIntoLetters() {
    Triggers t = Triggers.of(List.of("error"));
    byte[] b = "\u00c9RROR \u00e9rror".getBytes(StandardCharsets.UTF_8);
    assertThat(t.find(b, 0, b.length)).isEqualTo(-1);
  }

  @Test
  void findAll_givesEveryStartInOrderAsAPlainSearchDoes() {
    Triggers t = Triggers.of(WORDS);
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      log.append(i % 37 == 0 ? "ERROR step " : i % 53 == 0 ? "kernel panic at " : i % 61 == 0 ? "a Segfault " : "ok step ")
          .append(i).append(i % 89 == 0 ? " errorerror" : "").append('\n');
    }
    String text = log.toString();
    byte[] b = ascii(text);
    assertThat(findAll(t, b, 0, b.length)).containsExactly(naive(text, WORDS));
  }

  @Test
  void findAll_findsLiteralsAcrossTheQuartersOfTheRange() {
    Triggers t = Triggers.of(WORDS);
    for (int len = 0; len <= 80; len++) {
      String text = ("fatal.error.panic.".repeat(6)).substring(0, len);
      byte[] b = ascii(text);
      assertThat(findAll(t, b, 0, b.length)).as("length %d", len).containsExactly(naive(text, WORDS));
    }
  }

  @Test
  void findAll_respectsTheRange() {
    Triggers t = Triggers.of(WORDS);
    String text = "error, then panic, then fatal, then error";
    byte[] b = ascii(text);
    assertThat(findAll(t, b, 1, b.length - 1)).containsExactly(12, 24);
  }
}

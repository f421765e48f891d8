package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WordsTest {
  private static Set<String> words(String text) {
    Set<String> out = new HashSet<>();
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    Words.addTo(out, b, 0, b.length);
    return out;
  }

  @Test
  void wordsAreRunsOfThreeLettersOrMoreLowerCased() {
    assertThat(words("[INFO] Worker 12 processed batch 4711 in 0.0123 s"))
        .containsExactlyInAnyOrder("info", "worker", "processed", "batch");
  }

  @Test
  void digitsAndPunctuationPartWords() {
    assertThat(words("ERR_42x conn=1149 pg_catalog.pg_description")).containsExactlyInAnyOrder("err", "conn", "catalog",
        "description");
  }

  @Test
  void aLineSaysSomethingNewWhenOneOfItsWordsIsUnknown() {
    Set<String> routine = words("worker 3 processed batch 12 of rows in 0.01 s");
    assertThat(Words.anyNew("rows of batch 12 processed in worker 3", routine)).isFalse();
    assertThat(Words.anyNew("Replica lag exceeded, worker 3 paused", routine)).isTrue();
    assertThat(Words.anyNew("WORKER 3: BATCH 12 OK", routine)).as("case and short words do not count").isFalse();
  }

  @Test
  void lettersBeyondAsciiNeitherMakeNorPartAWordOfTheirOwn() {
    assertThat(words("Größe über 40 MB")).containsExactlyInAnyOrder("ber");
  }
}

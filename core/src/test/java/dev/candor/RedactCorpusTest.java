package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The default rules find nothing in the corpus of real tool outputs: no false positives. */
class RedactCorpusTest {
  static List<Corpus.Case> cases() {
    return Corpus.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void realToolOutputHasNothingRedacted(Corpus.Case c) {
    Redacted r = Redactor.defaults().redact(new String(c.output(), StandardCharsets.UTF_8));
    assertThat(r.counts()).as(c.id()).isEmpty();
    assertThat(r.text()).isEqualTo(new String(c.output(), StandardCharsets.UTF_8));
  }
}

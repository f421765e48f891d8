package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The default rules find nothing in the corpus of real tool outputs but the secrets a tool printed:
 * no false positives. FreeRADIUS's debug mode prints each request's User-Password in clear, 21 of
 * them; its config dump's {@code --username=%{mschap:User-Name}} and its module line {@code
 * rlm_passwd: nfields: 3} are not secrets.
 */
class RedactCorpusTest {
  private static final Map<String, Map<String, Integer>> PRINTED_SECRETS = Map.of(
      "freeradius-debug-one-access-reject-expired-account", Map.of("password-assignment", 21));

  static List<Corpus.Case> cases() {
    return Corpus.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void realToolOutputHasNothingRedactedButTheSecretsItPrinted(Corpus.Case c) {
    Redacted r = Redactor.defaults().redact(new String(c.output(), StandardCharsets.UTF_8));
    assertThat(r.counts()).as(c.id()).isEqualTo(PRINTED_SECRETS.getOrDefault(c.id(), Map.of()));
    if (!PRINTED_SECRETS.containsKey(c.id())) {
      assertThat(r.text()).isEqualTo(new String(c.output(), StandardCharsets.UTF_8));
    }
  }
}

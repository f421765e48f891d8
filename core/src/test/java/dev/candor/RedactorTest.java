package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Each default rule against made-up secrets in their real formats. None of these is a real
 * credential; they are assembled from pieces so the source holds no scanner-bait literals.
 */
class RedactorTest {
  /** A made-up secret: prefix and body joined at run time. */
  private static String fake(String prefix, String body) {
    return prefix + body;
  }

  static Stream<Arguments> secrets() {
    String ghp = fake("gh" + "p_", "Zq8Xw2LmN4bV6cR1tY3uI5oP7aS9dF0gH2jK");
    String jwt = fake("ey" + "J", "hbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9") + "." + fake("ey" + "J",
        "zdWIiOiJmYWtlLXVzZXIiLCJpYXQiOjE3MDAwMDAwMDB9") + ".c2lnbmF0dXJlLW5vdC1yZWFsLTEyMzQ1Njc4OTA";
    return Stream.of(
        Arguments.of("aws-access-key-id", "key id " + fake("AK" + "IA", "Z7Q3X5MPLE2FAKE1") + " in use",
            "key id [REDACTED:aws-access-key-id] in use"),
        Arguments.of("aws-access-key-id", "AWS_ACCESS_KEY_ID=" + fake("AS" + "IA", "QWERTYUIOP234567"),
            "AWS_ACCESS_KEY_ID=[REDACTED:aws-access-key-id]"),
        Arguments.of("aws-secret-access-key", "aws_secret_access_key = " + fake("wJalr", "XUtnFAKE/K7MDENG/bPxRfiCYFAKEKEY123"),
            "aws_secret_access_key = [REDACTED:aws-secret-access-key]"),
        Arguments.of("aws-secret-access-key", "export AWS_SECRET_ACCESS_KEY=\"" + fake("Zm9v", "YmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy") + "\"\n",
            "export AWS_SECRET_ACCESS_KEY=\"[REDACTED:aws-secret-access-key]\"\n"),
        Arguments.of("github-token", "token: " + ghp, "token: [REDACTED:github-token]"),
        Arguments.of("github-token", fake("gh" + "o_", "aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5") + ",",
            "[REDACTED:github-token],"),
        Arguments.of("github-token", fake("gh" + "u_", "0123456789abcdefghijABCDEFGHIJklmnop"), "[REDACTED:github-token]"),
        Arguments.of("github-token", fake("gh" + "s_", "ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210"), "[REDACTED:github-token]"),
        Arguments.of("github-token", fake("gh" + "r_", "1a2b3c4d5e6f7g8h9i0jKLMNOPQRSTUVWXYZ"), "[REDACTED:github-token]"),
        Arguments.of("github-token", "GH_TOKEN=" + fake("github" + "_pat_", "11FAKE0000aBcDeFgHiJkL_mNoPqRsTuVwXyZ0123456789aBcDeFgHiJkLmNoPqRsTuVwXyZ0123"),
            "GH_TOKEN=[REDACTED:github-token]"),
        Arguments.of("gitlab-token", "PRIVATE-TOKEN: " + fake("gl" + "pat-", "Xy7_fake-Tok3nFAKEab12"),
            "PRIVATE-TOKEN: [REDACTED:gitlab-token]"),
        Arguments.of("slack-token", "SLACK_BOT_TOKEN=" + fake("xo" + "xb-", "1234567890-0987654321-FaKeToKeNvAlUe42"),
            "SLACK_BOT_TOKEN=[REDACTED:slack-token]"),
        Arguments.of("slack-token", fake("xo" + "xp-", "1111111111-2222222222-3333333333-abcdef"), "[REDACTED:slack-token]"),
        Arguments.of("jwt", "id_token=" + jwt + "&state=1", "id_token=[REDACTED:jwt]&state=1"),
        Arguments.of("bearer-token", "> Authorization: Bearer " + fake("sk-", "fake0123456789abcdefXYZ") + "\n",
            "> Authorization: Bearer [REDACTED:bearer-token]\n"),
        Arguments.of("bearer-token", "-H 'authorization: bearer " + fake("abc", "DEF.ghi-JKL_mno~pqr") + "'",
            "-H 'authorization: bearer [REDACTED:bearer-token]'"),
        Arguments.of("basic-auth", "Authorization: Basic " + fake("ZmFrZ", "Tp1c2VyOm5vdC1yZWFsLXBhc3M=") + "\r\n",
            "Authorization: Basic [REDACTED:basic-auth]\r\n"),
        Arguments.of("url-password", "cloning https://deploy:" + fake("hunter", "2-not-real") + "@git.example.com/repo.git",
            "cloning https://deploy:[REDACTED:url-password]@git.example.com/repo.git"),
        Arguments.of("url-password", "DATABASE_URL=postgresql://app:" + fake("p4ss", "w0rd") + "@db:5432/app",
            "DATABASE_URL=postgresql://app:[REDACTED:url-password]@db:5432/app"),
        Arguments.of("private-key", "before\n" + fake("-----BEGIN ", "RSA PRIVATE KEY-----") + "\nMIIEowIBAAKCAQEAfake0\nLINE2fake==\n"
            + fake("-----END ", "RSA PRIVATE KEY-----") + "\nafter\n", "before\n[REDACTED:private-key]\nafter\n"),
        Arguments.of("private-key", fake("-----BEGIN ", "OPENSSH PRIVATE KEY-----") + "\nb3BlbnNzaC1rZXktdjEAAAAfake\n"
            + fake("-----END ", "OPENSSH PRIVATE KEY-----"), "[REDACTED:private-key]"),
        Arguments.of("private-key", "cut off: " + fake("-----BEGIN ", "PRIVATE KEY-----") + "\nMIIEvQIBADANBgkqhkiG9w0BAQEFAAfake\n",
            "cut off: [REDACTED:private-key]"));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("secrets")
  void eachDefaultKindIsCaughtAndOnlyTheSecretIsReplaced(String kind, String input, String expected) {
    Redacted r = Redactor.defaults().redact(input);
    assertThat(r.text()).isEqualTo(expected);
    assertThat(r.counts()).isEqualTo(Map.of(kind, 1));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("secrets")
  void redactLatin1MasksEachKindAsRedactDoes(String kind, String input, String expected) {
    // Inside a block of other lines, at an offset, as a store's block reaches it.
    String block = "INFO started\n" + input + "\nINFO done\n";
    byte[] b = ("xx" + block + "yy").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    Redacted r = Redactor.defaults().redactLatin1(b, 2, b.length - 4);
    assertThat(r).isNotNull();
    assertThat(r.text()).isEqualTo(Redactor.defaults().redact(block).text());
    assertThat(r.counts()).isEqualTo(Map.of(kind, 1));
  }

  @Test
  void redactLatin1IsNullWhenNothingIsMasked() {
    byte[] clean = "INFO worker 12 processed batch 4711 in 0.0123 s\n".repeat(1000).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    assertThat(Redactor.defaults().redactLatin1(clean, 0, clean.length)).isNull();
    // Triggers and escapes with no secret behind them: the text path runs and still masks nothing.
    byte[] hinted = "see https://example.com and \u001B[31mcurl -s x\u001B[0m, SG.x hf_\n"
        .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    assertThat(Redactor.defaults().redactLatin1(hinted, 0, hinted.length)).isNull();
  }

  @Test
  void redactLatin1FindsAKeyThatColourCodesSplit() {
    String key = fake("AK" + "IA", "Z7Q3X5MPLE2FAKE1");
    String line = "id \u001B[01;31m" + key.substring(0, 4) + "\u001B[m" + key.substring(4) + "\n";
    byte[] b = line.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    Redacted r = Redactor.defaults().redactLatin1(b, 0, b.length);
    assertThat(r).isNotNull();
    assertThat(r.text()).isEqualTo(Redactor.defaults().redact(line).text()).doesNotContain(key.substring(4));
  }

  @Test
  void countsAreKeptPerKindAndDescribed() {
    String ghp = fake("gh" + "p_", "Zq8Xw2LmN4bV6cR1tY3uI5oP7aS9dF0gH2jK");
    Redacted r = Redactor.defaults().redact(ghp + " " + ghp + " " + fake("AK" + "IA", "Z7Q3X5MPLE2FAKE1"));
    assertThat(r.counts()).containsExactly(Map.entry("aws-access-key-id", 1), Map.entry("github-token", 2));
    assertThat(r.total()).isEqualTo(3);
    assertThat(r.describe()).isEqualTo("redacted 3 secrets (aws-access-key-id 1, github-token 2)");
  }

  @Test
  void textWithoutSecretsComesBackUnchanged() {
    String text = "BUILD SUCCESS\nTotal time: 3.2 s\n";
    Redacted r = Redactor.defaults().redact(text);
    assertThat(r.text()).isSameAs(text);
    assertThat(r.isClean()).isTrue();
    assertThat(r.describe()).isEqualTo("redacted nothing");
  }

  @Test
  void nearMissesAreLeftAlone() {
    List<String> clean = List.of(
        fake("AK" + "IA", "SHORT123") + " is too short for a key id",
        "ghp_ alone, or " + fake("gh" + "p_", "tooShort"),
        "curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com",
        "Authorization: Bearer <token>",
        "see https://example.com:8443/path and git@github.com:org/repo.git",
        "mailto:someone@example.com",
        "aws_secret_access_key = ${AWS_SECRET}",
        "eyJ alone is a prefix, not a token",
        "-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----");
    for (String text : clean) {
      assertThat(Redactor.defaults().redact(text).counts()).as(text).isEmpty();
    }
  }

  @Test
  void userRulesRunAfterTheDefaults() {
    Redactor r = Redactor.defaults().withRules(List.of(
        new RedactRule("internal-token", "\\bitk_[a-z0-9]{12}\\b"),
        new RedactRule("employee-id", "employee=(?P<secret>\\d{6})")));
    Redacted out = r.redact("itk_abcdef123456 employee=123456");
    assertThat(out.text()).isEqualTo("[REDACTED:internal-token] employee=[REDACTED:employee-id]");
    assertThat(r.rules()).hasSize(Redactor.defaults().rules().size() + 2);
  }

  @Test
  void aRuleMustCompileAsRe2AndMatchSomething() {
    assertThatThrownBy(() -> new RedactRule("bad", "(a")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("rule bad has a bad pattern \"(a\": missing closing ) (patterns use RE2 syntax)");
    assertThatThrownBy(() -> new RedactRule("backref", "(a)\\1")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("RE2 syntax");
    assertThatThrownBy(() -> new RedactRule("empty", "x*")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("matches the empty string");
    assertThatThrownBy(() -> new RedactRule("Not A Kind", "x")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("rule kind \"Not A Kind\" is not a lowercase name");
  }

  @Test
  void aHostileUserRuleStillRunsInLinearTime() {
    Redactor r = Redactor.defaults().withRules(List.of(new RedactRule("nested", "(a+)+$")));
    String text = "a".repeat(100_000) + "!";
    Redacted out = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> r.redact(text));
    assertThat(out.isClean()).isTrue();
  }

  @Test
  void aLongOptionThatOnlyStartsLikeUserAndAModulesLabelAreNotSecrets() {
    Redactor r = Redactor.defaults();
    assertThat(r.redact("program = \"ntlm_auth --username=%{mschap:User-Name} --password=%{User-Password}\"\n")
        .isClean()).isTrue();
    assertThat(r.redact("rlm_passwd: nfields: 3 keyfield 0(User-Name) listable: no\n").isClean()).isTrue();
    assertThat(r.redact("curl --user ann:Tr0ub4dor https://example.test/\n").text()).doesNotContain("Tr0ub4dor");
    assertThat(r.redact("curl -uann:Tr0ub4dor https://example.test/\n").text()).doesNotContain("Tr0ub4dor");
    assertThat(r.redact("passwd: Tr0ub4dor&3\n").text()).doesNotContain("Tr0ub4dor");
  }
}

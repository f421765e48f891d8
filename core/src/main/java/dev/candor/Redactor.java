package dev.candor;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Replaces secrets in text with {@code [REDACTED:kind]}: pure, no I/O, safe to share between
 * threads.
 *
 * <pre>{@code
 * Redacted r = Redactor.defaults().redact("export GITHUB_TOKEN=ghp_...");
 * r.text();   // "export GITHUB_TOKEN=[REDACTED:github-token]"
 * r.counts(); // {github-token=1}
 * }</pre>
 *
 * <p>Rules run in order, each over the previous one's output, using RE2/J: matching is linear in
 * the text whatever the pattern, so a user's rule cannot hang a call. The defaults find formats
 * that announce themselves (key prefixes, PEM armour, JWT structure) or sit in a telling context
 * ({@code aws_secret_access_key=}, {@code Authorization:}, a URL's password); a bare random
 * string with no such sign is not found. Redaction is the caller's choice: a result store keeps
 * whatever bytes it is given, so redact before storing if the output may be read by others.
 */
public final class Redactor {
  private static final List<RedactRule> DEFAULTS = List.of(
      // First, so the base64 inside a key block is not taken for anything else.
      new RedactRule("private-key", "-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\\s\\S]*?"
          + "-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\\s:,-]*)"),
      new RedactRule("jwt", "\\beyJ[A-Za-z0-9_-]{4,}\\.eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*"),
      new RedactRule("aws-access-key-id", "\\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\\b"),
      new RedactRule("aws-secret-access-key", "(?i)aws_?secret_?access_?key[\"']?\\s*[:=]\\s*[\"']?"
          + "(?P<secret>[A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)"),
      new RedactRule("github-token", "\\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,255})\\b"),
      new RedactRule("gitlab-token", "\\bglpat-[A-Za-z0-9_-]{20,}"),
      new RedactRule("slack-token", "\\bxox[abprs]-[A-Za-z0-9-]{10,}"),
      new RedactRule("bearer-token", "(?i)\\bauthorization[\"']?\\s*[:=]\\s*[\"']?bearer\\s+"
          + "(?P<secret>[A-Za-z0-9._~+/-]{8,}=*)"),
      new RedactRule("basic-auth", "(?i)\\bauthorization[\"']?\\s*[:=]\\s*[\"']?basic\\s+(?P<secret>[A-Za-z0-9+/]{4,}=*)"),
      new RedactRule("url-password", "\\b[A-Za-z][A-Za-z0-9+.-]*://[^\\s:/@\"'<>]+:(?P<secret>[^\\s@/\"'<>]+)@"));

  private static final Redactor DEFAULT = new Redactor(DEFAULTS);

  private final List<RedactRule> rules;
  private final List<Pattern> patterns;
  private final List<Integer> secretGroups;

  private Redactor(List<RedactRule> rules) {
    this.rules = List.copyOf(rules);
    this.patterns = new ArrayList<>(rules.size());
    this.secretGroups = new ArrayList<>(rules.size());
    for (RedactRule r : this.rules) {
      Pattern p = r.pattern();
      patterns.add(p);
      secretGroups.add(p.namedGroups().getOrDefault("secret", 0));
    }
  }

  /** The built-in rules: private keys, JWTs, AWS, GitHub, GitLab and Slack tokens, auth headers, URL passwords. */
  public static Redactor defaults() {
    return DEFAULT;
  }

  /** A redactor with these rules after the current ones. */
  public Redactor withRules(List<RedactRule> more) {
    Objects.requireNonNull(more, "more");
    List<RedactRule> all = new ArrayList<>(rules);
    all.addAll(more);
    return new Redactor(all);
  }

  /** The rules, in the order they run. */
  public List<RedactRule> rules() {
    return rules;
  }

  /** Replaces every secret the rules find. */
  public Redacted redact(String text) {
    Objects.requireNonNull(text, "text");
    Map<String, Integer> counts = new HashMap<>();
    String out = text;
    for (int i = 0; i < patterns.size(); i++) {
      out = apply(out, rules.get(i).kind(), patterns.get(i), secretGroups.get(i), counts);
    }
    return new Redacted(out, counts);
  }

  private static String apply(String text, String kind, Pattern pattern, int group, Map<String, Integer> counts) {
    Matcher m = pattern.matcher(text);
    StringBuilder out = null;
    int copied = 0;
    while (m.find()) {
      int start = m.start(group);
      int end = m.end(group);
      if (start < 0 || end <= start) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length());
      }
      out.append(text, copied, start).append("[REDACTED:").append(kind).append(']');
      copied = end;
      counts.merge(kind, 1, Integer::sum);
    }
    return out == null ? text : out.append(text, copied, text.length()).toString();
  }
}

package dev.candor;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.util.Objects;

/**
 * One kind of secret and the RE2 pattern that finds it. If the pattern has a group named {@code
 * secret}, only that group is replaced and the context around it stays readable ({@code
 * Authorization: Bearer [REDACTED:bearer-token]}); otherwise the whole match is.
 *
 * @param kind the name shown in {@code [REDACTED:kind]}: lowercase letters, digits and dashes
 * @param regex the pattern, in RE2 syntax (linear-time matching; no backreferences or lookaround)
 */
public record RedactRule(String kind, String regex) {
  private static final java.util.regex.Pattern KIND = java.util.regex.Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");

  /**
   * @throws IllegalArgumentException if the kind is not a short lowercase name or the pattern is
   *     not RE2, or matches the empty string
   */
  public RedactRule {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(regex, "regex");
    if (!KIND.matcher(kind).matches()) {
      throw new IllegalArgumentException("rule kind \"" + kind + "\" is not a lowercase name of letters, digits"
          + " and dashes (at most 40), such as \"internal-token\"");
    }
    Pattern compiled = compile(kind, regex);
    if (compiled.matcher("").find()) {
      throw new IllegalArgumentException("rule " + kind + " matches the empty string; it would redact nothing"
          + " everywhere: require at least one character");
    }
  }

  /** The compiled pattern. */
  Pattern pattern() {
    return compile(kind, regex);
  }

  private static Pattern compile(String kind, String regex) {
    try {
      return Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("rule " + kind + " has a bad pattern \"" + regex + "\": "
          + e.getDescription() + " (patterns use RE2 syntax)", e);
    }
  }
}

package dev.candor;

import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * A rule as the scanner runs it: a kind and an RE2 pattern, the groups that hold the secret, the
 * lower-case literals a line must contain for the rule to be tried on it (none: the rule runs over
 * the whole text), and a check on what it found.
 *
 * <p>A built-in rule compiles its pattern the first time a line triggers it: RE2/J takes
 * milliseconds a pattern, and most outputs trigger a few rules of the dozens, so a short run does
 * not pay for all of them.
 */
final class SecretRule {
  private final String kind;
  private final String regex;
  private final List<String> triggers;
  private final boolean multiline;
  private final boolean commandOnly;
  private final BiPredicate<String, Boolean> accepts;
  private volatile Compiled compiled;

  /** The pattern and its secret groups ({@code secret}, {@code secret2}...; empty: the whole match). */
  record Compiled(Pattern pattern, int[] groups) {}

  private SecretRule(String kind, String regex, List<String> triggers, boolean multiline, boolean commandOnly,
      BiPredicate<String, Boolean> accepts, Compiled compiled) {
    this.kind = kind;
    this.regex = regex;
    this.triggers = List.copyOf(triggers);
    this.multiline = multiline;
    this.commandOnly = commandOnly;
    this.accepts = accepts;
    this.compiled = compiled;
  }

  /** A user's rule: no triggers, so it runs over the whole text, after the defaults. */
  static SecretRule of(RedactRule rule) {
    return new SecretRule(rule.kind(), rule.regex(), List.of(), false, false, (s, command) -> true, compile(rule.regex()));
  }

  /**
   * A built-in rule, tried only on lines holding one of {@code triggers}; {@code accepts} tells,
   * from the secret found and whether it is on a command line, whether it is one (a placeholder
   * such as {@code ${TOKEN}} is not).
   */
  static SecretRule builtIn(String kind, String regex, List<String> triggers, BiPredicate<String, Boolean> accepts) {
    return new SecretRule(kind, regex, triggers, false, false, accepts, null);
  }

  /** This rule, matching on past the line it starts in (a PEM block). */
  SecretRule spanningLines() {
    return new SecretRule(kind, regex, triggers, true, commandOnly, accepts, compiled);
  }

  /** This rule, run on command lines only, not on output. */
  SecretRule onCommandLinesOnly() {
    return new SecretRule(kind, regex, triggers, multiline, true, accepts, compiled);
  }

  String kind() {
    return kind;
  }

  List<String> triggers() {
    return triggers;
  }

  boolean multiline() {
    return multiline;
  }

  boolean commandOnly() {
    return commandOnly;
  }

  boolean accepts(String secret, boolean commandLine) {
    return accepts.test(secret, commandLine);
  }

  /** The public form, validated as a user's rule is. */
  RedactRule rule() {
    return new RedactRule(kind, regex);
  }

  Compiled compiled() {
    Compiled c = compiled;
    if (c == null) {
      c = compile(regex);
      compiled = c;
    }
    return c;
  }

  private static Compiled compile(String regex) {
    Pattern p = Pattern.compile(regex);
    List<Integer> groups = new ArrayList<>();
    for (Map.Entry<String, Integer> e : p.namedGroups().entrySet()) {
      if (e.getKey().matches("secret[0-9]*")) {
        groups.add(e.getValue());
      }
    }
    return new Compiled(p, groups.stream().sorted().mapToInt(Integer::intValue).toArray());
  }
}

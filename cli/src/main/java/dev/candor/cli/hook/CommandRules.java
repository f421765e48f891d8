package dev.candor.cli.hook;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Allow and hold (deny or ask) rules over simple commands, and the verdict they give a command
 * line: {@link Verdict#HOLD} when any part matches a hold rule, {@link Verdict#ALLOW} when every
 * part matches an allow rule, else {@link Verdict#NONE}.
 */
final class CommandRules {
  private final List<Predicate<List<String>>> allow = new ArrayList<>();
  private final List<Predicate<List<String>>> hold = new ArrayList<>();
  private boolean allowAll;

  void allow(Predicate<List<String>> rule) {
    allow.add(rule);
  }

  void hold(Predicate<List<String>> rule) {
    hold.add(rule);
  }

  /** Every command is allowed unless a hold rule matches (a mode such as Codex's {@code never}). */
  void allowAll() {
    allowAll = true;
  }

  Verdict verdict(String command) {
    List<List<String>> segments = Segments.of(command);
    boolean allAllowed = !segments.isEmpty();
    for (List<String> words : segments) {
      List<String> program = Segments.program(words);
      if (hold.stream().anyMatch(r -> r.test(program))) {
        return Verdict.HOLD;
      }
      allAllowed &= allowAll || allow.stream().anyMatch(r -> r.test(program));
    }
    return allAllowed ? Verdict.ALLOW : Verdict.NONE;
  }

  /** A rule matching commands whose words begin with {@code prefix}. */
  static Predicate<List<String>> prefix(List<String> prefix) {
    return words -> words.size() >= prefix.size() && words.subList(0, prefix.size()).equals(prefix);
  }
}

package dev.candor;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Text with its secrets replaced by {@code [REDACTED:kind]}, and how many of each kind.
 *
 * @param text the redacted text
 * @param counts replacements by rule kind, sorted by kind; kinds with none are absent
 */
public record Redacted(String text, Map<String, Integer> counts) {
  public Redacted {
    Objects.requireNonNull(text, "text");
    counts = Collections.unmodifiableMap(new TreeMap<>(counts));
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() < 1) {
        throw new IllegalArgumentException("count for " + e.getKey() + " < 1: " + e.getValue());
      }
    }
  }

  /** How many secrets were replaced in all. */
  public int total() {
    int n = 0;
    for (int c : counts.values()) {
      n += c;
    }
    return n;
  }

  /** Whether nothing was replaced. */
  public boolean isClean() {
    return counts.isEmpty();
  }

  /** For a note beside the observation: {@code redacted 2 secrets (github-token 1, jwt 1)}. */
  public String describe() {
    if (isClean()) {
      return "redacted nothing";
    }
    StringBuilder s = new StringBuilder("redacted ").append(total()).append(total() == 1 ? " secret (" : " secrets (");
    String sep = "";
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      s.append(sep).append(e.getKey()).append(' ').append(e.getValue());
      sep = ", ";
    }
    return s.append(')').toString();
  }
}

package dev.candor.harness;

import java.util.List;
import java.util.Objects;

/**
 * One thing a {@link ToolFixture} found.
 *
 * @param kind what was found
 * @param detail the evidence, such as the dropped line and its number, or the two lengths
 */
public record Finding(FindingKind kind, String detail) {

  public Finding {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(detail, "detail");
  }

  /** {@code KIND: detail}. */
  @Override
  public String toString() {
    return kind + ": " + detail;
  }

  /** The findings as a message: a count, then one indented line each, at most {@code limit} of them. */
  static String describe(String what, List<Finding> findings, int limit) {
    StringBuilder s = new StringBuilder(what).append(": ").append(findings.size())
        .append(findings.size() == 1 ? " finding" : " findings");
    for (int i = 0; i < Math.min(limit, findings.size()); i++) {
      s.append("\n  ").append(findings.get(i));
    }
    if (findings.size() > limit) {
      s.append("\n  ... and ").append(findings.size() - limit).append(" more");
    }
    return s.toString();
  }
}

package dev.candor.trace;

import java.util.OptionalDouble;

/** Counts the calls behind one row of an audit: overall, one tool, or one strategy. */
final class AuditTally {
  private long calls;
  private long truncated;
  private long droppedErrors;
  private long terminal;
  private long exitCodeKept;
  private long retentionCalls;
  private double retentionSum;
  private long silentCuts;

  void add(AuditCall c) {
    calls++;
    if (c.truncated()) {
      truncated++;
      droppedErrors += c.droppedErrorLines() > 0 ? 1 : 0;
      OptionalDouble r = c.retention();
      if (r.isPresent()) {
        retentionCalls++;
        retentionSum += r.getAsDouble();
      }
    }
    if (c.terminal()) {
      terminal++;
      exitCodeKept += c.exitCodePreserved() ? 1 : 0;
    }
    silentCuts += c.silentCut() ? 1 : 0;
  }

  Audit.Figures figures() {
    OptionalDouble mean = retentionCalls == 0 ? OptionalDouble.empty() : OptionalDouble.of(retentionSum / retentionCalls);
    return new Audit.Figures(calls, truncated, droppedErrors, terminal, exitCodeKept, retentionCalls, mean, silentCuts);
  }
}

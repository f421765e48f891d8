package dev.candor.trace;

import dev.candor.Interval;
import java.util.Arrays;
import java.util.Optional;
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
  private double[] retentions = new double[8];
  private long silentCuts;

  void add(AuditCall c) {
    calls++;
    if (c.truncated()) {
      truncated++;
      droppedErrors += c.droppedErrorLines() > 0 ? 1 : 0;
      OptionalDouble r = c.retention();
      if (r.isPresent()) {
        if (retentionCalls == retentions.length) {
          retentions = Arrays.copyOf(retentions, retentions.length * 2);
        }
        retentions[(int) retentionCalls++] = r.getAsDouble();
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
    Optional<Interval> interval = retentionCalls == 0 ? Optional.empty()
        : Optional.of(Interval.bootstrapMean(Arrays.copyOf(retentions, (int) retentionCalls), Audit.BOOTSTRAP_SEED));
    return new Audit.Figures(calls, truncated, droppedErrors, terminal, exitCodeKept, retentionCalls, mean, silentCuts,
        interval);
  }
}

package dev.candor.trace;

import dev.candor.Interval;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The truncation audit: four figures over every tool call in one or more JSONL traces, overall and
 * broken down by tool and by strategy, with the thresholds they breach.
 *
 * <ol>
 *   <li>the share of calls truncated: a truncation flag is set or {@code cuts} is non-empty;
 *   <li>the share of truncated calls that dropped an error line ({@code errors_in_dropped_region > 0});
 *   <li>the share of terminal calls (a known {@code exit_code}) whose observation states it
 *       ({@code exit_code_preserved});
 *   <li>the mean retention of truncated calls, {@code observation.bytes / (stdout_bytes + stderr_bytes)}.
 * </ol>
 *
 * <p>Each figure carries a 95% interval: Wilson for the three shares, a seeded bootstrap over the
 * calls for the mean retention.
 *
 * <pre>{@code
 * Audit.Report r = Audit.run(List.of(Path.of("run.jsonl")));
 * System.out.print(r.text());                            // or r.json()
 * Files.writeString(Path.of("audit.html"), r.html());    // one self-contained page
 * System.exit(r.exitStatus());                           // 2: unusable input; else 0
 * }</pre>
 *
 * <p>The audit is a report, not a gate: {@link Report#exitStatus()} is 0 whatever the figures say,
 * and 2 only when a trace cannot be read. A caller that wants a gate asks {@link
 * Report#breached()}; {@link Lint} is the gate over single spans.
 *
 * <p>Spans are read as written, as {@link Lint} reads them, so traces of other wrappers count: a
 * tool span needs only {@code stdout_bytes}, {@code stderr_bytes} and the two truncation flags. A
 * missing {@code exit_code_preserved} counts as not kept, since nothing says it was. A line that
 * is not JSON, or a tool span without those fields, is reported by line number and left out of
 * the figures; lines whose {@code span_type} is not {@code tool} are counted and skipped.
 */
public final class Audit {
  /** Over this share of truncated calls, tools return more than the model needs. */
  public static final double TRUNCATED_SHARE_MAX = 0.30;

  /** Under this mean retention, truncation is too aggressive; the seed aims for 40-70%. */
  public static final double RETENTION_MIN = 0.20;

  /** The seed of the bootstrap behind {@link Figures#retentionInterval()}, so a report is reproducible. */
  public static final long BOOTSTRAP_SEED = 17L;

  private Audit() {}

  /** Audits each trace in turn; one that cannot be read is an error, and the rest are still audited. */
  public static Report run(Path... traces) {
    return run(List.of(traces));
  }

  /** Audits each trace in turn; see {@link #run(Path...)}. */
  public static Report run(List<Path> traces) {
    if (traces.isEmpty()) {
      throw new IllegalArgumentException("no trace to audit: pass at least one JSONL file");
    }
    return AuditRun.of(traces);
  }

  /**
   * The four figures over a set of calls. A share with no calls to divide by is empty, not 0.
   *
   * @param calls tool calls audited
   * @param truncated of those, calls with a truncation flag or a cut
   * @param droppedErrors of the truncated calls, those that dropped at least one error line
   * @param terminal calls whose exit code is known: processes that finished
   * @param exitCodeKept of the terminal calls, those whose observation states the exit code
   * @param retentionCalls truncated calls whose retention could be measured
   * @param meanRetention the mean of their retention ratios; present exactly when retentionCalls > 0
   * @param silentCuts calls whose observation is shorter than the output, with no flag or cut saying so
   * @param retentionInterval the 95% bootstrap interval of {@code meanRetention} over the calls
   *     measured ({@link Interval#bootstrapMean} with seed {@link #BOOTSTRAP_SEED}); present exactly
   *     when {@code meanRetention} is
   */
  public record Figures(long calls, long truncated, long droppedErrors, long terminal, long exitCodeKept,
      long retentionCalls, OptionalDouble meanRetention, long silentCuts, Optional<Interval> retentionInterval) {
    public Figures {
      Objects.requireNonNull(meanRetention, "meanRetention");
      Objects.requireNonNull(retentionInterval, "retentionInterval");
      if (retentionInterval.isPresent() != meanRetention.isPresent()) {
        throw new IllegalArgumentException("retentionInterval " + retentionInterval + " beside meanRetention "
            + meanRetention + ": present exactly when the mean is");
      }
      if (Math.min(Math.min(Math.min(droppedErrors, exitCodeKept), retentionCalls), silentCuts) < 0
          || truncated > calls || droppedErrors > truncated || terminal > calls || exitCodeKept > terminal
          || retentionCalls > truncated || silentCuts > calls) {
        throw new IllegalArgumentException("inconsistent counts: " + this);
      }
      if (meanRetention.isPresent() != retentionCalls > 0) {
        throw new IllegalArgumentException("meanRetention " + meanRetention + " with " + retentionCalls
            + " retention calls: present exactly when some were measured");
      }
    }

    /** Figure 1: truncated of all calls. */
    public OptionalDouble truncatedShare() {
      return share(truncated, calls);
    }

    /** Figure 2: calls that dropped an error line, of the truncated calls. */
    public OptionalDouble droppedErrorShare() {
      return share(droppedErrors, truncated);
    }

    /** Figure 3: calls whose exit code was kept and stated, of the terminal calls. */
    public OptionalDouble exitCodeKeptShare() {
      return share(exitCodeKept, terminal);
    }

    /** The 95% Wilson interval of {@link #truncatedShare()}; empty when it is. */
    public Optional<Interval> truncatedShareInterval() {
      return interval(truncated, calls);
    }

    /** The 95% Wilson interval of {@link #droppedErrorShare()}; empty when it is. */
    public Optional<Interval> droppedErrorShareInterval() {
      return interval(droppedErrors, truncated);
    }

    /** The 95% Wilson interval of {@link #exitCodeKeptShare()}; empty when it is. */
    public Optional<Interval> exitCodeKeptShareInterval() {
      return interval(exitCodeKept, terminal);
    }

    private static OptionalDouble share(long part, long whole) {
      return whole == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) part / whole);
    }

    private static Optional<Interval> interval(long part, long whole) {
      return whole == 0 ? Optional.empty() : Optional.of(Interval.wilson(part, whole));
    }
  }

  /** A threshold from the seed's audit; each names the figure it reads. */
  public enum Rule {
    /** Figure 1 over {@link #TRUNCATED_SHARE_MAX}. */
    TRUNCATED_SHARE("over 30%"),
    /** Figure 2 above 0: any truncated call dropped an error line. */
    DROPPED_ERRORS("above 0%"),
    /** Figure 3 below 100%. */
    EXIT_CODE_KEPT("below 100%"),
    /** Figure 4 under {@link #RETENTION_MIN}. */
    RETENTION("under 20%"),
    /** Any silent cut: not one of the four figures, but evidence lost all the same. */
    SILENT_CUTS("above 0");

    private final String threshold;

    Rule(String threshold) {
      this.threshold = threshold;
    }

    /** When the rule is breached, such as {@code over 30%}. */
    public String threshold() {
      return threshold;
    }

    /** The name used in JSON: {@code truncated_share}. */
    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** Whether {@code f} breaches this rule; a figure with nothing to divide by breaches nothing. */
    public boolean breachedBy(Figures f) {
      return switch (this) {
        case TRUNCATED_SHARE -> f.truncatedShare().orElse(0) > TRUNCATED_SHARE_MAX;
        case DROPPED_ERRORS -> f.droppedErrors() > 0;
        case EXIT_CODE_KEPT -> f.exitCodeKept() < f.terminal();
        case RETENTION -> f.meanRetention().orElse(1) < RETENTION_MIN;
        case SILENT_CUTS -> f.silentCuts() > 0;
      };
    }
  }

  /** A breached threshold, with the figure and what to do: for a person. */
  public record Flag(Rule rule, String message) {
    public Flag {
      Objects.requireNonNull(rule, "rule");
      Objects.requireNonNull(message, "message");
    }
  }

  /**
   * How many calls had an output ({@code stdout_bytes + stderr_bytes}) in {@code [from, to)}.
   *
   * @param to the end, exclusive; {@link Long#MAX_VALUE} for the last bucket
   */
  public record Bucket(long from, long to, long calls, long truncated) {
    /** The range in binary units, such as {@code 1-4 KiB} or {@code >= 4 MiB}. */
    public String label() {
      return AuditFormat.range(from, to);
    }
  }

  /**
   * A call that lost evidence: error lines dropped, a terminal exit code left unstated, or a cut
   * that no flag admits.
   *
   * @param line the line of {@code file} the span is on, counting from 1
   * @param observationBytes what the model saw, when the span says
   * @param droppedErrorLines error lines not shown; 0 if none
   * @param unstatedExitCode the exit code the observation does not state, if that was lost
   * @param silentCut whether the observation is shorter than the output with nothing marked as cut
   */
  public record Loss(Path file, long line, String tool, List<String> argv, String strategy, long outputBytes,
      OptionalLong observationBytes, long droppedErrorLines, OptionalLong unstatedExitCode, boolean silentCut) {
    public Loss {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(tool, "tool");
      Objects.requireNonNull(strategy, "strategy");
      Objects.requireNonNull(observationBytes, "observationBytes");
      Objects.requireNonNull(unstatedExitCode, "unstatedExitCode");
      argv = List.copyOf(argv);
    }

    /** What was lost, such as {@code 3 error lines dropped; exit code 2 not stated}. */
    public String lost() {
      return AuditFormat.lost(this);
    }
  }

  /** A line left out of the figures, and why: {@code L7: unparseable: unexpected end of input}. */
  public record Unparseable(Path file, long line, String reason) {
    public Unparseable {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public String toString() {
      return "L" + line + ": " + reason;
    }
  }

  /**
   * The outcome of an audit. Rows of {@code byTool} and {@code byStrategy} come most calls first,
   * then by name.
   *
   * @param files the traces, in the order given
   * @param overall the figures over every call
   * @param byTool the figures per {@code tool_name}
   * @param byStrategy the figures per {@code strategy}
   * @param sizes calls by output size, in buckets growing fourfold from 256 bytes to 4 MiB
   * @param losses every call that lost evidence, in file and line order
   * @param unparseable every line left out of the figures, in file and line order
   * @param otherLines lines skipped because their {@code span_type} is not {@code tool}
   * @param errors one message per trace that could not be read at all; for standard error
   */
  public record Report(List<Path> files, Figures overall, Map<String, Figures> byTool,
      Map<String, Figures> byStrategy, List<Bucket> sizes, List<Loss> losses, List<Unparseable> unparseable,
      long otherLines, List<String> errors) {
    public Report {
      files = List.copyOf(files);
      Objects.requireNonNull(overall, "overall");
      byTool = AuditRun.ordered(byTool);
      byStrategy = AuditRun.ordered(byStrategy);
      sizes = List.copyOf(sizes);
      losses = List.copyOf(losses);
      unparseable = List.copyOf(unparseable);
      errors = List.copyOf(errors);
    }

    /** The thresholds the overall figures breach, in {@link Rule} order. */
    public List<Flag> flags() {
      return AuditFormat.flags(overall);
    }

    /** Whether any threshold is breached: for a caller that wants the audit as a gate. */
    public boolean breached() {
      return !flags().isEmpty();
    }

    /** For a command's exit: 2 if a trace could not be read, else 0. See the class comment. */
    public int exitStatus() {
      return errors.isEmpty() ? 0 : 2;
    }

    /** An aligned plain-text report for a terminal; each line ends with a line break. */
    public String text() {
      return AuditText.render(this);
    }

    /** The report as one JSON object; shares with nothing to divide by are {@code null}. */
    public String json() {
      return AuditJson.render(this);
    }

    /**
     * One self-contained HTML page: inline CSS and SVG, no scripts, nothing fetched. Text from the
     * traces is escaped.
     */
    public String html() {
      return AuditHtml.render(this);
    }
  }
}

package dev.candor.trace;

import dev.candor.Interval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/** The words and numbers every rendering of an audit shares, so the text, JSON and HTML agree. */
final class AuditFormat {
  private static final long KIB = 1024;
  private static final long MIB = 1024 * KIB;

  private AuditFormat() {}

  /** {@code 34.0%}, or {@code -} when there was nothing to divide by. */
  static String pct(OptionalDouble share) {
    return share.isPresent() ? pct(share.getAsDouble()) : "-";
  }

  /** {@code [49.0%, 94.3%]}, or {@code -} when there was nothing to divide by. */
  static String interval(Optional<Interval> i) {
    return i.map(Interval::percent).orElse("-");
  }

  static String pct(double share) {
    return String.format(Locale.ROOT, "%.1f%%", share * 100);
  }

  /** {@code 902 B}, {@code 23.6 KiB}, {@code 4.0 MiB}. */
  static String size(long bytes) {
    if (bytes < KIB) {
      return bytes + " B";
    }
    return bytes < MIB
        ? String.format(Locale.ROOT, "%.1f KiB", (double) bytes / KIB)
        : String.format(Locale.ROOT, "%.1f MiB", (double) bytes / MIB);
  }

  /** A bucket's range, such as {@code 0 B}, {@code 256 B-1 KiB}, {@code 1-4 KiB}, {@code >= 4 MiB}. */
  static String range(long from, long to) {
    if (to == Long.MAX_VALUE) {
      return ">= " + round(from);
    }
    if (from == 0 && to == 1) {
      return "0 B";
    }
    String a = round(from);
    String b = round(to);
    String unitA = a.substring(a.indexOf(' '));
    return unitA.equals(b.substring(b.indexOf(' '))) ? a.substring(0, a.indexOf(' ')) + "-" + b : a + "-" + b;
  }

  private static String round(long bytes) {
    return bytes < KIB ? bytes + " B" : bytes < MIB ? bytes / KIB + " KiB" : bytes / MIB + " MiB";
  }

  /** What a call lost, such as {@code 3 error lines dropped; exit code 2 not stated}. */
  static String lost(Audit.Loss loss) {
    List<String> parts = new ArrayList<>();
    if (loss.droppedErrorLines() > 0) {
      parts.add(loss.droppedErrorLines() + (loss.droppedErrorLines() == 1 ? " error line" : " error lines")
          + " dropped");
    }
    loss.unstatedExitCode().ifPresent(code -> parts.add("exit code " + code + " not stated"));
    if (loss.silentCut()) {
      parts.add("silent cut: " + loss.observationBytes().orElse(0) + " of " + loss.outputBytes() + " bytes shown");
    }
    return String.join("; ", parts);
  }

  /** The flags {@code f} raises, in rule order. */
  static List<Audit.Flag> flags(Audit.Figures f) {
    List<Audit.Flag> out = new ArrayList<>();
    for (Audit.Rule rule : Audit.Rule.values()) {
      if (rule.breachedBy(f)) {
        out.add(new Audit.Flag(rule, message(rule, f)));
      }
    }
    return out;
  }

  private static String message(Audit.Rule rule, Audit.Figures f) {
    return switch (rule) {
      case TRUNCATED_SHARE -> pct(f.truncatedShare()) + " of calls truncated (" + f.truncated() + " of " + f.calls()
          + "), over 30%: tools return more than the model needs; add server-side filtering";
      case DROPPED_ERRORS -> f.droppedErrors() + " of " + f.truncated() + " truncated calls (" + pct(f.droppedErrorShare())
          + ") dropped an error line: the error patterns miss them; this should be 0";
      case EXIT_CODE_KEPT -> "exit code kept for " + f.exitCodeKept() + " of " + f.terminal() + " terminal calls ("
          + pct(f.exitCodeKeptShare()) + "), below 100%: a false success is waiting to happen";
      case RETENTION -> "mean retention of truncated calls " + pct(f.meanRetention())
          + ", under 20%: too aggressive, the model reasons from a fragment; aim for 40-70%";
      case SILENT_CUTS -> f.silentCuts() + (f.silentCuts() == 1 ? " call" : " calls")
          + " cut silently: the observation is shorter than the output and no flag or cut says so";
    };
  }

  /**
   * {@code s} with each control character written as a backslash, {@code u} and four hex digits,
   * so that text from a trace cannot move a terminal's cursor or change its colours.
   */
  static String printable(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isISOControl(c)) {
        if (sb == null) {
          sb = new StringBuilder(s.length() + 8).append(s, 0, i);
        }
        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      } else if (sb != null) {
        sb.append(c);
      }
    }
    return sb == null ? s : sb.toString();
  }

  /** {@code 1 call} or {@code 2 calls}. */
  static String calls(long n) {
    return n + (n == 1 ? " call" : " calls");
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines above the body that no cut removes: the command, the exit status, and a summary of
 * what was cut. Richer forms are tried first; poorer ones serve tiny budgets.
 */
final class Header {
  /** How much of the header a budget can afford, richest first. */
  enum Level {
    /** The summary says what was kept, the amounts, where the rest is, and the notes. */
    FULL(500, 0.12),
    /** The summary gives the amounts and where the rest is. */
    SHORT(200, 0.20),
    /** The summary gives the line counts. */
    COMPACT(80, 0.35),
    /**
     * As compact, with the command clipped shorter: a budget of a few hundred still says what ran
     * (it fell to the bare header below about 550 characters).
     */
    TERSE(40, 0.6),
    /** Only the exit status. */
    BARE(0, 1.0);

    final int commandCap;
    /** The largest share of the budget the header may take at this level. */
    final double maxShare;

    Level(int commandCap, double maxShare) {
      this.commandCap = commandCap;
      this.maxShare = maxShare;
    }
  }

  private Header() {}

  /** The evidence lines: command, exit code, signal, timeout. */
  static List<String> evidence(Evidence ev, Level level, long errorsFound, long bytes) {
    List<String> out = new ArrayList<>();
    if (ev.command().isPresent() && level.commandCap > 0) {
      out.add("command: " + clip(oneLine(ev.command().get()), level.commandCap));
    }
    if (ev.exitCode().isPresent()) {
      int code = ev.exitCode().getAsInt();
      String note = "";
      if (code != 0 && level != Level.BARE) {
        note = bytes == 0 ? " (non-zero, and no output)"
            : errorsFound == 0 ? " (non-zero; the output has no error line)" : "";
      }
      out.add("exit code: " + code + note);
    }
    if (ev.signal().isPresent()) {
      out.add("signal: " + Signals.describe(ev.signal().getAsInt()));
    }
    if (ev.timedOut()) {
      out.add(level == Level.BARE ? "timed out" : "timed out: the command was stopped at its time limit");
    }
    return out;
  }

  /**
   * The summary of a cut observation.
   *
   * @param shownLines input lines shown
   * @param shownUnits what the shown input text measures in the budget's unit, or -1 if unknown
   */
  static String summary(Level level, Strategy strategy, Budget budget, StreamFacts in, long shownLines,
      long shownUnits, String kept, boolean exitKnown, String fullOutput, List<String> notes) {
    StringBuilder s = new StringBuilder("[candor: showing ")
        .append(Grouping.of(shownLines)).append(" of ").append(Marker.plural(in.lines(), "line"));
    if (level == Level.BARE || level == Level.TERSE || level == Level.COMPACT) {
      // However small the budget, the way back to the rest is worth its few words.
      return (fullOutput != null ? s.append("; full output: ").append(fullOutput) : s).append(']').toString();
    }
    s.append(" (").append(amounts(budget, in, shownUnits)).append(')');
    if (level == Level.FULL) {
      s.append("; kept ").append(kept);
    }
    s.append("; gaps marked \"").append(Marker.PREFIX.strip()).append('"');
    if (exitKnown && level == Level.FULL) {
      s.append("; exit code above");
    }
    s.append(fullOutput != null ? "; full output: " + fullOutput : "; full output not kept");
    for (String n : notes) {
      if (level == Level.FULL || n.startsWith(UpstreamCut.PHRASE)) {
        s.append("; ").append(n); // a cut made upstream is worth its words at SHORT too
      }
    }
    return s.append(']').toString();
  }

  private static String amounts(Budget budget, StreamFacts in, long shownUnits) {
    switch (budget.unit()) {
      case CHARS:
        return Grouping.of(Math.max(0, in.chars() - shownUnits)) + " of " + Grouping.of(in.chars()) + " chars cut";
      case BYTES:
        return Grouping.of(Math.max(0, in.bytes() - shownUnits)) + " of " + Grouping.of(in.bytes()) + " bytes cut";
      default:
        long est = (in.bytes() + 3) / 4;
        return Grouping.of(shownUnits) + " of ~" + Grouping.of(est) + " tokens; the total is estimated at 4 bytes a token";
    }
  }

  /**
   * The way back alone, for a budget too small for any summary: a cut observation still says
   * where the rest is, before any content, when the budget allows it.
   */
  static String wayBack(String fullOutput) {
    return "[candor: cut; full output: " + fullOutput + "]";
  }

  static String notes(List<String> notes) {
    return notes.isEmpty() ? null : "[candor: " + String.join("; ", notes) + "]";
  }

  private static String oneLine(String s) {
    return s.replace("\r", "\\r").replace("\n", "\\n");
  }

  private static String clip(String s, int cap) {
    if (s.codePointCount(0, s.length()) <= cap) {
      return s;
    }
    return s.substring(0, s.offsetByCodePoints(0, Math.max(0, cap - 3))) + "...";
  }
}

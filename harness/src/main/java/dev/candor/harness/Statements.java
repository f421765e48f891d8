package dev.candor.harness;

import dev.candor.Marker;
import dev.candor.runtimes.Markers;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a received string states: an exit code, a marker, a cut. */
final class Statements {
  /**
   * {@code exit code: 1}, {@code Exit code 1}, {@code Exit Code: 1}, {@code [The command completed
   * with exit code 1.]}, {@code Process exited with code 1}, {@code "exit_code":1}, {@code exit
   * status 1}.
   */
  private static final Pattern EXIT = Pattern.compile(
      "(?i)\\b(?:exit[ _]code|exit status|exited with code)\"?\\s*[:=]?\\s*(-?[0-9]+)\\b");
  /* Candor's marks in JSON and CSV, which Markers does not read. */
  private static final Pattern SHOWING = Pattern.compile(
      "\"showing\":([0-9]+),\"of\":([0-9]+)|# candor: [^\\n]*showing ([0-9,]+) of ([0-9,]+) rows");
  private static final Pattern VALUE_CUT = Pattern.compile("\\[cut: [0-9,]+ bytes\\]");

  private Statements() {}

  static boolean exitCode(String received, int code) {
    Matcher m = EXIT.matcher(received);
    while (m.find()) {
      if (m.group(1).equals(Integer.toString(code))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code received} carries a marker that accounts for what it leaves out: a runtime's or
   * Candor's truncation marker, or Candor's {@code "showing":k,"of":n} counts, which also state that
   * nothing was left out.
   */
  static boolean marked(String received) {
    return cut(received) || SHOWING.matcher(received).find();
  }

  /** Whether a marker in {@code received} says that something was cut: the trial hit a cap. */
  static boolean cut(String received) {
    return !Markers.detect(received).isEmpty() || received.contains(Marker.PREFIX)
        || VALUE_CUT.matcher(received).find() || showsFewer(received);
  }

  private static boolean showsFewer(String received) {
    Matcher m = SHOWING.matcher(received);
    while (m.find()) {
      int g = m.group(1) != null ? 1 : 3;
      if (number(m.group(g)) < number(m.group(g + 1))) {
        return true;
      }
    }
    return false;
  }

  private static long number(String digits) {
    return Long.parseLong(digits.replace(",", ""));
  }
}

package dev.candor.trace;

/**
 * Whether an observation states an exit code. Core writes it in one of three forms, by strategy:
 * {@code exit code: 1} in a text header, {@code "exit_code":1} in a JSON object, and {@code exit
 * code 1} in a CSV row. A tiny budget can clip even the header, so the statement is looked for in
 * the text the model actually read.
 *
 * <p>What is looked for is {@code exit[ _]code"?\s*:?\s*(-?\d+)(?!\d)}, read by hand: every span
 * asks, and a regular expression would be compiled on the path of every small call.
 */
final class ExitStatement {
  private ExitStatement() {}

  /** Whether {@code observation} states the exit code {@code code}. */
  static boolean stated(String observation, int code) {
    String wanted = Integer.toString(code);
    for (int at = observation.indexOf("exit"); at >= 0; at = observation.indexOf("exit", at + 1)) {
      int begin = begin(observation, at + 4);
      int end = begin < 0 ? -1 : end(observation, begin);
      if (end - begin == wanted.length() && observation.startsWith(wanted, begin)) {
        return true;
      }
    }
    return false;
  }

  /** Where the number stated after {@code exit} (ending at {@code i}) starts, or -1 when no {@code [ _]code} follows. */
  private static int begin(String s, int i) {
    if (i >= s.length() || (s.charAt(i) != ' ' && s.charAt(i) != '_') || !s.startsWith("code", i + 1)) {
      return -1;
    }
    int j = i + 5;
    if (j < s.length() && s.charAt(j) == '"') {
      j++;
    }
    j = spaces(s, j);
    if (j < s.length() && s.charAt(j) == ':') {
      j++;
    }
    return spaces(s, j);
  }

  /** Where the number (a sign, then every digit) that starts at {@code j} ends, or -1 when there is none. */
  private static int end(String s, int j) {
    int k = j < s.length() && s.charAt(j) == '-' ? j + 1 : j;
    int digits = k;
    while (k < s.length() && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
      k++;
    }
    return k > digits ? k : -1;
  }

  /** Past the white space ({@code \s}: space, tab, newline, vertical tab, form feed, return) at {@code j}. */
  private static int spaces(String s, int j) {
    while (j < s.length() && " \t\n\u000B\f\r".indexOf(s.charAt(j)) >= 0) {
      j++;
    }
    return j;
  }
}

package dev.candor.trace;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether an observation states an exit code. Core writes it in one of three forms, by strategy:
 * {@code exit code: 1} in a text header, {@code "exit_code":1} in a JSON object, and {@code exit
 * code 1} in a CSV row. A tiny budget can clip even the header, so the statement is looked for in
 * the text the model actually read.
 */
final class ExitStatement {
  private static final Pattern STATED = Pattern.compile("exit[ _]code\"?\\s*:?\\s*(-?\\d+)(?!\\d)");

  private ExitStatement() {}

  /** Whether {@code observation} states the exit code {@code code}. */
  static boolean stated(String observation, int code) {
    Matcher m = STATED.matcher(observation);
    String wanted = Integer.toString(code);
    while (m.find()) {
      if (m.group(1).equals(wanted)) {
        return true;
      }
    }
    return false;
  }
}

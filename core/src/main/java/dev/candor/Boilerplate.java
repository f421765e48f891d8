package dev.candor;

import java.util.regex.Pattern;

/**
 * Lines that tools print around every run, whatever happened: Maven's help footer, empty tagged
 * lines, separators, npm's log-file pointer, Gradle's "Try:" block. A run of them in the head or
 * the tail is cut, with a marker, when the marker costs less than the lines.
 */
final class Boilerplate {
  /** Runs shorter than this are kept: a marker for one or two lines rarely pays for itself. */
  static final int MIN_RUN = 3;

  private static final Pattern LINE = Pattern.compile(
      "^\\s*$"
          + "|^\\[(INFO|ERROR|WARNING|WARN|DEBUG)\\]\\s*$"
          + "|^\\[(INFO|ERROR|WARNING)\\] -{20,}\\s*$"
          + "|^\\[ERROR\\] (-> \\[Help 1\\]|To see the full stack trace of the errors|Re-run Maven using the -X switch"
          + "|For more information about the errors and possible solutions|\\[Help 1\\] https?://"
          + "|See dump files|See .*surefire-reports for the individual test results)"
          + "|^npm (ERR!|error) (A complete log of this run can be found in|\\s*$)"
          + "|^\\* Try:|^> Run with --(stacktrace|info|debug|scan)|^> Get more help at https?://"
          + "|^note: run with `RUST_BACKTRACE=1`");

  private Boilerplate() {}

  static boolean is(String text) {
    return LINE.matcher(text).find();
  }
}

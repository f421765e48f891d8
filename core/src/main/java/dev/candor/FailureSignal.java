package dev.candor;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a field of a record says the record is a failure, by the field names and values tools
 * have in common rather than by tool: {@code "level":"error"} (cargo, loggers), {@code
 * "severity":2} (eslint), {@code "Action":"fail"} ({@code go test -json}), {@code
 * "status":"failed"}, {@code "type":"error"} (pylint), {@code "success":false}, {@code "errorCount":3}, {@code "errors":[...]}.
 *
 * <p>Names are compared with case, underscores, dashes and dots ignored ({@code error_count},
 * {@code errorCount} and {@code ErrorCount} are one name); string values are compared trimmed and
 * without case.
 */
final class FailureSignal {
  private FailureSignal() {}

  /** Fields whose string value names a state, a level or an outcome. */
  private static final Set<String> STATE_NAMES = Set.of("level", "severity", "status", "state", "outcome", "result",
      "conclusion", "event", "action", "verdict", "loglevel", "lvl", "health", "phase", "testresult", "type", "kind",
      "category", "messagetype");
  /**
   * Words that make a state field of a longer name: {@code error_severity} (PostgreSQL's jsonlog),
   * {@code log_level}, {@code job_status}, {@code levelname} (Python's logging), {@code
   * severity_text} and {@code SeverityNumber} (OpenTelemetry).
   */
  private static final Set<String> STATE_WORDS = Set.of("level", "severity", "status", "state", "outcome", "result",
      "conclusion", "verdict");
  /** What may follow a state word in a state field's name: {@code levelname}, {@code severitytext}. */
  private static final Set<String> STATE_QUALIFIERS = Set.of("", "name", "text", "string", "str", "label", "value",
      "number", "num");
  /** State values that mean the record is a failure. */
  private static final Set<String> FAILED_VALUES = Set.of("error", "err", "errored", "fatal", "critical", "crit",
      "emerg", "emergency", "alert", "fail", "failed", "failure", "failing", "broken", "panic", "panicked",
      "crashed", "crash", "exception", "unhealthy", "timedout", "timeout", "down", "dead", "offline",
      "unreachable");
  /** State values that mean the record is a warning: a problem short of failure. */
  private static final Set<String> WARNING_VALUES = Set.of("warning", "warn", "warnings");
  /** Fields that say, as a boolean, that all went well. */
  private static final Set<String> SUCCESS_NAMES = Set.of("success", "successful", "succeeded", "passed", "pass",
      "ok", "healthy");
  /** Fields that say, as a boolean, that something failed. */
  private static final Set<String> FAILED_FLAGS = Set.of("failed", "failure", "error", "errored", "crashed",
      "timedout", "fatal", "broken");
  /** Fields whose mere presence with a value (not null, "", [], {}, false, 0) is a failure. */
  private static final Set<String> PRESENCE_NAMES = Set.of("error", "errors", "err", "exception", "exceptions",
      "stacktrace", "traceback", "panic", "failure", "failures", "fatal");
  /** Counts of failures: {@code errorCount}, {@code numFailedTests}, {@code failures}, {@code fatalErrorCount}. */
  private static final Pattern COUNT_NAME =
      Pattern.compile("(num)?(fatal)?(errors?|failures?|failed|fails?|fatals?)(count|tests|testsuites|suites|cases)?");

  /** Counts of problems, failures or not: {@code warningCount}, {@code numWarnings}, {@code errorCount}. */
  private static final Pattern TALLY_NAME = Pattern.compile(
      "(num|total)?(fatal)?(errors?|failures?|failed|fails?|fatals?|warnings?|warns?|problems?|issues?|skipped|"
          + "pending|passed|passes)(count|tests|testsuites|suites|cases)?");
  /** Names of what an object is: its name, title, id or version. */
  private static final Set<String> IDENTITY_NAMES = Set.of("name", "fullname", "title", "fulltitle", "id",
      "version", "testname");

  /** Whether a number called {@code name} counts problems or results: {@code warningCount}, {@code numFailedTests}. */
  static boolean tally(String name) {
    return TALLY_NAME.matcher(normalize(name)).matches();
  }

  /** Name endings of a field that names or types its object: {@code Relation Name}, {@code ifname}, {@code Node Type}. */
  private static final List<String> IDENTITY_ENDINGS = List.of("name", "type", "kind");

  /**
   * Whether a field called {@code name} names what its object is: {@code fullName}, {@code title},
   * {@code VERSION}, or a name ending in name, type or kind ({@code Relation Name}, {@code Node Type}).
   */
  static boolean identity(String name) {
    String n = normalize(name);
    if (IDENTITY_NAMES.contains(n)) {
      return true;
    }
    for (String ending : IDENTITY_ENDINGS) { // a loop, not a stream: this runs for every field of every record
      if (n.endsWith(ending)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the normalized name {@code n} is a state field: one of the state names, or a name that
   * ends in a state word ({@code errorseverity}, {@code loglevel}) or is a state word with a
   * qualifier ({@code levelname}, {@code severitytext}, {@code severitynumber}). A name that merely
   * contains a state word elsewhere ({@code statecode}, {@code statusmessage}) is not one.
   */
  private static boolean stateName(String n) {
    if (STATE_NAMES.contains(n)) {
      return true;
    }
    for (String word : STATE_WORDS) {
      if (n.endsWith(word) || n.startsWith(word) && STATE_QUALIFIERS.contains(n.substring(word.length()))) {
        return true;
      }
    }
    return false;
  }

  /** {@code errorCount} as compared: lower case, without separators. */
  static String normalize(String name) {
    StringBuilder sb = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '_' && c != '-' && c != '.' && c != ' ') {
        sb.append(Character.toLowerCase(c));
      }
    }
    return sb.toString();
  }

  /**
   * Whether a field called {@code name} can signal failure with some value: a cheap test that
   * callers cache by name, so values of other fields are never looked at.
   */
  static boolean named(String name) {
    String n = normalize(name);
    return stateName(n) || SUCCESS_NAMES.contains(n) || FAILED_FLAGS.contains(n)
        || PRESENCE_NAMES.contains(n) || n.equals("exitcode") || n.equals("returncode") || COUNT_NAME.matcher(n).matches();
  }

  /**
   * Whether a field called {@code name} names a state, a level or an outcome ({@code level},
   * {@code severity}, {@code status}, {@code type}...): the field whose values, counted, say how
   * many records failed and how.
   */
  static boolean state(String name) {
    return stateName(normalize(name));
  }

  /** Whether the string field {@code name} holding {@code value} signals failure. */
  static boolean string(String name, String value) {
    String n = normalize(name);
    String v = value.strip().toLowerCase(Locale.ROOT);
    if (stateName(n)) {
      return FAILED_VALUES.contains(v) || failedCompound(v);
    }
    return PRESENCE_NAMES.contains(n) && !v.isEmpty() && !v.equals("none") && !v.equals("null");
  }

  /** A compound state value is one word of at most this many chars: a state, not a sentence or a category's title. */
  private static final int MAX_COMPOUND = 40;
  /**
   * Shorter values cannot be a compound failure (a word of four chars and two more), so the
   * common states ({@code info}, {@code debug}, {@code ok}) of every record skip the rest.
   */
  private static final int MIN_COMPOUND = 6;
  /** Words that, ending a compound state value, make it a failure: {@code LOWERLAYERDOWN}, {@code OOMKilled}. */
  private static final List<String> FAILED_ENDINGS = List.of("down", "failed", "failure", "error", "errored",
      "crashed", "killed", "unhealthy", "unreachable", "timeout", "timedout", "dead", "offline");
  /** Words that, starting a compound state value, make it a failure: {@code CrashLoopBackOff}, {@code ErrImagePull}. */
  private static final List<String> FAILED_STARTS = List.of("crash", "err", "fail");

  /**
   * Whether a state value made of several words (its separators removed) ends or starts with a
   * word of failure: iproute2's {@code LOWERLAYERDOWN}, Kubernetes' {@code OOMKilled}, {@code
   * CrashLoopBackOff} and {@code ErrImagePull}, {@code job_failed}. The value must be longer than the
   * word, so the plain values keep to {@link #FAILED_VALUES}. {@code value} is stripped and in lower case.
   */
  private static boolean failedCompound(String value) {
    if (value.length() < MIN_COMPOUND || value.length() > MAX_COMPOUND || value.indexOf(' ') >= 0) {
      return false;
    }
    String v = normalize(value);
    for (String w : FAILED_ENDINGS) {
      if (v.length() > w.length() + 1 && v.endsWith(w)) {
        return true;
      }
    }
    for (String w : FAILED_STARTS) {
      if (v.length() > w.length() + 3 && v.startsWith(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the field {@code name} holding {@code value} (a string's text or a number as written)
   * says the record is a warning: {@code "severity":"warning"} (pyright, SARIF's level), {@code
   * "level":"warn"}, eslint's {@code "severity":1}, pino's {@code "level":40}. A warning ranks below a
   * failure and above every other record.
   */
  static boolean warning(String name, String value, boolean number) {
    String n = normalize(name);
    if (!stateName(n)) {
      return false;
    }
    if (!number) {
      return WARNING_VALUES.contains(value.strip().toLowerCase(Locale.ROOT));
    }
    try {
      double v = Double.parseDouble(value);
      if (otelSeverityNumber(n)) {
        return v >= 13 && v <= 16; // WARN .. WARN4
      }
      return n.equals("severity") ? v == 1 : n.equals("level") && v >= 40 && v < 50;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** Whether the numeric field {@code name} holding {@code number} (as written) signals failure. */
  static boolean number(String name, String number) {
    String n = normalize(name);
    double v;
    try {
      v = Double.parseDouble(number);
    } catch (NumberFormatException e) {
      return false;
    }
    if (otelSeverityNumber(n)) {
      return v >= 17 && v <= 24; // ERROR .. FATAL4
    }
    if (n.equals("severity")) {
      return v == 2; // eslint's error; syslog's critical
    }
    if (n.equals("level")) {
      return v >= 50 && v <= 60; // pino and bunyan: 50 error, 60 fatal
    }
    if (n.equals("exitcode") || n.equals("returncode")) {
      return v != 0;
    }
    return v > 0 && COUNT_NAME.matcher(n).matches();
  }

  /** OpenTelemetry's {@code SeverityNumber}: 1-24, 13-16 warnings, 17-20 errors, 21-24 fatal. */
  private static boolean otelSeverityNumber(String n) {
    return n.equals("severitynumber") || n.equals("severitynum");
  }

  /** Whether the boolean field {@code name} holding {@code value} signals failure. */
  static boolean bool(String name, boolean value) {
    String n = normalize(name);
    return value ? FAILED_FLAGS.contains(n) : SUCCESS_NAMES.contains(n);
  }

  /** Whether a field {@code name} that holds a non-empty array or object signals failure. */
  static boolean structure(String name) {
    return PRESENCE_NAMES.contains(normalize(name));
  }

  /**
   * Whether a field given as text, as a CSV cell holds it, signals failure: a number, a boolean or
   * a string, judged as such.
   */
  static boolean text(String name, String value) {
    String v = value.strip();
    if (v.isEmpty()) {
      return false;
    }
    if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
      return bool(name, Boolean.parseBoolean(v.toLowerCase(Locale.ROOT)));
    }
    char c = v.charAt(0);
    if ((c >= '0' && c <= '9' || c == '-') && v.length() < 32) {
      try {
        Double.parseDouble(v);
        return number(name, v);
      } catch (NumberFormatException e) {
        // not a number after all: judged as a string
      }
    }
    return string(name, v);
  }
}

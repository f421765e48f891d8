package dev.candor;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Which lines count as error lines: kept wherever they occur, and counted when cut.
 *
 * <p>Patterns are RE2 regular expressions (RE2/J), matched in time linear in the line, so a
 * hostile pattern cannot hang the engine. A line is an error line when some pattern matches it
 * after the {@linkplain #defaults() exclusions} (such as {@code Failures: 0} or {@code -Werror})
 * have been removed from it.
 *
 * <p>The default set comes with literal triggers: a line that contains none of them is never
 * handed to a regular expression, which keeps scanning near memory speed. Adding patterns keeps
 * that prefilter, but each added pattern must come with the lower-case literal it cannot match
 * without; replacing the set with {@link #of} turns the prefilter off, and every line is then
 * matched against the patterns.
 */
public final class ErrorPatterns {

  /* Each default pattern is listed with literals (lower case) that any line it matches contains. */
  private static final String[][] DEFAULTS = {
    {"(?i)\\berrors?\\b", "error"},
    {"(?i)\\bERR!", "err!"},
    {"\\b[A-Z][A-Za-z0-9_]{0,100}(Error|Exception|Interrupt|Failure)\\b", "error", "exception", "interrupt", "failure"},
    {"(?i)\\bexception\\b", "exception"},
    {"(?i)\\bfail(s|ed|ure|ures|ing)?\\b", "fail"},
    {"Traceback \\(most recent call last\\)", "traceback"},
    {"(?i)\\bfatal\\b", "fatal"},
    // A condition nothing caught ends the program: SBCL's "Unhandled UNDEFINED-FUNCTION", .NET's
    // "Unhandled exception.", an "unhandled error" of an event loop.
    {"(?i)\\bunhandled\\b", "unhandled"},
    {"(?i)\\bpanic(ked)?\\b", "panic"},
    {"(?i)\\babort(ed|ing)?\\b", "abort"},
    {"(?i)\\bcore dumped\\b", "core dumped"},
    {"(?i)\\b(permission|access) denied\\b", "denied"},
    {"(?i)\\bno such file or directory\\b", "no such file"},
    // What a parser could not take: squid's "squid.conf(159): unrecognized: 'http_acces'", argparse's
    // "unrecognized arguments", a service's "unrecognised option".
    {"(?i)\\bunrecogni[sz]ed\\b", "unrecogni"},
    {"(?i)(\\bcommand |: )not found\\b", "not found"},
    {"(?i)\\bsegmentation fault\\b|\\bsegfault\\b", "segmentation", "segfault"},
    {"(?i)\\bexit (code|status):? *[1-9][0-9]*", "exit code", "exit status"},
    // A status, not a date or a time ("returned 2024-05-14" of a library's loan), nor a count of
    // something named after it ("returned 3 days late", "returned 12 rows"); ld's "returned 1 exit
    // status" names the status itself.
    {"(?i)\\breturned (non-zero|[1-9][0-9]*(?![0-9]|[-/:.][0-9]| +(?!(exit|status|code)\\b)[a-z]))", "returned"},
    {"^\\s*Caused by:", "caused by"},
    {"(?i)\\bundefined reference to\\b", "undefined reference"},
    {"(?i)^killed\\b|\\bkilled by signal\\b", "killed"},
    {"(?i)\\btimed out\\b", "timed out"},
    // pytest's "E   " detail line: its literals feed the scanner's prefilter (a detail line with
    // none of them is not worth a hit), but the pattern itself needs none, so it is never skipped.
    {"^E {2,}\\S", "assert", "error", "exception"},
    {"^\\s*not ok [0-9]+", "not ok"},
    // A cross that opens a line is a failure's mark in test reporters and linters (node:test's and
    // hapi lab's "✖ 124) ...", ava's "✘", jest's "✕", eslint's "✖ 541 problems"), where the lines
    // around it open with a tick. The multiplication sign, which vitest uses, is left out: it
    // opens lines of arithmetic too.
    {"^\\s*[\u2716\u2717\u2718\u2715\u274c]\\s", "\u2716 ", "\u2717 ", "\u2718 ", "\u2715 ", "\u274c "},
    // Go's race detector and ThreadSanitizer: a report, not a warning (go test -race fails the test).
    {"^WARNING: (ThreadSanitizer: )?DATA RACE\\b|^WARNING: ThreadSanitizer: data race\\b", "data race"},
    {"(?i)\\bassert(ion)?\\b.*(==|!=|\\bfailed\\b|\\bexpected\\b)", "assert"},
    // A line that opens with the one-letter severity of an error: Debian's tools (apt's "E: Unable
    // to correct problems, ...", lintian's "E: pkg: tag [path]") and Kotlin's compiler ("e: file.kt:
    // (3, 5): ..."), with no error word in them. A literal that starts with a line break is held at
    // the line's start (see holds).
    {"^[Ee]: \\S", "\ne: "},
  };

  /*
   * Text removed before matching: the classic false positives of a success log. Each row is the
   * regular expression, then the lower-case literals it cannot match without: one of each
   * '|'-separated group (a line that lacks them is not tried against it, as for the patterns).
   */
  private static final String[][] EXCLUSIONS = {
    {"(?i)\\b(0|no|zero) (errors?|failures?|failed|fatal errors?)\\b", "error|fail|fatal"},
    {"(?i)\\b(errors?|failures?|failed|fatal)\\s*[:=]\\s*0\\b", "error|fail|fatal", "0"},
    {"(?i)(^|[\\s'\"(=])--?[A-Za-z0-9_.-]{0,100}(error|fail|fatal|abort|panic)[A-Za-z0-9_.=-]{0,100}",
        "error|fail|fatal|abort|panic", "-"},
    {"(?i)(?<![A-Za-z0-9_./-])[A-Za-z0-9_./-]{0,256}(error|fail|exception|fatal|panic|abort)[A-Za-z0-9_-]{0,100}\\.(c|h|cc|hh|cpp|hpp|java|kt|scala|py|rs|go|js|mjs|ts|tsx|rb|php|o|so|class|jar|html|md|txt|json|ya?ml|xml|log)\\b",
        "error|fail|exception|fatal|panic|abort", "."},
    // A word inside a path is a name, not a statement: /srv/attribute-error/src, tests/errors/test_api.py,
    // GET /api/failures. Only a component after a slash, so Celery's "ERROR/MainProcess" still counts.
    {"(?i)(?<=/)[A-Za-z0-9_.-]{0,100}(error|fail|exception|fatal|panic|abort|segfault)[A-Za-z0-9_.-]{0,100}",
        "error|fail|exception|fatal|panic|abort|segfault", "/"},
    {"(?i)\\bwarning: .*\\[-W[a-z-]*error[a-z-]*\\]", "warning: ", "[-w"},
    {"(?i)\\b(if|on|when|for) (an? )?errors?\\b", "error"},
    // A compiler's note or warning about a location is not an error, whatever words it uses.
    {"^\\S+:[0-9]+(:[0-9]+)?: (note|warning|remark): .*", ": note: |: warning: |: remark: "},
    // Maven's help footer, printed after every failure, is not itself an error.
    {"^\\[ERROR\\]\\s*$|^\\[ERROR\\] (-> \\[Help 1\\]|To see the full stack trace of the errors|Re-run Maven using the -X switch"
        + "|For more information about the errors and possible solutions|\\[Help 1\\] https?://|After correcting the problems, you can resume).*",
        "[error]"},
  };

  /*
   * The built-in patterns and exclusions are ours and written without nested repetition, and every
   * run of word characters before an alternative is bounded (a run left unbounded backtracks over
   * the whole rest of a 4 KB line from every start: a third of a second a line), so they
   * run on java.util.regex, which compiles them in a millisecond where RE2/J takes tens (a cost
   * every short run pays). Patterns a user gives run on RE2/J: linear time whatever they say.
   * They are compiled when the first line is matched (see BuiltIn): a short call whose output holds
   * no trigger, such as one with no output at all, never compiles them.
   */
  private static final ErrorPatterns DEFAULT = new ErrorPatterns(defaultSources(), true, List.of(), defaultTriggers());

  /**
   * The built-in patterns and exclusions, compiled when first used (the holder idiom: thread-safe,
   * no lock). Each pattern is matched on its own and only when the line holds one of its literals:
   * one alternation of all of them tried every branch at every position of every line, and took
   * seven times as long over the corpus's lines, with the same answers.
   */
  static final class BuiltIn {
    /* The alternation of the exclusions whose literals a line holds, by the set's bits; made when first needed. */
    private static final java.util.concurrent.atomic.AtomicReferenceArray<java.util.regex.Pattern> EXCLUSION =
        new java.util.concurrent.atomic.AtomicReferenceArray<>(1 << EXCLUSIONS.length);
    /* Each exclusion's groups of literals, one of each group needed. */
    private static final String[][][] EXCLUDE_NEEDS = excludeNeeds();
    /* Each default pattern on its own: a line is matched only against those whose literals it holds. */
    static final java.util.regex.Pattern[] EACH = compileEach();
    /* The lower-case literals each pattern needs, or null for a pattern that needs none. */
    static final String[][] NEEDS = needs();

    private BuiltIn() {}

    private static String[][][] excludeNeeds() {
      String[][][] out = new String[EXCLUSIONS.length][][];
      for (int i = 0; i < out.length; i++) {
        out[i] = new String[EXCLUSIONS[i].length - 1][];
        for (int g = 1; g < EXCLUSIONS[i].length; g++) {
          out[i][g - 1] = EXCLUSIONS[i][g].split("\\|");
        }
      }
      return out;
    }

    private static java.util.regex.Pattern[] compileEach() {
      java.util.regex.Pattern[] out = new java.util.regex.Pattern[DEFAULTS.length];
      for (int i = 0; i < out.length; i++) {
        out[i] = java.util.regex.Pattern.compile(DEFAULTS[i][0], java.util.regex.Pattern.MULTILINE);
      }
      return out;
    }

    private static String[][] needs() {
      String[][] out = new String[DEFAULTS.length][];
      for (int i = 0; i < out.length; i++) {
        out[i] = DEFAULTS[i][0].startsWith("^E ") ? null : java.util.Arrays.copyOfRange(DEFAULTS[i], 1, DEFAULTS[i].length);
      }
      return out;
    }

    /** Whether some default pattern matches {@code text}, whose lower-case form is {@code lower}. */
    static boolean find(String text, String lower) {
      for (int i = 0; i < EACH.length; i++) {
        if (mayHold(i, lower) && EACH[i].matcher(text).find()) {
          return true;
        }
      }
      return false;
    }

    /** Where the leftmost match of any default pattern in {@code text} starts, or -1. */
    static int first(String text, String lower) {
      int at = -1;
      for (int i = 0; i < EACH.length; i++) {
        if (mayHold(i, lower)) {
          java.util.regex.Matcher m = EACH[i].matcher(text);
          if (m.find() && (at < 0 || m.start() < at)) {
            at = m.start();
          }
        }
      }
      return at;
    }

    /**
     * {@code line} with every exclusion's matches replaced by {@code blank} of the match; {@code
     * lower} is its lower-case form. Only the exclusions whose literals the line holds are tried:
     * one that cannot match anywhere in it never wins at any position, so the text left is the
     * same as with all of them.
     */
    static String exclude(String line, String lower, java.util.function.Function<java.util.regex.MatchResult, String> blank) {
      int bits = 0;
      for (int i = 0; i < EXCLUSIONS.length; i++) {
        if (holdsAll(EXCLUDE_NEEDS[i], lower)) {
          bits |= 1 << i;
        }
      }
      if (bits == 0) {
        return line;
      }
      java.util.regex.Pattern p = EXCLUSION.get(bits);
      if (p == null) {
        List<String> some = new ArrayList<>();
        for (int i = 0; i < EXCLUSIONS.length; i++) {
          if ((bits & 1 << i) != 0) {
            some.add(EXCLUSIONS[i][0]);
          }
        }
        p = java.util.regex.Pattern.compile(alternation(some));
        EXCLUSION.compareAndSet(bits, null, p);
      }
      return p.matcher(line).replaceAll(blank);
    }

    /** Whether {@code lower} holds one literal of each of an exclusion's groups. */
    private static boolean holdsAll(String[][] groups, String lower) {
      for (String[] group : groups) {
        boolean any = false;
        for (String literal : group) {
          if (lower.contains(literal)) {
            any = true;
            break;
          }
        }
        if (!any) {
          return false;
        }
      }
      return true;
    }

    private static boolean mayHold(int pattern, String lower) {
      String[] needs = NEEDS[pattern];
      if (needs == null) {
        return true;
      }
      for (String n : needs) {
        if (holds(lower, n)) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Whether a line's lower-case text holds a prefilter literal: anywhere, or for a literal that
   * starts with a line break ({@code "\ne: "}), at the line's start.
   */
  static boolean holds(String lower, String literal) {
    return literal.charAt(0) == '\n' ? lower.regionMatches(0, literal, 1, literal.length() - 1) : lower.contains(literal);
  }

  private final List<String> sources;
  /** Whether the built-in patterns are in the set: false when it was replaced. */
  private final boolean builtIn;
  /** The user's patterns, in RE2, or null when there are none. */
  private final Pattern user;
  private final List<String> userSources;
  /** Lower-case literals a matching line must contain; null when every line must be matched. */
  private final List<String> triggers;

  private ErrorPatterns(List<String> sources, boolean builtIn, List<String> userSources, List<String> triggers) {
    this.sources = List.copyOf(sources);
    this.builtIn = builtIn;
    this.userSources = List.copyOf(userSources);
    this.user = userSources.isEmpty() ? null : compileUser(userSources);
    this.triggers = triggers == null ? null : List.copyOf(triggers);
  }

  /**
   * The default set: compiler and build errors ({@code error:}, {@code [ERROR]}, {@code
   * error[E0308]}), exceptions and tracebacks ({@code Exception in thread}, {@code Caused by:},
   * Python's final exception line), test failures (Surefire, pytest, go test), {@code npm ERR!},
   * {@code FAILED}, {@code BUILD FAILURE}, {@code fatal:}, panics, aborts, permission and
   * not-found errors, segmentation faults and non-zero exit statuses.
   */
  public static ErrorPatterns defaults() {
    return DEFAULT;
  }

  /** Replaces the set with {@code regexes}; every line is then matched (no prefilter). */
  public static ErrorPatterns of(List<String> regexes) {
    if (regexes.isEmpty()) {
      throw new ShapeException("--error-pattern", "an empty set of error patterns matches nothing: give at least one");
    }
    return new ErrorPatterns(regexes, false, regexes, null);
  }

  /**
   * Adds {@code regex} to this set. {@code trigger} is a lower-case literal that every line the
   * pattern matches contains (one that starts with {@code \n}: that the line starts with); pass
   * {@code null} if there is none, which turns the prefilter off.
   */
  public ErrorPatterns plus(String regex, String trigger) {
    Objects.requireNonNull(regex, "regex");
    List<String> all = new ArrayList<>(sources);
    all.add(regex);
    List<String> mine = new ArrayList<>(userSources);
    mine.add(regex);
    List<String> t = null;
    if (triggers != null && trigger != null && !trigger.isEmpty()) {
      t = new ArrayList<>(triggers);
      t.add(trigger.toLowerCase(java.util.Locale.ROOT));
    }
    return new ErrorPatterns(all, builtIn, mine, t);
  }

  /** The regular expressions of this set, in order. */
  public List<String> sources() {
    return sources;
  }

  /** Whether {@code line} (already free of ANSI escapes) is an error line. */
  public boolean matches(String line) {
    if (line.isEmpty()) {
      return false;
    }
    String lower = lower(line);
    if (!positive(line, lower)) {
      return false;
    }
    String kept = BuiltIn.exclude(line, lower, r -> " ");
    return kept == line || positive(kept, lower(kept));
  }

  /**
   * Where in {@code line} (free of ANSI escapes) its first error match starts, or -1: what a line
   * too long to show whole is shown around. A built-in match inside an exclusion does not count.
   */
  int firstMatch(String line) {
    int at = -1;
    if (builtIn) {
      String lower = lower(line);
      String kept = BuiltIn.exclude(line, lower, r -> " ".repeat(r.end() - r.start()));
      at = BuiltIn.first(kept, kept == line ? lower : lower(kept));
    }
    if (user != null) {
      com.google.re2j.Matcher m = user.matcher(line);
      if (m.find() && (at < 0 || m.start() < at)) {
        at = m.start();
      }
    }
    return at;
  }

  /**
   * Whether {@code line} holds one of the set's literal triggers, as the streaming scanner asks
   * before it matches a line: false means the scanner never counts the line as an error line, at
   * the cost of a lower-casing and a few {@code contains}. Always true for a set without triggers.
   */
  public boolean mayMatch(String line) {
    if (triggers == null) {
      return true;
    }
    String lower = line.toLowerCase(java.util.Locale.ROOT);
    for (String t : triggers) {
      if (holds(lower, t)) {
        return true;
      }
    }
    return false;
  }

  private boolean positive(String text, String lower) {
    return builtIn && BuiltIn.find(text, lower) || user != null && user.matcher(text).find();
  }

  private static String lower(String text) {
    return text.toLowerCase(java.util.Locale.ROOT);
  }

  /** The built-in exclusions' regular expressions, in order. */
  static List<String> exclusions() {
    List<String> out = new ArrayList<>();
    for (String[] row : EXCLUSIONS) {
      out.add(row[0]);
    }
    return out;
  }

  /** The prefilter's literals, or null when every line must be matched. */
  List<String> triggers() {
    return triggers;
  }

  private static Pattern compileUser(List<String> regexes) {
    for (String s : regexes) {
      try {
        Pattern.compile(s);
      } catch (PatternSyntaxException e) {
        throw new ShapeException("--error-pattern", "error pattern '" + s + "' is not a valid RE2 regular expression: " + e.getMessage(), e);
      }
    }
    return Pattern.compile(alternation(regexes), Pattern.MULTILINE);
  }

  private static String alternation(List<String> regexes) {
    StringBuilder alt = new StringBuilder();
    for (String s : regexes) {
      if (alt.length() > 0) {
        alt.append('|');
      }
      alt.append("(?:").append(s).append(')');
    }
    return alt.toString();
  }

  private static List<String> defaultSources() {
    List<String> out = new ArrayList<>();
    for (String[] row : DEFAULTS) {
      out.add(row[0]);
    }
    return out;
  }

  private static List<String> defaultTriggers() {
    List<String> out = new ArrayList<>();
    for (String[] row : DEFAULTS) {
      for (int i = 1; i < row.length; i++) {
        if (!out.contains(row[i])) {
          out.add(row[i]);
        }
      }
    }
    return out;
  }
}

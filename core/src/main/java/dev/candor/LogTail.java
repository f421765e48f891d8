package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A log endpoint's fixed tail, for {@link UpstreamCut}: a command that prints only the last (or
 * first) N lines of a longer log, by an option or by its own default, and printed exactly N.
 *
 * <p>The endpoints: {@code kubectl logs} and {@code oc logs} ({@code --tail=N}; with a selector
 * and no {@code --tail}, the last 10), {@code docker}, {@code podman} and {@code nerdctl logs} and
 * {@code docker compose logs} ({@code --tail N}, {@code -n N}), {@code journalctl} ({@code -n N},
 * {@code --lines=N}; {@code -n} alone 10, {@code -e} 1,000), {@code heroku logs} ({@code -n N},
 * {@code --num N}; 100 by default), {@code git log} with one line per commit ({@code -n N}, {@code
 * -N}, {@code --max-count=N}), and {@code head} or {@code tail} with no count (10). journalctl may
 * print one {@code -- ...} line of its own above the entries, so N + 1 lines count too.
 *
 * <p>The command line is split into the commands of a pipeline or a list and each into words, the
 * quotes of a {@code sh -c '...'} line dropped; an option's value of {@code all} or a negative
 * count means no cut. Each check is a few word comparisons on the command line, never the output.
 */
final class LogTail {
  private static final Pattern COMMANDS = Pattern.compile("\\|\\|?|&&|;|\\$\\(|`|\\(|\\)|\\n");
  private static final Pattern WORD_QUOTES = Pattern.compile("^['\"]+|['\"]+$");
  private static final Set<String> SHELLS = Set.of("sh", "bash", "zsh", "dash", "ksh");
  private static final Pattern COUNT = Pattern.compile("\\+?\\d{1,9}");

  private LogTail() {}

  /** The reason {@code command} kept a fixed tail of {@code lines} lines, if it is such an endpoint. */
  static Optional<String> of(String command, long lines) {
    if (lines <= 0) {
      return Optional.empty();
    }
    for (String part : COMMANDS.split(command)) {
      Optional<String> r = ofWords(words(part), lines);
      if (r.isPresent()) {
        return r;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> ofWords(List<String> w, long lines) {
    for (int i = 0; i < w.size(); i++) {
      String program = program(w.get(i));
      List<String> rest = w.subList(i + 1, w.size());
      Optional<String> r = switch (program) {
        case "kubectl", "oc" -> after(rest, "logs").flatMap(a -> kubectl(program, a, lines));
        case "docker", "podman", "nerdctl", "docker-compose" -> after(rest, "logs").flatMap(a -> docker(program, a, lines));
        case "journalctl" -> journalctl(rest, lines);
        case "heroku" -> after(rest, "logs").flatMap(a -> heroku(a, lines));
        case "git" -> after(rest, "log").flatMap(a -> gitLog(a, lines));
        case "head", "tail" -> first(w, i) ? headTail(program, rest, lines) : Optional.empty();
        default -> Optional.empty();
      };
      if (r.isPresent()) {
        return r;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> kubectl(String program, List<String> a, long lines) {
    OptionalLong n = value(a, "--tail", null);
    if (n.isPresent()) {
      return stated(program + " logs --tail=" + n.getAsLong(), n.getAsLong(), lines, 0);
    }
    boolean selector = a.stream().anyMatch(x -> x.equals("-l") || x.startsWith("-l=") || x.startsWith("--selector"));
    boolean bare = !a.contains("--tail") && a.stream().noneMatch(x -> x.startsWith("--tail="));
    return selector && bare ? byDefault(program + " logs -l", 10, lines, 0) : Optional.empty();
  }

  private static Optional<String> docker(String program, List<String> a, long lines) {
    // podman's -n is --names; docker's, nerdctl's and compose's is --tail.
    OptionalLong n = value(a, "--tail", program.equals("podman") ? null : "-n");
    return n.isPresent() ? stated(program + " logs --tail " + n.getAsLong(), n.getAsLong(), lines, 0) : Optional.empty();
  }

  private static Optional<String> journalctl(List<String> a, long lines) {
    OptionalLong n = value(a, "--lines", "-n");
    if (n.isPresent()) {
      return stated("journalctl -n " + n.getAsLong(), n.getAsLong(), lines, 1);
    }
    int bare = a.indexOf("-n");
    if (bare >= 0 || a.contains("--lines")) {
      return byDefault("journalctl -n", 10, lines, 1);
    }
    if (a.contains("-e") || a.contains("--pager-end")) {
      return byDefault("journalctl -e", 1_000, lines, 1);
    }
    return Optional.empty();
  }

  private static Optional<String> heroku(List<String> a, long lines) {
    if (a.contains("-t") || a.contains("--tail")) {
      return Optional.empty(); // streams: no fixed count
    }
    OptionalLong n = value(a, "--num", "-n");
    return n.isPresent() ? stated("heroku logs -n " + n.getAsLong(), n.getAsLong(), lines, 0)
        : byDefault("heroku logs", 100, lines, 0);
  }

  private static Optional<String> gitLog(List<String> a, long lines) {
    boolean oneLine = a.stream().anyMatch(x -> x.equals("--oneline") || x.equals("--pretty=oneline")
        || ((x.startsWith("--format=") || x.startsWith("--pretty=format:")) && !x.contains("%n")));
    if (!oneLine) {
      return Optional.empty();
    }
    OptionalLong n = value(a, "--max-count", "-n");
    if (n.isEmpty()) {
      n = firstDashCount(a);
    }
    return n.isPresent() ? stated("git log -n " + n.getAsLong(), n.getAsLong(), lines, 0) : Optional.empty();
  }

  /** {@code head} or {@code tail} with no count of lines or bytes: their 10 lines. */
  private static Optional<String> headTail(String program, List<String> a, long lines) {
    for (String x : a) {
      if (x.startsWith("-n") || x.startsWith("--lines") || x.startsWith("-c") || x.startsWith("--bytes")
          || x.startsWith("-f") || x.startsWith("-F") || x.startsWith("--follow") || x.startsWith("-q")
          || (x.length() > 1 && x.charAt(0) == '-' && Character.isDigit(x.charAt(1)))) {
        return Optional.empty(); // a count is UpstreamCut's own check; a follow or bytes is not ten lines
      }
    }
    return byDefault(program, 10, lines, 0);
  }

  /** Whether word {@code i} is where a command starts: first, or the line of a {@code sh -c}. */
  private static boolean first(List<String> w, int i) {
    return i == 0 || i >= 2 && (w.get(i - 1).equals("-c") || w.get(i - 1).equals("-lc"))
        && SHELLS.contains(program(w.get(i - 2)));
  }

  private static OptionalLong firstDashCount(List<String> a) {
    for (String x : a) {
      if (x.length() > 1 && x.charAt(0) == '-' && Character.isDigit(x.charAt(1)) && COUNT.matcher(x.substring(1)).matches()) {
        return OptionalLong.of(Long.parseLong(x.substring(1)));
      }
    }
    return OptionalLong.empty();
  }

  private static Optional<String> stated(String option, long n, long lines, int header) {
    return n > 0 && lines >= n && lines <= n + header
        ? Optional.of("exactly " + Grouping.of(n) + " lines, the fixed tail '" + option + "' keeps")
        : Optional.empty();
  }

  private static Optional<String> byDefault(String what, long n, long lines, int header) {
    return lines >= n && lines <= n + header
        ? Optional.of("exactly " + Grouping.of(n) + " lines, what '" + what + "' keeps by default")
        : Optional.empty();
  }

  /**
   * The count of {@code longName} ({@code --tail=N}, {@code --tail N}) or {@code shortName}
   * ({@code -n N}, {@code -nN}, {@code -n=N}); empty when absent, {@code all} or negative.
   */
  static OptionalLong value(List<String> a, String longName, String shortName) {
    for (int i = 0; i < a.size(); i++) {
      String x = a.get(i);
      String v = null;
      if (x.equals(longName) || x.equals(shortName)) {
        v = i + 1 < a.size() ? a.get(i + 1) : null;
      } else if (x.startsWith(longName + "=")) {
        v = x.substring(longName.length() + 1);
      } else if (shortName != null && x.startsWith(shortName) && x.length() > shortName.length()) {
        v = x.substring(shortName.length() + (x.charAt(shortName.length()) == '=' ? 1 : 0));
      }
      if (v != null && COUNT.matcher(v).matches()) {
        return OptionalLong.of(Long.parseLong(v.replace("+", "")));
      }
    }
    return OptionalLong.empty();
  }

  /** The words after the first {@code sub} among {@code w}'s first few (options and a namespace may come before it). */
  private static Optional<List<String>> after(List<String> w, String sub) {
    for (int i = 0; i < Math.min(w.size(), 6); i++) {
      if (w.get(i).equals(sub)) {
        return Optional.of(w.subList(i + 1, w.size()));
      }
    }
    return Optional.empty();
  }

  private static String program(String word) {
    int slash = word.lastIndexOf('/');
    return (slash >= 0 ? word.substring(slash + 1) : word).toLowerCase(Locale.ROOT);
  }

  private static List<String> words(String command) {
    List<String> out = new ArrayList<>();
    for (String w : command.trim().split("\\s+")) {
      String t = WORD_QUOTES.matcher(w).replaceAll("");
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }
}

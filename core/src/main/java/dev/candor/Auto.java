package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Chooses a strategy from the tool's name, the command, and the content's first bytes. */
final class Auto {
  private static final Set<String> TERMINAL = Set.of(
      "mvn", "mvnw", "gradle", "gradlew", "npm", "npx", "yarn", "pnpm", "bun", "cargo", "rustc", "pytest",
      "tox", "nox", "make", "cmake", "ninja", "bazel", "go", "javac", "java", "gcc", "g++", "cc", "c++",
      "clang", "clang++", "tsc", "node", "deno", "dotnet", "msbuild", "swift", "ant", "sbt", "python",
      "python3", "pip", "pip3", "uv", "poetry", "bundle", "rake", "rspec", "phpunit", "composer",
      "terraform", "ansible-playbook", "kubectl", "helm", "docker", "podman", "apt-get", "apt", "dnf",
      "yum", "brew", "bash", "sh", "zsh", "mix", "ctest", "jest", "vitest", "eslint", "ruff", "mypy");
  private static final Set<String> LIST = Set.of(
      "grep", "egrep", "fgrep", "rg", "ag", "ack", "find", "fd", "ls", "tree", "locate", "du", "ps");
  private static final Set<String> LOG = Set.of("journalctl", "tail", "dmesg", "logcat");
  private static final Set<String> FILE = Set.of("cat", "head", "less", "more", "bat", "sed", "nl");

  private Auto() {}

  static Strategy choose(Evidence ev, byte[] prefix, int len, boolean complete, boolean ranged) {
    if (Sniff.isBinary(prefix, Math.min(len, Scanner.SNIFF))) {
      return Strategy.BINARY;
    }
    Strategy byName = byTool(ev.tool().orElse(""));
    Strategy byCommand = ev.command().isPresent() ? byCommand(ev.command().get()) : null; // no lambda on every call's path
    Strategy hint = byCommand != null ? byCommand : byName;
    if (ranged) {
      return Strategy.FILE;
    }
    Strategy content = StructuredShaper.sniff(prefix, len, complete);
    if (content == Strategy.JSON || content == Strategy.NDJSON) {
      return content;
    }
    if (content == Strategy.CSV && (hint == null || hint == Strategy.FILE || hint == Strategy.LIST)) {
      return content;
    }
    if ((hint == null || hint == Strategy.FILE) && (looksLikeLog(prefix, len) || ev.command().isPresent() && namesLog(ev.command().get()))) {
      // A file read of a log is read like a log: start-up, error lines, recent state.
      return Strategy.LOG;
    }
    if (hint != null) {
      return hint;
    }
    return Strategy.TERMINAL;
  }

  /** How a log record's line starts; compiled when first needed (the holder idiom), not on every small call. */
  private static final class LogLine {
    static final java.util.regex.Pattern PATTERN = java.util.regex.Pattern.compile(
        "^(\\s*\\[?(INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|NOTICE|SEVERE)\\]?[\\s:]"
            + "|\\[?\\d{4}[-/]\\d{2}[-/]\\d{2}[ T]+\\d{1,2}:\\d{2}" // ISO, MariaDB's space-padded hour, nginx's slashes
            + "|\\[?\\d{2}:\\d{2}:\\d{2}" // a time first: 09:11:58.123 [main] INFO
            + "|[IWEF]\\d{4} \\d{2}:\\d{2}:\\d{2}" // glog: I1202 09:11:58.123456
            + "|\\[\\s*\\d+\\.\\d{3,}\\]" // the kernel's seconds since boot: [   12.345678]
            + "|[A-Z][a-z]{2} [ \\d]\\d \\d{2}:\\d{2}:\\d{2}"
            + "|\\d{1,3}(\\.\\d{1,3}){3} - \\S+ \\[)");

    private LogLine() {}
  }

  /** Whether most of the first lines start like log records: a level tag, a timestamp, an access-log address. */
  static boolean looksLikeLog(byte[] prefix, int len) {
    String text = new String(prefix, 0, Math.min(len, 16 * 1024), java.nio.charset.StandardCharsets.UTF_8);
    String[] lines = text.split("\n", 201);
    int n = Math.min(lines.length, 200);
    List<String> nonEmpty = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String l = Clean.text(lines[i], new Clean.Stats());
      if (!l.isBlank()) {
        nonEmpty.add(l);
      }
    }
    if (nonEmpty.size() < 10) {
      return false; // too few lines to tell: the pattern is not compiled for them
    }
    int logLike = 0;
    for (String l : nonEmpty) {
      if (LogLine.PATTERN.matcher(l).find()) {
        logLike++;
      }
    }
    return logLike * 10 >= nonEmpty.size() * 6;
  }

  static Strategy byTool(String tool) {
    String t = tool.toLowerCase(Locale.ROOT);
    if (t.isEmpty()) {
      return null;
    }
    if (t.contains("read") || t.contains("view") || t.equals("cat") || t.contains("open_file") || t.contains("file_read")) {
      return Strategy.FILE;
    }
    if (t.contains("grep") || t.contains("search") || t.contains("find") || t.contains("glob") || t.contains("list")
        || t.equals("ls")) {
      return Strategy.LIST;
    }
    if (t.contains("log")) {
      return Strategy.LOG;
    }
    if (t.contains("terminal") || t.contains("bash") || t.contains("shell") || t.contains("run") || t.contains("exec")
        || t.contains("command")) {
      return Strategy.TERMINAL;
    }
    return null;
  }

  /**
   * Whether {@code command}, on one line, ends with a log file's name ({@code app.log}, {@code
   * app.log.1}) and perhaps white space: what {@code .*\.log(\.\d+)?\s*$} matches, by hand, since
   * {@link String#matches} compiles its pattern on every call of every small run.
   */
  static boolean namesLog(String command) {
    int end = command.length();
    while (end > 0 && " \t\n\u000B\f\r".indexOf(command.charAt(end - 1)) >= 0) {
      end--;
    }
    int digits = end;
    while (digits > 0 && command.charAt(digits - 1) >= '0' && command.charAt(digits - 1) <= '9') {
      digits--;
    }
    if (digits < end && digits > 0 && command.charAt(digits - 1) == '.' && command.startsWith(".log", digits - 5)) {
      end = digits - 1; // app.log.1
    }
    if (end < 4 || !command.startsWith(".log", end - 4)) {
      return false;
    }
    for (int i = 0; i < end; i++) { // '.' matches no line terminator
      char c = command.charAt(i);
      if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code command.trim().split("\\s+")} without the regular expression that split compiles on
   * every call: the runs of chars other than white space, or one empty word for a blank command.
   */
  static String[] words(String command) {
    String t = command.trim();
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < t.length()) {
      int end = i;
      while (end < t.length() && !space(t.charAt(end))) {
        end++;
      }
      out.add(t.substring(i, end));
      i = end;
      while (i < t.length() && space(t.charAt(i))) {
        i++;
      }
    }
    return out.isEmpty() ? new String[] {""} : out.toArray(new String[0]);
  }

  /** A regular expression's {@code \\s}: space, tab, newline, vertical tab, form feed, return. */
  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  static Strategy byCommand(String command) {
    String[] words = words(command);
    int i = 0;
    // Skip environment assignments and wrappers: FOO=1 sudo time nice env timeout 30 ...
    while (i < words.length) {
      String w = words[i];
      if (w.contains("=") && !w.startsWith("-") && !w.startsWith("=")) {
        i++;
      } else if (Set.of("sudo", "time", "nice", "env", "nohup", "exec", "command", "stdbuf").contains(w)) {
        i++;
      } else if (w.equals("timeout") && i + 1 < words.length) {
        i += 2;
      } else {
        break;
      }
    }
    if (i >= words.length) {
      return null;
    }
    String prog = words[i];
    int slash = prog.lastIndexOf('/');
    if (slash >= 0) {
      prog = prog.substring(slash + 1);
    }
    prog = prog.toLowerCase(Locale.ROOT);
    String sub = i + 1 < words.length ? words[i + 1] : "";
    if (prog.equals("git")) {
      if (sub.equals("log") || sub.equals("grep") || sub.equals("ls-files") || sub.equals("branch") || sub.equals("tag")
          || sub.equals("blame") || sub.equals("shortlog") || sub.equals("reflog")) {
        return Strategy.LIST;
      }
      if (sub.equals("show") || sub.equals("diff") || sub.equals("cat-file")) {
        return Strategy.FILE;
      }
      return Strategy.TERMINAL;
    }
    if ((prog.equals("docker") || prog.equals("kubectl") || prog.equals("podman")) && sub.equals("logs")) {
      return Strategy.LOG;
    }
    if (prog.equals("tail") && command.contains("-f")) {
      return Strategy.LOG;
    }
    if (LIST.contains(prog)) {
      return Strategy.LIST;
    }
    if (LOG.contains(prog)) {
      return Strategy.LOG;
    }
    if (FILE.contains(prog)) {
      return Strategy.FILE;
    }
    if (TERMINAL.contains(prog)) {
      return Strategy.TERMINAL;
    }
    return null;
  }
}

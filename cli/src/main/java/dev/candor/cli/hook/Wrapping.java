package dev.candor.cli.hook;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Turns an agent's shell command into {@code candor run --shell -- '<command>'}, or says why not.
 * A command is left alone when it is already wrapped, when it may wait for a person (an editor, a
 * pager, a REPL, a password prompt, {@code git add -p}), when it changes the agent's own shell
 * ({@code cd}, {@code export}, {@code source}: under {@code sh -c} the change would be lost), when
 * it uses syntax {@code sh} may not have ({@code [[}, {@code <(...)}, brace lists), or when it
 * cannot be quoted safely (control characters, a huge string).
 */
final class Wrapping {
  static final int MAX_CHARS = 64 * 1024;
  private static final Set<String> INTERACTIVE = Set.of("vi", "vim", "nvim", "nano", "emacs", "pico", "less", "more",
      "most", "man", "top", "htop", "btop", "watch", "ssh", "telnet", "ftp", "sftp", "tmux", "screen", "sudo", "su",
      "passwd", "read", "fzf", "mc", "ranger", "tig", "lazygit");
  private static final Set<String> REPL_WITHOUT_ARGS = Set.of("python", "python3", "node", "irb", "ruby", "psql",
      "mysql", "sqlite3", "bash", "sh", "zsh", "fish", "ghci", "lua", "R", "jshell", "scala", "clojure", "php");
  private static final Set<String> SHELL_STATE = Set.of("cd", "pushd", "popd", "export", "unset", "source", ".",
      "alias", "unalias", "set", "shopt", "ulimit", "umask", "exec", "eval", "trap", "declare", "typeset",
      "local", "readonly", "function", "select", "hash", "builtin", "disown", "fg", "bg", "jobs", "wait");
  /** Bash syntax a POSIX sh (dash) does not run. */
  private static final Pattern BASHISM = Pattern.compile(
      "\\[\\[|\\(\\(|<\\(|>\\(|\\$'|&>|\\|&|=~|\\$\\{[^}]*(//|:[0-9-]|\\^|,)|\\$\\{!|[A-Za-z_][A-Za-z0-9_]*=\\(|\\*\\*"
          + "|\\{[^}\\s]*,[^}\\s]*\\}|\\{[0-9a-z]\\.\\.[0-9a-z]|\\bpipefail\\b|\\$RANDOM|\\$PIPESTATUS|\\$BASH");
  private static final Pattern WRAPPED = Pattern.compile("^\\s*(\\S*/)?candor\\s");

  private Wrapping() {}

  /** The wrapped command, or empty when the command is best left as the agent wrote it. */
  static Optional<String> wrap(String command, String launcher) {
    if (command == null || command.isBlank() || command.length() > MAX_CHARS || !printable(command)) {
      return Optional.empty();
    }
    if (WRAPPED.matcher(command).find() || command.startsWith(launcher + " ") || BASHISM.matcher(command).find()) {
      return Optional.empty();
    }
    List<List<String>> segments = Segments.of(command);
    if (segments.isEmpty()) {
      return Optional.empty();
    }
    for (List<String> words : segments) {
      if (!runsAlone(Segments.program(words))) {
        return Optional.empty();
      }
    }
    return Optional.of(launcher + " run --shell -- " + quote(command));
  }

  /** {@code path} as one shell word: as it is when it needs no quotes. */
  static String word(String path) {
    return path.matches("[A-Za-z0-9_./+-]+") ? path : quote(path);
  }

  /** {@code s} as one single-quoted shell word. */
  static String quote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }

  private static boolean runsAlone(List<String> words) {
    if (words.isEmpty()) {
      return true; // a bare assignment
    }
    String program = words.get(0);
    String name = program.substring(program.lastIndexOf('/') + 1);
    if (INTERACTIVE.contains(name) || SHELL_STATE.contains(name) || name.equals("candor")) {
      return false;
    }
    if (REPL_WITHOUT_ARGS.contains(name) && words.size() == 1) {
      return false;
    }
    if (name.equals("git") && words.stream().anyMatch(w -> w.equals("-i") || w.equals("--interactive")
        || w.equals("-p") || w.equals("--patch") || w.equals("mergetool") || w.equals("difftool"))) {
      return false;
    }
    return !(name.equals("git") && words.contains("commit") && words.stream().noneMatch(
        w -> w.equals("-m") || w.startsWith("-m") || w.startsWith("--message") || w.equals("-F")
            || w.startsWith("--file") || w.equals("--no-edit") || w.startsWith("-C")));
  }

  private static boolean printable(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 && c != '\t' && c != '\n' || c == 0x7f) {
        return false;
      }
    }
    return true;
  }
}

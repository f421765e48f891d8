package dev.candor.capture;

import java.util.List;

/** A command as one line a person (or a model) can read and paste into a shell. */
public final class CommandLines {
  /** An argument with any of these (or white space) must be quoted to stay one shell word. */
  private static final String SPECIAL = "'\"$`\\|&;<>(){}*?!#~";

  private CommandLines() {}

  /**
   * {@code argv} as a shell would need it: with {@code shell} the elements are already shell text
   * and are joined by spaces, as {@link ProcessCapture.Builder#shell} runs them; otherwise each
   * argument that is empty or holds a shell character is single-quoted.
   */
  public static String display(List<String> argv, boolean shell) {
    if (shell) {
      return String.join(" ", argv);
    }
    StringBuilder sb = new StringBuilder();
    for (String a : argv) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(a.isEmpty() || special(a) ? "'" + a.replace("'", "'\\''") + "'" : a);
    }
    return sb.toString();
  }

  /** Whether {@code a} holds a shell character or white space: a loop, not a regex compiled on every run's path. */
  static boolean special(String a) {
    for (int i = 0; i < a.length(); i++) {
      char c = a.charAt(i);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || SPECIAL.indexOf(c) >= 0) {
        return true;
      }
    }
    return false;
  }
}

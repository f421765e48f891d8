package dev.candor.capture;

import java.util.List;
import java.util.regex.Pattern;

/** A command as one line a person (or a model) can read and paste into a shell. */
public final class CommandLines {
  /** An argument with any of these must be quoted to stay one shell word. */
  private static final Pattern SPECIAL = Pattern.compile(".*[\\s'\"$`\\\\|&;<>(){}*?!#~].*", Pattern.DOTALL);

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
      sb.append(a.isEmpty() || SPECIAL.matcher(a).matches() ? "'" + a.replace("'", "'\\''") + "'" : a);
    }
    return sb.toString();
  }
}

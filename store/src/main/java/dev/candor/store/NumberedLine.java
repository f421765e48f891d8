package dev.candor.store;

import java.util.Objects;

/**
 * One line of a stored result, without its line feed.
 *
 * @param number the line number, counting from 1
 * @param text the line's text, clipped to {@link Matches#LINE_LIMIT} characters
 * @param match whether it matched the pattern (else it is context)
 */
public record NumberedLine(long number, String text, boolean match) {
  public NumberedLine {
    Objects.requireNonNull(text, "text");
    if (number < 1) {
      throw new IllegalArgumentException("number < 1: " + number);
    }
  }
}

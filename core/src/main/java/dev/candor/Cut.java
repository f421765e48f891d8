package dev.candor;

import java.util.Objects;

/**
 * One stretch of the input that the observation does not show.
 *
 * @param reason why it is gone and where it was
 * @param from the first line (or item, for {@link CutReason#ITEMS}) cut, counting from 1
 * @param to the last line or item cut, inclusive
 * @param count how many lines or items of {@code [from, to]} are cut, wholly or in part; fewer
 *     than the span when some of its lines are shown as numbered excerpts
 * @param bytes the raw bytes of input it held, counting line breaks
 */
public record Cut(CutReason reason, long from, long to, long count, long bytes) {

  public Cut {
    Objects.requireNonNull(reason, "reason");
    if (from < 1) {
      throw new IllegalArgumentException("from < 1: " + from);
    }
    if (from > to) {
      throw new IllegalArgumentException("from " + from + " > to " + to);
    }
    if (count < 1 || count > to - from + 1) {
      throw new IllegalArgumentException("count " + count + " outside 1.." + (to - from + 1));
    }
    if (bytes < 0) {
      throw new IllegalArgumentException("bytes < 0: " + bytes);
    }
  }

  /** A cut of every line or item in {@code [from, to]}. */
  public static Cut of(CutReason reason, long from, long to, long bytes) {
    return new Cut(reason, from, to, to - from + 1, bytes);
  }

  /** Whether some lines of the span are shown as numbered excerpts. */
  public boolean hasExcerpts() {
    return count < to - from + 1;
  }
}

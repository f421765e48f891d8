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
 * @param like for {@link CutReason#REPEATS}, the template the cut lines share ({@code ok <N> -
 *     tax for order #<N>}), or null when not known; for a cut of whole lines from the middle, the
 *     start, the end or outside the range, {@code ""} when every cut line is empty (nothing but
 *     spaces, tabs or a carriage return before its line break), else null; null for other reasons
 */
public record Cut(CutReason reason, long from, long to, long count, long bytes, String like) {

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
    if (like != null && reason != CutReason.REPEATS && !(like.isEmpty() && emptyAllowed(reason))) {
      throw new IllegalArgumentException("a template goes with a cut of repeats only, not " + reason + ": " + like);
    }
    if (like != null && (like.indexOf('\n') >= 0 || like.indexOf('\r') >= 0)) {
      throw new IllegalArgumentException("a template is one line: " + like);
    }
  }

  private static boolean emptyAllowed(CutReason r) {
    return r == CutReason.MIDDLE || r == CutReason.START || r == CutReason.END || r == CutReason.OUTSIDE_RANGE;
  }

  /** Whether every line this cut holds is empty (see {@code like}). */
  public boolean empty() {
    return "".equals(like);
  }

  /** A cut of {@code count} lines or items of {@code [from, to]}, for any reason but {@link CutReason#REPEATS}. */
  public Cut(CutReason reason, long from, long to, long count, long bytes) {
    this(reason, from, to, count, bytes, null);
  }

  /** Lines {@code [from, to]}, all of one template {@code like} (or repeating records of it), cut as repeats. */
  public static Cut repeats(long from, long to, long bytes, String like) {
    return new Cut(CutReason.REPEATS, from, to, to - from + 1, bytes, Objects.requireNonNull(like, "like"));
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

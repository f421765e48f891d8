package dev.candor;

/**
 * One input line as the engine holds it: its number, where its raw bytes lie in the stream, and
 * the text to show (decoded, ANSI escapes stripped, progress frames collapsed).
 *
 * @param number the line number, counting from 1
 * @param start the raw offset of the first byte of the part of the line the engine holds
 * @param end the raw offset just past the line's last byte, its line break excluded
 * @param text the cleaned text of the part of the line the engine holds
 * @param clippedStart whether the engine holds only a later part of the line
 * @param clippedEnd whether the engine holds only an earlier part of the line
 * @param fullEnd the raw offset just past the whole line's last byte, its line break excluded:
 *     {@code end} for a line held to its end; for a line held only in part, where the engine saw
 *     it end (an error line past its first 4 KiB), or -1 when it did not (a window's edge)
 * @param fullStart the raw offset of the whole line's first byte: {@code start} for a line held
 *     from its start; for a line the tail window holds only the end of, where the engine saw it
 *     start (the head window holds that start, or it is the output's last line), or -1 when it
 *     did not
 */
record Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd, long fullEnd,
    long fullStart) {

  /** A line whose start the engine knows only when it holds it from the start. */
  Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd, long fullEnd) {
    this(number, start, end, text, clippedStart, clippedEnd, fullEnd, clippedStart ? -1 : start);
  }

  /** A line whose ends the engine knows only when it holds them. */
  Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd) {
    this(number, start, end, text, clippedStart, clippedEnd, clippedEnd ? -1 : end);
  }

  boolean whole() {
    return !clippedStart && !clippedEnd;
  }

  /** This line, clipped at its start by a window, with where the engine saw it start. */
  Line startingAt(long fullStart) {
    return new Line(number, start, end, text, clippedStart, clippedEnd, fullEnd, fullStart);
  }
}

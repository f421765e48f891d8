package dev.candor;

/**
 * One input line as the engine holds it: its number, where its raw bytes lie in the stream, and
 * the text to show (decoded, ANSI escapes stripped, progress frames collapsed).
 *
 * @param number the line number, counting from 1
 * @param start the raw offset of the line's first byte
 * @param end the raw offset just past the line's last byte, its line break excluded
 * @param text the cleaned text of the part of the line the engine holds
 * @param clippedStart whether the engine holds only a later part of the line
 * @param clippedEnd whether the engine holds only an earlier part of the line
 * @param fullEnd the raw offset just past the whole line's last byte, its line break excluded:
 *     {@code end} for a line held to its end; for a line held only in part, where the engine saw
 *     it end (an error line past its first 4 KiB), or -1 when it did not (a window's edge)
 */
record Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd, long fullEnd) {

  /** A line whose end the engine knows only when it holds it to the end. */
  Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd) {
    this(number, start, end, text, clippedStart, clippedEnd, clippedEnd ? -1 : end);
  }

  boolean whole() {
    return !clippedStart && !clippedEnd;
  }
}

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
 */
record Line(long number, long start, long end, String text, boolean clippedStart, boolean clippedEnd) {

  boolean whole() {
    return !clippedStart && !clippedEnd;
  }
}

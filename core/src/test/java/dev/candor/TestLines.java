package dev.candor;

import java.util.ArrayList;
import java.util.List;

/** Lines of a text as a held read numbers them, for tests of what the line engine looks at around a line. */
final class TestLines {
  private TestLines() {}

  /** The lines of {@code text}, numbered from 1, with their offsets; a final line break opens no line. */
  static List<Line> of(String text) {
    List<Line> lines = new ArrayList<>();
    long offset = 0;
    int no = 1;
    for (String t : text.split("\n")) {
      lines.add(new Line(no++, offset, offset + t.length(), t, false, false, offset + t.length()));
      offset += t.length() + 1;
    }
    return lines;
  }
}

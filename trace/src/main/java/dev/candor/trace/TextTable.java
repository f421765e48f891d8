package dev.candor.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table for a terminal: columns padded to their widest cell and joined by two spaces,
 * the first column left-aligned and the rest right-aligned unless {@link #align} says otherwise,
 * trailing blanks trimmed. Widths count
 * chars, which is right for the ASCII this module writes and close for the rest.
 */
final class TextTable {
  private final List<String[]> rows = new ArrayList<>();
  private final int columns;
  private String align;

  TextTable(String... header) {
    this.columns = header.length;
    this.align = "l" + "r".repeat(columns - 1);
    rows.add(header.clone());
  }

  /** One {@code l} (left) or {@code r} (right) per column. */
  TextTable align(String spec) {
    if (spec.length() != columns || !spec.matches("[lr]*")) {
      throw new IllegalArgumentException("align '" + spec + "': give l or r for each of " + columns + " columns");
    }
    align = spec;
    return this;
  }

  TextTable row(String... cells) {
    if (cells.length != columns) {
      throw new IllegalArgumentException(cells.length + " cells for " + columns + " columns");
    }
    rows.add(cells.clone());
    return this;
  }

  /** The table, each line indented by {@code indent} and ending with a line break. */
  String render(String indent) {
    int[] width = new int[columns];
    for (String[] r : rows) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (String[] r : rows) {
      StringBuilder line = new StringBuilder(indent);
      for (int c = 0; c < columns; c++) {
        String pad = " ".repeat(width[c] - r[c].length());
        line.append(c == 0 ? "" : "  ").append(align.charAt(c) == 'l' ? r[c] + pad : pad + r[c]);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "TextTable" + Arrays.toString(rows.get(0));
  }
}

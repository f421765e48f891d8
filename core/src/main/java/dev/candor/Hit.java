package dev.candor;

import java.util.List;

/**
 * An error line found while scanning, with the lines around it for context: the line before
 * (null for line 1), the line after (null when it was not at hand in the same chunk), the lines
 * that belong to it (its {@link Blocks block}: indented continuation, stack frames, diagnostics),
 * the header its paragraph sits under (a linter's file line; null when none), and its template.
 */
record Hit(Line line, Line before, Line after, List<Line> block, Line header, long template) {

  Hit {
    block = block == null ? List.of() : List.copyOf(block);
  }

  /** A line flagged on its own, with no context. */
  static Hit alone(Line line) {
    return new Hit(line, null, null, List.of(), null, Template.hash(line.text()));
  }
}

package dev.candor;

import java.util.List;

/**
 * An error line found while scanning, with the lines around it for context: the line before
 * (null for line 1), the line after (null when it was not at hand in the same chunk), the lines
 * that belong to it (its {@link Blocks block}: indented continuation, stack frames, diagnostics,
 * a report's sections), the header its paragraph sits under (a linter's file line; null when
 * none), its template, and its key lines, in line order: the evidence it brings before the rest of
 * its block, above it (a failing test's own output since its {@code === RUN}: see {@link Leads})
 * or below it (a report's sub-headers and first frames: see {@link Sections}).
 */
record Hit(Line line, Line before, Line after, List<Line> block, Line header, long template, List<Line> key) {

  Hit {
    block = block == null ? List.of() : List.copyOf(block);
    key = key == null ? List.of() : List.copyOf(key);
  }

  /** Whether a key line sits above the error line: then it is the context, not the line before. */
  boolean keyAbove() {
    return !key.isEmpty() && key.get(0).number() < line.number();
  }

  /** A hit with no key lines. */
  Hit(Line line, Line before, Line after, List<Line> block, Line header, long template) {
    this(line, before, after, block, header, template, List.of());
  }

  /** A line flagged on its own, with no context. */
  static Hit alone(Line line) {
    return new Hit(line, null, null, List.of(), null, Template.hash(line.text()));
  }
}

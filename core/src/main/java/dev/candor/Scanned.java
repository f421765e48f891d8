package dev.candor;

import java.util.List;
import java.util.Objects;

/**
 * An output read to its end by {@link Shaper#scan}, before the evidence was complete: what the
 * shaper kept of it, to be shaped once the command that wrote it has ended.
 */
public final class Scanned {
  private final Shaper shaper;
  private final Scan scan;
  private final Strategy chosen;
  private final Outline outline;

  Scanned(Shaper shaper, Scan scan, Strategy chosen, Outline outline) {
    this.shaper = shaper;
    this.scan = scan;
    this.chosen = chosen;
    this.outline = outline;
  }

  /**
   * Whether the output was read and kept; false for structured output, which is shaped as it is
   * read and must be read again, from its start, by {@link Shaper#shape(java.io.InputStream, Evidence)}.
   */
  public boolean complete() {
    return scan != null;
  }

  /**
   * Shapes the output as {@link Shaper#shape(java.io.InputStream, Evidence)} would have with all of
   * {@code evidence}, the notes {@code notes} after the shaper's own, and the full output at
   * {@code fullOutput} (null: not kept).
   *
   * @throws IllegalStateException when the output was not read ({@link #complete()} is false)
   */
  public Shaped shape(Evidence evidence, String fullOutput, List<String> notes) {
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(notes, "notes");
    if (scan == null) {
      throw new IllegalStateException("structured output (" + chosen.label()
          + ") is shaped as it is read: shape it again from its start with Shaper.shape(InputStream, Evidence)");
    }
    return shaper.with(fullOutput, notes).assemble(scan, evidence, chosen, outline);
  }
}

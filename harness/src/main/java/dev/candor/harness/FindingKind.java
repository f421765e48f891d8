package dev.candor.harness;

/** What a {@link ToolFixture} found missing, or changed, between the tool and the model. */
public enum FindingKind {
  /**
   * The model received less than the tool returned, and nothing in what it received says so: no
   * truncation marker that any modelled runtime, or Candor, writes. A summary is one too.
   */
  SILENT_CUT,
  /** An error line of the returned output, by the core's default error patterns, is not in what the model received. */
  DROPPED_ERROR_LINE,
  /** The exit code is known and what the model received does not state it. */
  DROPPED_EXIT_CODE,
  /**
   * What the model received is not a cut of what the tool returned: it has no marker, and under
   * {@link ToolFixture#MIN_VERBATIM_SHARE} of its lines appear verbatim in the returned output.
   */
  SUMMARIZED
}

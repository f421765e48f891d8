package dev.candor;

/** Why a stretch of output is not in the observation. */
public enum CutReason {
  /** Lines between kept stretches: between the head, error excerpts and the tail. */
  MIDDLE("from the middle"),
  /** Lines at the start, dropped to keep the end. */
  START("from the start"),
  /** Lines at the end, dropped to keep the start. */
  END("from the end"),
  /** Bytes inside one line too long for the budget. */
  INSIDE_LINE("inside the line"),
  /** Whole items of a JSON, NDJSON or CSV document. */
  ITEMS("items"),
  /** Lines outside the requested range of a file. */
  OUTSIDE_RANGE("outside the requested range"),
  /** Binary content, described instead of shown. */
  BINARY("binary content"),
  /**
   * Lines of one template in a row (or records of a few lines that repeat), between a first
   * exemplar and a last one that are shown: {@code ok 1 - ...} to {@code ok 40 - ...}.
   */
  REPEATS("as repeats");

  private final String phrase;

  CutReason(String phrase) {
    this.phrase = phrase;
  }

  /** How markers say where the cut was: {@code from the middle}. */
  public String phrase() {
    return phrase;
  }
}

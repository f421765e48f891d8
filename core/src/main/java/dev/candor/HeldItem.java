package dev.candor;

/**
 * One item of an {@link ItemRun} held as text: its number in the run (from 0), where it starts and
 * ends in the input, whether it signals failure, and which of the run's holdings keep it.
 */
final class HeldItem {
  final long index;
  String text;
  final boolean failure;
  /** Whether it is a warning: no failure, but a problem ranked above every other record. */
  boolean warning;
  final long start;
  long end = -1;
  /** Whether the tail window, and whether an exemplar list, holds it. */
  boolean inTail;
  boolean exemplar;
  /** Whether its bytes came from the failure records' own reserve ({@link PastHead#FAILURE_RESERVE}). */
  boolean reserved;
  /** The record's identity fields' values ({@link FailureWatch#key}); null when it has none. */
  String key;
  /** Whether it shares its identity with a later failure record, and so is shown beside it. */
  boolean related;
  /** Whether it is related because a failure record points at it by id ({@link References}). */
  boolean pointedAt;
  /**
   * Whether its text reads like an error line or names a location in the caller's own code: 0 not
   * yet judged, 1 no, 2 yes ({@link RelatedRecords#tells}).
   */
  byte tells;
  /** How many of {@link RareValues}' values pin it, so it is held past the tail window. */
  int rarePins;
  /** Why it is shown among the rare records ({@code pending_restart = t (1 of 354)}); null when it is not. */
  String rare;
  /** Its place among the rare records, rarest first, when {@link #rare} is set. */
  int rareRank;
  /** Whether it is rare for a number that stands out ({@link RareValues#STANDOUT_RATIO}), not a rare value. */
  boolean standout;
  /**
   * Whether {@link #text} is the item shown in part, not the item whole: too large for its share,
   * it is shaped as an object of its own whose statement says what is cut inside it ({@link ItemParts}).
   */
  boolean inPart;

  HeldItem(long index, String text, boolean failure, long start) {
    this.index = index;
    this.text = text;
    this.failure = failure;
    this.start = start;
  }
}

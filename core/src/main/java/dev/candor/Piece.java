package dev.candor;

/**
 * What of one input line the observation shows.
 *
 * @param line the line
 * @param shown the text shown: all of the line's held text, or a start or an end of it
 * @param prefix written before the text: empty, or a line number for excerpts ({@code > L854: })
 * @param rawStart the raw offset where the shown text starts
 * @param rawEnd the raw offset where the shown text ends
 * @param error whether the line is an error line
 * @param repeatsBefore the cut of repeats that sits just before this piece (lines of one template
 *     folded between a first exemplar and this one), or null
 */
record Piece(Line line, String shown, String prefix, long rawStart, long rawEnd, boolean error, Cut repeatsBefore) {

  Piece(Line line, String shown, String prefix, long rawStart, long rawEnd, boolean error) {
    this(line, shown, prefix, rawStart, rawEnd, error, null);
  }

  /** This piece, with the repeats folded just before it. */
  Piece after(Cut repeats) {
    return new Piece(line, shown, prefix, rawStart, rawEnd, error, repeats);
  }

  static Piece whole(Line line, boolean error) {
    return new Piece(line, line.text(), "", line.start(), line.end(), error);
  }

  static Piece excerpt(Line line, boolean error) {
    String prefix = (error ? "> L" : "  L") + line.number() + ": ";
    return new Piece(line, line.text(), prefix, line.start(), line.end(), error);
  }

  /** A numbered excerpt flagged like an error line ({@code > L12: }) that is not one: a warning. */
  static Piece flagged(Line line) {
    return new Piece(line, line.text(), "> L" + line.number() + ": ", line.start(), line.end(), false);
  }

  /** Whether the piece shows the line from its first byte. */
  boolean startsLine() {
    return rawStart == line.start() && !line.clippedStart();
  }

  /** Whether the piece shows the line up to its last byte. */
  boolean endsLine() {
    return rawEnd == line.end() && !line.clippedEnd();
  }

  long number() {
    return line.number();
  }

  /** The piece as the observation shows it; a tool's line that reads as a Candor mark says whose it is. */
  String render() {
    return prefix.isEmpty() && Marker.imitates(shown) ? Marker.FROM_TOOL + shown : prefix + shown;
  }
}

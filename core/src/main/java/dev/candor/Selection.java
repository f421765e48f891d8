package dev.candor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The pieces of input a strategy chose to show, in input order, and how it describes them.
 *
 * @param pieces what is shown, sorted by line and offset, without duplicates
 * @param kept how the summary names what was kept: {@code the head, 3 error lines and the tail}
 */
record Selection(List<Piece> pieces, String kept) {

  static Selection of(List<Piece> pieces, String kept) {
    List<Piece> sorted = new ArrayList<>(pieces);
    sorted.sort(Comparator.comparingLong(Piece::number).thenComparingLong(Piece::rawStart));
    List<Piece> out = new ArrayList<>(sorted.size());
    for (Piece p : sorted) {
      if (!out.isEmpty()) {
        Piece prev = out.get(out.size() - 1);
        if (prev.number() == p.number() && p.rawStart() < prev.rawEnd()) {
          // The same line taken twice (an error line inside the head, say): the fuller piece stays.
          if (p.rawEnd() - p.rawStart() > prev.rawEnd() - prev.rawStart() && p.repeatsBefore() == null) {
            out.set(out.size() - 1, prev.repeatsBefore() == null ? p : p.after(prev.repeatsBefore()));
          }
          continue;
        }
      }
      out.add(p);
    }
    return new Selection(List.copyOf(out), kept);
  }

  long errorLines() {
    long n = 0;
    long last = -1;
    for (Piece p : pieces) {
      if (p.error() && p.number() != last) {
        n++;
        last = p.number();
      }
    }
    return n;
  }

  long lines() {
    long n = 0;
    long last = -1;
    for (Piece p : pieces) {
      if (p.number() != last) {
        n++;
        last = p.number();
      }
    }
    return n;
  }

  long chars() {
    long n = 0;
    for (Piece p : pieces) {
      n += p.shown().codePointCount(0, p.shown().length());
    }
    return n;
  }
}

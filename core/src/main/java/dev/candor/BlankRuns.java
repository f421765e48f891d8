package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * Joins the cuts of one run of empty lines into one marker. A run longer than both windows is
 * folded at each end and cut in its middle: three markers with blank lines shown between them
 * (issue 18 item 6: 200,000 empty lines showed as three "empty lines" markers and four blank
 * lines). Blank lines shown between two cuts of a run that is blank throughout say nothing: they
 * go into one cut of the whole run, beside the lines shown around it.
 */
final class BlankRuns {
  private BlankRuns() {}

  /** {@code s}, each run of blank lines cut more than once cut once; {@code blank} says which stretches are blank. */
  static Selection join(Selection s, Body.Blank blank) {
    List<Piece> in = s.pieces();
    List<Piece> out = new ArrayList<>(in.size());
    int i = 0;
    while (i < in.size()) {
      Piece a = in.get(i);
      out.add(a);
      // b: the first piece after a that is not a blank line shown whole, or the last piece.
      int j = i + 1;
      while (j < in.size() - 1 && quiet(in.get(j)) && in.get(j).line().text().isBlank()) {
        j++;
      }
      int gaps = 0;
      boolean repeatsOnly = true;
      for (int k = i + 1; k <= j && k < in.size(); k++) {
        if (gapBefore(in.get(k - 1), in.get(k))) {
          gaps++;
          repeatsOnly &= in.get(k).repeatsBefore() != null;
        }
      }
      Piece b = j < in.size() ? in.get(j) : null;
      if (gaps >= 2 && quiet(a) && b.prefix().isEmpty() && b.startsLine() && blank.all(a.number() + 1, b.number() - 1)) {
        long from = a.number() + 1;
        long to = b.number() - 1;
        long bytes = b.line().start() - (a.rawEnd() + 1);
        Cut run = repeatsOnly ? Cut.repeats(from, to, bytes, "") : new Cut(CutReason.MIDDLE, from, to, to - from + 1, bytes, "");
        out.add(new Piece(b.line(), b.shown(), b.prefix(), b.rawStart(), b.rawEnd(), b.error(), run));
        i = j + 1;
      } else {
        i++;
      }
    }
    return out.size() == in.size() ? s : new Selection(List.copyOf(out), s.kept());
  }

  /** Whether {@code p} is a line shown whole as it stands, not a numbered excerpt. */
  private static boolean quiet(Piece p) {
    return p.prefix().isEmpty() && p.startsLine() && p.endsLine();
  }

  /** Whether something is cut between {@code x} and {@code y}. */
  private static boolean gapBefore(Piece x, Piece y) {
    return y.repeatsBefore() != null || y.number() > x.number() + 1;
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * Renders a {@link Selection} with a marker at every gap, and lists the cuts.
 *
 * <p>Numbered excerpts (error lines, outline entries) sit inside a stretch that is otherwise cut.
 * Rather than a marker between every two excerpts, the stretch gets one marker, placed before its
 * first excerpt, that counts exactly what of it is cut; the excerpts' line numbers say where each
 * one sits.
 */
final class Body {
  final String text;
  final List<Cut> cuts;

  private Body(String text, List<Cut> cuts) {
    this.text = text;
    this.cuts = cuts;
  }

  /**
   * @param totalBytes the input's length, for the cut after the last piece
   * @param totalLines the input's line count
   * @param range the requested lines {@code [from, to]} of a file read, or null; cuts wholly
   *     outside it are named {@link CutReason#OUTSIDE_RANGE}
   */
  static Body render(Selection sel, long totalBytes, long totalLines, long[] range) {
    return render(sel, totalBytes, totalLines, range, (from, to) -> false, c -> null);
  }

  /** Which stretches of the input hold blank lines only (nothing but spaces, tabs and CRs). */
  interface Blank {
    /** Whether every line of {@code [from, to]} is blank. */
    boolean all(long from, long to);
  }

  /**
   * As {@link #render(Selection, long, long, long[])}; a stretch that {@code blank} says is all blank
   * is marked as empty lines, and each cut of lines states the error lines it removes as {@code
   * errors} counts them (null: none, or not known exactly).
   */
  static Body render(Selection sel, long totalBytes, long totalLines, long[] range, Blank blank,
      java.util.function.Function<Cut, CutErrors> errors) {
    List<Piece> pieces = sel.pieces();
    List<String> out = new ArrayList<>();
    List<Cut> cuts = new ArrayList<>();
    if (pieces.isEmpty()) {
      if (totalBytes > 0) {
        Cut all = Cut.of(CutReason.END, 1, Math.max(1, totalLines), totalBytes);
        cuts.add(all);
        out.add(Marker.render(all, errors.apply(all)));
      }
      return new Body(String.join("\n", out), cuts);
    }
    // gaps.get(i) is the cut just before pieces.get(i); gaps.get(n) the cut after the last piece.
    int n = pieces.size();
    List<Cut> gaps = new ArrayList<>(n + 1);
    gaps.add(leading(pieces.get(0)));
    for (int i = 1; i < n; i++) {
      gaps.add(between(pieces.get(i - 1), pieces.get(i)));
    }
    gaps.add(trailing(pieces.get(n - 1), totalBytes, totalLines));
    int i = 0;
    while (true) {
      Cut g = gaps.get(i);
      if (g != null && g.reason() == CutReason.INSIDE_LINE) {
        // Between two pieces of one line (its start and its end): its own mark, between them.
        cuts.add(g);
        out.add(Marker.render(g));
      } else if (g != null) {
        // The stretch runs on through the excerpts that follow, and the gaps after them; the cut
        // inside an excerpt's line, between its two ends, is marked there and is no part of it.
        Cut merged = g;
        int j = i;
        boolean ownNext = false;
        java.util.Set<Integer> inside = new java.util.HashSet<>();
        while (j < n && isExcerpt(pieces.get(j))) {
          Cut next = gaps.get(j + 1);
          j++;
          if (next != null && next.reason() == CutReason.INSIDE_LINE && j < n && isExcerpt(pieces.get(j))) {
            inside.add(j);
            continue;
          }
          if (next != null && (next.reason() == CutReason.REPEATS || next.reason() == CutReason.INSIDE_LINE)) {
            ownNext = true; // repeats, and a cut inside a line shown in parts, keep their own marker
            break;
          }
          if (next != null) {
            merged = merge(merged, next);
          }
        }
        merged = empty(named(merged, range), blank);
        cuts.add(merged);
        out.add(Marker.render(merged, errors.apply(merged)));
        for (; i < j; i++) {
          if (inside.contains(i)) {
            cuts.add(gaps.get(i));
            out.add(Marker.render(gaps.get(i)));
          }
          emit(pieces, i, out, cuts);
        }
        if (ownNext) {
          continue;
        }
      }
      if (i == n) {
        break;
      }
      emit(pieces, i, out, cuts);
      i++;
    }
    return new Body(String.join("\n", out), List.copyOf(cuts));
  }

  /** Renders piece {@code i}, with the cuts inside its line on either side when only part of it shows. */
  private static void emit(List<Piece> pieces, int i, List<String> out, List<Cut> cuts) {
    Piece p = pieces.get(i);
    Cut before = i > 0 && pieces.get(i - 1).number() == p.number() ? null : startOf(p);
    if (before != null) {
      cuts.add(before);
      out.add(Marker.render(before));
    }
    out.add(p.render());
    Cut after = i + 1 < pieces.size() && pieces.get(i + 1).number() == p.number() ? null : restOf(p);
    if (after != null) {
      cuts.add(after);
      out.add(Marker.render(after));
    }
  }

  private static boolean isExcerpt(Piece p) {
    return !p.prefix().isEmpty();
  }

  private static Cut leading(Piece first) {
    if (first.rawStart() <= 0) {
      return null;
    }
    long to = first.startsLine() || startKnown(first) ? first.number() - 1 : first.number();
    long bytes = startKnown(first) ? first.line().fullStart() : first.rawStart();
    return to >= 1 ? Cut.of(CutReason.START, 1, to, bytes) : null;
  }

  private static Cut between(Piece a, Piece b) {
    if (b.repeatsBefore() != null) {
      return b.repeatsBefore();
    }
    if (a.number() == b.number()) {
      long bytes = b.rawStart() - a.rawEnd();
      return bytes > 0 ? Cut.of(CutReason.INSIDE_LINE, a.number(), a.number(), bytes) : null;
    }
    long from = a.endsLine() || restKnown(a) ? a.number() + 1 : a.number();
    long to = b.startsLine() || startKnown(b) ? b.number() - 1 : b.number();
    if (from > to) {
      return null;
    }
    long start = a.endsLine() ? a.rawEnd() + 1 : restKnown(a) ? a.line().fullEnd() + 1 : a.rawEnd();
    long end = startKnown(b) ? b.line().fullStart() : b.rawStart();
    return Cut.of(CutReason.MIDDLE, from, to, Math.max(0, end - start));
  }

  /*
   * A piece that shows only part of its line leaves the rest of that line cut inside it: that
   * rest gets its own inside-line mark beside the piece, and the stretch cut next to it counts
   * whole lines only, so a line is never both shown and counted as cut. The rest's size is known
   * when the engine saw where the line ends (a line it holds whole, or an error or context line
   * past its first 4 KiB, whose end the scanner passed), and the start's size when it saw where
   * the line starts (the tail window's first line whose start the head holds, or the output's
   * last line); a line at a window's edge whose end or start it did not see stays inside the
   * stretch, as the stretch's partial line.
   */

  /** Whether {@code p} stops before its line's end, and the engine knows where that end is. */
  private static boolean restKnown(Piece p) {
    return !p.endsLine() && p.line().fullEnd() > p.rawEnd();
  }

  /** Whether {@code p} starts after its line's start, and the engine knows where that start is. */
  private static boolean startKnown(Piece p) {
    return !p.startsLine() && p.line().fullStart() >= 0 && p.rawStart() > p.line().fullStart();
  }

  /** The cut inside {@code p}'s line after what it shows, or null. */
  private static Cut restOf(Piece p) {
    return restKnown(p) ? Cut.of(CutReason.INSIDE_LINE, p.number(), p.number(), p.line().fullEnd() - p.rawEnd()) : null;
  }

  /** The cut inside {@code p}'s line before what it shows, or null. */
  private static Cut startOf(Piece p) {
    return startKnown(p) ? Cut.of(CutReason.INSIDE_LINE, p.number(), p.number(), p.rawStart() - p.line().fullStart()) : null;
  }

  private static Cut trailing(Piece last, long totalBytes, long totalLines) {
    if (last.endsLine() && last.number() >= totalLines) {
      return null;
    }
    long after = last.endsLine() ? last.rawEnd() + 1 : restKnown(last) ? last.line().fullEnd() + 1 : last.rawEnd();
    long rest = totalBytes - after;
    long from = last.endsLine() || restKnown(last) ? last.number() + 1 : last.number();
    if (rest <= 0 || from > Math.max(1, totalLines)) {
      return null;
    }
    return Cut.of(CutReason.END, from, Math.max(from, totalLines), rest);
  }

  private static Cut merge(Cut a, Cut b) {
    CutReason r = b.reason() == CutReason.END ? CutReason.END : a.reason() == CutReason.INSIDE_LINE ? CutReason.MIDDLE : a.reason();
    long lines = a.count() + b.count() - (a.to() == b.from() ? 1 : 0);
    return new Cut(r, a.from(), b.to(), Math.max(1, lines), a.bytes() + b.bytes());
  }

  /** {@code c} marked as a stretch of empty lines when every line of it is blank (issue 18: 10 M empty lines). */
  private static Cut empty(Cut c, Blank blank) {
    boolean lines = c.reason() == CutReason.MIDDLE || c.reason() == CutReason.START || c.reason() == CutReason.END
        || c.reason() == CutReason.OUTSIDE_RANGE;
    if (lines && c.like() == null && !c.hasExcerpts() && blank.all(c.from(), c.to())) {
      return new Cut(c.reason(), c.from(), c.to(), c.count(), c.bytes(), "");
    }
    return c;
  }

  private static Cut named(Cut c, long[] range) {
    if (range != null && (c.to() < range[0] || c.from() > range[1]) && c.reason() != CutReason.INSIDE_LINE) {
      return new Cut(CutReason.OUTSIDE_RANGE, c.from(), c.to(), c.count(), c.bytes());
    }
    return c;
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Picks pieces of lines within an allowance in the budget's unit. Every cost counts the line
 * break after the piece. Only the lines it looks at are measured, so token counting costs time in
 * proportion to what is kept, never to the input.
 */
final class Selector {
  /** A worst-case gap marker: what one more cut may cost. */
  private static final String WORST_MARKER =
      Marker.render(new Cut(CutReason.OUTSIDE_RANGE, 999_999_999L, 9_999_999_999L, 8_999_999_000L, 999_999_999_999L));
  /** Below this many units, a piece of a line is not worth showing. */
  static final int MIN_PIECE = 12;

  private final Budget budget;
  final long markerCost;

  Selector(Budget budget) {
    this.budget = budget;
    this.markerCost = cost(WORST_MARKER);
  }

  long cost(String rendered) {
    return budget.measure(rendered) + 1;
  }

  long cost(Piece p) {
    return cost(p.render());
  }

  long cost(List<Piece> pieces) {
    long sum = 0;
    for (Piece p : pieces) {
      sum += cost(p);
    }
    return sum;
  }

  /** Lines from the start, numbered below {@code stopAt}, within {@code allowance}. */
  List<Piece> head(List<Line> lines, long allowance, long stopAt, Scan scan) {
    List<Piece> out = new ArrayList<>();
    long used = 0;
    for (Line line : lines) {
      if (line.number() >= stopAt) {
        break;
      }
      Piece p = Piece.whole(line, scan.isError(line));
      long c = cost(p);
      if (used + c <= allowance) {
        out.add(p);
        used += c;
        continue;
      }
      long left = allowance - used;
      if (left >= MIN_PIECE && (out.isEmpty() || left >= allowance / 4)) {
        Piece start = startOf(p, left);
        if (start != null) {
          out.add(start);
        }
      }
      break;
    }
    return out;
  }

  /** Lines from the end, numbered above {@code stopAfter}, within {@code allowance}. */
  List<Piece> tail(List<Line> lines, long allowance, long stopAfter, Scan scan) {
    List<Piece> out = new ArrayList<>();
    long used = 0;
    for (int i = lines.size() - 1; i >= 0; i--) {
      Line line = lines.get(i);
      if (line.number() <= stopAfter) {
        break;
      }
      Piece p = Piece.whole(line, scan.isError(line));
      long c = cost(p);
      if (used + c <= allowance) {
        out.add(p);
        used += c;
        continue;
      }
      long left = allowance - used;
      if (left >= MIN_PIECE && (out.isEmpty() || left >= allowance / 4)) {
        Piece end = endOf(p, left);
        if (end != null) {
          out.add(end);
        }
      }
      break;
    }
    Collections.reverse(out);
    return out;
  }

  /** The longest start of {@code p}'s text whose piece costs at most {@code allowance}, or null. */
  Piece startOf(Piece p, long allowance) {
    String text = p.shown();
    int cps = text.codePointCount(0, text.length());
    int lo = 0;
    int hi = cps;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      String cand = text.substring(0, text.offsetByCodePoints(0, mid));
      if (cost(p.prefix() + cand) <= allowance) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    if (lo == 0) {
      return null;
    }
    String shown = text.substring(0, text.offsetByCodePoints(0, lo));
    long end = Math.min(p.rawEnd(), p.rawStart() + Utf8.length(shown));
    return new Piece(p.line(), shown, p.prefix(), p.rawStart(), end, p.error());
  }

  /** The longest end of {@code p}'s text whose piece costs at most {@code allowance}, or null. */
  Piece endOf(Piece p, long allowance) {
    String text = p.shown();
    int cps = text.codePointCount(0, text.length());
    int lo = 0;
    int hi = cps;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      String cand = text.substring(text.offsetByCodePoints(text.length(), -mid));
      if (cost(p.prefix() + cand) <= allowance) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    if (lo == 0) {
      return null;
    }
    String shown = text.substring(text.offsetByCodePoints(text.length(), -lo));
    long start = Math.max(p.rawStart(), p.rawEnd() - Utf8.length(shown));
    return new Piece(p.line(), shown, p.prefix(), start, p.rawEnd(), p.error());
  }

  /**
   * Error excerpts within {@code allowance}: each error line with the line before it for context,
   * taken alternately from the first and the last, so the root cause and the final errors both
   * survive when not all fit. Excerpts share the one marker of the stretch they sit in. An error
   * line longer than {@code lineCap} shows its start; a context line, half as much.
   */
  List<Piece> excerpts(List<Hit> hits, long allowance, long lineCap) {
    int n = hits.size();
    if (n == 0 || allowance <= 0) {
      return List.of();
    }
    List<List<Piece>> groups = new ArrayList<>(n);
    long[] costs = new long[n];
    for (int i = 0; i < n; i++) {
      Hit h = hits.get(i);
      List<Piece> g = new ArrayList<>(2);
      boolean follows = i > 0 && hits.get(i - 1).line().number() == h.line().number() - 1;
      if (h.before() != null && !follows) {
        Piece ctx = capped(Piece.excerpt(h.before(), false), lineCap / 2);
        if (ctx != null) {
          g.add(ctx);
        }
      }
      Piece err = capped(Piece.excerpt(h.line(), true), lineCap);
      if (err == null) {
        continue;
      }
      g.add(err);
      groups.add(g);
      costs[groups.size() - 1] = cost(g);
    }
    // Two from the front for each one from the back: the first error is usually the root cause,
    // and the last ones often sit in the tail anyway.
    int lo = 0;
    int hi = groups.size() - 1;
    int turn = 0;
    long used = 0;
    List<List<Piece>> first = new ArrayList<>();
    List<List<Piece>> last = new ArrayList<>();
    while (lo <= hi) {
      boolean front = turn % 3 != 2;
      int i = front ? lo : hi;
      if (used + costs[i] > allowance) {
        break;
      }
      used += costs[i];
      if (front) {
        first.add(groups.get(lo++));
      } else {
        last.add(0, groups.get(hi--));
      }
      turn++;
    }
    List<Piece> out = new ArrayList<>();
    first.forEach(out::addAll);
    last.forEach(out::addAll);
    return out;
  }

  private Piece capped(Piece p, long cap) {
    return cost(p) <= cap ? p : startOf(p, cap);
  }
}

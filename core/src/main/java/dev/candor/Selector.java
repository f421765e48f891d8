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
    for (int i = 0; i < lines.size(); i++) {
      Line line = lines.get(i);
      if (line.number() >= stopAt) {
        break;
      }
      int run = boilerRun(lines, i, 1, stopAt, 0);
      if (run > 0) {
        used += markerCost; // the run is cut: its marker is what it costs
        i += run - 1;
        continue;
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
      // Never cut the last line: it is where a tool states how it ended.
      int run = i == lines.size() - 1 ? 0 : boilerRun(lines, i, -1, Long.MAX_VALUE, stopAfter);
      if (run > 0) {
        used += markerCost;
        i -= run - 1;
        continue;
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

  /**
   * The length of the run of boilerplate lines from {@code lines[i]} in direction {@code step},
   * when it is long enough and costs more than its marker; 0 otherwise.
   */
  private int boilerRun(List<Line> lines, int i, int step, long stopAt, long stopAfter) {
    int n = 0;
    long cost = 0;
    for (int k = i; k >= 0 && k < lines.size(); k += step) {
      Line l = lines.get(k);
      if (l.number() >= stopAt || l.number() <= stopAfter || !l.whole() || !Boilerplate.is(l.text())) {
        break;
      }
      n++;
      cost += cost(l.text());
      if (n >= 64) {
        break;
      }
    }
    return n >= Boilerplate.MIN_RUN && cost > markerCost ? n : 0;
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

  /** Lines that state a final status: kept before other error lines when not all fit. */
  private static final java.util.regex.Pattern STATUS = java.util.regex.Pattern.compile(
      "BUILD FAILURE|BUILD FAILED|FAILURE: Build failed| FAILURE \\[|Tests run: [0-9,]+, Failures: [1-9]|Tests? failed"
          + "|\\b[0-9]+ (failed|errors?)\\b|test result: FAILED|error: could not compile|npm (ERR!|error) code"
          + "|^FAIL\\b|^FAILED\\b|make(\\[[0-9]+\\])?: \\*\\*\\*|Process completed with exit code|failed with exit code");
  /** Lines that carry an error line's detail: a location, a symbol, an assertion's values. */
  private static final java.util.regex.Pattern CONTINUATION = java.util.regex.Pattern.compile(
      "^(\\[(ERROR|WARNING)\\]\\s{2,}\\S|E\\s{2,}\\S|\\s*-->|\\s*(symbol|location|expected|actual|found|required)\\s*:"
          + "|\\s+(\\+|-)\\s|\\s*(Expected|Received|expected|actual)\\b)");

  /**
   * Error excerpts within {@code allowance}: each error line with the line before it, and the
   * line after it when that continues it (a stack frame, a {@code symbol:} detail). When not all
   * fit, the first (usually the root cause) goes first, then lines that state a final status
   * ({@code BUILD FAILURE}, {@code 1 failed}), then those that point at the caller's own code
   * rather than a library, then two from the front for each one from the back. An error line whose text is already shown is not repeated. Excerpts share the one
   * marker of the stretch they sit in. An error line longer than {@code lineCap} shows its start;
   * a context line, half as much. {@code warnings} flags the lines as warnings, not errors.
   */
  List<Piece> excerpts(List<Hit> hits, long allowance, long lineCap, java.util.Set<String> shown, boolean warnings) {
    int n = hits.size();
    if (n == 0 || allowance <= 0) {
      return List.of();
    }
    List<List<Piece>> groups = new ArrayList<>(n);
    List<String> texts = new ArrayList<>(n);
    List<Boolean> status = new ArrayList<>(n);
    List<Boolean> ownCode = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Hit h = hits.get(i);
      List<Piece> g = new ArrayList<>(3);
      boolean follows = i > 0 && hits.get(i - 1).line().number() == h.line().number() - 1;
      if (h.before() != null && !follows && !Boilerplate.is(h.before().text())) {
        Piece ctx = capped(Piece.excerpt(h.before(), false), lineCap / 2);
        if (ctx != null) {
          g.add(ctx);
        }
      }
      Piece err = capped(warnings ? Piece.flagged(h.line()) : Piece.excerpt(h.line(), true), lineCap);
      if (err == null) {
        continue;
      }
      g.add(err);
      boolean nextIsHit = i + 1 < n && hits.get(i + 1).line().number() == h.line().number() + 1;
      if (h.after() != null && !nextIsHit && (CONTINUATION.matcher(h.after().text()).find() || Frames.isFrame(h.after().text()))) {
        // A stack frame is kept as long as an error line: its file and line number are at its end.
        Piece more = capped(Piece.excerpt(h.after(), false), Frames.isFrame(h.after().text()) ? lineCap : lineCap / 2);
        if (more != null) {
          g.add(more);
        }
      }
      groups.add(g);
      texts.add(sameness(h.line().text()));
      status.add(STATUS.matcher(h.line().text()).find());
      boolean own = false;
      for (Piece p : g) {
        own |= Frames.pointsAtOwnCode(p.line().text());
      }
      ownCode.add(own);
    }
    List<Integer> order = order(groups.size(), status, ownCode);
    java.util.Set<String> seen = new java.util.HashSet<>();
    shown.forEach(t -> seen.add(sameness(t)));
    java.util.TreeMap<Integer, List<Piece>> chosen = new java.util.TreeMap<>();
    long used = 0;
    for (int i : order) {
      if (!seen.add(texts.get(i))) {
        continue;
      }
      long c = cost(groups.get(i));
      if (used + c > allowance) {
        continue;
      }
      used += c;
      chosen.put(i, groups.get(i));
      for (Piece p : groups.get(i)) {
        seen.add(sameness(p.line().text()));
      }
    }
    List<Piece> out = new ArrayList<>();
    chosen.values().forEach(out::addAll);
    return out;
  }

  private static final java.util.regex.Pattern TAG = java.util.regex.Pattern.compile("^\\s*(\\[[A-Z]+\\]\\s*)?");

  /** What makes two error lines the same report: the text without a leading level tag and spacing. */
  static String sameness(String text) {
    return TAG.matcher(text).replaceFirst("").strip();
  }

  /**
   * The order excerpts are tried in: the first; the status lines; those that point at the
   * caller's own code (when some do not); then two from the front for each from the back.
   */
  private static List<Integer> order(int n, List<Boolean> status, List<Boolean> ownCode) {
    List<Integer> out = new ArrayList<>(n);
    boolean[] taken = new boolean[n];
    if (n > 0) {
      out.add(0);
      taken[0] = true;
    }
    for (int i = 0; i < n; i++) {
      if (status.get(i) && !taken[i]) {
        out.add(i);
        taken[i] = true;
      }
    }
    if (ownCode.contains(Boolean.FALSE)) {
      for (int i = 0; i < n; i++) {
        if (ownCode.get(i) && !taken[i]) {
          out.add(i);
          taken[i] = true;
        }
      }
    }
    int lo = 0;
    int hi = n - 1;
    int turn = 0;
    while (lo <= hi) {
      boolean front = turn++ % 3 != 2;
      int i = front ? lo++ : hi--;
      if (!taken[i]) {
        out.add(i);
        taken[i] = true;
      }
    }
    return out;
  }

  private Piece capped(Piece p, long cap) {
    return cost(p) <= cap ? p : startOf(p, cap);
  }
}

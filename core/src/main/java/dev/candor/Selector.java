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
  /** The least room, marks aside, in which a long error line shows its end beside its start and its error. */
  private static final int THREE_PARTS = 240;

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
    return cost(p.render()) + (p.repeatsBefore() == null ? 0 : cost(Marker.render(p.repeatsBefore())));
  }

  long cost(List<Piece> pieces) {
    long sum = 0;
    for (Piece p : pieces) {
      sum += cost(p);
    }
    return sum;
  }

  /**
   * What a run of pieces from {@link #head} or {@link #tail} costs in the output: their own cost
   * and a worst-case marker for each gap between them that no piece states itself (a run of
   * boilerplate lines cut), as those methods charge it.
   */
  long spent(List<Piece> pieces) {
    long sum = cost(pieces);
    for (int i = 1; i < pieces.size(); i++) {
      Piece p = pieces.get(i);
      if (p.number() > pieces.get(i - 1).number() + 1 && p.repeatsBefore() == null) {
        sum += markerCost;
      }
    }
    return sum;
  }

  /** Lines from the start, numbered below {@code stopAt}, within {@code allowance}. */
  List<Piece> head(List<Line> lines, long allowance, long stopAt, Scan scan) {
    return head(lines, allowance, stopAt, scan, true);
  }

  /**
   * Lines from the start, numbered below {@code stopAt}, within {@code allowance}; with {@code
   * fold}, runs of repeats become a first and a last exemplar and a marker between (not for search
   * results and files, whose lines are the data).
   */
  List<Piece> head(List<Line> lines, long allowance, long stopAt, Scan scan, boolean fold) {
    List<Piece> out = new ArrayList<>();
    long[] t = fold && (lines == scan.head() || lines == scan.tail()) ? scan.splitFoldKeys(lines) : null;
    List<Fold> folds = new ArrayList<>();
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
      Repeats r = t == null ? null : Repeats.forward(t, lines, i, stopAt);
      List<Piece> folded = r == null ? null : fold(lines, i, r, scan);
      if (folded != null && used + cost(folded) <= allowance) {
        out.addAll(folded);
        used += cost(folded);
        folds.add(0, new Fold(folded.get(r.period()), i, shown(folded, lines, i, r)));
        i += r.lines() - 1;
        continue;
      }
      if (line.clippedEnd() && !out.isEmpty() && cost(line.text()) <= allowance) {
        break; // the rest of this line is not held, and it may be short: it is not shown in part
      }
      Piece p = Piece.whole(line, scan.isError(line));
      long c = cost(p);
      if (used + c <= allowance) {
        out.add(p);
        used += c;
        continue;
      }
      long left = allowance - used;
      // A line is cut inside only when it alone is longer than the allowance; otherwise lines stay whole.
      if (left >= MIN_PIECE && (out.isEmpty() || c > allowance && left >= allowance / 4)) {
        Piece start = startOf(p, left);
        if (start != null) {
          out.add(start);
          used += cost(start);
        }
      }
      break;
    }
    return unfold(out, lines, folds, allowance, scan);
  }

  /** Lines from the end, numbered above {@code stopAfter}, within {@code allowance}. */
  List<Piece> tail(List<Line> lines, long allowance, long stopAfter, Scan scan) {
    return tail(lines, allowance, stopAfter, scan, true);
  }

  /** Lines from the end, numbered above {@code stopAfter}, within {@code allowance}; {@code fold} as for {@link #head}. */
  List<Piece> tail(List<Line> lines, long allowance, long stopAfter, Scan scan, boolean fold) {
    List<Piece> out = new ArrayList<>();
    long[] t = fold && (lines == scan.head() || lines == scan.tail()) ? scan.splitFoldKeys(lines) : null;
    List<Fold> folds = new ArrayList<>();
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
      Repeats r = t == null ? null : Repeats.backward(t, lines, i, stopAfter);
      List<Piece> folded = r == null ? null : fold(lines, i - r.lines() + 1, r, scan);
      if (folded != null && used + cost(folded) <= allowance) {
        for (int k = folded.size() - 1; k >= 0; k--) {
          out.add(folded.get(k));
        }
        used += cost(folded);
        folds.add(new Fold(folded.get(r.period()), i - r.lines() + 1, shown(folded, lines, i - r.lines() + 1, r)));
        i -= r.lines() - 1;
        continue;
      }
      if (line.clippedStart() && !out.isEmpty() && cost(line.text()) <= allowance) {
        break; // the start of this line is not held, and it may be short: it is not shown in part
      }
      // The last line shows its end when the head shows its start (a minified script's one line,
      // shown from both ends): the head window holds that start and no error line before it takes
      // the head's budget. Otherwise an error line is taken from its start, like any other.
      boolean endFirst = i == lines.size() - 1 && scan.headHolds(line) && !errorBefore(scan, line);
      line = endFirst ? line : scan.fromStart(line);
      Piece p = Piece.whole(line, scan.isError(line));
      long c = cost(p);
      if (used + c <= allowance) {
        out.add(p);
        used += c;
        continue;
      }
      long left = allowance - used;
      if (left >= MIN_PIECE && (out.isEmpty() || c > allowance && left >= allowance / 4)) {
        // An error line says what failed at its start; any other line, how it ended at its end.
        Piece end = p.error() && p.startsLine() && !endFirst ? startOf(p, left) : endOf(p, left);
        if (end != null) {
          out.add(end);
          used += cost(end);
        }
      }
      break;
    }
    Collections.reverse(out);
    return unfold(out, lines, folds, allowance, scan);
  }

  /** Whether the head window holds an error line before {@code line}, which the head shows first. */
  private static boolean errorBefore(Scan scan, Line line) {
    for (Line l : scan.head()) {
      if (l.number() >= line.number()) {
        return false;
      }
      if (scan.isError(l)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Gives what the allowance has left to the folded run nearest the end: its records just before
   * the last exemplar are shown again, the last lines before what follows the run (the last
   * orders processed before a crash), and the marker shrinks to what is still cut.
   */
  private List<Piece> unfold(List<Piece> out, List<Line> lines, List<Fold> folds, long allowance, Scan scan) {
    for (Fold f : folds) {
      long left = allowance - cost(out);
      if (left <= MIN_PIECE) {
        break;
      }
      if (blank(lines, f.start(), f.run().period())) {
        continue; // a run of empty lines says nothing more when shown again
      }
      out = unfold(out, lines, f.piece(), f.start(), f.run().period(), f.run().records(), left, scan);
    }
    return out;
  }

  /** Whether the record of {@code period} lines at {@code lines[start]} is only blank lines. */
  private static boolean blank(List<Line> lines, int start, int period) {
    for (int k = start; k < start + period && k < lines.size(); k++) {
      if (!lines.get(k).text().isBlank()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Where {@code piece} itself is in {@code pieces}, or -1. Not {@link List#indexOf}: a record's
   * {@code equals} is linked on its first call, 20 ms of a big output's shaping spent after its
   * command had ended, and the piece looked for is the very one the fold made.
   */
  private static int indexOfSame(List<Piece> pieces, Piece piece) {
    for (int i = 0; i < pieces.size(); i++) {
      if (pieces.get(i) == piece) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The run {@code r} at {@code lines[i]} as far as its fold's cut reaches: its records up to the
   * one its piece after the cut starts ({@link #heldFrom}), which {@link #unfold} shows more of.
   */
  private static Repeats shown(List<Piece> folded, List<Line> lines, int i, Repeats r) {
    long after = folded.get(r.period()).number() - lines.get(i).number();
    return new Repeats(r.period(), (int) (after / r.period()) + 1);
  }

  /** A folded run: the piece after its marker, the index of its first line, its shape. */
  private record Fold(Piece piece, int start, Repeats run) {}

  private List<Piece> unfold(List<Piece> out, List<Line> lines, Piece foldPiece, int start, int p, int records,
      long left, Scan scan) {
    int at = indexOfSame(out, foldPiece);
    int first = start + p;
    int lastStart = start + (records - 1) * p;
    int k = lastStart;
    long markerNow = cost(Marker.render(foldPiece.repeatsBefore()));
    while (k - p >= first) {
      long c = 0;
      for (int q = k - p; q < k; q++) {
        c += cost(lines.get(q).text());
      }
      long delta = c - (k - p == first ? markerNow : 0);
      if (delta > left) {
        break;
      }
      left -= delta;
      k -= p;
    }
    if (at < 0 || k == lastStart) {
      return out;
    }
    List<Piece> more = new ArrayList<>();
    for (int q = k; q < lastStart; q++) {
      more.add(Piece.whole(lines.get(q), scan.isError(lines.get(q))));
    }
    if (k > first) {
      Cut cut = Cut.repeats(lines.get(first).number(), lines.get(k - 1).number(),
          lines.get(k).start() - lines.get(first).start(), foldPiece.repeatsBefore().like());
      more.set(0, more.get(0).after(cut));
    }
    Piece last = foldPiece;
    List<Piece> result = new ArrayList<>(out.subList(0, at));
    result.addAll(more);
    result.add(new Piece(last.line(), last.shown(), last.prefix(), last.rawStart(), last.rawEnd(), last.error()));
    result.addAll(out.subList(at + 1, out.size()));
    return result;
  }

  /**
   * A run of repeats from {@code lines[i]}: its first record, then its last record with the cut of
   * the records between; null when the lines between cost no more than twice their marker. When
   * the line after the run names a value that one of the run's last {@value #HELD_RECORDS} records
   * names too and few others do ({@link #heldFrom}), the records from that one on are shown after
   * the cut: fail2ban's {@code Found 192.168.1.20} just above its {@code Ban 192.168.1.20}.
   */
  private List<Piece> fold(List<Line> lines, int i, Repeats r, Scan scan) {
    int p = r.period();
    int lastStart = heldFrom(lines, i, r);
    long between = 0;
    Line firstCut = lines.get(i + p);
    Line lastCut = lines.get(lastStart - 1);
    Cut cut = Cut.repeats(firstCut.number(), lastCut.number(), lines.get(lastStart).start() - firstCut.start(),
        Variants.like(lines, i, p, 90));
    // A fold that saves less than its marker costs (three rows of a final table under a marker
    // longer than any of them) hides them for little: the lines between must cost twice the marker.
    long marker = cost(Marker.render(cut));
    for (int k = i + p; k < lastStart && between <= 2 * marker; k++) {
      between += cost(lines.get(k).text());
    }
    if (between <= 2 * marker) {
      return null;
    }
    List<Piece> out = new ArrayList<>(2 * p);
    for (int k = i; k < i + p; k++) {
      out.add(Piece.whole(lines.get(k), scan.isError(lines.get(k))));
    }
    for (int k = lastStart; k < i + r.lines(); k++) {
      Piece piece = Piece.whole(lines.get(k), scan.isError(lines.get(k)));
      out.add(k == lastStart ? piece.after(cut) : piece);
    }
    return out;
  }

  /** At most this many records at a run's end are shown for a value the line after it names. */
  static final int HELD_RECORDS = 3;

  /**
   * Where the records a fold of the run at {@code lines[i]} shows after its cut start: its last
   * record, or an earlier one of its last {@link #HELD_RECORDS} (never its second) that holds a
   * value ({@link #values}) the line after the run holds and at most a tenth of the run's lines
   * (two in a short run) hold: a value every record names sets none apart.
   */
  private static int heldFrom(List<Line> lines, int i, Repeats r) {
    int p = r.period();
    int end = i + r.lines();
    int lastStart = end - p;
    if (end >= lines.size()) {
      return lastStart;
    }
    List<String> values = values(lines.get(end).text());
    int from = Math.max(i + 2 * p, lastStart - HELD_RECORDS * p);
    for (String v : values) {
      int holders = 0;
      int nearest = -1;
      int most = Math.max(2, (end - i) / 10);
      for (int k = i; k < end && holders <= most; k++) {
        if (lines.get(k).text().contains(v)) {
          holders++;
          nearest = k;
        }
      }
      if (holders >= 1 && holders <= most && nearest >= from) {
        int start = i + (nearest - i) / p * p;
        if (start < lastStart) {
          return start;
        }
      }
    }
    return lastStart;
  }

  /**
   * The values a line names that a run's record may share: tokens of seven chars or more, with a
   * digit and a dot, and no colon or slash (an address, {@code 192.168.1.20}; a host, {@code
   * db-12.example.com}; not a clock or a path).
   */
  static List<String> values(String text) {
    List<String> out = new ArrayList<>(2);
    for (String token : VALUE_SEPARATORS.split(text)) {
      int end = token.length();
      while (end > 0 && (token.charAt(end - 1) == '.' || token.charAt(end - 1) == ':')) {
        end--;
      }
      String t = token.substring(0, end);
      if (t.length() >= 7 && t.indexOf('.') > 0 && t.indexOf(':') < 0 && t.indexOf('/') < 0
          && t.chars().anyMatch(c -> c >= '0' && c <= '9')) {
        out.add(t);
      }
    }
    return out;
  }

  /** What parts the tokens {@link #values} reads: white space, brackets, quotes and list punctuation. */
  private static final java.util.regex.Pattern VALUE_SEPARATORS = java.util.regex.Pattern.compile("[\\s\\[\\]()<>\"',;=]+");

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

  /**
   * {@code p}, or its start when it costs more than {@code cap}; null when not even a start fits.
   * A start is followed by the mark of the cut inside the line: when the rest of the line costs no
   * more than that mark, the line whole costs less than its start and the mark, and says more.
   */
  Piece capped(Piece p, long cap) {
    long whole = cost(p);
    if (whole <= cap) {
      return p;
    }
    long mark = insideMark(p);
    return whole <= cap + mark ? p : startOf(p, cap);
  }

  /**
   * {@code p} whole when it costs at most {@code whole}; else, within {@code share}, its start and
   * its end, each about half of what the share leaves beside the mark of the cut between them, when
   * the engine holds the line's end; else its start. A compiler's line names the place at its start
   * and says what is wrong at its end ({@code <path>/Settlement.kt: (5, 27) Initializer type
   * mismatch: ...}), so neither end alone is the line. Empty when not even a start fits.
   */
  List<Piece> ends(Piece p, long whole, long share) {
    if (cost(p) <= Math.max(whole, share)) {
      return List.of(p);
    }
    Piece start = null;
    Piece end = null;
    if (!p.line().clippedEnd() && p.startsLine()) {
      long mark = insideMark(p);
      long half = (share - mark) / 2;
      start = half >= MIN_PIECE ? startOf(p, half) : null;
      end = start == null ? null : endOf(p, share - mark - cost(start));
    }
    if (end == null || start.rawEnd() >= end.rawStart()) {
      Piece only = startOf(p, share);
      return only == null ? List.of() : List.of(only);
    }
    return List.of(start, end);
  }

  /**
   * As {@link #ends(Piece, long, long)}, and when the line's text at {@code focus} (a char index,
   * where its error match starts; -1 for none; asked only of a line too long to show whole, since
   * finding it matches the error patterns again) falls in neither end, the line shows three parts
   * within the share: a shorter start, the stretch from a little before {@code focus}, and a
   * shorter end when the engine holds it. A long line of a log or a one-line report says what went
   * wrong in its middle ({@code ... worker 3 reported ERROR: disk full ...}), and its ends alone
   * showed only the fields around it.
   */
  List<Piece> ends(Piece p, long whole, long share, java.util.function.IntSupplier focusOf) {
    List<Piece> two = ends(p, whole, share);
    if (two.isEmpty() || two.get(0) == p || !p.startsLine()) {
      return two;
    }
    String text = p.shown();
    int focus = focusOf.getAsInt();
    if (focus < 0 || focus >= text.length()) {
      return two;
    }
    Piece first = two.get(0);
    Piece last = two.size() > 1 ? two.get(1) : null;
    int startChars = first.shown().length();
    int endFrom = last == null ? Integer.MAX_VALUE : text.length() - last.shown().length();
    if (focus + 8 <= startChars || focus >= endFrom) {
      return two; // the error is in a part shown already
    }
    long mark = insideMark(p);
    boolean threeParts = last != null && share - 2 * mark >= THREE_PARTS;
    long room = share - (threeParts ? 2 : 1) * mark;
    long edge = room / 5; // the middle, where the error is, gets the most
    // A line whose first sentence ends before its error says what happened there, and the error
    // further on explains it (rsyslog's "... seems to have closed connection. This often happens
    // when ... (we saw a generic IO Error ...)"): the start shows that sentence when it takes at
    // most two thirds of the room; the end keeps its fifth, and the stretch around the error the rest.
    int sentence = text.indexOf(". ");
    long firstSentence = sentence > 0 && sentence < focus ? cost(p.prefix() + text.substring(0, sentence + 1)) : 0;
    long opening = firstSentence > edge && firstSentence <= room * 2 / 3 ? firstSentence : edge;
    Piece start = edge >= MIN_PIECE ? startOf(p, opening) : null;
    Piece end = !threeParts || start == null ? null : endOf(p, edge);
    if (start == null || (threeParts && end == null)) {
      return two;
    }
    int from = Math.max(start.shown().length(), focus - (int) Math.min(60, room / 8));
    if (Character.isLowSurrogate(text.charAt(from))) {
      from--;
    }
    Piece middle = from(p, from, room - cost(start) - (end == null ? 0 : cost(end)));
    if (middle == null || middle.rawStart() <= start.rawEnd() || (end != null && middle.rawEnd() >= end.rawStart())) {
      return two;
    }
    return end == null ? List.of(start, middle) : List.of(start, middle, end);
  }

  /** The longest stretch of {@code p}'s text from char {@code at} whose piece costs at most {@code allowance}, or null. */
  Piece from(Piece p, int at, long allowance) {
    String text = p.shown();
    String rest = text.substring(at);
    int cps = rest.codePointCount(0, rest.length());
    int lo = 0;
    int hi = cps;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (cost(p.prefix() + rest.substring(0, rest.offsetByCodePoints(0, mid))) <= allowance) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    if (lo < MIN_PIECE) {
      return null;
    }
    String shown = rest.substring(0, rest.offsetByCodePoints(0, lo));
    long start = p.rawStart() + Utf8.length(text.substring(0, at));
    return new Piece(p.line(), shown, p.prefix(), start, Math.min(p.rawEnd(), start + Utf8.length(shown)), p.error());
  }

  /** What the mark of a cut inside {@code p}'s line costs. */
  long insideMark(Piece p) {
    return cost(Marker.render(Cut.of(CutReason.INSIDE_LINE, p.number(), p.number(), Utf8.length(p.shown()))));
  }
}

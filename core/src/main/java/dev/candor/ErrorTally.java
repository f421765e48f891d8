package dev.candor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Counts the error lines each cut of an observation removes, by template, for its marker (see
 * {@link CutErrors}). Only exact counts are stated: in a scan that kept every error line, those of
 * the cut span not shown; in one that did not, the counts of the whole output less the kept error
 * lines outside the cut, when every error line not kept lies inside it; otherwise nothing.
 */
final class ErrorTally {
  private final Scan scan;
  private final List<Hit> held;
  private final Set<Long> shown;
  private final boolean allHeld;
  private final int kindsMax;
  private final int likeChars;

  /**
   * For the observation that shows lines {@code shown} (whole or in part) of {@code scan}, naming
   * at most {@code kindsMax} templates of {@code likeChars} characters in a marker.
   */
  ErrorTally(Scan scan, Set<Long> shown, int kindsMax, int likeChars) {
    this.scan = scan;
    this.kindsMax = kindsMax;
    this.likeChars = likeChars;
    this.held = scan.complete() ? scan.allHits() : scan.hits();
    this.shown = shown;
    this.allHeld = scan.complete() || scan.droppedHits[0] == 0 && held.size() == scan.errorCount;
  }

  /** The error lines {@code cut} removes, or null when it removes none or the count is not exact. */
  CutErrors of(Cut cut) {
    if (scan.errorCount == 0 || cut.reason() == CutReason.INSIDE_LINE || cut.reason() == CutReason.ITEMS
        || cut.reason() == CutReason.BINARY) {
      return null;
    }
    boolean coversDropped = !allHeld && scan.droppedHits[0] >= cut.from() && scan.droppedHits[1] <= cut.to();
    if (!allHeld && (scan.droppedHits[0] == 0 || !coversDropped && overlaps(cut))) {
      return null; // some error lines of the span were not kept: how many of them lie in it is unknown
    }
    // By template: the held error lines in the cut; with those not held, the template's total less
    // its held lines outside the cut.
    Map<Long, long[]> in = new LinkedHashMap<>();
    Map<Long, String> like = new HashMap<>();
    Map<Long, Long> outside = new HashMap<>();
    long heldOutside = 0;
    for (Hit h : held) {
      long n = h.line().number();
      like.putIfAbsent(h.template(), h.line().text());
      if (n >= cut.from() && n <= cut.to() && !shown.contains(n)) {
        in.computeIfAbsent(h.template(), k -> new long[1])[0]++;
      } else {
        heldOutside++;
        outside.merge(h.template(), 1L, Long::sum);
      }
    }
    long lines;
    if (coversDropped) {
      lines = scan.errorCount - heldOutside;
      for (Long t : like.keySet()) {
        long c = scan.errorTemplateCount(t) - outside.getOrDefault(t, 0L);
        if (c > 0) {
          in.computeIfAbsent(t, k -> new long[1])[0] = c;
        }
      }
    } else {
      lines = 0;
      for (long[] c : in.values()) {
        lines += c[0];
      }
    }
    if (lines <= 0 || lines > cut.count()) {
      return null;
    }
    List<Map.Entry<Long, long[]>> byCount = new ArrayList<>(in.entrySet());
    byCount.sort((x, y) -> Long.compare(y.getValue()[0], x.getValue()[0]));
    List<CutErrors.Kind> kinds = new ArrayList<>();
    long named = 0;
    for (Map.Entry<Long, long[]> e : byCount) {
      if (kinds.size() == kindsMax || named + e.getValue()[0] > lines) {
        break;
      }
      kinds.add(new CutErrors.Kind(e.getValue()[0], Template.display(like.get(e.getKey()), likeChars)));
      named += e.getValue()[0];
    }
    if (kinds.size() == 1 && named == lines && cut.like() != null
        && Template.hash(like.get(byCount.get(0).getKey())) == likeHash(cut)) {
      kinds.clear(); // the repeats' own template already says what they are
    }
    return new CutErrors(lines, kinds);
  }

  /** The template of the first line of a cut of repeats, when the scan holds it. */
  private long likeHash(Cut cut) {
    for (List<Line> lines : List.of(scan.head(), scan.tail())) {
      if (!lines.isEmpty() && cut.from() >= lines.get(0).number() && cut.from() <= lines.get(lines.size() - 1).number()) {
        Line l = lines.get((int) (cut.from() - lines.get(0).number()));
        return l.number() == cut.from() ? Template.hash(l.text()) : 0;
      }
    }
    return 0;
  }

  /** Whether {@code cut}'s span meets the lines where the error lines not kept lie. */
  private boolean overlaps(Cut cut) {
    return cut.from() <= scan.droppedHits[1] && cut.to() >= scan.droppedHits[0];
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Puts one observation together from a {@link Scan}: header, summary and body, tried from the
 * richest header down, shrinking the body until the whole measures within the budget.
 */
final class Assembly {
  private static final int ATTEMPTS = 8;

  private final Shaper shaper;
  private final Budget budget;
  private final Scan scan;
  private final Evidence ev;
  private final Strategy strategy;
  private final Outline outline;
  private final List<String> notes;
  private final Selector sel;
  /** The first observation that fitted with no line of the output in it, under the richest header. */
  private Shaped nothingShown;

  Assembly(Shaper shaper, Scan scan, Evidence ev, Strategy strategy, Outline outline, List<String> notes) {
    this.shaper = shaper;
    this.budget = shaper.budget();
    this.scan = scan;
    this.ev = ev;
    this.strategy = strategy;
    this.outline = outline;
    this.notes = new ArrayList<>(notes);
    this.sel = new Selector(budget);
    addCleaningNotes();
  }

  private void addCleaningNotes() {
    if (scan.invalidUtf8 > 0) {
      notes.add(Marker.plural(scan.invalidUtf8, "invalid UTF-8 sequence") + " shown as U+FFFD");
    }
    if (scan.clean.ansiSequences > 0) {
      notes.add("ANSI escape sequences stripped");
    }
    if (scan.clean.progressFrames > 0) {
      notes.add("carriage-return progress frames collapsed to the last one drawn");
    }
  }

  /** Error templates seen at least this often are stated as totals. */
  private static final int ERROR_TOTAL = 10;
  /** Other templates seen at least this often (and on a tenth of the lines) are stated as totals. */
  private static final int LINE_TOTAL = 50;
  private static final int TOTALS = 3;

  /**
   * States the totals of the templates with the most lines, when counts are large: {@code 241
   * error lines like "src/<path>.ts(<N>): error TS<N>: ..."}, {@code 840 lines like "In <path>
   * line <N>:"}. Only exact counts are stated. Returns whether a note was added, as the last.
   */
  private boolean addTotals() {
    if (strategy == Strategy.FILE || scan.lines < LINE_TOTAL) {
      return false;
    }
    List<String> parts = new ArrayList<>();
    java.util.Set<Long> done = new java.util.HashSet<>();
    boolean data = strategy == Strategy.LIST;
    if (!data) {
      List<Hit> hits = scan.complete() ? scan.allHits() : scan.hits();
      List<Hit> firsts = new ArrayList<>();
      for (Hit h : hits) {
        if (done.add(h.template())) {
          firsts.add(h);
        }
      }
      firsts.sort((x, y) -> Long.compare(scan.errorTemplateCount(y.template()), scan.errorTemplateCount(x.template())));
      for (Hit h : firsts.subList(0, Math.min(TOTALS, firsts.size()))) {
        long n = scan.errorTemplateCount(h.template());
        if (n >= ERROR_TOTAL) {
          parts.add(Marker.plural(n, "error line") + " like \"" + Template.display(h.line().text(), 80) + "\"");
        }
      }
    }
    for (Templates.Total t : scan.totals(TOTALS, LINE_TOTAL)) {
      if (parts.size() < TOTALS && done.add(t.template()) && t.count() * 10L >= scan.lines) {
        String like = Template.display(t.example(), 80);
        // Blank lines have no template to quote, as in a marker: "10,000,000 empty lines".
        parts.add(like.isEmpty() ? Marker.plural(t.count(), "empty line") : Marker.plural(t.count(), "line") + " like \"" + like + "\"");
      }
    }
    if (parts.isEmpty()) {
      return false;
    }
    notes.add("totals by template: " + String.join(", ", parts));
    return true;
  }

  /**
   * The UTF-16 length of every line held, a lower bound on the whole output's rendering: an output
   * far over the budget is not rendered whole (each line checked for errors) only to be measured.
   */
  private long heldChars() {
    long n = 0;
    for (Line l : scan.head()) {
      n += l.text().length();
    }
    return n;
  }

  Shaped shape() {
    if (strategy == Strategy.BINARY) {
      return binary();
    }
    if (scan.bytes == 0) {
      return fitted(List.of(), "(no output)", new Selection(List.of(), "everything"), List.of(), false);
    }
    if (scan.complete() && !budget.surelyExceededBy(heldChars())) {
      Selection all = Layouts.all(scan);
      Body body = Body.render(all, scan.bytes, scan.lines, null);
      List<String> head = new ArrayList<>(Header.evidence(ev, Header.Level.FULL, scan.errorCount, scan.bytes));
      String n = Header.notes(notes);
      if (n != null) {
        head.add(n);
      }
      String text = join(head, body.text);
      if (budget.fits(text)) {
        return result(text, all, body.cuts, false);
      }
    }
    boolean totals = addTotals();
    for (Header.Level level : Header.Level.values()) {
      Shaped s = attempt(level);
      if (s == null && totals) {
        // The totals are worth less than the rest of the full summary: without them, once more.
        notes.remove(notes.size() - 1);
        totals = false;
        s = attempt(level);
      }
      if (s != null) {
        return s;
      }
    }
    Shaped one = oneLine();
    return one != null ? one : nothingShown != null ? nothingShown : hardCut();
  }

  /**
   * The barest header and one line with its markers, when no layout fits the budget but that
   * much does: a budget of a couple of hundred characters still shows what failed rather than
   * nothing. The line is the first error line (the root cause), else the first line of a search or
   * a head cut, else the last line (the final status).
   */
  private Shaped oneLine() {
    boolean fromStart = strategy == Strategy.LIST || strategy == Strategy.HEAD || strategy == Strategy.FILE;
    List<Line> lines = fromStart ? scan.head() : scan.tail();
    Line line = !scan.hits().isEmpty() && statesErrors() ? scan.hits().get(0).line()
        : lines.isEmpty() ? null : lines.get(fromStart ? 0 : lines.size() - 1);
    if (line == null || !line.whole() || line.text().isBlank()) {
      return null;
    }
    Selection s = Selection.of(List.of(Piece.whole(line, scan.isError(line))), "one line");
    Body body = Body.render(s, scan.bytes, scan.lines, shaper.range(), scan::allBlank, c -> null);
    String text = join(headerLines(Header.Level.BARE, facts(scan, true, 0, 0), s.lines(), shownUnits(s), s.kept()),
        body.text);
    return budget.fits(text) ? result(text, s, body.cuts, true) : null;
  }

  /** Tries one header level; null when the body cannot be made to fit under it. */
  private Shaped attempt(Header.Level level) {
    StreamFacts worst = facts(scan, true, 0, 0);
    String probe = join(headerLines(level, worst, scan.lines, worst.chars(), "head, tail, 99,999 of 99,999 error lines (distinct first) and 99,999 rare lines, numbered, with context"), "");
    long headerCost = budget.measure(probe) + 1;
    long allowance = budget.limit() - headerCost;
    boolean last = level == Header.Level.BARE;
    if (headerCost > budget.limit() * level.maxShare && !last) {
      return null;
    }
    // First with each cut's count of the error lines it removes; when that clause is what keeps
    // every body over a small budget, once more without it, so no cut loses its marker for it.
    // Without a count to state, the second pass would repeat the first exactly, so it is skipped.
    for (boolean tally : statesErrors() ? new boolean[] {true, false} : new boolean[] {false}) {
      long room = allowance;
      for (int i = 0; i < ATTEMPTS && room > 0; i++) {
        Selection s = Layouts.select(strategy, scan, sel, room, shaper.headRatio(), shaper.range(), outline, ev.failed());
        Body body = Body.render(s, scan.bytes, scan.lines, shaper.range(), scan::allBlank,
            tally ? errorsCut(s) : c -> null);
        long shownUnits = shownUnits(s);
        String text = join(headerLines(level, facts(scan, true, 0, 0), s.lines(), shownUnits, s.kept()), body.text);
        long size = budget.measure(text);
        if (s.pieces().isEmpty()) {
          // Less room shows no more: a poorer header, or one line alone, may show something; this
          // serves when nothing does.
          if (size <= budget.limit() && nothingShown == null) {
            nothingShown = result(text, s, body.cuts, true);
          }
          break;
        }
        if (size <= budget.limit()) {
          return result(text, s, body.cuts, true);
        }
        room -= (size - budget.limit()) + (long) i * i + 1;
      }
    }
    return null;
  }

  /**
   * What each cut of {@code s} says of the error lines it removes: nothing for search results and
   * file contents, whose lines are data.
   */
  private java.util.function.Function<Cut, CutErrors> errorsCut(Selection s) {
    if (!statesErrors()) {
      return c -> null;
    }
    java.util.Set<Long> shown = new java.util.HashSet<>();
    s.pieces().forEach(p -> shown.add(p.number()));
    // A small budget names one template, briefly; a larger one the two most common.
    boolean roomy = budget.limit() >= 4_000;
    return new ErrorTally(scan, shown, roomy ? CutErrors.KINDS : 1, roomy ? CutErrors.LIKE_CHARS : 40)::of;
  }

  /** Whether cuts may state error lines: not for search results and file contents, nor without errors. */
  private boolean statesErrors() {
    return strategy != Strategy.LIST && strategy != Strategy.FILE && scan.errorCount > 0;
  }

  private long shownUnits(Selection s) {
    switch (budget.unit()) {
      case CHARS:
        return s.chars();
      case BYTES:
        long n = 0;
        for (Piece p : s.pieces()) {
          n += Utf8.length(p.shown());
        }
        return n;
      default:
        long t = 0;
        for (Piece p : s.pieces()) {
          t += budget.tokenizer().count(p.shown());
        }
        return t;
    }
  }

  private List<String> headerLines(Header.Level level, StreamFacts facts, long shownLines, long shownUnits, String kept) {
    List<String> out = new ArrayList<>(Header.evidence(ev, level, scan.errorCount, scan.bytes));
    out.add(Header.summary(level, strategy, budget, facts, shownLines, shownUnits, kept,
        ev.exitCode().isPresent(), shaper.fullOutput().orElse(null), notes));
    return out;
  }

  private Shaped binary() {
    Cut cut = Cut.of(CutReason.BINARY, 1, 1, scan.bytes);
    List<String> head = new ArrayList<>(Header.evidence(ev, Header.Level.FULL, 0, scan.bytes));
    String body = Marker.render(cut) + "\n[candor: binary output (" + scan.binaryType + "), "
        + Grouping.of(scan.bytes) + " bytes, sha256 " + scan.sha256 + "; not shown as text"
        + shaper.fullOutput().map(f -> "; full output: " + f).orElse("") + "]";
    String text = join(head, body);
    if (budget.fits(text)) {
      // What the binary says about itself, as strings(1) would show it, while the budget lasts.
      List<String> strings = scan.printableStrings(8, 2_000);
      if (!strings.isEmpty()) {
        StringBuilder more = new StringBuilder(text).append("\n[candor: printable strings from its first ")
            .append(Grouping.of(Math.min(scan.bytes, 64 * 1024))).append(" bytes, one a line:]");
        if (budget.fits(more.toString())) {
          text = more.toString();
          for (String s : strings) {
            String next = text + "\n" + s;
            if (!budget.fits(next)) {
              break;
            }
            text = next;
          }
        }
      }
    } else {
      text = join(Header.evidence(ev, Header.Level.BARE, 0, scan.bytes), Marker.render(cut));
    }
    if (!budget.fits(text)) {
      text = Fit.prefix(text, budget);
    }
    return new Shaped(text, Strategy.BINARY, budget, budget.measure(text), ev, facts(scan, true, 0, 0), true, 0,
        List.of(cut), 0, 0, OptionalLong.empty(), OptionalLong.empty(), List.of("binary output: " + scan.binaryType));
  }

  private Shaped fitted(List<String> extra, String body, Selection s, List<Cut> cuts, boolean truncated) {
    List<String> head = new ArrayList<>(Header.evidence(ev, Header.Level.FULL, scan.errorCount, scan.bytes));
    head.addAll(extra);
    String text = join(head, body);
    if (!budget.fits(text)) {
      text = Fit.prefix(text, budget);
    }
    return result(text, s, cuts, truncated);
  }

  /** The last resort for budgets too small for any header: the start of the barest header. */
  private Shaped hardCut() {
    String bare = join(headerLines(Header.Level.BARE, facts(scan, true, 0, 0), 0, 0, ""), "");
    String text = Fit.prefix(bare, budget);
    if (!budget.fits(bare) && shaper.fullOutput().isPresent()) {
      // The way back before all else the header says, when the budget holds it whole.
      String way = Header.wayBack(shaper.fullOutput().get());
      List<String> exit = Header.evidence(ev, Header.Level.BARE, scan.errorCount, scan.bytes);
      text = budget.fits(join(exit, way)) ? join(exit, way) : budget.fits(way) ? way : text;
    }
    List<Cut> cuts = List.of(Cut.of(CutReason.END, 1, Math.max(1, scan.lines), scan.bytes));
    return result(text, new Selection(List.of(), ""), cuts, true);
  }

  private Shaped result(String text, Selection s, List<Cut> cuts, boolean truncated) {
    boolean cut = truncated && !cuts.isEmpty();
    long headEnd = 0;
    long tailStart = scan.bytes;
    List<Piece> pieces = s.pieces();
    if (cut && !pieces.isEmpty()) {
      // The head runs to the end of the last piece before the first cut; the tail from the first
      // piece after the last cut.
      Cut first = cuts.get(0);
      Cut lastCut = cuts.get(cuts.size() - 1);
      for (Piece p : pieces) {
        if (p.number() < first.from() || (p.number() == first.from() && p.rawStart() == 0)) {
          headEnd = Math.max(headEnd, p.rawEnd());
        }
      }
      for (int i = pieces.size() - 1; i >= 0; i--) {
        Piece p = pieces.get(i);
        if (p.number() > lastCut.to() || (p.number() == lastCut.to() && p.rawEnd() == scan.bytes)) {
          tailStart = Math.min(tailStart, p.rawStart());
        }
      }
    }
    StreamFacts facts = facts(scan, cut, headEnd, tailStart);
    long errorsShown = cut ? s.errorLines() : scan.errorCount;
    long found = Math.max(scan.errorCount, errorsShown);
    if (strategy == Strategy.LIST || strategy == Strategy.FILE) {
      // Search results and file contents are data: a line that says "error" is not the tool failing.
      found = 0;
      errorsShown = 0;
    }
    return new Shaped(text, strategy, budget, budget.measure(text), ev, facts, cut,
        cut ? s.lines() : scan.lines, cuts, found, Math.min(errorsShown, found),
        OptionalLong.empty(), OptionalLong.empty(), notes);
  }

  static StreamFacts facts(Scan scan, boolean cut, long headEnd, long tailStart) {
    Optional<String> head = cut && headEnd > 0 ? Optional.of(scan.headSha(headEnd)) : Optional.empty();
    Optional<String> tail = cut && tailStart < scan.bytes ? Optional.of(scan.tailSha(tailStart)) : Optional.empty();
    return new StreamFacts(scan.bytes, scan.lines, scan.chars, scan.sha256, head, tail,
        scan.binary ? "binary" : "utf-8", scan.invalidUtf8, Optional.ofNullable(scan.binaryType));
  }

  private static String join(List<String> head, String body) {
    if (head.isEmpty()) {
      return body;
    }
    String h = String.join("\n", head);
    return body.isEmpty() ? h : h + "\n" + body;
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The line strategies: which pieces of a {@link Scan} to show within an allowance, by where the
 * information of each kind of output lives.
 */
final class Layouts {
  private Layouts() {}

  /** Shares of the allowance: head, error excerpts, and the rest for the tail. */
  private static final double[] TERMINAL = {0.20, 0.35};
  /**
   * When the call failed, the error lines are the evidence: the head gives them its share. So do a
   * success's warnings when no line is an error line: they are what the run has to say.
   */
  private static final double[] TERMINAL_FAILED = {0.10, 0.55};
  private static final double[] LOG = {0.10, 0.30};

  static Selection select(Strategy s, Scan scan, Selector sel, long allowance, double headRatio, long[] range,
      Outline outline, boolean failed) {
    Selection chosen = choose(s, scan, sel, allowance, headRatio, range, outline, failed);
    return s == Strategy.FILE ? chosen : BlankRuns.join(chosen, scan::allBlank);
  }

  private static Selection choose(Strategy s, Scan scan, Selector sel, long allowance, double headRatio, long[] range,
      Outline outline, boolean failed) {
    switch (s) {
      case TERMINAL:
        boolean evidence = failed ? scan.errorCount > 0 : scan.errorCount == 0 && !scan.allWarnings().isEmpty();
        double[] shares = evidence ? TERMINAL_FAILED : TERMINAL;
        return headErrorsTail(scan, sel, allowance, shares[0], shares[1], failed, false);
      case LOG:
        return headErrorsTail(scan, sel, allowance, LOG[0], LOG[1], failed, true);
      case LIST:
      case HEAD:
        return head(scan, sel, allowance, s == Strategy.LIST);
      case TAIL:
        return tail(scan, sel, allowance);
      case HEAD_TAIL:
        return headTail(scan, sel, allowance, headRatio);
      case FILE:
        if (range != null) {
          return fileRange(scan, sel, allowance, range, outline);
        }
        List<Line> declarations = declarations(scan, outline, 0, Long.MAX_VALUE); // once, for the test and the outline
        return readsAsLog(scan, declarations.size()) ? headErrorsTail(scan, sel, allowance, LOG[0], LOG[1], failed, true)
            : file(scan, sel, allowance, declarations);
      default:
        throw new IllegalArgumentException("not a line strategy: " + s);
    }
  }

  /** Everything: for input that fits. */
  static Selection all(Scan scan) {
    List<Piece> out = new ArrayList<>();
    for (Line l : scan.head()) {
      out.add(Piece.whole(l, scan.isError(l)));
    }
    return Selection.of(out, "everything");
  }

  private static Selection head(Scan scan, Selector sel, long a, boolean list) {
    List<Piece> h = sel.head(scan.head(), a - sel.markerCost, Long.MAX_VALUE, scan, false);
    return Selection.of(h, "the first " + Marker.plural(lineCount(h), "line"));
  }

  private static Selection tail(Scan scan, Selector sel, long a) {
    List<Piece> t = sel.tail(scan.tail(), a - sel.markerCost, 0, scan);
    return Selection.of(t, "the last " + Marker.plural(lineCount(t), "line"));
  }

  private static Selection headTail(Scan scan, Selector sel, long a, double ratio) {
    a -= sel.markerCost;
    List<Piece> t = sel.tail(scan.tail(), (long) (a * (1 - ratio)), 0, scan);
    List<Piece> h = sel.head(scan.head(), a - sel.cost(t), stopAt(t), scan);
    List<Piece> all = new ArrayList<>(h);
    all.addAll(t);
    return Selection.of(all, "head and tail");
  }

  /**
   * Terminal and log output: a head share, the error lines in between (each with its block), the
   * rare lines in between (templates seen a few times: a crash amid routine lines, whatever its
   * words), and the rest for the tail. What one part does not use flows to the others. The rare
   * lines of a crash ({@link Incidents}) are paid from the error share, which grows for them as
   * far as {@link #MIN_TAIL}; a failure with no error line gives its rare lines the largest share.
   */
  private static Selection headErrorsTail(Scan scan, Selector sel, long a, double headShare, double errShare,
      boolean failed, boolean log) {
    // A log's start-up (a server's banner and settings) says less than what is new once it runs.
    long settled = log ? scan.settled() : -1;
    a -= sel.markerCost;
    long headA = (long) (a * headShare);
    long lineCap = Math.max(60, Math.min((long) (a * 0.12), 400));
    List<Hit> candidates = middleHits(scan, 0, Long.MAX_VALUE);
    List<Line> incidentAll = scan.lines < RARE_MIN_LINES ? List.of() : Incidents.cascades(scan, candidates, scan.rare());
    java.util.Set<Long> incidentLines = new java.util.HashSet<>();
    incidentAll.forEach(l -> incidentLines.add(l.number()));
    // No error line anywhere: a success's warnings are what happened in between.
    boolean warnings = candidates.isEmpty(); // a streamed scan keeps warnings too (WarnWatch)
    int errorTemplates = distinctTemplates(candidates);
    if (warnings) {
      candidates = warningHits(scan, 0, Long.MAX_VALUE);
      // A failure with no error line: its rare lines say what happened more than its warnings.
      errorTemplates = failed ? 0 : distinctTemplates(candidates);
    }
    long errMax = (long) (a * errShare);
    long errNeed = Math.min(errMax, sel.cost(new Excerpts(sel).errors(candidates, errMax, lineCap, java.util.Set.of(),
        warnings, scan, false)));
    // Where the run first went wrong: a state seen before it that comes back after it is news.
    List<Templates.Rare> back = log ? comeBack(scan, firstTrouble(candidates, incidentAll)) : List.of();
    List<Templates.Rare> rareAll = without(rareLines(scan, 0, Long.MAX_VALUE, back), incidentLines);
    // On a success, error lines of a kind that began with the run and recurs (a scanner's failed
    // logins, round after round) are its background: they do not shut out the rare lines, where
    // what happened once is. A kind that begins mid-run is an incident, and counts.
    // Error lines the tail shows anyway take none of the room between: only those before it count
    // against the rare lines (a link's errors at the end of a build leave the one odd warning its room).
    int errorKinds = !failed ? notBackground(scan, candidates) : warnings ? errorTemplates
        : errorKindsBeforeTail(scan, sel, candidates, a - headA - errNeed - (long) (a * FEW_ERRORS_SHARE));
    long rareMax = (long) (a * rareShare(scan, errorKinds, a));
    if (log && rareMax > 0) {
      // A log's tail past its last lines is more of its routine or its shutdown (a member stopping
      // its peers one by one): the rare lines once it runs may take its room, down to LOG_TAIL;
      // not those of its start-up, which say less than more of its end.
      long room = a - headA - errNeed - (long) (a * LOG_TAIL);
      if (room > rareMax) {
        List<Templates.Rare> running = settled < 0 ? rareAll
            : rareAll.stream().filter(r -> r.line().number() >= settled).toList();
        long wanted = sel.cost(new Excerpts(sel).startUpBefore(settled).rare(running, room, lineCap, java.util.Set.of(), scan));
        rareMax = Math.max(rareMax, Math.min(room, wanted));
      }
    }
    // Priced with what each rare line brings (its block, the lines that head its group), as shown.
    long rareNeed = Math.min(rareMax, sel.cost(new Excerpts(sel).startUpBefore(settled).rare(rareAll, rareMax, lineCap, java.util.Set.of(), scan)));
    if (!incidentAll.isEmpty()) {
      // A crash's cascade before the tail is paid from the error share, which grows for it as far
      // as the tail's floor; the lines the tail shows anyway cost nothing more.
      long tailFrom = stopAt(sel.tail(scan.tail(), a - headA - errNeed - rareNeed, 0, scan));
      List<Line> beforeTail = incidentAll.stream().filter(l -> l.number() < tailFrom).toList();
      if (!beforeTail.isEmpty()) {
        errMax = (long) (a * Math.max(errShare, Math.min(errShare + INCIDENT_SHARE, 1 - headShare - MIN_TAIL)));
        errNeed = Math.min(errMax, sel.cost(new Excerpts(sel).errors(candidates, beforeTail, errMax, lineCap,
            java.util.Set.of(), warnings, scan, false)));
      }
    }
    List<Piece> t = sel.tail(scan.tail(), a - headA - errNeed - rareNeed, 0, scan);
    long tailUsed = sel.spent(t);
    // The head keeps to its share; what the tail leaves goes to the error lines first.
    List<Piece> h = wholeErrors(sel.head(scan.head(), Math.min(headA, a - errNeed - rareNeed - tailUsed), stopAt(t), scan));
    long headUsed = sel.spent(h);
    long lastHead = h.isEmpty() ? 0 : h.get(h.size() - 1).number();
    long firstTail = t.isEmpty() ? Long.MAX_VALUE : t.get(0).number();
    java.util.Set<String> shownTexts = new java.util.HashSet<>();
    h.forEach(p -> shownTexts.add(p.line().text()));
    t.forEach(p -> shownTexts.add(p.line().text()));
    List<Hit> middle = warnings ? warningHits(scan, lastHead, firstTail) : middleHits(scan, lastHead, firstTail);
    List<Line> incident = new ArrayList<>();
    for (Line l : incidentAll) {
      if (l.number() > lastHead && l.number() < firstTail) {
        incident.add(l);
      }
    }
    // Between head and tail: one excerpt of each error template first, then the rare lines, then
    // more lines of the templates already shown (two hundred lines of one warning say one thing).
    // The rare lines may so take the room of those repeats, not more.
    long between = a - headUsed - tailUsed;
    // The blocks of those excerpts come before rare lines from elsewhere: they may take half the
    // room kept for the rare lines, never all of it (one failure's forty-line dump would leave no
    // room for the one line that says the disk is full); the rare lines have what they leave.
    Excerpts.Split split = new Excerpts(sel).split(middle, incident, between - rareNeed,
        blockRoom(sel, rareAll, rareNeed, lineCap, shownTexts, scan, settled), lineCap, shownTexts, warnings, scan);
    // A kind of error line left unshown says more than a rare line that breaks no routine (a
    // server's start-up banner, every line new): when the room kept for those lines shows more
    // kinds of error line, the error lines have it. Rare lines new amid routine keep theirs.
    long newNeed = Math.min(rareNeed, sel.cost(new Excerpts(sel).startUpBefore(settled).rare(amidRoutine(rareAll), rareMax, lineCap,
        java.util.Set.of(), scan)));
    if (newNeed < rareNeed) {
      Excerpts.Split wider = new Excerpts(sel).split(middle, incident, between - newNeed,
          blockRoom(sel, amidRoutine(rareAll), newNeed, lineCap, shownTexts, scan, settled), lineCap, shownTexts, warnings,
          scan);
      if (errorTemplates(wider.distinct()) > errorTemplates(split.distinct())) {
        split = wider;
      }
    }
    List<Piece> distinct = split.distinct();
    long repeats = split.repeatsCost();
    distinct.stream().filter(p -> p.startsLine() && p.endsLine()).forEach(p -> shownTexts.add(p.line().text()));
    // A rare line printed for each of many names (a tool reading one config file after another)
    // says less than one more error line of a kind already shown: when there are such, it has what
    // they leave.
    java.util.Set<Long> inDistinct = new java.util.HashSet<>();
    distinct.forEach(p -> inDistinct.add(p.number()));
    List<Hit> more = middle.stream().filter(m -> !inDistinct.contains(m.line().number())).toList();
    List<Templates.Rare> rareMiddle = without(rareLines(scan, lastHead, firstTail, back), incidentLines);
    java.util.Set<Long> family = more.isEmpty() ? java.util.Set.of() : scan.rareFamilies();
    List<Templates.Rare> own = rareMiddle.stream().filter(x -> !family.contains(x.line().number())).toList();
    List<Piece> r = new Excerpts(sel).startUpBefore(settled).rare(own,
        Math.min(rareMax + repeats, between - sel.cost(distinct)), lineCap, shownTexts, scan);
    r.stream().filter(p -> p.startsLine() && p.endsLine()).forEach(p -> shownTexts.add(p.line().text()));
    List<Piece> e = new ArrayList<>(distinct);
    e.addAll(new Excerpts(sel).errors(more, List.of(), between - sel.cost(distinct) - sel.cost(r), lineCap, shownTexts,
        warnings, scan, true).stream().filter(p -> !inDistinct.contains(p.number())).toList());
    if (own.size() < rareMiddle.size()) {
      java.util.Set<Long> placed = new java.util.HashSet<>();
      e.forEach(p -> placed.add(p.number()));
      r.forEach(p -> placed.add(p.number()));
      List<Templates.Rare> families = rareMiddle.stream().filter(x -> family.contains(x.line().number())).toList();
      List<Piece> rf = new Excerpts(sel).startUpBefore(settled).rare(families,
          Math.min(rareMax + repeats - sel.cost(r), between - sel.cost(e) - sel.cost(r)), lineCap, shownTexts, scan);
      r = new ArrayList<>(r);
      for (Piece p : rf) {
        if (placed.add(p.number())) {
          r.add(p);
        }
      }
      r.sort(Comparator.comparingLong(Piece::number));
    }
    long incidentShown = e.stream().filter(p -> !p.error() && incidentLines.contains(p.number())).count();
    List<Piece> ex = new ArrayList<>(e);
    java.util.Set<Long> inE = new java.util.HashSet<>();
    e.forEach(p -> inE.add(p.number()));
    r.stream().filter(p -> !inE.contains(p.number())).forEach(ex::add);
    ex.sort(Comparator.comparingLong(Piece::number));
    long left = a - headUsed - tailUsed - sel.cost(ex);
    // The incident lines just before the tail, and the excerpts that run on into it (a crash's
    // error lines with nothing but blank lines between them and the tail), when the tail grown by
    // what is left and what they cost reaches back over them: shown by the tail, with the lines
    // before them (the last requests a service served before it died), rather than what is left
    // going to more of the head. An excerpt with lines left out before the tail (a report's library
    // frames) stays an excerpt.
    while (left > Selector.MIN_PIECE && !t.isEmpty() && !ex.isEmpty()) {
      Piece last = ex.get(ex.size() - 1);
      boolean incidentLine = !last.error() && incidentLines.contains(last.number());
      if (!last.startsLine() || !incidentLine && !blankBetween(scan, last.number(), t.get(0).number())) {
        break;
      }
      // An excerpt that runs on into the tail is taken in up to its own first line, so the tail
      // does not show what the excerpts before it left out.
      long after = !incidentLine ? last.number() - 1 : ex.size() > 1 ? ex.get(ex.size() - 2).number() : lastHead;
      List<Piece> grown = sel.tail(scan.tail(), tailUsed + left + sel.cost(last), after, scan);
      if (grown.isEmpty() || grown.get(0).number() > last.number() || !grown.get(0).startsLine()
          && grown.get(0).number() == last.number()) {
        break;
      }
      ex.remove(ex.size() - 1);
      t = grown;
      tailUsed = sel.spent(t);
      left = a - headUsed - tailUsed - sel.cost(ex);
    }
    // A tail of routine lines (a linter's hundredth 'Missing semicolon') gives up all but the last
    // few of them to the later lines of a rare kind.
    long routine = t.isEmpty() ? 0 : routineBefore(scan);
    List<Piece> shortTail = routine > 0 && routine >= t.get(0).number() ? sel.tail(scan.tail(), tailUsed, routine, scan) : t;
    long freed = tailUsed - sel.spent(shortTail);
    if (left + freed > Selector.MIN_PIECE) {
      // What is left shows first the error lines of a rare template that nothing shows (the 500
      // after a server's traceback), then the lines of a crash's cascade that nothing shows, then
      // the later lines of a rare kind whose first line is shown (a parser's second "Expected ')'
      // to match" after one bad merge), not more of the routine.
      long before = t.isEmpty() ? Long.MAX_VALUE : t.get(0).number();
      List<Piece> again = rareErrors(scan, sel, lastHead, before, left + freed, lineCap, h, ex, t);
      again.addAll(unshownCascade(incident, sel, before, left + freed - sel.cost(again), lineCap, h, ex, t, again));
      again.addAll(rareAgain(scan, sel, lastHead, before, left + freed - sel.cost(again), lineCap, h, ex, t, again));
      if (!again.isEmpty()) {
        ex.addAll(again);
        ex.sort(Comparator.comparingLong(Piece::number));
        if (freed > 0) {
          t = sel.tail(scan.tail(), a - headUsed - sel.cost(ex), ex.get(ex.size() - 1).number(), scan);
          tailUsed = sel.spent(t);
        }
        left = a - headUsed - tailUsed - sel.cost(ex);
      }
    }
    if (left > Selector.MIN_PIECE && !t.isEmpty()) {
      // Grow the tail back to the last excerpt or the head; a line the head shows only the start
      // of may still show its end.
      long after = ex.isEmpty() ? (h.isEmpty() ? 0 : lastHead - (h.get(h.size() - 1).endsLine() ? 0 : 1))
          : ex.get(ex.size() - 1).number();
      t = sel.tail(scan.tail(), tailUsed + left, after, scan);
      left = a - headUsed - sel.spent(t) - sel.cost(ex);
    }
    if (left > Selector.MIN_PIECE) {
      long upTo = ex.isEmpty() ? stopAt(t) : ex.get(0).number();
      h = sel.head(scan.head(), headUsed + left, Math.min(upTo, stopAt(t)), scan);
    }
    // Room the head and the tail could not take (the lines next to them are too long, or are
    // excerpts already) shows more of the rare lines between, each that still fits.
    java.util.Set<Long> had = numbers(ex);
    ex = rareFill(scan, sel, settled, back, lineCap, a - sel.spent(h) - sel.spent(t), h, ex, t);
    long filled = ex.stream().filter(p -> !had.contains(p.number())).count();
    List<Piece> all = new ArrayList<>(h);
    all.addAll(ex);
    all.addAll(t);
    Selection s = Selection.of(all, "");
    s = new Selection(SharedPrefix.skip(s.pieces(), sel), "");
    long shown = s.errorLines();
    // A line the held text shows as an error line may have been passed over by the scanner's
    // literal prefilter (pytest's "E   +  where ..." matches a pattern but holds none of its
    // literals), so more may be shown than were counted: then none was left out.
    String errors = shown >= scan.errorCount
        ? Marker.plural(shown, "error line")
        : shown + " of " + Marker.plural(scan.errorCount, "error line") + " (distinct first)";
    long rareShown = r.size() + incidentShown + filled;
    String rare = rareShown == 0 ? "" : " and " + Marker.plural(rareShown, "rare line");
    String kept = warnings && !e.isEmpty() ? "head, tail" + (r.isEmpty() ? " and " : ", ")
        + Marker.plural(e.stream().filter(p -> !p.prefix().startsWith(" ")).count(), "warning line") + rare + ", numbered"
        : shown == 0 && scan.errorCount == 0 ? (rareShown == 0 ? "head and tail" : "head, tail" + rare + ", numbered")
        : "head, tail" + (rareShown == 0 ? " and " : ", ") + errors + rare + (ex.isEmpty() ? "" : ", numbered, with context");
    return new Selection(s.pieces(), kept);
  }

  /**
   * {@code ex} with the unshown rare lines between the head {@code h} and the tail {@code t} added,
   * in their order of rank, each that fits in {@code room} beside it (and what it brings, as in
   * {@link Excerpts#rare}). An excerpt's block that runs on into a line the head or the tail shows
   * whole is shown once and paid once: it is left out here.
   */
  private static List<Piece> rareFill(Scan scan, Selector sel, long settled, List<Templates.Rare> back, long lineCap,
      long room, List<Piece> h, List<Piece> ex, List<Piece> t) {
    java.util.Set<Long> whole = new java.util.HashSet<>();
    for (List<Piece> shown : List.of(h, t)) {
      shown.stream().filter(p -> p.startsLine() && p.endsLine()).forEach(p -> whole.add(p.number()));
    }
    List<Piece> out = new ArrayList<>(ex.stream().filter(p -> !whole.contains(p.number())).toList());
    if (room - sel.cost(out) <= 0) {
      return ex; // no rare line is offered without room: the rare lines are not looked at
    }
    long lo = h.isEmpty() ? 0 : h.get(h.size() - 1).number();
    long hi = t.isEmpty() ? Long.MAX_VALUE : t.get(0).number();
    java.util.Set<Long> placed = numbers(h, ex, t);
    List<Templates.Rare> unshown = rareLines(scan, lo, hi, back).stream()
        .filter(r -> !placed.contains(r.line().number())).toList();
    int before = out.size();
    for (Piece p : new Excerpts(sel).startUpBefore(settled).rare(unshown, room - sel.cost(out), lineCap,
        wholeTexts(h, ex, t), scan)) {
      if (p.number() <= lo || p.number() >= hi || !placed.add(p.number())) {
        continue;
      }
      List<Piece> tried = new ArrayList<>(out);
      tried.add(p);
      tried.sort(Comparator.comparingLong(Piece::number));
      if (sel.cost(tried) <= room - FILL_SLACK) {
        out = tried;
      }
    }
    return out.size() == before ? ex : out;
  }

  /**
   * What {@link #rareFill} leaves unspent: a cut's statement of the error lines it removes is
   * priced by no piece, and filling to the last char made g++'s template errors render 27 chars
   * over the budget, so the layout was made again with less room and lost a line of the
   * instantiation chain.
   */
  private static final int FILL_SLACK = 2 * Selector.MIN_PIECE;

  /** The texts of the lines the pieces of {@code shown} show whole. */
  @SafeVarargs
  private static java.util.Set<String> wholeTexts(List<Piece>... shown) {
    java.util.Set<String> texts = new java.util.HashSet<>();
    for (List<Piece> ps : shown) {
      ps.stream().filter(p -> p.startsLine() && p.endsLine()).forEach(p -> texts.add(p.line().text()));
    }
    return texts;
  }

  /** The numbers of the lines the pieces of {@code shown} are of. */
  @SafeVarargs
  private static java.util.Set<Long> numbers(List<Piece>... shown) {
    java.util.Set<Long> numbers = new java.util.HashSet<>();
    for (List<Piece> ps : shown) {
      ps.forEach(p -> numbers.add(p.number()));
    }
    return numbers;
  }

  /**
   * Error lines of a rare template ({@link Templates#RARE} times or fewer in the whole output)
   * between lines {@code after} and {@code before} that no piece of {@code shown} holds, in line
   * order, within {@code room}: the error excerpts' share went to the block of the first (a server's
   * traceback), and the access line that answered its request with a 500 comes before more of the
   * routine tail.
   */
  @SafeVarargs
  private static List<Piece> rareErrors(Scan scan, Selector sel, long after, long before, long room, long lineCap,
      List<Piece>... shown) {
    java.util.Set<Long> numbers = numbers(shown);
    List<Line> lines = new ArrayList<>();
    for (Hit hit : scan.hits()) {
      long n = hit.line().number();
      if (n > after && n < before && !numbers.contains(n) && scan.templateCount(hit.template()) <= Templates.RARE) {
        lines.add(hit.line());
      }
    }
    return within(sel, lines, true, room, lineCap);
  }

  /**
   * The lines of a crash's cascade ({@link Incidents}) before line {@code before} that no piece of
   * {@code shown} holds, in line order, as many as {@code room} takes: the error share that paid for
   * them went to the lines of an earlier error (supervisord's SIGTERM, cut when the tail grew and
   * the room left for the cascade held only the kill's own line).
   */
  @SafeVarargs
  private static List<Piece> unshownCascade(List<Line> incident, Selector sel, long before, long room, long lineCap,
      List<Piece>... shown) {
    java.util.Set<Long> numbers = numbers(shown);
    List<Line> lines = incident.stream().filter(l -> l.number() < before && !numbers.contains(l.number())).toList();
    return within(sel, lines, false, room, lineCap);
  }

  /**
   * {@code lines} as pieces capped at {@code lineCap}, in order, each that {@code room} still
   * takes (one too dear is passed over for those after it).
   */
  private static List<Piece> within(Selector sel, List<Line> lines, boolean error, long room, long lineCap) {
    List<Piece> out = new ArrayList<>();
    long used = 0;
    for (Line l : lines) {
      Piece p = sel.capped(Piece.excerpt(l, error), lineCap);
      if (p != null && used + sel.cost(p) <= room) {
        out.add(p);
        used += sel.cost(p);
      }
    }
    return out;
  }

  /**
   * The later lines of rare templates whose first line one of {@code shown} shows, strictly
   * between line {@code after} and line {@code before}, in line order, as many as {@code room}
   * takes; a line the same as one shown (a repeat, byte for byte) says nothing more.
   */
  @SafeVarargs
  private static List<Piece> rareAgain(Scan scan, Selector sel, long after, long before, long room, long lineCap,
      List<Piece>... shown) {
    java.util.Set<Long> numbers = numbers(shown);
    java.util.Set<String> texts = wholeTexts(shown);
    java.util.Set<Long> firsts = new java.util.HashSet<>();
    for (Templates.Rare r : scan.rare()) {
      if (numbers.contains(r.line().number())) {
        firsts.add(r.template());
      }
    }
    List<Line> lines = new ArrayList<>();
    for (Templates.Rare r : scan.rareAgain()) {
      long n = r.line().number();
      // Error lines are the error share's: a streamed read's sample may hold a kind of error line
      // seen twice so far that is seen a hundred times in all.
      if (n > after && n < before && !numbers.contains(n) && firsts.contains(r.template())
          && !texts.contains(r.line().text()) && !scan.isError(r.line())) {
        lines.add(r.line());
      }
    }
    return within(sel, lines, false, room, lineCap);
  }

  /**
   * What of {@code rareNeed}, the room kept for rare lines, the error excerpts' blocks may take: half
   * of it, but never the room the first rare line needs on its own (a linter's one finding of its
   * kind, priced at one line, lost to three lines of context around the error line).
   */
  private static long blockRoom(Selector sel, List<Templates.Rare> rare, long rareNeed, long lineCap,
      java.util.Set<String> shown, Scan scan, long settled) {
    long first = new Excerpts(sel).startUpBefore(settled).firstRareCost(rare, lineCap, shown, scan);
    return Math.max(0, Math.min(rareNeed / 2, rareNeed - first));
  }

  /**
   * {@code head} without its last piece when that is an error line shown only in part: the error
   * excerpts give it an error line's room (whole, or both its ends), which the head's share cannot.
   */
  private static List<Piece> wholeErrors(List<Piece> head) {
    if (head.isEmpty()) {
      return head;
    }
    Piece last = head.get(head.size() - 1);
    return last.error() && !last.endsLine() ? head.subList(0, head.size() - 1) : head;
  }

  /**
   * How many templates the error lines have: what they say, as opposed to how often they say it
   * ({@code --- FAIL: TestParse/acct-7781} and {@code --- FAIL: TestParse} are one report).
   */
  private static int distinctTemplates(List<Hit> hits) {
    java.util.Set<Long> t = new java.util.HashSet<>();
    for (Hit h : hits) {
      t.add(h.template());
    }
    return t.size();
  }

  /** A template seen this many times or more, from the run's first tenth on, is its background. */
  private static final int BACKGROUND = 5;

  /** The distinct templates of {@code hits} that are not the run's background ({@link #BACKGROUND}). */
  private static int notBackground(Scan scan, List<Hit> hits) {
    java.util.Map<Long, Long> first = new java.util.HashMap<>();
    for (Hit h : hits) {
      first.merge(h.template(), h.line().number(), Math::min);
    }
    long early = Math.max(20, scan.lines / 10);
    int n = 0;
    for (java.util.Map.Entry<Long, Long> e : first.entrySet()) {
      if (e.getValue() > early || scan.templateCount(e.getKey()) < BACKGROUND) {
        n++;
      }
    }
    return n;
  }

  /** The stretch at the end of the output in which routine lines are counted: both reads hold it. */
  static final int ROUTINE_BYTES = 32 * 1024;
  /** A template seen this many times or more in that stretch is routine: one more of it says nothing new. */
  static final int ROUTINE_COUNT = 10;
  /** The tail shows this many routine lines in a row before it gives way to the lines between. */
  static final int ROUTINE_RUN = 6;

  /**
   * The line after which a tail of routine lines starts: the one before the last {@value
   * #ROUTINE_RUN} routine lines in a row, counted back from the end over blank lines, where a line
   * is routine when its template is seen {@value #ROUTINE_COUNT} times or more in the last {@value
   * #ROUTINE_BYTES} bytes of lines (which a streamed read holds as a whole read does); 0 when there
   * is no such run.
   */
  static long routineBefore(Scan scan) {
    List<Line> tail = scan.tail();
    long[] t = scan.templates(tail);
    int from = tail.size();
    long bytes = 0;
    java.util.Map<Long, Integer> counts = new java.util.HashMap<>();
    while (from > 0 && bytes + tail.get(from - 1).end() - tail.get(from - 1).start() + 1 <= ROUTINE_BYTES) {
      from--;
      bytes += tail.get(from).end() - tail.get(from).start() + 1;
      counts.merge(t[from], 1, Integer::sum);
    }
    int run = 0;
    for (int i = tail.size() - 1; i >= from; i--) {
      if (tail.get(i).text().isBlank()) {
        continue;
      }
      if (counts.get(t[i]) < ROUTINE_COUNT) {
        run = 0;
      } else if (++run == ROUTINE_RUN) {
        return tail.get(i).number() - 1;
      }
    }
    return 0;
  }

  /** The least share a log's tail keeps when its rare lines want more room. */
  private static final double LOG_TAIL = 0.3;

  /** What the error share grows by when a crash has a cascade of rare lines. */
  private static final double INCIDENT_SHARE = 0.25;
  /** The least share the error share leaves to the tail when it grows: the final status stays. */
  private static final double MIN_TAIL = 0.25;

  /** {@code rare} without the lines numbered in {@code drop}. */
  private static List<Templates.Rare> without(List<Templates.Rare> rare, java.util.Set<Long> drop) {
    if (drop.isEmpty()) {
      return rare;
    }
    List<Templates.Rare> out = new ArrayList<>(rare.size());
    for (Templates.Rare r : rare) {
      if (!drop.contains(r.line().number())) {
        out.add(r);
      }
    }
    return out;
  }

  /** Of {@code rare}, the lines that break the routine of the lines before them, or say trouble in capitals. */
  private static List<Templates.Rare> amidRoutine(List<Templates.Rare> rare) {
    return rare.stream().filter(r -> Templates.breaksRoutine(r.routine()) || Trouble.says(r.line().text())).toList();
  }

  /** How many templates the error lines among {@code pieces} have. */
  private static int errorTemplates(List<Piece> pieces) {
    java.util.Set<Long> t = new java.util.HashSet<>();
    for (Piece p : pieces) {
      if (p.error()) {
        t.add(Template.hash(p.line().text()));
      }
    }
    return t.size();
  }

  /** The kinds of error line among {@code hits} before the tail that {@code tailRoom} shows. */
  private static int errorKindsBeforeTail(Scan scan, Selector sel, List<Hit> hits, long tailRoom) {
    long tailFrom = stopAt(sel.tail(scan.tail(), tailRoom, 0, scan));
    return distinctTemplates(hits.stream().filter(h -> h.line().number() < tailFrom).toList());
  }

  /** So few kinds of error line say little of what happened: the rare lines keep a large share. */
  private static final int FEW_ERRORS = 3;
  /** The rare lines' share when there are that few error templates. */
  private static final double FEW_ERRORS_SHARE = 0.25;
  /** Outputs of at least this many lines have rare lines worth a share. */
  private static final long RARE_MIN_LINES = 60;

  /**
   * The rare lines' share, by how many templates the error lines have: larger when no line is an
   * error line (then the rare ones are the evidence), none for small outputs or when error lines of
   * many kinds must share a small budget, and halved when rare templates are so many that they say
   * little (every line its own).
   */
  private static double rareShare(Scan scan, int errorLines, long allowance) {
    if (scan.lines < RARE_MIN_LINES || errorLines > FEW_ERRORS && allowance < 3_000) {
      return 0;
    }
    double share = errorLines == 0 ? 0.45 : errorLines <= FEW_ERRORS ? FEW_ERRORS_SHARE : 0.08;
    return scan.manyRare() ? share / 2 : share;
  }

  /**
   * The rare lines strictly between line {@code after} and line {@code before}, error lines left
   * out, with the lines of {@code back} ({@link #comeBack}) between them.
   */
  private static List<Templates.Rare> rareLines(Scan scan, long after, long before, List<Templates.Rare> back) {
    if (scan.lines < RARE_MIN_LINES) {
      return List.of();
    }
    List<Templates.Rare> out = new ArrayList<>();
    java.util.Set<Long> taken = new java.util.HashSet<>();
    for (Templates.Rare r : scan.rare()) {
      long n = r.line().number();
      if (n > after && n < before && !scan.isError(r.line())) {
        out.add(r);
        taken.add(n);
      }
    }
    for (Templates.Rare r : back) {
      long n = r.line().number();
      if (n > after && n < before) {
        out.add(r);
        taken.add(n);
      }
    }
    // The lines whose slot value stands out: counted as less rare than any rare template, so they
    // take what the rare lines leave; before them when rare templates are so many that rarity says
    // little (every line its own template), and a value that stands out says more.
    boolean first = scan.manyRare();
    for (Templates.Rare r : scan.slotLines()) {
      long n = r.line().number();
      if (n > after && n < before && !taken.contains(n) && !scan.isError(r.line())) {
        out.add(first ? new Templates.Rare(r.line(), r.template(), 0, r.routine(), r.above()) : r);
      }
    }
    return out;
  }

  /**
   * For each rare template first seen before line {@code broke} (where the run first went wrong;
   * {@link Long#MAX_VALUE} for none), its first later line after {@code broke}, as a line {@linkplain
   * Templates.Rare#asBack come back}: a leader elected, a session established, a sequence completed
   * again says the state came back. Error lines and warnings are left out: a warning that comes
   * again is the same trouble. Worked out once per layout, from the scan's later rare lines.
   */
  private static List<Templates.Rare> comeBack(Scan scan, long broke) {
    if (broke == Long.MAX_VALUE || scan.lines < RARE_MIN_LINES) {
      return List.of();
    }
    java.util.Set<Long> earlier = new java.util.HashSet<>();
    for (Templates.Rare r : scan.rare()) {
      if (r.line().number() < broke) {
        earlier.add(r.template());
      }
    }
    List<Templates.Rare> out = new ArrayList<>();
    java.util.Set<Long> once = new java.util.HashSet<>();
    for (Templates.Rare r : scan.rareAgain()) {
      if (r.line().number() > broke && earlier.contains(r.template()) && once.add(r.template())
          && !scan.isError(r.line()) && !WARNS.matcher(r.line().text()).find()) {
        out.add(r.asBack());
      }
    }
    return out;
  }

  /** A line at warning level: a warning that comes again is the same trouble, not a state come back. */
  private static final java.util.regex.Pattern WARNS = java.util.regex.Pattern.compile("(?i)\\bwarn(ing)?\\b|\\bW \\| ");

  /** The first line of {@code hits} or {@code incident}, where the run first went wrong; {@link Long#MAX_VALUE} for none. */
  private static long firstTrouble(List<Hit> hits, List<Line> incident) {
    long first = Long.MAX_VALUE;
    for (Hit h : hits) {
      first = Math.min(first, h.line().number());
    }
    for (Line l : incident) {
      first = Math.min(first, l.number());
    }
    return first;
  }

  /** Whether the lines after line {@code from} and before line {@code to} are all blank (or none), as the tail holds them. */
  private static boolean blankBetween(Scan scan, long from, long to) {
    long seen = 0;
    for (Line l : scan.tail()) {
      if (l.number() > from && l.number() < to) {
        if (!l.text().isBlank()) {
          return false;
        }
        seen++;
      }
    }
    return seen == Math.max(0, to - from - 1);
  }

  private static long stopAt(List<Piece> tail) {
    if (tail.isEmpty()) {
      return Long.MAX_VALUE;
    }
    Piece first = tail.get(0);
    return first.startsLine() ? first.number() : first.number() + 1;
  }

  /** Error lines strictly between line {@code after} and line {@code before}. */
  static List<Hit> middleHits(Scan scan, long after, long before) {
    return between(scan.complete() ? scan.allHits() : scan.hits(), after, before);
  }

  /** Warning lines strictly between line {@code after} and line {@code before}, when the whole input is held. */
  static List<Hit> warningHits(Scan scan, long after, long before) {
    return between(scan.allWarnings(), after, before);
  }

  private static List<Hit> between(List<Hit> hits, long after, long before) {
    List<Hit> out = new ArrayList<>();
    for (Hit h : hits) {
      if (h.line().number() > after && h.line().number() < before) {
        out.add(h);
      }
    }
    return out;
  }

  /** A file read of this many lines or more may be read as a log. */
  private static final int LOG_FILE_MIN_LINES = 20;

  /** A file with fewer declarations than one in this many lines is not code or documentation. */
  private static final int LINES_PER_DECLARATION = 60;

  /**
   * Whether a whole file read is a log or a report rather than code or prose: it has error lines
   * and hardly any declarations (fewer than one in {@value #LINES_PER_DECLARATION} lines: code
   * has one in ten to twenty-five, documentation a heading in ten to fifty). A test report, a
   * service's log or a build log read as a file then shows its error lines between head and tail
   * as the same output run would, where an outline of its declarations would show nothing of them.
   */
  private static boolean readsAsLog(Scan scan, int declarations) {
    return scan.errorCount > 0 && scan.lines >= LOG_FILE_MIN_LINES
        && declarations * (long) LINES_PER_DECLARATION < scan.lines;
  }

  /** A full file read: the head, an outline of the {@code declarations} in between, the tail. */
  private static Selection file(Scan scan, Selector sel, long a, List<Line> declarations) {
    a -= 2 * sel.markerCost;
    List<Piece> t = sel.tail(scan.tail(), (long) (a * 0.25), 0, scan, false);
    List<Line> headLines = Preamble.skip(scan.head());
    List<Piece> h = sel.head(headLines, (long) (a * 0.45), stopAt(t), scan, false);
    long lastHead = h.isEmpty() ? 0 : h.get(h.size() - 1).number();
    long firstTail = t.isEmpty() ? Long.MAX_VALUE : t.get(0).number();
    List<Line> between = declarations.stream().filter(l -> l.number() > lastHead && l.number() < firstTail).toList();
    List<Piece> o = outlinePieces(between, sel, a - sel.cost(h) - sel.cost(t));
    long left = a - sel.cost(h) - sel.cost(t) - sel.cost(o);
    if (left > Selector.MIN_PIECE) {
      long upTo = o.isEmpty() ? firstTail : o.get(0).number();
      h = sel.head(headLines, sel.cost(h) + left, Math.min(upTo, stopAt(t)), scan, false);
    }
    List<Piece> all = new ArrayList<>(h);
    all.addAll(o);
    all.addAll(t);
    return Selection.of(all, "head, tail and an outline of " + Marker.plural(o.size(), "declaration") + ", numbered");
  }

  /** A ranged file read: the requested lines whole when they fit, and an outline of the rest. */
  private static Selection fileRange(Scan scan, Selector sel, long a, long[] range, Outline outline) {
    a -= 2 * sel.markerCost;
    List<Line> wanted = new ArrayList<>();
    if (scan.complete() || outline == null) {
      for (Line l : scan.head()) {
        if (l.number() >= range[0] && l.number() <= range[1]) {
          wanted.add(l);
        }
      }
    } else {
      wanted.addAll(outline.inRange());
    }
    List<Piece> r = sel.head(wanted, a, Long.MAX_VALUE, scan, false);
    List<Line> decl = new ArrayList<>();
    for (Line l : declarations(scan, outline, 0, Long.MAX_VALUE)) {
      if (l.number() < range[0] || l.number() > range[1]) {
        decl.add(l);
      }
    }
    List<Piece> o = outlinePieces(decl, sel, a - sel.cost(r) - sel.markerCost);
    List<Piece> all = new ArrayList<>(r);
    all.addAll(o);
    String what = r.size() == wanted.size() && !wanted.isEmpty() ? "lines " + range[0] + "-" + Math.min(range[1], wanted.get(wanted.size() - 1).number())
        : "the first " + Marker.plural(lineCount(r), "line") + " of the requested " + range[0] + "-" + range[1];
    return Selection.of(all, what + " and an outline of " + Marker.plural(o.size(), "declaration") + ", numbered");
  }

  private static List<Line> declarations(Scan scan, Outline outline, long after, long before) {
    List<Line> src = new ArrayList<>();
    if (scan.complete() || outline == null) {
      for (Line l : scan.head()) {
        if (l.number() > after && l.number() < before
            && (outline != null ? outline.admits(l.text()) : Outline.isDeclaration(l.text()))) {
          src.add(l);
        }
      }
    } else {
      for (Line l : outline.entries()) {
        if (l.number() > after && l.number() < before) {
          src.add(l);
        }
      }
    }
    return src;
  }

  /** Declarations within {@code a}, the most telling first (see {@link Outline#rank}), shown in line order. */
  private static List<Piece> outlinePieces(List<Line> decl, Selector sel, long a) {
    List<Line> byDepth = new ArrayList<>(decl);
    byDepth.sort(Comparator.comparingInt((Line l) -> Outline.rank(l.text())).thenComparingLong(Line::number));
    List<Piece> out = new ArrayList<>();
    long used = 0;
    for (Line l : byDepth) {
      Piece p = Piece.excerpt(l, false);
      long c = sel.cost(p);
      if (used + c > a) {
        break;
      }
      out.add(p);
      used += c;
    }
    out.sort(Comparator.comparingLong(Piece::number));
    return out;
  }

  private static long lineCount(List<Piece> pieces) {
    return pieces.stream().mapToLong(Piece::number).distinct().count();
  }
}

package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * The numbered excerpts of the stretch between head and tail: error lines with their blocks, and
 * rare lines, chosen within an allowance by what they tell.
 */
final class Excerpts {
  private final Selector sel;

  /** The first line past a log's start-up ({@link Scan#settled}); -1 when rare lines are not ranked by it. */
  private long settled = -1;

  /**
   * Ranks the rare lines of a log's start-up, before line {@code settled} (a server's banner and
   * settings, every line new), after the others ({@link #rare}); -1 for none. Returns this.
   */
  Excerpts startUpBefore(long settled) {
    this.settled = settled;
    return this;
  }

  Excerpts(Selector sel) {
    this.sel = sel;
  }

  /**
   * Lines that state a final status: kept before other error lines when not all fit. A count of
   * failures stands alone ({@code 3 failed}, {@code (2 errors)}); the digits of a port or an id
   * before the word ({@code 127.0.0.1:35076 failed}, {@code ORD-00440 failed}) are none.
   */
  private static final java.util.regex.Pattern STATUS = java.util.regex.Pattern.compile(
      "BUILD FAILURE|BUILD FAILED|FAILURE: Build failed| FAILURE \\[|Tests run: [0-9,]+, Failures: [1-9]|Tests? failed"
          + "|(?:^|[\\s(,])[0-9]+ (failed|errors?)\\b|test result: FAILED|error: could not compile|npm (ERR!|error) code"
          + "|^FAIL\\b|^FAILED\\b|make(\\[[0-9]+\\])?: \\*\\*\\*|Process completed with exit code|failed with exit code");
  /**
   * Error excerpts within {@code allowance}: each error line with its block (its key lines, the
   * line before it, the header of its paragraph for an indented one, and the lines after it that
   * belong to it: see {@link Blocks}), bounded so one huge trace cannot take everything. Of its
   * block, the statement indented under it (what went wrong) and the first line that names the
   * caller's own code (where) come with the error line, before the rest of any block. When not
   * all fit, the order is: the first (usually the root cause); lines that state a final status ({@code BUILD
   * FAILURE}, {@code 1 failed}; of one template, its first and last only); those with {@linkplain Hit#key key lines} above them (a
   * failing test's own output); then one line of each other template, the rarest first and, among
   * equally rare ones, those that point at the caller's own code; then the repeats, two from the
   * front for each one from the back. Many lines of one template (hundreds of logged "expected
   * error" lines) so cannot crowd out a distinct failure. An error line whose text is already
   * shown is not repeated. Excerpts share the one marker of the stretch they sit in. An error line
   * is shown whole up to twice {@code lineCap}, and both its ends within {@code lineCap} when
   * longer (see {@link Selector#ends}); a context line shows its start up to half of {@code lineCap}. {@code warnings}
   * flags the lines as warnings, not errors.
   */
  List<Piece> errors(List<Hit> hits, long allowance, long lineCap, java.util.Set<String> shown, boolean warnings, Scan scan) {
    return errors(hits, allowance, lineCap, shown, warnings, scan, true);
  }

  /** As {@link #errors(List, long, long, java.util.Set, boolean, Scan)}; without {@code blocks}, only each excerpt's core. */
  List<Piece> errors(List<Hit> hits, long allowance, long lineCap, java.util.Set<String> shown, boolean warnings, Scan scan,
      boolean blocks) {
    return errors(hits, List.of(), allowance, lineCap, shown, warnings, scan, blocks);
  }

  /**
   * As {@link #errors(List, long, long, java.util.Set, boolean, Scan, boolean)}, with the lines of
   * {@code incident} (see {@link Incidents}) as excerpts of one line each, not error lines: those
   * that say a process ended abnormally are tried before the first line of each other error
   * template, the rest after those of the templates seen fewer than ten times.
   */
  List<Piece> errors(List<Hit> hits, List<Line> incident, long allowance, long lineCap, java.util.Set<String> shown,
      boolean warnings, Scan scan, boolean blocks) {
    Candidates c = candidates(hits, incident, allowance, lineCap, warnings, scan);
    return c == null ? List.of() : pick(c, c.withRepeats(), allowance, allowance, lineCap, shown, scan, blocks);
  }

  /**
   * The error excerpts chosen from one reading of the lines: {@code distinct}, only the excerpts
   * tried before the repeats (one of each template, the status lines, those with key lines above
   * them, and the incident lines), and what the repeats (more lines of the templates already
   * shown) would add to them within the same allowance, {@code repeatsCost}. What the repeats
   * would cost can so go to lines that say something else first.
   */
  record Split(List<Piece> distinct, long repeatsCost) {}

  /**
   * The distinct excerpts, their lines within {@code allowance} and the rest of their blocks within
   * {@code blockRoom} more, and what the repeats would add within {@code allowance} alone: see
   * {@link Split}. An error block's own lines (a sanitizer report's 'freed by thread T0 here:' and
   * its frame) so come before what the room past {@code allowance} is kept for (rare lines from
   * elsewhere); the block of a routine error line stays within {@code allowance} (see {@link #room}).
   */
  Split split(List<Hit> hits, List<Line> incident, long allowance, long blockRoom, long lineCap,
      java.util.Set<String> shown, boolean warnings, Scan scan) {
    Candidates c = candidates(hits, incident, allowance, lineCap, warnings, scan);
    if (c == null) {
      return new Split(List.of(), 0);
    }
    List<Piece> distinct = pick(c, c.order(), allowance, allowance, lineCap, shown, scan, true);
    long repeats = sel.cost(pick(c, c.withRepeats(), allowance, allowance, lineCap, shown, scan, true)) - sel.cost(distinct);
    List<Piece> grown = blockRoom > 0 ? pick(c, c.order(), allowance, allowance + blockRoom, lineCap, shown, scan, true)
        : distinct;
    return new Split(grown, Math.max(0, repeats));
  }

  /**
   * Each error line's excerpt in its forms (with its key lines, plain, its core, its core's start),
   * its block beyond them, and the order they are tried in: read once, chosen from as often as an
   * allowance asks. {@code order} holds the excerpts tried before the repeats; {@code hits} the
   * error lines' count among {@code kept}.
   */
  private record Candidates(List<List<Piece>> groups, List<List<Piece>> plain, List<List<Piece>> cores,
      List<List<Piece>> shortCores, List<List<Piece>> exts, List<Hit> kept, List<String> texts, int hits,
      List<Integer> order) {
    /** {@link #order}, then the repeats: two from the front for each one from the back. */
    List<Integer> withRepeats() {
      List<Integer> out = new ArrayList<>(order);
      boolean[] taken = new boolean[hits];
      for (int i : order) {
        if (i < hits) {
          taken[i] = true;
        }
      }
      int lo = 0;
      int hi = hits - 1;
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
  }

  private Candidates candidates(List<Hit> hits, List<Line> incident, long allowance, long lineCap, boolean warnings,
      Scan scan) {
    int n = hits.size();
    if (n + incident.size() == 0 || allowance <= 0) {
      return null;
    }
    java.util.Set<Long> hitLines = new java.util.HashSet<>();
    for (Hit h : hits) {
      hitLines.add(h.line().number());
    }
    long blockCap = Math.max(lineCap * 3, allowance / 4);
    List<List<Piece>> groups = new ArrayList<>(n);
    List<List<Piece>> plain = new ArrayList<>(n);
    List<List<Piece>> cores = new ArrayList<>(n);
    List<List<Piece>> shortCores = new ArrayList<>(n);
    List<List<Piece>> exts = new ArrayList<>(n);
    List<Hit> kept = new ArrayList<>(n);
    List<String> texts = new ArrayList<>(n);
    List<Boolean> status = new ArrayList<>(n);
    List<Boolean> ownCode = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Hit h = hits.get(i);
      List<Piece> g = new ArrayList<>(4);
      boolean follows = i > 0 && hits.get(i - 1).line().number() == h.line().number() - 1;
      Line header = h.header();
      if (header != null && !hitLines.contains(header.number()) && (h.before() == null || header.number() < h.before().number())) {
        Piece hp = sel.capped(Piece.excerpt(header, false), lineCap / 2);
        if (hp != null) {
          g.add(hp);
        }
      }
      if (h.before() != null && !follows && !Boilerplate.is(h.before().text())) {
        // A line before the error that is itself rare is often what happened (a worker killed by a
        // signal, then the error it caused): shown as whole as the error line, not half of it.
        boolean whole = rare(scan, h.before()) || Frames.isFrame(h.before().text());
        Piece ctx = sel.capped(Piece.excerpt(h.before(), false), whole ? lineCap : lineCap / 2);
        if (ctx != null) {
          g.add(ctx);
        }
      }
      // The error line is the evidence: whole when it fits twice a line's share; a longer one shows
      // both its ends within a line's share, and where its error is when that is in neither.
      List<Piece> err = sel.ends(warnings ? Piece.flagged(h.line()) : Piece.excerpt(h.line(), true), 2 * lineCap, lineCap,
          () -> warnings || scan == null ? -1 : scan.errorAt(h.line()));
      if (err.isEmpty()) {
        continue;
      }
      g.addAll(err);
      // The core of the excerpt: the line after it when that continues it (a detail, or the first
      // frame of the caller's own code); the rest of its block comes once every core is placed.
      Line after = h.after();
      boolean nextIsHit = i + 1 < n && hits.get(i + 1).line().number() == h.line().number() + 1;
      boolean afterInCore = false;
      if (after != null && !nextIsHit && !hitLines.contains(after.number())
          && (Blocks.isDetail(after.text()) || Frames.isFrame(after.text()) || opensBlock(h, after)
              || outcome(h, after, scan) || announced(h, after))) {
        Piece more = sel.capped(Piece.excerpt(after, false), Frames.isFrame(after.text()) ? lineCap : lineCap / 2);
        if (more != null) {
          g.add(more);
          afterInCore = true;
        }
      }
      // With its key lines (a failing test's own output above it, a report's sections below it), the
      // core says what failed; the plain core stands in when that does not fit.
      List<Piece> keyed = keyed(h, g, hitLines, lineCap);
      Piece where = where(h, keyed, hitLines, lineCap);
      if (where != null) {
        keyed = new ArrayList<>(keyed);
        keyed.add(where);
        keyed.sort(java.util.Comparator.comparingLong(Piece::number));
      }
      List<Line> belonging = new ArrayList<>();
      boolean lastFrame = false;
      for (Line l : h.block()) {
        if (hitLines.contains(l.number())) {
          break; // the next error line is an excerpt of its own
        }
        boolean frame = Frames.isFrame(l.text());
        if (frame && Frames.isLibrary(l.text()) && lastFrame || afterInCore && l.number() == after.number()) {
          lastFrame |= frame;
          continue; // a framework's frames say less than the caller's own
        }
        lastFrame = frame;
        belonging.add(l);
      }
      List<Piece> ext = byEnds(belonging, lineCap, blockCap - sel.cost(keyed));
      groups.add(keyed);
      plain.add(g);
      cores.add(err);
      // When the error line's room does not fit, its start within a line's share still may.
      Piece start = err.size() == 1 && sel.cost(err.get(0)) > lineCap ? sel.capped(err.get(0), lineCap) : null;
      shortCores.add(start == null ? err : List.of(start));
      exts.add(ext);
      kept.add(h);
      texts.add(sameness(h.line().text()));
      status.add(STATUS.matcher(h.line().text()).find());
      boolean own = false;
      for (Piece p : g) {
        own |= Frames.pointsAtOwnCode(p.line().text());
      }
      ownCode.add(own);
    }
    int errors = kept.size();
    for (Line l : incident) {
      if (hitLines.contains(l.number())) {
        continue;
      }
      Piece p = sel.capped(Piece.excerpt(l, false), lineCap);
      if (p == null) {
        continue;
      }
      groups.add(new ArrayList<>(List.of(p)));
      plain.add(new ArrayList<>(List.of(p)));
      cores.add(List.of(p));
      shortCores.add(List.of(p));
      exts.add(block(scan, l, hitLines, lineCap, blockCap));
      kept.add(Hit.alone(l));
      texts.add(sameness(l.text()));
      status.add(false);
      ownCode.add(true);
    }
    return new Candidates(groups, plain, cores, shortCores, exts, kept, texts, errors,
        order(kept, errors, status, ownCode, scan));
  }

  /**
   * The excerpts tried in {@code order}, in line order: their error lines and cores within {@code
   * allowance}, the rest of the error lines' blocks within {@code blockAllowance} (an incident
   * line's block, a rare line's, stays within {@code allowance}).
   */
  private List<Piece> pick(Candidates from, List<Integer> order, long allowance, long blockAllowance, long lineCap,
      java.util.Set<String> shown, Scan scan, boolean blocks) {
    List<List<Piece>> groups = from.groups();
    List<List<Piece>> plain = from.plain();
    List<List<Piece>> cores = from.cores();
    List<List<Piece>> shortCores = from.shortCores();
    List<List<Piece>> exts = from.exts();
    List<Hit> kept = from.kept();
    List<String> texts = from.texts();
    java.util.Set<String> seen = new java.util.HashSet<>();
    shown.forEach(t -> seen.add(sameness(t)));
    java.util.TreeMap<Integer, List<Piece>> chosen = new java.util.TreeMap<>();
    long used = 0;
    for (int i : order) {
      if (!seen.add(texts.get(i))) {
        continue;
      }
      List<Piece> g = groups.get(i);
      if (used + sel.cost(g) > allowance) {
        g = plain.get(i);
      }
      if (used + sel.cost(g) > allowance && depth(kept.get(i).line().text()) == 0) {
        // The error line is the evidence, the lines around it its context: alone when they do not
        // fit, and they follow with its block when the allowance lasts. Not a line indented under a
        // statement (a symbol, a location): alone, it says less than what it would displace.
        g = cores.get(i);
      }
      if (used + sel.cost(g) > allowance && g == cores.get(i)) {
        g = shortCores.get(i);
      }
      long c = sel.cost(g);
      if (used + c > allowance) {
        continue;
      }
      used += c;
      chosen.put(i, new ArrayList<>(g));
      for (Piece p : g) {
        seen.add(sameness(p.line().text()));
      }
    }
    // Then the blocks of the chosen, in the same order, while the allowance lasts: the key lines
    // left out of a plain core first.
    java.util.Set<Long> placed = new java.util.HashSet<>();
    chosen.values().forEach(g -> g.forEach(p -> placed.add(p.number())));
    for (int i : order) {
      List<Piece> g = chosen.get(i);
      if (g == null) {
        continue;
      }
      if (blocks) {
        List<Piece> more = new ArrayList<>(groups.get(i));
        more.addAll(exts.get(i));
        for (Piece p : more) {
          if (placed.contains(p.number())) {
            continue;
          }
          long c = sel.cost(p);
          if (used + c > room(from, i, allowance, blockAllowance, scan)) {
            break;
          }
          placed.add(p.number());
          g.add(p);
          used += c;
        }
      }
    }
    // Then, while the allowance lasts, the lines that head the chosen ones' groups: a finding's
    // file, an assertion's test, a hunk line's hunk and file.
    for (int i : order) {
      List<Piece> g = chosen.get(i);
      if (g == null) {
        continue;
      }
      for (Piece p : blocks ? owners(scan, kept.get(i).line(), lineCap / 2, shown) : List.<Piece>of()) {
        long c = sel.cost(p);
        if (!placed.contains(p.number()) && used + c <= room(from, i, allowance, blockAllowance, scan)) {
          placed.add(p.number());
          g.add(p);
          used += c;
        }
      }
      g.sort(java.util.Comparator.comparingLong(Piece::number));
    }
    // Last, while the allowance lasts, the line right after each chosen error line, as grep -A 1
    // shows it: what the tool went on with (the directive after the one it could not read). Only
    // after a distinct error: what follows one of many alike errors (a connection closed) is routine.
    for (int i : order) {
      List<Piece> g = chosen.get(i);
      boolean distinct = i < from.hits() && (scan == null || scan.errorTemplateCount(kept.get(i).template()) <= DISTINCT);
      Line after = g == null || !blocks || !distinct ? null : kept.get(i).after();
      if (after == null || after.number() != kept.get(i).line().number() + 1 || placed.contains(after.number())
          || after.text().isBlank() || Boilerplate.is(after.text()) || scan != null && scan.isError(after)) {
        continue;
      }
      Piece p = sel.capped(Piece.excerpt(after, false), lineCap / 2);
      if (p != null && used + sel.cost(p) <= room(from, i, allowance, blockAllowance, scan)) {
        placed.add(p.number());
        g.add(p);
        g.sort(java.util.Comparator.comparingLong(Piece::number));
        used += sel.cost(p);
      }
    }
    List<Piece> out = new ArrayList<>();
    chosen.values().forEach(out::addAll);
    return out;
  }

  /**
   * The room excerpt {@code i}'s block may fill: {@code blockAllowance} for an error line of a
   * template seen fewer than {@link #ROUTINE} times, {@code allowance} for the rest. The block of
   * one of a hundred logged "duplicate key" errors (its DETAIL, its STATEMENT) tells what the first
   * one's did; it does not take the room kept for the rare lines, as a distinct failure's does.
   */
  private static long room(Candidates from, int i, long allowance, long blockAllowance, Scan scan) {
    if (i >= from.hits()) {
      return allowance;
    }
    return scan == null || scan.errorTemplateCount(from.kept().get(i).template()) < ROUTINE ? blockAllowance : allowance;
  }

  /** An error template seen at most this many times is a distinct error: the line after it is shown too. */
  static final int DISTINCT = 2;

  /** An error template seen this many times is routine: its first line stands for it, its block waits. */
  static final int ROUTINE = 10;

  /**
   * The block of {@code line} ({@link Blocks#of}) as excerpts, up to the next error line, within
   * {@code cap}: what a rare line brings (the report a race detector's line opens, the record a
   * log line starts). None without a scan.
   */
  private List<Piece> block(Scan scan, Line line, java.util.Set<Long> hitLines, long lineCap, long cap) {
    List<Line> own = new ArrayList<>();
    for (Line l : scan == null ? List.<Line>of() : Blocks.of(scan, line.number())) {
      if (hitLines.contains(l.number())) {
        break;
      }
      if (!l.text().isBlank() && !(Frames.isFrame(l.text()) && Frames.isLibrary(l.text()))) {
        own.add(l); // a framework's frames say less than the caller's own
      }
    }
    return byEnds(own, lineCap, cap);
  }

  /**
   * The lines of a block in {@link Blocks#byEnds} order as excerpts, while they fit {@code room}: a
   * frame within a line's share, any other line within half of it (a message is read by its start).
   */
  private List<Piece> byEnds(List<Line> block, long lineCap, long room) {
    List<Piece> out = new ArrayList<>();
    long used = 0;
    for (Line l : Blocks.byEnds(block)) {
      Piece p = sel.capped(Piece.excerpt(l, false), Frames.isFrame(l.text()) ? lineCap : lineCap / 2);
      if (p == null || used + sel.cost(p) > room) {
        break;
      }
      out.add(p);
      used += sel.cost(p);
    }
    return out;
  }

  /**
   * Whether {@code after}, the line after error line {@code h}, is its outcome: it names what the
   * error line names, past the start the two lines share ({@link Names#shared}), and is neither an
   * error line nor of the error line's template (the next of a run of alike errors is a repeat, not
   * an outcome). A resolver's reply line after the error for the lookup that failed, an access
   * line after the error for the request that failed.
   */
  private static boolean outcome(Hit h, Line after, Scan scan) {
    return (scan == null || !scan.isError(after)) && Template.hash(after.text()) != h.template()
        && Names.shared(h.line().text(), after.text());
  }

  /**
   * Whether {@code after}, the line after {@code h}'s error line, is what that line announces with
   * its closing colon: Rust's {@code panicked at src/lib.rs:19:5:} over the panic's message, a
   * heading over the one statement it introduces. A line of marks or boilerplate is not.
   */
  private static boolean announced(Hit h, Line after) {
    String t = after.text();
    return h.line().text().stripTrailing().endsWith(":") && Blocks.saysSomething(t) && !Boilerplate.is(t);
  }

  /**
   * Whether {@code after}, the line after {@code h}'s error line, is the statement that error line
   * heads: the first line of its block, indented under it, in words (not a frame, nor a source line
   * under its line number's gutter). {@code error:} over {@code • No instance for ...} says what
   * went wrong in the line under it, whatever its words.
   */
  private static boolean opensBlock(Hit h, Line after) {
    String t = after.text();
    int in = Blocks.indent(t);
    if (h.block().isEmpty() || h.block().get(0).number() != after.number() || in <= Blocks.indent(h.line().text())) {
      return false;
    }
    char c = t.stripLeading().charAt(0); // not blank: indented
    return !Character.isDigit(c) && c != '|' && !Frames.isFrame(t) && Blocks.saysSomething(t) && !Boilerplate.is(t);
  }

  /** A source line echoed under its line number's gutter ({@code   23 |     int x;}): code, not a statement or a location. */
  private static final java.util.regex.Pattern GUTTER = java.util.regex.Pattern.compile("^\\s*[0-9]+ *\\|");

  private static boolean isSourceEcho(String text) {
    return GUTTER.matcher(text).find();
  }

  /**
   * The line of {@code h}'s block, before the next error line, that says where in the caller's own
   * code it went wrong: the first that names a source location outside libraries (not a source line
   * echoed under its gutter, whatever its comment names), as an excerpt
   * within a line's share; null when none, or when the core {@code g} already names one.
   */
  private Piece where(Hit h, List<Piece> g, java.util.Set<Long> hitLines, long lineCap) {
    for (Piece p : g) {
      if (Frames.pointsAtOwnCode(p.line().text())) {
        return null;
      }
    }
    for (Line l : h.block()) {
      if (hitLines.contains(l.number())) {
        return null;
      }
      if (!isSourceEcho(l.text()) && Frames.pointsAtOwnCode(l.text()) && !Frames.isLibrary(l.text())) {
        return sel.capped(Piece.excerpt(l, false), lineCap);
      }
    }
    return null;
  }

  /**
   * Core {@code g} with hit {@code h}'s key lines, in line order: those above it stand in for the
   * line before it (they are its context); error lines among them are excerpts of their own. A key
   * line above is shown as whole as the error line; one below, too when it is a frame or names a
   * source location, and half as much otherwise (a sub-header).
   */
  private List<Piece> keyed(Hit h, List<Piece> g, java.util.Set<Long> hitLines, long lineCap) {
    if (h.key().isEmpty()) {
      return g;
    }
    List<Piece> out = new ArrayList<>(g.size() + h.key().size());
    long before = h.before() == null ? -1 : h.before().number();
    java.util.Set<Long> in = new java.util.HashSet<>();
    for (Piece p : g) {
      if (!(h.keyAbove() && p.number() == before)) {
        out.add(p);
        in.add(p.number());
      }
    }
    for (Line l : h.key()) {
      if (hitLines.contains(l.number()) || in.contains(l.number())) {
        continue;
      }
      boolean above = l.number() < h.line().number();
      boolean located = Frames.isFrame(l.text()) || Frames.isLocated(l.text());
      Piece p = sel.capped(Piece.excerpt(l, false), above || located ? lineCap : lineCap / 2);
      if (p != null) {
        out.add(p);
        in.add(l.number());
      }
    }
    out.sort(java.util.Comparator.comparingLong(Piece::number));
    return out;
  }

  /**
   * The lines that head {@code line}'s group ({@link Owners}) as excerpts, nearest first, but for
   * those whose text is {@code shown} already; none without a scan.
   */
  private List<Piece> owners(Scan scan, Line line, long lineCap, java.util.Set<String> shown) {
    return scan == null ? List.of() : excerpts(scan, Owners.of(scan, line.number()), lineCap, shown);
  }

  /** {@code lines} as excerpts capped at {@code lineCap}, but for those whose text is {@code shown} already. */
  private List<Piece> excerpts(Scan scan, List<Line> lines, long lineCap, java.util.Set<String> shown) {
    List<Piece> out = new ArrayList<>(lines.size());
    for (Line l : lines) {
      Piece p = shown.contains(l.text()) ? null : sel.capped(Piece.excerpt(l, scan != null && scan.isError(l)), lineCap);
      if (p != null) {
        out.add(p);
      }
    }
    return out;
  }

  /** Whether {@code line}'s template was seen at most {@link Templates#RARE} times in the whole output. */
  private static boolean rare(Scan scan, Line line) {
    if (scan == null) {
      return false;
    }
    int c = scan.templateCount(Template.hash(line.text()));
    return c >= 1 && c <= Templates.RARE;
  }

  /** How far, in lines, other rare lines make a rare line part of one incident. */
  static final int INCIDENT_REACH = 8;

  /**
   * Rare lines within {@code allowance}, as numbered excerpts: the rarest first; among equally
   * rare ones, those that break the routine of the lines before them ({@link Templates#breaksRoutine}:
   * the one report amid a server's request lines, not one more line of a start-up banner), then
   * those in the densest run of rare lines (a crash and its recovery break the routine for a dozen
   * lines, while a one-off startup line stands alone), then those with a word no routine line uses
   * ({@link Scan#saysNew}: news, not the routine's words in another order), then in line order;
   * lines already shown, blank or boilerplate lines are left out. Shown in line order.
   */
  List<Piece> rare(List<Templates.Rare> rare, long allowance, long lineCap, java.util.Set<String> shown) {
    return rare(rare, allowance, lineCap, shown, null);
  }

  /**
   * As {@link #rare(List, long, long, java.util.Set)}; with {@code scan}, each shown line brings
   * its block and the lines that head its group ({@link Owners}) before the next rare line.
   */
  List<Piece> rare(List<Templates.Rare> rare, long allowance, long lineCap, java.util.Set<String> shown, Scan scan) {
    if (rare.isEmpty() || allowance <= 0) {
      return List.of();
    }
    List<Templates.Rare> byCount = ranked(rare, scan);
    List<Piece> out = new ArrayList<>();
    java.util.Set<Long> placed = new java.util.HashSet<>();
    long blockCap = Math.max(lineCap * 3, allowance / 4);
    long used = 0;
    for (Templates.Rare r : byCount) {
      Piece p = placed.contains(r.line().number()) ? null : alone(r, lineCap, shown);
      if (p == null) {
        continue;
      }
      long c = sel.cost(p);
      if (used + c > allowance) {
        continue;
      }
      out.add(p);
      placed.add(p.number());
      used += c;
      // A rare line brings its block (the report it opens, the record it starts), bounded, and the
      // lines that head its group (the file of a diff's hunk, the package of a finding), before the
      // next rare line: a distinct report whole and placed says more than one more line of another.
      for (Piece b : block(scan, r.line(), java.util.Set.of(), lineCap, blockCap)) {
        if (!Blocks.saysSomething(b.shown())) {
          continue; // a row of marks (a chart's bars under its axis label) says nothing on its own
        }
        long bc = sel.cost(b);
        if (used + bc > allowance) {
          break;
        }
        if (placed.add(b.number())) {
          out.add(b);
          used += bc;
        }
      }
      // Then the lines that head its group, and, when it names nothing (a value out of a routine
      // record), the lines above it that say what it is about: which table, host or test.
      List<Piece> heads = new ArrayList<>(owners(scan, r.line(), lineCap, shown));
      heads.addAll(excerpts(scan, Namers.of(r.line(), r.above()), lineCap, shown));
      if (scan != null) {
        heads.addAll(excerpts(scan, Namers.asked(scan, r.line()), lineCap, shown));
        heads.addAll(excerpts(scan, Namers.sharingNumber(scan, r.line()), lineCap, shown));
      }
      for (Piece o : heads) {
        long oc = sel.cost(o);
        if (used + oc <= allowance && !placed.contains(o.number())) {
          placed.add(o.number());
          out.add(o);
          used += oc;
        }
      }
    }
    out.sort(java.util.Comparator.comparingLong(Piece::number));
    return out;
  }

  /**
   * {@code rare} in the order {@link #rare(List, long, long, java.util.Set, Scan)} shows them: trouble
   * first, then the rarest, and so on (see there).
   */
  private List<Templates.Rare> ranked(List<Templates.Rare> rare, Scan scan) {
    List<Templates.Rare> byCount = new ArrayList<>(rare);
    byCount.sort(java.util.Comparator.comparingLong(r -> r.line().number()));
    java.util.Map<Templates.Rare, Integer> near = incidents(byCount);
    // A stack frame's text is its own, but frames are a routine kind of line: among equally rare
    // lines, the others (a section header, a summary) say more than one frame of a long dump.
    // Worked out once per line, not once per comparison: it is a regular expression.
    java.util.Map<Templates.Rare, Boolean> frame = new java.util.IdentityHashMap<>();
    byCount.forEach(r -> frame.put(r, Frames.isFrame(r.line().text())));
    // A line printed for each of many names says what each of them says: after the lines of their own.
    java.util.Set<Long> family = scan == null ? java.util.Set.of() : scan.rareFamilies();
    // A rare line whose state in capitals says trouble (BLOCKED, SERVFAIL, DOWN) comes before rarer
    // lines that say nothing is wrong: rarity alone put a compiler thread's one task first.
    java.util.Map<Templates.Rare, Boolean> trouble = new java.util.IdentityHashMap<>();
    byCount.forEach(r -> trouble.put(r, Trouble.says(r.line().text())));
    // Last before line order: a line in words of its own says more than one in the routine's words.
    java.util.Map<Templates.Rare, Boolean> fresh = new java.util.IdentityHashMap<>();
    byCount.forEach(r -> fresh.put(r, scan != null && scan.saysNew(r.line())));
    // Among equally rare lines, a statement comes before a line indented under another (a thread's
    // state under its header): the statement opens a report, the indented line is one's detail.
    // A line of a log's start-up, before any routine set in (a server's banner and settings, every
    // line new), says less than a line new amid routine, or a value standing out of it: after them.
    byCount.sort(java.util.Comparator.comparing((Templates.Rare r) -> trouble.get(r) ? 0 : 1)
        .thenComparing(r -> settled >= 0 && r.line().number() < settled ? 1 : 0)
        .thenComparing(r -> family.contains(r.line().number()) ? 1 : 0)
        .thenComparingInt(Templates.Rare::count)
        .thenComparing(r -> frame.get(r) ? 1 : 0)
        .thenComparing(r -> Blocks.indent(r.line().text()) > 0 || Blocks.indentedUnderTag(r.line().text()) ? 1 : 0)
        .thenComparing(r -> Templates.breaksRoutine(r.routine()) ? 0 : 1)
        .thenComparing(r -> -near.get(r))
        .thenComparing(r -> fresh.get(r) ? 0 : 1)
        .thenComparingLong(r -> r.line().number()));
    return byCount;
  }

  /**
   * What the first rare line {@link #rare(List, long, long, java.util.Set, Scan)} would show costs
   * on its own (its line, capped, without its block or owners); 0 when none would be shown.
   */
  long firstRareCost(List<Templates.Rare> rare, long lineCap, java.util.Set<String> shown, Scan scan) {
    for (Templates.Rare r : ranked(rare, scan)) {
      Piece p = alone(r, lineCap, shown);
      if (p != null) {
        return sel.cost(p);
      }
    }
    return 0;
  }

  /**
   * Rare line {@code r} as its own excerpt, capped; null when it is blank, boilerplate, a rule of
   * marks only (Catch's {@code ~~~~} and {@code ----} around a failing test's name: the name is
   * what is rare there), {@code shown} already, or fits no cap.
   */
  private Piece alone(Templates.Rare r, long lineCap, java.util.Set<String> shown) {
    String text = r.line().text();
    if (!Blocks.saysSomething(text) || Boilerplate.is(text) || shown.contains(text)) { // a blank line says nothing too
      return null;
    }
    return sel.capped(Piece.excerpt(r.line(), false), lineCap);
  }

  /** For each rare line (given in line order), how many other rare lines lie within {@link #INCIDENT_REACH} lines. */
  private static java.util.Map<Templates.Rare, Integer> incidents(List<Templates.Rare> all) {
    java.util.Map<Templates.Rare, Integer> near = new java.util.IdentityHashMap<>();
    // A line come back after the run went wrong makes no incident of its own: it follows one.
    List<Templates.Rare> inOrder = all.stream().filter(r -> !r.back()).toList();
    all.forEach(r -> near.put(r, 0));
    int lo = 0;
    int hi = 0;
    for (int i = 0; i < inOrder.size(); i++) {
      long n = inOrder.get(i).line().number();
      while (inOrder.get(lo).line().number() < n - INCIDENT_REACH) {
        lo++;
      }
      while (hi + 1 < inOrder.size() && inOrder.get(hi + 1).line().number() <= n + INCIDENT_REACH) {
        hi++;
      }
      near.put(inOrder.get(i), hi - lo);
    }
    return near;
  }

  /** The incident lines, {@code [from, to)} of the excerpts, that are not yet {@code placed}. */
  private static void addIncidents(List<Integer> out, boolean[] placed, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!placed[i]) {
        out.add(i);
      }
    }
  }

  private static final java.util.regex.Pattern TAG = java.util.regex.Pattern.compile("^\\s*(\\[[A-Z]+\\]\\s*)?");

  private static final java.util.regex.Pattern LEVEL = java.util.regex.Pattern.compile("^\\[[A-Z]+\\] ?");
  /** A log line's own level, near its start, when it says information only. */
  private static final java.util.regex.Pattern INFO_LEVEL =
      java.util.regex.Pattern.compile("(?:^|[\\s\\[(])(?:INFO|Info|NOTICE|Notice|DEBUG|Debug)(?:[:\\])]|\\s{2})");
  /** A log line's own level, near its start, when it says error. */
  private static final java.util.regex.Pattern ERROR_LEVEL =
      java.util.regex.Pattern.compile("(?:^|[\\s\\[(])(?:ERROR|Error|FATAL|Fatal|CRITICAL|Critical|PANIC|Panic)(?:[:\\])]|\\s{2})");
  /** How far into a line its level is looked for: past a timestamp and a process tag. */
  private static final int LEVEL_REACH = 80;

  /** Whether {@code text} states {@code level} within its first {@link #LEVEL_REACH} chars. */
  private static boolean says(String text, java.util.regex.Pattern level) {
    return level.matcher(text.length() > LEVEL_REACH ? text.substring(0, LEVEL_REACH) : text).find();
  }

  /**
   * How deep an error line is indented, after a leading level tag and the one space that follows
   * it ({@code [ERROR]   symbol: ...} is 2 deep, {@code [ERROR] Foo.java:[3,1] ...} 0).
   */
  static int depth(String text) {
    int d = Blocks.indent(LEVEL.matcher(text).replaceFirst(""));
    return Math.max(0, d);
  }

  /**
   * A failed comparison that states both its values ({@code assert Decimal('11') ==
   * Decimal('11.25')}, {@code expected 3 but got 4}): what a failing check found, the line a
   * reader of a test run looks for first.
   */
  static final java.util.regex.Pattern COMPARED = java.util.regex.Pattern.compile(
      "(?i)\\bassert\\w*\\b.*\\S\\s*(==|!=|<=|>=)\\s*\\S|\\bexpected\\b.*\\b(but|got|received|actual|found)\\b\\s*\\S");

  /** What makes two error lines the same report: the text without a leading level tag and spacing. */
  static String sameness(String text) {
    return TAG.matcher(text).replaceFirst("").strip();
  }

  /**
   * The order excerpts are tried in: the first of a template seen fewer than ten times; the status
   * lines; those with key lines found above them; the first line of each other template, rarest
   * first, then those that say a process ended abnormally, then those that point at the caller's
   * own code, then in line order (the repeats follow: {@link Candidates#withRepeats}). Of the
   * incident lines (from index {@code errors} of {@code all}), those that say a process ended
   * abnormally come before the first line of each other template, and the rest after the
   * templates seen fewer than ten times.
   */
  private static List<Integer> order(List<Hit> all, int errors, List<Boolean> status, List<Boolean> ownCode, Scan scan) {
    List<Hit> hits = all.subList(0, errors);
    int n = hits.size();
    List<Integer> out = new ArrayList<>(n);
    boolean[] taken = new boolean[n];
    java.util.Set<Long> templates = new java.util.HashSet<>();
    if (n > 0) {
      // The root cause: the first error line of a template seen fewer than ten times. The first of
      // hundreds of logged "expected error" lines is a decoy, and waits with its kind.
      int first = 0;
      while (first < n && scan != null && scan.errorTemplateCount(hits.get(first).template()) >= ROUTINE) {
        first++;
      }
      first = first == n ? 0 : first;
      // A log line that says it is only information (Dovecot's "imap-login: Info: ... (auth failed)")
      // is no root cause while a later one says it is an error.
      if (first < n && says(hits.get(first).line().text(), INFO_LEVEL)) {
        for (int k = first + 1; k < n; k++) {
          if (says(hits.get(k).line().text(), ERROR_LEVEL)
              && (scan == null || scan.errorTemplateCount(hits.get(k).template()) < ROUTINE)) {
            first = k;
            break;
          }
        }
      }
      out.add(first);
      taken[first] = true;
      templates.add(hits.get(first).template());
    }
    // A final status is stated once, or once more at the end: of a status template, the first and
    // the last line come first; its repeats (a log's "order ORD-00440 failed" per order) wait with
    // the other repeats, so they cannot crowd out the distinct errors between them.
    java.util.Map<Long, Integer> lastOfTemplate = new java.util.HashMap<>();
    for (int i = 0; i < n; i++) {
      if (status.get(i)) {
        lastOfTemplate.put(hits.get(i).template(), i);
      }
    }
    java.util.Set<Long> statusTemplates = new java.util.HashSet<>();
    for (int i = 0; i < n; i++) {
      long t = hits.get(i).template();
      if (status.get(i) && !taken[i] && (statusTemplates.add(t) || lastOfTemplate.get(t) == i)) {
        out.add(i);
        taken[i] = true;
        templates.add(t);
      }
    }
    for (int i = 0; i < n; i++) {
      if (hits.get(i).keyAbove() && !taken[i]) {
        // A failure whose own output was found above it says what failed; its siblings only that it did.
        out.add(i);
        taken[i] = true;
        templates.add(hits.get(i).template());
      }
    }
    // The incident lines that say a process ended abnormally: what happened, whatever its words.
    boolean[] placed = new boolean[all.size()];
    for (int i = errors; i < all.size(); i++) {
      if (Incidents.crash(all.get(i).line().text())) {
        out.add(i);
        placed[i] = true;
      }
    }
    List<Integer> distinct = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!taken[i] && templates.add(hits.get(i).template())) {
        distinct.add(i);
      }
    }
    long[] count = new long[n];
    boolean[] crash = new boolean[n];
    int[] depth = new int[n];
    boolean[] banner = new boolean[n];
    boolean[] compared = new boolean[n];
    for (int i : distinct) {
      String text = hits.get(i).line().text();
      crash[i] = Incidents.crash(text);
      depth[i] = depth(text);
      banner[i] = Owners.frame(text) != 0;
      compared[i] = COMPARED.matcher(text).find();
      // Rarity by order of magnitude: among the templates seen fewer than ten times, the root cause
      // comes first; a template seen hundreds of times waits behind all of them.
      long c = scan == null ? 1 : scan.errorTemplateCount(hits.get(i).template());
      count[i] = c < ROUTINE ? 0 : c < 100 ? 1 : 2;
    }
    boolean[] variant = Variants.laterOfKind(hits, distinct);
    boolean someNotOwn = ownCode.subList(0, n).contains(Boolean.FALSE);
    // Among equally rare ones, a statement comes before the lines indented under it (a tree of
    // paths, a symbol and its location), which are its detail and come with its block.
    // A banner that matches (pytest's "=== FAILURES ===") heads a section; the statements in it
    // say what failed, and come first.
    // A line that differs from an earlier one in one word only (Octave's '***** error f ()' for each
    // function whose erroring is tested) is one more of that kind: it waits behind the other kinds
    // of its rarity and depth (a report's statements still come before the lines indented under them).
    distinct.sort(java.util.Comparator.comparingLong((Integer i) -> count[i])
        .thenComparing(i -> banner[i] ? 1 : 0)
        .thenComparing(i -> compared[i] ? 0 : 1)
        .thenComparingInt(i -> depth[i])
        .thenComparing(i -> variant[i] ? 1 : 0)
        .thenComparing(i -> crash[i] ? 0 : 1)
        .thenComparing(i -> someNotOwn && ownCode.get(i) ? 0 : 1)
        .thenComparingInt(i -> i));
    boolean incidents = false;
    for (int i : distinct) {
      if (count[i] > 0 && !incidents) {
        incidents = true;
        addIncidents(out, placed, errors, all.size());
      }
      out.add(i);
      taken[i] = true;
    }
    if (!incidents) {
      addIncidents(out, placed, errors, all.size());
    }
    return out;
  }

}

package dev.candor;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * What a {@link Scanner} kept of a stream: its counts and digest, its lines from the start and
 * from the end, and the error lines in between.
 *
 * <p>When the stream fit in the scanner's buffers it is {@linkplain #complete() complete}: {@link
 * #head()} and {@link #tail()} are then the same list, every line of the input.
 */
final class Scan {
  final long bytes;
  final long lines;
  final long chars;
  final long invalidUtf8;
  final String sha256;
  final boolean binary;
  final String binaryType;
  final long errorCount;
  final Clean.Stats clean;
  private final ErrorPatterns patterns;
  private final int lineKeep;
  private final byte[] headRaw;
  private final long tailRawStart;
  private final byte[] tailRaw;
  private final List<Line> head;
  private final List<Line> tail;
  private final List<Hit> hits;
  private final boolean complete;
  private final Templates templates;
  private final java.util.Map<Long, long[]> hitTemplates;
  /** The warning lines a streamed scan kept (see {@link WarnWatch}); unused when complete. */
  private final List<Hit> keptWarnings;
  /** The lines {@code [first, last]} the error lines the scanner did not keep lie within; {@code {0, 0}} when none. */
  final long[] droppedHits;

  /** What {@code s} kept: its windows' bytes {@code h} and {@code t}, and its line-cleaning counts {@code clean}. */
  Scan(Scanner s, byte[] digest, long lines, List<Hit> hits, Clean.Stats clean, byte[] h, byte[] t) {
    this.bytes = s.total();
    this.lines = lines;
    this.chars = s.chars();
    this.invalidUtf8 = s.invalid();
    this.sha256 = HexFormat.of().formatHex(digest);
    this.binary = s.binary();
    byte[] sniff = s.sniffBytes();
    this.binaryType = binary ? Sniff.binaryType(sniff, sniff.length) : null;
    this.errorCount = s.hitCount();
    this.clean = clean;
    this.patterns = s.patterns();
    this.lineKeep = s.lineKeep();
    this.hits = hits;
    this.templates = s.templates;
    this.hitTemplates = s.hitTemplates();
    this.keptWarnings = s.warnings();
    this.droppedHits = s.droppedHits();
    if (binary) {
      complete = bytes == h.length;
      headRaw = h;
      tailRaw = t;
      tailRawStart = bytes - t.length;
      head = List.of();
      tail = List.of();
      return;
    }
    if (bytes <= (long) h.length + t.length) {
      // Everything is held: the head, then whatever of the tail follows it.
      int rest = (int) (bytes - h.length);
      byte[] all = new byte[(int) bytes];
      System.arraycopy(h, 0, all, 0, h.length);
      System.arraycopy(t, t.length - rest, all, h.length, rest);
      complete = true;
      headRaw = all;
      tailRaw = all;
      tailRawStart = 0;
      head = parse(all, 0, all.length, 0, 1, false, false);
      tail = head;
    } else {
      complete = false;
      headRaw = h;
      boolean headEndsLine = h.length > 0 && h[h.length - 1] == '\n';
      head = fullEnd(parse(h, 0, h.length, 0, 1, false, !headEndsLine), s, h.length);
      // The ring holds one byte more than the tail: it tells whether the tail starts a line.
      boolean startsLine = t[0] == '\n';
      long regionStart = bytes - t.length + 1;
      long breaksInRegion = 0;
      for (int i = 1; i < t.length; i++) {
        if (t[i] == '\n') {
          breaksInRegion++;
        }
      }
      long breaksBefore = s.newlines() - breaksInRegion;
      tailRaw = t;
      tailRawStart = bytes - t.length;
      tail = fullStart(parse(t, 1, t.length, regionStart, breaksBefore + 1, !startsLine, false), s, lines);
    }
  }

  /**
   * {@code tail}, its first line clipped by the window told where it starts, when the engine saw
   * that: the head window holds the start of the same line, or it is the output's last line.
   */
  private List<Line> fullStart(List<Line> tail, Scanner s, long lines) {
    if (tail.isEmpty() || !tail.get(0).clippedStart()) {
      return tail;
    }
    Line l = tail.get(0);
    Line headLast = head.isEmpty() ? null : head.get(head.size() - 1);
    long start = headLast != null && headLast.number() == l.number() ? headLast.start()
        : l.number() == lines ? s.lastLineStart() : -1;
    if (start >= 0 && start < l.start()) {
      tail.set(0, l.startingAt(start));
    }
    return tail;
  }

  /** {@code head}, its last line clipped by the window told where it ends, when the scanner saw that. */
  private static List<Line> fullEnd(List<Line> head, Scanner s, int window) {
    if (head.isEmpty() || !head.get(head.size() - 1).clippedEnd()) {
      return head;
    }
    long end = s.lineEndAfter(window);
    Line l = head.get(head.size() - 1);
    if (end >= l.end()) {
      head.set(head.size() - 1, new Line(l.number(), l.start(), l.end(), l.text(), l.clippedStart(), true, end));
    }
    return head;
  }

  /** Splits {@code b[from, to)} into lines; the offsets of the result are raw stream offsets. */
  private List<Line> parse(byte[] b, int from, int to, long offset, long firstNo, boolean clipFirst, boolean clipLast) {
    List<Line> out = new ArrayList<>();
    long no = firstNo;
    int s = from;
    long delta = offset - from;
    while (s < to) {
      int e = Scanner.indexOf(b, s, to);
      boolean last = e < 0;
      if (last) {
        e = to;
      }
      String text = Clean.line(b, s, e, clean);
      out.add(new Line(no, delta + s, delta + e, text, s == from && clipFirst, last && clipLast));
      no++;
      s = e + 1;
    }
    return out;
  }

  /**
   * Runs of at least {@code minLength} printable ASCII characters in the kept head, in order and
   * without repeats, as strings(1) finds them: what a binary says about itself (a usage line, a
   * version, a path).
   */
  List<String> printableStrings(int minLength, int max) {
    List<String> out = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    int start = -1;
    for (int i = 0; i <= headRaw.length && out.size() < max; i++) {
      int v = i < headRaw.length ? headRaw[i] & 0xFF : 0;
      boolean printable = v >= 0x20 && v < 0x7F || v == '\t';
      if (printable && start < 0) {
        start = i;
      } else if (!printable && start >= 0) {
        if (i - start >= minLength) {
          String run = new String(headRaw, start, Math.min(i - start, 200), StandardCharsets.ISO_8859_1).strip();
          if (run.length() >= minLength && seen.add(run)) {
            out.add(run);
          }
        }
        start = -1;
      }
    }
    return out;
  }

  boolean complete() {
    return complete;
  }

  List<Line> head() {
    return head;
  }

  List<Line> tail() {
    return tail;
  }

  /** The error lines the scanner kept (the first and the last ones), in input order. */
  List<Hit> hits() {
    return hits;
  }

  /** A warning line: compiled when the first candidate line is checked (the holder idiom), not on every scan. */
  static final class Warning {
    static final java.util.regex.Pattern PATTERN = java.util.regex.Pattern.compile(
        "(?i)\\bwarning\\b|\\[WARN(ING)?\\]|\\bdeprecat");

    private Warning() {}
  }

  /**
   * The tail's first line, clipped by the window, as an error hit holds it from its start (its
   * first 4 KiB, and where it ends); {@code line} itself when no kept hit is that line. An error
   * line longer than the tail window says what failed at its start, which the window cut off.
   */
  Line fromStart(Line line) {
    if (line.clippedStart()) {
      for (Hit h : hits) {
        if (h.line().number() == line.number() && h.line().start() < line.start()) {
          return h.line();
        }
      }
    }
    return line;
  }

  /** Whether the head window holds the start of {@code line}: every line of a complete scan. */
  boolean headHolds(Line line) {
    return !head.isEmpty() && head.get(head.size() - 1).number() >= line.number();
  }

  private List<Hit> allHits;
  private List<Hit> allWarnings;

  /**
   * Every error line of a complete scan, each with the line before it and the line after it (in a
   * stack trace, the first frame of the caller's own code). Worked out once: a layout asks for
   * stretches of it on every fitting attempt.
   */
  List<Hit> allHits() {
    if (allHits == null) {
      List<Hit> out = new ArrayList<>();
      for (int i = 0; i < head.size(); i++) {
        Line l = head.get(i);
        if (isError(l)) {
          out.add(hitAt(head, i));
        }
      }
      allHits = List.copyOf(out);
    }
    return allHits;
  }

  /**
   * Every warning line of a complete scan, each with its block, worked out once; of an incomplete one, those its
   * scanner kept (the first, the first of each template and the last ones), when it has no error line.
   */
  List<Hit> allWarnings() {
    if (allWarnings == null) {
      List<Hit> out = new ArrayList<>();
      if (complete) {
        for (int i = 0; i < head.size(); i++) {
          if (Warning.PATTERN.matcher(head.get(i).text()).find()) {
            out.add(Blocks.warning(head, i));
          }
        }
      } else {
        out.addAll(keptWarnings);
      }
      allWarnings = List.copyOf(out);
    }
    return allWarnings;
  }

  /** The error line {@code all[i]} with its context, its block, its paragraph's header and its key lines. */
  private static Hit hitAt(List<Line> all, int i) {
    return Blocks.hit(all, i, next(all, i));
  }

  // --- blank lines ---

  private Boolean middleBlank;

  /**
   * Whether every line of {@code [from, to]} is blank, as {@link Templates#blanks} counts them:
   * held lines are looked at; the lines between the held head and tail (a window's clipped edge
   * line included) are all blank when the scanner's exact count of blank lines leaves as many for
   * them as there are.
   */
  boolean allBlank(long from, long to) {
    if (head.isEmpty() || from > to) {
      return false;
    }
    if (complete) {
      return blankRun(head, headRaw, 0, from, to);
    }
    long headWhole = head.get(head.size() - 1).clippedEnd() ? head.size() - 1 : head.size();
    long tailFirst = tail.isEmpty() ? lines + 1 : tail.get(0).number();
    long tailWhole = !tail.isEmpty() && tail.get(0).clippedStart() ? tailFirst + 1 : tailFirst;
    if (from <= headWhole && !blankRun(head, headRaw, 0, from, Math.min(to, headWhole))) {
      return false;
    }
    if (Math.max(from, headWhole + 1) <= Math.min(to, tailWhole - 1) && !middleBlank(headWhole, tailWhole)) {
      return false;
    }
    return to < tailWhole || blankRun(tail, tailRaw, tailRawStart, Math.max(from, tailWhole), to);
  }

  /** Whether lines {@code [from, to]} of {@code list} (numbered from its first) are blank in {@code raw}, which starts at stream offset {@code rawStart}. */
  private static boolean blankRun(List<Line> list, byte[] raw, long rawStart, long from, long to) {
    long first = list.get(0).number();
    for (long n = from; n <= to; n++) {
      Line l = list.get((int) (n - first));
      if (!Templates.blank(raw, (int) (l.start() - rawStart), (int) (l.end() - rawStart))) {
        return false;
      }
    }
    return true;
  }

  /** Whether the lines after whole head line {@code headWhole} and before whole tail line {@code tailWhole} are all blank. */
  private boolean middleBlank(long headWhole, long tailWhole) {
    if (middleBlank == null) {
      long held = 0;
      for (int i = 0; i < headWhole; i++) {
        Line l = head.get(i);
        held += Templates.blank(headRaw, (int) l.start(), (int) l.end()) ? 1 : 0;
      }
      for (int i = (int) (tailWhole - (tail.isEmpty() ? tailWhole : tail.get(0).number())); i < tail.size(); i++) {
        Line l = tail.get(i);
        held += Templates.blank(tailRaw, (int) (l.start() - tailRawStart), (int) (l.end() - tailRawStart)) ? 1 : 0;
      }
      middleBlank = templates.blanks() - held == tailWhole - headWhole - 1;
    }
    return middleBlank;
  }

  // --- templates ---

  private java.util.Map<Long, Integer> exactCounts;
  private java.util.Map<Long, Integer> exactHitCounts;
  private final java.util.IdentityHashMap<List<Line>, long[]> templateCache = new java.util.IdentityHashMap<>();

  /** Every held line's template count, for a complete scan. */
  private java.util.Map<Long, Integer> exactCounts() {
    if (exactCounts == null) {
      exactCounts = new java.util.HashMap<>();
      long[] t = templates(head);
      for (long x : t) {
        exactCounts.merge(x, 1, Integer::sum);
      }
    }
    return exactCounts;
  }

  /** The templates of {@code lines}, worked out once for the head and the tail. */
  long[] templates(List<Line> lines) {
    long[] t = templateCache.get(lines);
    if (t == null) {
      t = new long[lines.size()];
      for (int i = 0; i < t.length; i++) {
        t[i] = Template.hash(lines.get(i).text());
      }
      if (lines == head || lines == tail) {
        templateCache.put(lines, t);
      }
    }
    return t;
  }

  private final java.util.IdentityHashMap<List<Line>, long[]> foldCache = new java.util.IdentityHashMap<>();
  private final java.util.IdentityHashMap<List<Line>, long[]> splitCache = new java.util.IdentityHashMap<>();

  /**
   * What the lines of the head or the tail fold by: their templates, with the one word that varies
   * between a line and one just before it masked too, error and warning lines apart ({@link Variants}).
   */
  long[] foldKeys(List<Line> lines) {
    long[] k = foldCache.get(lines);
    if (k == null) {
      k = Variants.keys(lines, templates(lines), l -> isError(l) || Warning.PATTERN.matcher(l.text()).find());
      foldCache.put(lines, k);
    }
    return k;
  }

  /**
   * What the lines of the head or the tail fold by, as {@link #foldKeys(List)} has it, but for a line
   * whose slot value stands out (the one 500 among the 200s, see {@link #slotLines}): not one more of
   * its run, but a line of its own. When some line is an error line, only a number far above its
   * slot's bulk splits a run so ({@link #farLines}: a gap of twice the next value is as plain as an
   * error word); a rare value among usual ones waits for the room the error blocks leave, as a rare
   * line between head and tail, since a split run costs one more marker.
   */
  long[] splitFoldKeys(List<Line> lines) {
    List<Templates.Rare> split = errorCount == 0 ? slotLines() : farLines();
    if (split.isEmpty()) {
      return foldKeys(lines);
    }
    long[] k = splitCache.get(lines);
    if (k == null) {
      k = foldKeys(lines).clone();
      java.util.Set<Long> apart = new java.util.HashSet<>();
      split.forEach(r -> apart.add(r.line().number()));
      for (int i = 0; i < k.length; i++) {
        if (apart.contains(lines.get(i).number())) {
          k[i] = ~k[i] ^ lines.get(i).number() * 0x9E3779B97F4A7C15L;
        }
      }
      splitCache.put(lines, k);
    }
    return k;
  }

  /** How many lines of the whole output had template {@code t}: exact when complete, at most otherwise. */
  int templateCount(long t) {
    return complete ? exactCounts().getOrDefault(t, 0) : templates.estimate(t);
  }

  /** How many error lines had template {@code t}. */
  long errorTemplateCount(long t) {
    if (complete) {
      if (exactHitCounts == null) {
        exactHitCounts = new java.util.HashMap<>();
        for (Hit h : allHits()) {
          exactHitCounts.merge(h.template(), 1, Integer::sum);
        }
      }
      return exactHitCounts.getOrDefault(t, 1);
    }
    long[] c = hitTemplates.get(t);
    return c == null ? 1 : c[0];
  }

  private List<Templates.Rare> rare;
  private List<Templates.Rare> slotLines;

  /**
   * The lines whose slot value stands out among the lines that share their template's start (see
   * {@link RareSlots}), in line order; worked out once, from what the scanner counted of every line,
   * so a held scan and a streamed one find the same.
   */
  List<Templates.Rare> slotLines() {
    if (slotLines == null) {
      slotLines = List.copyOf(templates.slotValues.lines(new Clean.Stats()));
    }
    return slotLines;
  }

  private List<Templates.Rare> farLines;

  /** Of the {@link #slotLines}, those of a number far above its slot's bulk; worked out once. */
  List<Templates.Rare> farLines() {
    if (farLines == null) {
      farLines = List.copyOf(templates.slotValues.lines(new Clean.Stats(), false));
    }
    return farLines;
  }

  /** Whether rare templates are so many (a third of the lines or more, or too many to keep) that rarity says little. */
  boolean manyRare() {
    return complete ? rare().size() * 3L >= lines : templates.sampled();
  }

  private java.util.Set<Long> rareFamilies;
  private java.util.Set<String> routineWords;

  /** Whether {@code line} holds a word no routine line of the output has ({@link Templates#routineWords}). */
  boolean saysNew(Line line) {
    if (routineWords == null) {
      routineWords = templates.routineWords();
    }
    return Words.anyNew(line.text(), routineWords);
  }

  /**
   * The numbers of the {@link #rare} lines that are one of a family ({@link Variants#families}):
   * printed for each of many names, they rank after the rare lines of their own; worked out once.
   * Neither a line that says trouble in capitals ({@link Trouble}) nor a stack frame (ranked as a
   * frame) counts as one.
   */
  java.util.Set<Long> rareFamilies() {
    if (rareFamilies == null) {
      java.util.Set<Long> f = new java.util.HashSet<>(Variants.families(rare()));
      for (Templates.Rare r : rare()) {
        if (f.contains(r.line().number()) && (Trouble.says(r.line().text()) || Frames.isFrame(r.line().text()))) {
          f.remove(r.line().number());
        }
      }
      rareFamilies = f;
    }
    return rareFamilies;
  }

  /** The first line of each template seen at most {@link Templates#RARE} times, in line order; worked out once. */
  List<Templates.Rare> rare() {
    if (rare == null) {
      rare = List.copyOf(findRare());
    }
    return rare;
  }

  private List<Templates.Rare> findRare() {
    return complete ? heldRare(false) : templates.rare(clean);
  }

  /**
   * Of the held lines, those of each template seen at most {@link Templates#RARE} times: its first
   * line, or, {@code later}, its second and third; in line order.
   */
  private List<Templates.Rare> heldRare(boolean later) {
    List<Templates.Rare> out = new ArrayList<>();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    long firsts = 0; // as Templates keeps it: bit i, whether the line i + 1 back was the first of its template
    long[] t = templates(head);
    for (int i = 0; i < t.length; i++) {
      int c = exactCounts().get(t[i]);
      boolean first = seen.add(t[i]);
      if (c <= Templates.RARE && first != later) {
        out.add(new Templates.Rare(head.get(i), t[i], c, Templates.routine(firsts, i)));
      }
      firsts = firsts << 1 | (first ? 1 : 0);
    }
    return out;
  }

  private List<Templates.Rare> rareAgain;

  /**
   * The later lines of each template seen at most {@link Templates#RARE} times (its second and
   * third), in line order; a streamed scan has those its candidates kept. Worked out once.
   */
  List<Templates.Rare> rareAgain() {
    if (rareAgain == null) {
      rareAgain = List.copyOf(complete ? heldRare(true) : templates.rareAgain(clean));
    }
    return rareAgain;
  }

  private long settled = -2;

  /**
   * The number of the first line the output's routine had set in before ({@link Templates#settled}):
   * the lines before it are its start-up, where every line is new (a server's banner and settings);
   * -1 when no routine set in. Worked out once.
   */
  long settled() {
    if (settled == -2) {
      settled = complete ? settledInHead() : templates.settled();
    }
    return settled;
  }

  private long settledInHead() {
    java.util.Set<Long> seen = new java.util.HashSet<>();
    long firsts = 0;
    long[] t = templates(head);
    for (int i = 0; i < t.length; i++) {
      if (Templates.settles(firsts, i)) {
        return head.get(i).number();
      }
      firsts = firsts << 1 | (seen.add(t[i]) ? 1 : 0);
    }
    return -1;
  }

  /** The {@code n} templates with the most lines, each of at least {@code min}, with exact counts. */
  List<Templates.Total> totals(int n, int min) {
    if (!complete) {
      return templates.top(n, min);
    }
    List<Templates.Total> out = new ArrayList<>();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    long[] t = templates(head);
    for (int i = 0; i < t.length; i++) {
      int c = exactCounts().get(t[i]);
      if (c >= min && seen.add(t[i])) {
        out.add(new Templates.Total(t[i], c, head.get(i).text()));
      }
    }
    out.sort((a, b) -> Integer.compare(b.count(), a.count()));
    return out.subList(0, Math.min(n, out.size()));
  }

  /** The line after {@code all[i]}; in a stack trace, the first frame of the caller's own code. */
  static Line next(List<Line> all, int i) {
    if (i + 1 >= all.size()) {
      return null;
    }
    Line first = all.get(i + 1);
    if (!Frames.isFrame(first.text())) {
      return first;
    }
    for (int k = i + 1; k < all.size() && k <= i + Frames.LOOK_AHEAD && Frames.isFrame(all.get(k).text()); k++) {
      if (!Frames.isLibrary(all.get(k).text())) {
        return all.get(k);
      }
    }
    return first;
  }

  /** Where the first error match in {@code line}'s held text starts, or -1; see {@link ErrorPatterns#firstMatch}. */
  int errorAt(Line line) {
    String t = line.text();
    return patterns.firstMatch(t.length() > lineKeep ? t.substring(0, lineKeep) : t);
  }

  boolean isError(Line line) {
    String t = line.text();
    return patterns.matches(t.length() > lineKeep ? t.substring(0, lineKeep) : t);
  }

  /** The last {@code max} bytes held of the stream, or fewer, as UTF-8 text. */
  String tailText(int max) {
    int from = Math.max(0, tailRaw.length - max);
    return new String(tailRaw, from, tailRaw.length - from, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The hex SHA-256 of raw bytes {@code [0, end)}; {@code end} must lie within the kept head. */
  String headSha(long end) {
    return sha(headRaw, 0, (int) Math.min(end, headRaw.length));
  }

  /** The hex SHA-256 of raw bytes {@code [start, bytes)}; {@code start} must lie within the kept tail. */
  String tailSha(long start) {
    int from = (int) Math.max(0, start - tailRawStart);
    return sha(tailRaw, from, tailRaw.length);
  }

  private static String sha(byte[] b, int from, int to) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      md.update(b, from, Math.max(0, to - from));
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    }
  }
}

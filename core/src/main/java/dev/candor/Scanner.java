package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * One pass over a stream of any length in bounded memory.
 *
 * <p>It keeps what any strategy may need and nothing else: the first {@code headCap} bytes, the
 * last {@code tailCap} bytes (a ring), the first and last error lines and the first of each error
 * template (bounded, each with its {@link Blocks block}), the {@link Templates} of every line with
 * the first line of each rare one, and counts and a SHA-256 of everything. Memory is {@code
 * headCap + tailCap} plus a bounded number of lines, whatever the input.
 *
 * <p>The hot loop does four passes over each chunk while it sits in cache: the digest, a
 * word-at-a-time count of line breaks and UTF-8 continuation bytes, and the {@link Triggers}
 * prefilter, which hands only candidate lines to the error patterns; then one pass over each line's
 * first bytes hashes its {@link Template} without making a string. Lines that cross chunk
 * boundaries are carried, clipped to {@code lineKeep} bytes, so a 1 GB line costs no memory.
 */
final class Scanner {
  static final int SNIFF = 8192;
  private static final int MAX_HIT_TEMPLATES = 4096;

  /** Receives every complete line, for strategies that look at all of them (file outlines). */
  interface LineVisitor {
    /**
     * @param offset the raw offset of the line's first byte
     * @param clipped whether {@code b[s, e)} is only the start of the line
     */
    void visit(long number, long offset, byte[] b, int s, int e, boolean clipped);
  }

  private final Sha256Digest sha = new Sha256Digest();
  private final int lineKeep;
  private final int errorKeep;
  private final ErrorPatterns patterns;
  private final Triggers triggers;
  private final LineVisitor visitor;
  final Clean.Stats cleanStats = new Clean.Stats();

  private final byte[] head;
  private int headLen;
  /** The raw offset of the first line break past the head window, or -1 until one is seen. */
  private long headLineEnd = -1;
  /**
   * The stream's last bytes, a ring: the tail window's {@link #tailCap} + 1 and, when that is
   * less, the {@value HitContext#RING} an error line's context is read from ({@link HitContext}
   * reads this ring too, so each byte is copied once).
   */
  private final byte[] ring;
  private final int tailCap;
  private long total;

  private long newlines;
  private final ByteCounts counts = new ByteCounts();
  private byte lastByte;

  private final byte[] sniff = new byte[SNIFF];
  private int sniffLen;
  private Boolean binary;

  /** The line in progress across chunks: its first lineKeep bytes. */
  private final byte[] carry;
  private int carryLen;
  private long carryStart;
  /** Where the last line seen to its end, or after end() the stream's last line, starts. */
  private long lastLineStart;
  private boolean carryClipped;
  /** The last complete line, for the context of an error on the line after it: as text, or as
   * a reference into the current chunk until it is needed. */
  private Line previous;
  private byte[] prevBuf;
  private int prevS;
  private int prevE;
  private long prevNo;
  private long prevBase;

  private int[] hitBuf = new int[64];
  private final int[] hitCount1 = new int[1];
  private final List<HitContext.Slot> firstHits = new ArrayList<>();
  private final ArrayDeque<HitContext.Slot> lastHits = new ArrayDeque<>();
  /** The first error line of each template after the first ones: a distinct failure amid repeats. */
  private final List<HitContext.Slot> distinctHits = new ArrayList<>();
  /** The lines around the kept error lines, read once they are all at hand. */
  private final HitContext context;
  /** Each Go test's own output, for the --- FAIL: line that names it. */
  private final LeadWatch leads = new LeadWatch();
  /** The warning lines, while no error line has been seen (then they are not shown). */
  private WarnWatch warns;
  private final java.util.Map<Long, long[]> hitTemplates = new java.util.HashMap<>();
  private long hitCount;
  /** Where the complete lines of the chunk being looked at start: a block's header is not looked for before it. */
  private int chunkFrom;
  final Templates templates = new Templates();

  Scanner(int headCap, int tailCap, int lineKeep, int errorKeep, ErrorPatterns patterns, LineVisitor visitor) {
    this.head = new byte[headCap];
    this.ring = new byte[Math.max(tailCap + 1, HitContext.RING)];
    this.tailCap = tailCap;
    this.lineKeep = lineKeep;
    this.errorKeep = errorKeep;
    this.patterns = patterns;
    this.triggers = Triggers.of(patterns.triggers());
    this.visitor = visitor;
    this.carry = new byte[lineKeep];
    this.context = new HitContext(lineKeep, ring);
    templates.slotValues.readAboveFrom(context);
    this.warns = new WarnWatch(lineKeep, context);
  }

  void feed(byte[] b, int off, int len) {
    while (len > HitContext.PIECE) {
      feed(b, off, HitContext.PIECE);
      off += HitContext.PIECE;
      len -= HitContext.PIECE;
    }
    if (len <= 0) {
      return;
    }
    if (shared == null) {
      sha.update(b, off, len);
    }
    keepHead(b, off, len);
    keepTail(b, off, len);
    context.fed(len);
    if (binary == null) {
      int n = Math.min(len, SNIFF - sniffLen);
      System.arraycopy(b, off, sniff, sniffLen, n);
      sniffLen += n;
      if (sniffLen == SNIFF) {
        binary = Sniff.isBinary(sniff, sniffLen);
      }
    }
    long chunkStart = total;
    if (headLineEnd < 0 && chunkStart + len > head.length) {
      // The line the head window ends inside ends at the first line break past the window.
      int from = off + (int) Math.max(0, head.length - chunkStart);
      int at = indexOf(b, from, off + len);
      if (at >= 0) {
        headLineEnd = chunkStart + (at - off);
      }
    }
    total += len;
    lastByte = b[off + len - 1];
    if (Boolean.TRUE.equals(binary)) {
      return;
    }
    counts.count(b, off, len);
    newlines += lines(b, off, len, chunkStart, newlines);
    context.settle();
    // The caller may reuse b: keep the previous line as text, not as a reference into b.
    previousLine();
    prevBuf = null;
  }

  private void keepHead(byte[] b, int off, int len) {
    if (headLen < head.length) {
      int n = Math.min(len, head.length - headLen);
      System.arraycopy(b, off, head, headLen, n);
      headLen += n;
    }
  }

  private void keepTail(byte[] b, int off, int len) {
    int cap = ring.length;
    long at = total;
    if (len > cap) {
      // Only the last cap bytes of this chunk can stay in the ring.
      at += len - cap;
      off += len - cap;
      len = cap;
    }
    int pos = (int) (at % cap);
    int first = Math.min(len, cap - pos);
    System.arraycopy(b, off, ring, pos, first);
    if (first < len) {
      System.arraycopy(b, off + first, ring, 0, len - first);
    }
  }

  /**
   * Finds the error lines of a chunk, and returns how many line breaks it holds: the loops over its
   * lines count them, so no other pass does. {@code lineNo0} line breaks came before the chunk, so
   * the line in progress at its start is line {@code lineNo0 + 1}.
   */
  private long lines(byte[] b, int off, int len, long chunkStart, long lineNo0) {
    int end = off + len;
    long base = chunkStart - off;
    int firstNl = indexOf(b, off, end);
    if (firstNl < 0) {
      appendCarry(b, off, end);
      return 0;
    }
    // The line carried in from earlier chunks ends here.
    appendCarry(b, off, firstNl);
    finishCarry(lineNo0 + 1, base + firstNl);
    int lastNl = lastIndexOf(b, firstNl, end);
    lastLineStart = carryStart;
    long nl = 1;
    if (lastNl > firstNl) {
      chunkFrom = firstNl + 1;
      long after; // the number the line after lastNl's gets
      if (triggers == null || visitor != null) {
        inner(b, firstNl + 1, lastNl, lineNo0 + 2, base, lastNl + 1);
        after = templateLines(b, firstNl + 1, lastNl, lineNo0 + 2, base);
      } else {
        after = linesSkippingRepeats(b, firstNl + 1, lastNl, lineNo0 + 2, base);
      }
      nl = after - lineNo0 - 1;
      // The line that ends at lastNl is the previous line for whatever comes next.
      int ls = lastNl;
      while (ls > firstNl + 1 && b[ls - 1] != '\n') {
        ls--;
      }
      setPrevious(b, ls, lastNl, lineNo0 + nl, base);
      lastLineStart = base + ls;
      if (warns != null && hitCount == 0) {
        warns.lines(b, firstNl + 1, lastNl, lineNo0 + 2, base);
      }
    }
    carryLen = 0;
    carryClipped = false;
    carryStart = base + lastNl + 1;
    appendCarry(b, lastNl + 1, end);
    return nl;
  }

  /**
   * Counts the template of each complete line in {@code b[start, end]}, where {@code b[end]} is a
   * line break, the first numbered {@code no}; returns the number the line after them gets.
   */
  private long templateLines(byte[] b, int start, int end, long no, long base) {
    int s = start;
    while (s <= end) {
      int e = templates.lineAt(b, s, end + 1, no, base + s);
      if (b[s] == '=' || leads.taking() || LeadWatch.bracketRun(b, s, e)) {
        leads.line(b, s, e, no, base + s, base + e);
      }
      no++;
      s = e + 1;
    }
    return no;
  }

  /**
   * The complete lines in {@code b[start, end]} ({@code b[end]} is a line break), counted and
   * looked at for errors as {@link #templateLines} and {@link #inner} do, but a line byte for byte
   * the same as the one before it is neither hashed again (its template is the one before's) nor,
   * when the line before holds no trigger, searched for one: the same bytes give the same answers.
   * Only the stretches of other lines go to {@link #inner}, which then sees what it always saw of
   * them, their context lines included. Returns the number the line after them gets.
   */
  private long linesSkippingRepeats(byte[] b, int start, int end, long no, long base) {
    int spanStart = start;
    long spanNo = no;
    int s = start;
    while (s <= end) {
      int len = lastLen;
      int e;
      boolean repeated = len >= 0 && s + len <= end && b[s + len] == '\n'
          && java.util.Arrays.equals(b, s, s + len, last, 0, len);
      if (repeated) {
        e = s + len;
        templates.repeat(lastTemplate, b, s, e, no, base + s);
        if (lastQuiet()) {
          if (spanStart < s) {
            span(b, spanStart, s - 1, spanNo, base, end + 1);
          }
          spanStart = e + 1;
          spanNo = no + 1;
        }
      } else {
        e = templates.lineAt(b, s, end + 1, no, base + s);
        remember(b, s, e, templates.last());
      }
      if (b[s] == '=' || leads.taking() || LeadWatch.bracketRun(b, s, e)) {
        leads.line(b, s, e, no, base + s, base + e);
      } else if (repeated && lastQuiet()) {
        // The lines after a repeated line that needs no search, while they are the same line again
        // (a log's one message a million times), are counted in one step, each as the line above
        // was: nothing else looks at them (no span, no lead), so only the counts can differ.
        int k = repeatsAfter(b, e + 1, lastLen + 1, end);
        if (k > 0) {
          templates.repeats(lastTemplate, b, e + 1, e + 1 + lastLen, no + 1, base + e + 1, k);
          e += k * (lastLen + 1);
          spanStart = e + 1;
          spanNo = no + k + 1;
          no += k;
        }
      }
      no++;
      s = e + 1;
    }
    if (spanStart <= end) {
      span(b, spanStart, end, spanNo, base, end + 1);
    }
    return no;
  }

  /**
   * How many complete lines from {@code b[x]} on, up to the line break at {@code b[end]}, are each
   * the {@code p} bytes (a line and its break) just before {@code x}: one vectorised comparison of
   * the stretch with itself {@code p} bytes back, not one a line.
   */
  static int repeatsAfter(byte[] b, int x, int p, int end) {
    if (x + p > end + 1) {
      return 0;
    }
    int m = java.util.Arrays.mismatch(b, x, end + 1, b, x - p, end + 1 - p);
    return (m < 0 ? end + 1 - x : m) / p;
  }

  /** {@link #inner} on the stretch {@code b[s, e]}, with the line before it as the context of an error on its first line. */
  private void span(byte[] b, int s, int e, long no, long base, int limit) {
    if (s > chunkFrom) {
      int ps = s - 1;
      while (ps > chunkFrom && b[ps - 1] != '\n') {
        ps--;
      }
      setPrevious(b, ps, s - 1, no - 1, base);
    }
    inner(b, s, e, no, base, limit);
  }

  /** The longest line {@link #linesSkippingRepeats} compares with the next one. */
  private static final int REPEAT_MAX = 1024;
  private final byte[] last = new byte[REPEAT_MAX];
  /** The length of the last line held in {@link #last}, or -1 when none is held (too long, or none yet). */
  private int lastLen = -1;
  private long lastTemplate;
  /** 1 when the held line holds no trigger within its first lineKeep bytes, 0 when it does, -1 not yet known. */
  private int lastQuietState = -1;

  private void remember(byte[] b, int s, int e, long template) {
    int n = e - s;
    if (n > REPEAT_MAX) {
      lastLen = -1;
      return;
    }
    System.arraycopy(b, s, last, 0, n);
    lastLen = n;
    lastTemplate = template;
    lastQuietState = -1;
  }

  private boolean lastQuiet() {
    if (lastQuietState < 0) {
      lastQuietState = triggers.findInLine(last, 0, Math.min(lastLen, lineKeep)) < 0 ? 1 : 0;
    }
    return lastQuietState == 1;
  }

  /**
   * Complete lines in {@code b[start, end)}, where {@code b[end]} is a line break; the complete
   * lines of the chunk, which an error's context and block are read from, end before {@code limit}.
   */
  private void inner(byte[] b, int start, int end, long firstNo, long base, int limit) {
    if (triggers == null || visitor != null) {
      long no = firstNo;
      int s = start;
      while (s <= end) {
        int e = indexOf(b, s, end + 1);
        if (visitor != null) {
          visitor.visit(no, base + s, b, s, e, false);
        }
        if (triggers == null || triggers.findInLine(b, s, Math.min(e, s + lineKeep)) >= 0) {
          check(b, s, e, no, base, limit);
        }
        setPrevious(b, s, e, no, base);
        no++;
        s = e + 1;
      }
      return;
    }
    // From the line break before the stretch, when there is one: a literal that starts with a line
    // break ("\ne: ") is found there for the stretch's first line, and at any later line's start.
    int from = start > 0 && b[start - 1] == '\n' ? start - 1 : start;
    hitBuf = triggers.findAll(b, from, end, hitBuf, hitCount1);
    int found = hitCount1[0];
    long no = firstNo;
    int counted = start;
    int p = start;
    for (int k = 0; k < found; k++) {
      int h = hitBuf[k];
      if (b[h] == '\n') {
        h++; // a literal found at the break before a line: the line it opens
      }
      if (h < p) {
        continue; // on a line already looked at
      }
      int ls = h;
      while (ls > start && b[ls - 1] != '\n') {
        ls--;
      }
      int le = indexOf(b, h, end + 1);
      no += BreakIndex.count(b, counted, ls);
      counted = ls;
      if (h - ls < lineKeep) {
        if (ls > start) {
          int ps = ls - 1;
          while (ps > start && b[ps - 1] != '\n') {
            ps--;
          }
          setPrevious(b, ps, ls - 1, no - 1, base);
        }
        check(b, ls, le, no, base, limit);
      }
      p = le + 1;
    }
  }

  private void setPrevious(byte[] b, int s, int e, long no, long base) {
    prevBuf = b;
    prevS = s;
    prevE = e;
    prevNo = no;
    prevBase = base;
    previous = null;
  }

  /** The last complete line seen, made into text on demand; null before line 2. */
  private Line previousLine() {
    if (previous == null && prevBuf != null) {
      previous = toLine(prevBuf, prevS, prevE, prevNo, prevBase);
    }
    return previous;
  }

  private Line toLine(byte[] b, int s, int e, long no, long base) {
    return toLine(b, s, e, no, base, lineKeep);
  }

  private Line toLine(byte[] b, int s, int e, long no, long base, int keep) {
    int shown = Math.min(e, s + keep);
    return new Line(no, base + s, base + shown, Clean.line(b, s, shown, cleanStats), false, shown < e, base + e);
  }

  /** Checks line {@code b[s, e)}; complete lines of the chunk end before {@code limit}. */
  private void check(byte[] b, int s, int e, long no, long base, int limit) {
    int shown = Math.min(e, s + lineKeep);
    String text = Clean.line(b, s, shown, cleanStats);
    if (!patterns.matches(text)) {
      return;
    }
    Line before = previousLine();
    if (before != null && before.number() != no - 1) {
      before = null;
    }
    Line after = null;
    if (e + 1 < limit) {
      int ne = indexOf(b, e + 1, limit);
      if (ne >= 0) {
        after = toLine(b, e + 1, ne, no + 1, base);
        if (Frames.isFrame(after.text())) {
          after = userFrame(b, e + 1, limit, no + 1, base, after);
        }
      }
    }
    int hitIndent = Blocks.indent(b, s, shown);
    List<Line> block = block(b, e + 1, limit, no + 1, base, hitIndent, Blocks.location(text));
    Line header = hitIndent > 0 ? header(b, s, no, base, hitIndent) : null;
    record(new Hit(new Line(no, base + s, base + shown, text, false, shown < e, base + e), before, after, block, header,
        Template.hash(b, s, shown)));
  }

  /** The lines from {@code b[s]} on, numbered from {@code no}, that belong to an error line indented {@code hitIndent}. */
  private List<Line> block(byte[] b, int s, int limit, long no, long base, int hitIndent, String at) {
    List<Line> out = null;
    for (int k = 0; k < Blocks.MAX_LINES && s < limit; k++) {
      int e = indexOf(b, s, limit);
      if (e < 0) {
        break;
      }
      int ind = Blocks.indent(b, s, Math.min(e, s + 256));
      if (ind < 0) {
        // A blank line inside an indented block (a YAML block scalar) is passed over when the block goes on.
        int ne = e + 1 < limit ? indexOf(b, e + 1, limit) : -1;
        if (ne < 0 || Blocks.indent(b, e + 1, Math.min(ne, e + 257)) <= hitIndent) {
          break;
        }
        s = e + 1;
        continue;
      }
      Line l = toLine(b, s, e, no + k, base, Blocks.LINE_BYTES);
      if (!Blocks.belongs(hitIndent, ind, l.text(), at)) {
        break;
      }
      if (out == null) {
        out = new ArrayList<>(4);
      }
      out.add(l);
      s = e + 1;
    }
    return out == null ? List.of() : out;
  }

  /**
   * The first line of the paragraph an indented error line at {@code b[s]} sits in (after the
   * last blank line, within {@link Blocks#LOOK_BACK} lines), when it is less indented and is not
   * the line just before; null otherwise.
   */
  private Line header(byte[] b, int s, long no, long base, int hitIndent) {
    int ls = s;
    int k = 0;
    boolean found = false;
    while (k < Blocks.LOOK_BACK && ls > chunkFrom) {
      int le = ls - 1;
      int ps = le;
      while (ps > chunkFrom && b[ps - 1] != '\n') {
        ps--;
      }
      if (Blocks.indent(b, ps, Math.min(le, ps + 256)) < 0) {
        found = true;
        break;
      }
      ls = ps;
      k++;
    }
    // The stream's first line starts a paragraph too.
    found |= ls == chunkFrom && base + ls == 0 && k < Blocks.LOOK_BACK;
    if (!found || k < 2 || Blocks.indent(b, ls, Math.min(s, ls + 256)) >= hitIndent) {
      return null;
    }
    return toLine(b, ls, indexOf(b, ls, s), no - k, base, Blocks.LINE_BYTES);
  }

  /**
   * In a stack trace that follows an error line, the first frame of the caller's own code (not
   * the test framework's or the runtime's), looked for among the next lines in the chunk.
   */
  private Line userFrame(byte[] b, int s, int limit, long no, long base, Line first) {
    for (int i = 0; i < Frames.LOOK_AHEAD && s < limit; i++) {
      int e = indexOf(b, s, limit);
      if (e < 0) {
        break;
      }
      Line l = toLine(b, s, e, no + i, base);
      if (!Frames.isFrame(l.text())) {
        break;
      }
      if (!Frames.isLibrary(l.text())) {
        return l;
      }
      s = e + 1;
    }
    return first;
  }

  private void record(Hit hit) {
    hitCount++;
    long[] c = hitTemplates.get(hit.template());
    boolean fresh = c == null;
    if (c != null) {
      c[0]++;
    } else if (hitTemplates.size() < MAX_HIT_TEMPLATES) {
      hitTemplates.put(hit.template(), new long[] {1});
    }
    if (firstHits.size() < errorKeep) {
      firstHits.add(slot(hit));
      return;
    }
    if (fresh && distinctHits.size() < errorKeep) {
      distinctHits.add(slot(hit));
      return;
    }
    lastHits.addLast(slot(hit));
    if (lastHits.size() > errorKeep) {
      HitContext.Slot gone = lastHits.removeFirst();
      long dropped = gone.hit().line().number();
      gone.drop();
      droppedHits[0] = droppedHits[0] == 0 ? dropped : droppedHits[0];
      droppedHits[1] = dropped;
    }
  }

  /** A kept error line, its lead found now (a later run of its test would take its place), its context read later. */
  private HitContext.Slot slot(Hit hit) {
    return context.add(hit, leads.lead(hit.line()));
  }

  /** The first and the last line of the error lines not kept (0 and 0 when every one was kept). */
  private final long[] droppedHits = new long[2];

  /** The lines {@code [first, last]} the error lines not kept lie within; {@code {0, 0}} when every one was kept. */
  long[] droppedHits() {
    return droppedHits.clone();
  }

  private void appendCarry(byte[] b, int s, int e) {
    int n = Math.min(e - s, carry.length - carryLen);
    if (n > 0) {
      System.arraycopy(b, s, carry, carryLen, n);
      carryLen += n;
    }
    if (n < e - s) {
      carryClipped = true;
    }
  }

  /** The carried line, number {@code no}, ends at raw offset {@code end}. */
  private void finishCarry(long no, long end) {
    if (visitor != null) {
      visitor.visit(no, carryStart, carry, 0, carryLen, carryClipped);
    }
    String text = Clean.line(carry, 0, carryLen, cleanStats);
    Line line = new Line(no, carryStart, carryStart + carryLen, text, false, carryClipped, end);
    long t = templates.line(carry, 0, carryLen, no, carryStart, carryClipped, end);
    if (carryLen > 0 && carry[0] == '=' || leads.taking() || LeadWatch.bracketRun(carry, 0, carryLen)) {
      leads.line(carry, 0, carryLen, no, carryStart, end);
    }
    if (carryClipped) {
      lastLen = -1;
    } else {
      remember(carry, 0, carryLen, t);
    }
    // The carried line gets the prefilter every other line gets (inner): without it, each piece's
    // first line ran the whole error-pattern set, a third of the shaper's samples on 1 GiB of one line.
    boolean mayMatch = triggers == null || visitor != null || triggers.findInLine(carry, 0, carryLen) >= 0;
    if (mayMatch && patterns.matches(text)) {
      Line before = previousLine();
      if (before != null && before.number() != no - 1) {
        before = null;
      }
      record(new Hit(line, before, null, List.of(), null, Template.hash(carry, 0, carryLen)));
    }
    if (warns != null && hitCount == 0) {
      warns.carried(line, carry, 0, carryLen);
    }
    previous = line;
    prevBuf = null;
  }

  static int indexOf(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static int lastIndexOf(byte[] b, int from, int to) {
    for (int i = to - 1; i >= from; i--) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  /** Ends the stream and returns what was kept. */
  Scan finish() {
    end();
    return new Scan(this, digest, lines, hits(), cleanStats, headBytes(), tailBytes());
  }

  private byte[] digest;
  private long lines;
  /** The stream fed in, when it hashes itself: its digest is taken at the end instead of one here. */
  private Digested shared;

  /** Takes the digest of what is fed from {@code stream}, which hashes it, all of it from the start. */
  void shareDigest(Digested stream) {
    shared = stream;
  }
  private Clean.Stats endStats;

  /**
   * What a scanner of smaller windows, {@code headCap} and {@code tailCap} bytes, would have kept
   * of the same stream: all else a scanner keeps does not depend on its windows. Call {@link #end()}
   * first, once; each call makes a new scan, so that only the one in use holds its lines.
   */
  Scan scanAt(int headCap, int tailCap) {
    if (digest == null) {
      throw new IllegalStateException("end() the stream first");
    }
    if (headCap > head.length || tailCap > this.tailCap) {
      throw new IllegalArgumentException("windows " + headCap + "/" + tailCap + " exceed this scanner's "
          + head.length + "/" + this.tailCap);
    }
    byte[] h = java.util.Arrays.copyOf(head, Math.min(headLen, headCap));
    byte[] t = tailBytes();
    int n = (int) Math.min(total, tailCap + 1L);
    Clean.Stats stats = new Clean.Stats();
    stats.ansiSequences = endStats.ansiSequences;
    stats.progressFrames = endStats.progressFrames;
    stats.controlChars = endStats.controlChars;
    return new Scan(this, digest, lines, hits(), stats, h, java.util.Arrays.copyOfRange(t, t.length - n, t.length));
  }

  private List<Hit> hits() {
    List<Hit> hits = new ArrayList<>(firstHits.size() + distinctHits.size() + lastHits.size());
    // Loops and a comparator class, not lambdas: every small call scans, and each lambda's first
    // use costs a call-site bootstrap.
    for (HitContext.Slot h : firstHits) {
      hits.add(h.hit());
    }
    for (HitContext.Slot h : distinctHits) {
      hits.add(h.hit());
    }
    for (HitContext.Slot h : lastHits) {
      hits.add(h.hit());
    }
    hits.sort(ByLine.HITS);
    return hits;
  }

  /** Hits in the order of their line numbers. */
  static final class ByLine {
    static final java.util.Comparator<Hit> HITS = new java.util.Comparator<>() {
      @Override
      public int compare(Hit a, Hit b) {
        return Long.compare(a.line().number(), b.line().number());
      }
    };

    private ByLine() {}
  }

  /** Ends the stream, for {@link #scanAt}. */
  void end() {
    if (binary == null) {
      binary = total > 0 && Sniff.isBinary(sniff, sniffLen);
    }
    if (!binary && total > 0 && lastByte != '\n') {
      // The last line has no line break; it ends the stream.
      lastLineStart = carryStart;
      finishCarry(newlines + 1, total);
    }
    if (!binary) {
      counts.finish();
    }
    leads.end();
    context.end();
    digest = shared != null ? shared.sha256() : sha.digest();
    lines = binary ? 0 : newlines + (total > 0 && lastByte != '\n' ? 1 : 0);
    endStats = new Clean.Stats();
    endStats.ansiSequences = cleanStats.ansiSequences;
    endStats.progressFrames = cleanStats.progressFrames;
    endStats.controlChars = cleanStats.controlChars;
  }

  // --- read by Scan ---

  long total() {
    return total;
  }

  long newlines() {
    return newlines;
  }

  /**
   * Where the line that holds raw offset {@code offset} of the head window ends (its line break's
   * offset, or the stream's end for a last line without one), or -1 when the scanner did not see it
   * end: how much of a line a head window clips is known, since the scanner read past it.
   */
  long lineEndAfter(int offset) {
    int at = indexOf(head, offset, headLen);
    if (at >= 0) {
      return at;
    }
    return headLineEnd >= 0 ? headLineEnd : digest != null && total > headLen ? total : -1;
  }

  /** The raw offset where the stream's last line starts (0 before its first line break). */
  long lastLineStart() {
    return lastLineStart;
  }

  long chars() {
    return total - counts.continuation();
  }

  long invalid() {
    return counts.invalid();
  }

  boolean binary() {
    return Boolean.TRUE.equals(binary);
  }

  byte[] sniffBytes() {
    return java.util.Arrays.copyOf(sniff, sniffLen);
  }

  long hitCount() {
    return hitCount;
  }

  /** The warning lines kept of an output with no error line, with their blocks; none when it has one. */
  List<Hit> warnings() {
    return warns == null || hitCount > 0 ? List.of() : warns.kept();
  }

  java.util.Map<Long, long[]> hitTemplates() {
    return hitTemplates;
  }

  /** How many error lines had template {@code t}; exact while fewer than {@value #MAX_HIT_TEMPLATES} templates were seen. */
  long hitTemplateCount(long t) {
    long[] c = hitTemplates.get(t);
    return c == null ? 1 : c[0];
  }

  byte[] headBytes() {
    return java.util.Arrays.copyOf(head, headLen);
  }

  /** The last min(total, tailCap + 1) bytes, in order. */
  byte[] tailBytes() {
    int cap = ring.length;
    int n = (int) Math.min(total, tailCap + 1L);
    byte[] out = new byte[n];
    long start = total - n;
    for (int i = 0; i < n; i++) {
      out[i] = ring[(int) ((start + i) % cap)];
    }
    return out;
  }

  int headCap() {
    return head.length;
  }

  int tailCap() {
    return tailCap;
  }

  ErrorPatterns patterns() {
    return patterns;
  }

  int lineKeep() {
    return lineKeep;
  }
}

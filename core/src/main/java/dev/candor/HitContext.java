package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines around the error lines a streamed scan keeps, read the way a whole read reads them.
 *
 * <p>A scan that holds the whole output gives each error line its block, its paragraph's header,
 * the sections of the report it heads and the line after it by looking at the lines around it
 * ({@link Blocks#hit}). A streamed scan sees the output a chunk at a time, so an error line near a
 * chunk's edge would lose what lies past the edge. This reads the stream's last {@value #RING}
 * bytes from the ring the scanner keeps its tail in, and an error line the scan keeps waits until
 * half of that has gone by (or the stream ends): its lines before and after are then all at hand,
 * and {@link Blocks#hit} reads them as it reads a whole output. Only the error lines still kept
 * when their turn comes are read again (the first ones, the first of each template and the last
 * ones: a few hundred), so the cost does not grow with the number of error lines.
 */
final class HitContext {
  /** Bytes of the stream kept. */
  static final int RING = 256 * 1024;
  /** The most bytes fed at once, so that a waiting line's context is never overwritten before it is read. */
  static final int PIECE = RING / 4;
  /** Lines before an error line that {@link Blocks#hit} may look at (its paragraph's header). */
  private static final int BEFORE = Blocks.LOOK_BACK + 1;
  /** Lines after an error line that {@link Blocks#hit} and {@link Scan#next} may look at. */
  private static final int AFTER = Math.max(Blocks.MAX_SPAN, Math.max(Sections.REACH, Frames.LOOK_AHEAD)) + 1;

  /**
   * An error line kept by the scan: its hit, made whole once its context is read. A warning line's
   * slot has no lead ({@code null}) and gets its block and header only, as a whole read gives it.
   */
  static final class Slot {
    private Hit hit;
    private final List<Line> lead;
    private boolean dropped;

    Slot(Hit hit, List<Line> lead) {
      this.hit = hit;
      this.lead = lead;
    }

    Hit hit() {
      return hit;
    }

    /** The scan no longer keeps it: its context need not be read. */
    void drop() {
      dropped = true;
      hit = null;
    }
  }

  /** The stream's last bytes, at {@code offset % ring.length}; written by the scanner, at least {@link #RING} long. */
  private final byte[] ring;
  private final int lineKeep;
  private long total;
  private final ArrayDeque<Slot> waiting = new ArrayDeque<>();

  /** Context read from {@code ring}, which the scanner fills before each {@link #fed}. */
  HitContext(int lineKeep, byte[] ring) {
    if (ring.length < RING) {
      throw new IllegalArgumentException("a ring of " + ring.length + " bytes, where " + RING + " are read");
    }
    this.lineKeep = lineKeep;
    this.ring = ring;
  }

  /** Lines above a line kept for its rarity that are read with it, at most ({@link Namers}). */
  static final int ABOVE_LINES = 5;
  /** Bytes of those lines read at most. */
  static final int ABOVE_BYTES = 512;
  private static final byte[] NONE = new byte[0];

  /**
   * The bytes of the whole lines, {@link #ABOVE_LINES} at most and {@link #ABOVE_BYTES} in all,
   * that end just before raw offset {@code start}, where a line fed last starts: as the ring holds
   * them now, so a line kept while the stream goes on keeps the lines above it. Empty when none.
   */
  byte[] above(long start) {
    long from = Math.max(0, total - RING);
    if (start <= from || start > total) {
      return NONE;
    }
    long limit = Math.max(from, start - ABOVE_BYTES);
    long s = start;
    for (int n = 0; n < ABOVE_LINES && s > limit; n++) {
      long q = s - 1; // the break that ends the line above
      while (q > limit && at(q - 1) != '\n') {
        q--;
      }
      if (q == limit && q > 0 && (q - 1 < from || at(q - 1) != '\n')) {
        break; // that line starts before what may be read: not whole
      }
      s = q;
    }
    byte[] b = new byte[(int) (start - s)];
    for (int i = 0; i < b.length; i++) {
      b[i] = at(s + i);
    }
    return b;
  }

  /**
   * The lines of {@code b}, bytes that {@link #above} read (each line with its break), the last
   * numbered {@code lastNumber}, read as the scan reads lines.
   */
  static List<Line> lines(byte[] b, long end, long lastNumber) {
    List<Line> out = new ArrayList<>();
    long no = lastNumber;
    int e = b.length - 1; // the break that ends the last line
    long start = end - b.length;
    Clean.Stats stats = new Clean.Stats();
    while (e >= 0) {
      int s = e;
      while (s > 0 && b[s - 1] != '\n') {
        s--;
      }
      out.add(0, new Line(no, start + s, start + e, Clean.line(b, s, e, stats), false, false));
      no--;
      e = s - 1;
    }
    return out;
  }

  /** The ring now holds the stream's next {@code len} bytes, at most {@link #PIECE}. */
  void fed(int len) {
    total += len;
  }

  /** An error line the scan keeps, with its lead (a failing Go test's own output, found earlier): its context is read later. */
  Slot add(Hit hit, List<Line> lead) {
    Slot s = new Slot(hit, lead);
    waiting.addLast(s);
    return s;
  }

  /** A warning line the scan keeps: its block and its paragraph's header are read later, as an error line's are. */
  Slot addWarning(Hit hit) {
    Slot s = new Slot(hit, null);
    waiting.addLast(s);
    return s;
  }

  /** Reads the context of the waiting lines that half the ring has gone past. */
  void settle() {
    while (!waiting.isEmpty()) {
      Slot s = waiting.peekFirst();
      if (!s.dropped && s.hit.line().start() >= total - RING / 2) {
        return;
      }
      waiting.removeFirst();
      if (!s.dropped) {
        complete(s, false);
      }
    }
  }

  /** The stream has ended: reads the context of every waiting line. */
  void end() {
    while (!waiting.isEmpty()) {
      Slot s = waiting.removeFirst();
      if (!s.dropped) {
        complete(s, true);
      }
    }
  }

  private byte at(long offset) {
    return ring[(int) (offset % ring.length)];
  }

  private void complete(Slot slot, boolean ended) {
    Hit h = slot.hit;
    long from = Math.max(0, total - RING);
    long start = h.line().start();
    if (start < from || h.line().clippedStart()) {
      return; // the ring no longer holds it (lines longer than the ring): it keeps what the scan saw
    }
    // Back over BEFORE line starts, within what the ring holds (a line is whole when its break before is held).
    long s = start;
    int before = 0;
    while (before < BEFORE && s > from) {
      long p = s - 1; // the break that ends the line before
      long q = p;
      while (q > from && at(q - 1) != '\n') {
        q--;
      }
      if (q == from && from > 0) {
        break; // that line starts before the ring: not held whole
      }
      s = q;
      before++;
    }
    // Forward over the hit's line and AFTER more; while the stream goes on, only ended lines count.
    long e = start;
    int after = -1;
    while (after < AFTER && e < total) {
      long q = e;
      while (q < total && at(q) != '\n') {
        q++;
      }
      if (q == total && !ended) {
        break;
      }
      e = Math.min(total, q + 1);
      after++;
    }
    if (after < 0) {
      return;
    }
    byte[] b = new byte[(int) (e - s)];
    for (int i = 0; i < b.length; i++) {
      b[i] = at(s + i);
    }
    List<Line> lines = new ArrayList<>(before + after + 1);
    long no = h.line().number() - before;
    int i = 0;
    Clean.Stats stats = new Clean.Stats();
    while (i < b.length) {
      int le = Scanner.indexOf(b, i, b.length);
      boolean ends = le >= 0; // else the line runs past what the window holds
      if (!ends) {
        le = b.length;
      }
      int shown = Math.min(le, i + lineKeep);
      boolean clipped = shown < le;
      lines.add(new Line(no, s + i, s + shown, Clean.line(b, i, shown, stats), false, clipped,
          !clipped ? s + shown : ends ? s + le : -1));
      no++;
      i = le + 1;
    }
    if (before >= lines.size()) {
      return;
    }
    if (slot.lead == null) {
      slot.hit = Blocks.warning(lines, before);
      return;
    }
    Hit whole = Blocks.hit(lines, before, Scan.next(lines, before));
    List<Line> key = new ArrayList<>(slot.lead);
    if (key.isEmpty()) {
      // The lines above it sharing its id lie within the ring, as a whole read finds them.
      key.addAll(Leads.sharing(lines, before, whole.after()));
    }
    if (key.isEmpty()) {
      key.addAll(Leads.naming(lines, before, whole.after(), whole.block())); // names its block holds, within the ring too
    }
    if (key.isEmpty()) {
      key.addAll(Leads.record(lines, before)); // its record's lines, within the ring too
    }
    if (key.isEmpty()) {
      for (Line k : Leads.session(lines, before)) {
        if (k.number() < h.line().number()) {
          key.add(k); // the start of its session's record; its end comes with the lines below
        }
      }
    }
    for (Line k : whole.key()) {
      if (k.number() > h.line().number()) {
        key.add(k); // the sections below it; the lead above it is the one found while streaming
      }
    }
    Line prior = before > 0 ? whole.before() : h.before();
    slot.hit = new Hit(h.line(), prior, whole.after(), whole.block(), whole.header(), h.template(), key);
  }
}

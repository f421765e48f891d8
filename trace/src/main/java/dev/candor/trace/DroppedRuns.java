package dev.candor.trace;

import dev.candor.BreakIndex;
import dev.candor.Cut;
import dev.candor.CutReason;
import dev.candor.Shaped;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bytes of each stream that an observation does not show, read back from the output it was
 * shaped from, for the head and tail hashes of a span's truncated stream.
 *
 * <p>A stream's dropped bytes fall into runs: maximal stretches of the stream's own bytes, in its
 * own order, none of which the observation shows. The head hash is the SHA-256 of the first run
 * (what was dropped after the part kept from the start), the tail hash that of the last run (what
 * was dropped before the part kept at the end); when one stretch was dropped, as when a head and a
 * tail are kept, the two are the same hash. A line counts as shown when no cut covers it, or when
 * a cut lists it as a numbered excerpt whose text is the line's own; every other line of a cut is
 * dropped.
 *
 * <p>The streams are told apart by the merged output's stderr line ranges. What is read back is
 * checked against each stream's length and full hash as captured; a stream that does not match
 * (lines that cannot be attributed, a cut inside a line, cuts counted in items or binary bytes)
 * gets no run hashes at all rather than wrong ones.
 */
public final class DroppedRuns {
  /** A numbered excerpt line of an observation: {@code > L854: text} or {@code   L854: text}. */
  private static final Pattern EXCERPT = Pattern.compile("(?m)^(?:> |  )L(\\d+): (.*)$");

  /**
   * What was dropped of one stream.
   *
   * @param known whether the stream's bytes were read back and matched its captured length and hash
   * @param droppedBytes when known, how many of its bytes the observation does not show
   * @param head when known and something was dropped, the SHA-256 of the first dropped run
   * @param tail when known and something was dropped, the SHA-256 of the last dropped run
   */
  public record Stream(boolean known, long droppedBytes, Optional<String> head, Optional<String> tail) {
    /** Nothing read back: the stream did not match its capture, or was not read. */
    public static final Stream UNKNOWN = new Stream(false, 0, Optional.empty(), Optional.empty());
  }

  /**
   * Both streams' dropped runs.
   *
   * @param stdout what was dropped of standard output
   * @param stderr what was dropped of standard error
   */
  public record Both(Stream stdout, Stream stderr) {
    /** Neither stream read back. */
    public static final Both UNKNOWN = new Both(Stream.UNKNOWN, Stream.UNKNOWN);
  }

  /**
   * The captured facts of one stream, to check what is read back against.
   *
   * @param bytes its length as captured
   * @param sha256 its hex SHA-256 as captured
   */
  public record Captured(long bytes, String sha256) {}

  private DroppedRuns() {}

  /**
   * Reads {@code output}, the one stream {@code shaped} was shaped from, and measures what it
   * dropped of it; for {@link SpanStream#withRuns} on {@link SpanStream#kept}.
   */
  public static Stream single(InputStream output, Shaped shaped) throws IOException {
    Captured whole = new Captured(shaped.input().bytes(), shaped.input().sha256());
    return measure(output, shaped, List.of(), whole, new Captured(0, SpanStream.EMPTY_SHA256)).stdout();
  }

  /**
   * Reads {@code merged}, the output {@code shaped} was shaped from (both streams merged by line,
   * stderr's lines given as inclusive 1-based ranges in {@code stderrLines}, null when unknown),
   * and measures what {@code shaped} dropped of each stream.
   */
  public static Both measure(InputStream merged, Shaped shaped, List<long[]> stderrLines, Captured stdout,
      Captured stderr) throws IOException {
    return measure(merged, shaped, stderrLines, stdout, stderr, null, null);
  }

  /**
   * As {@link #measure(InputStream, Shaped, List, Captured, Captured)}, for the spool that the
   * capture wrote as it hashed each stream: when the spool holds one stream only, those are the
   * very bytes its captured hash was taken of, so that hash is shared rather than taken again
   * (one pass over the output fewer); their length is still checked. With both streams in it, each
   * stream's bytes as told apart by line are checked against its hash as before. {@code breaks}
   * says where the spool's line breaks fall, as the capture counted them: a stretch of lines all
   * shown or all dropped is passed over to its last mark without counting its breaks again.
   */
  public static Both measureSpool(SeekableByteChannel spool, Shaped shaped, List<long[]> stderrLines, Captured stdout,
      Captured stderr, BreakIndex breaks) throws IOException {
    return measure(Channels.newInputStream(spool), shaped, stderrLines, stdout, stderr,
        breaks == null ? new BreakIndex() : breaks, spool);
  }

  /**
   * {@code breaks} is null unless the capture wrote {@code merged} (see {@link #measureSpool}), and
   * then {@code spool} is the channel {@code merged} reads: what need not be read is passed over.
   */
  private static Both measure(InputStream merged, Shaped shaped, List<long[]> stderrLines, Captured stdout,
      Captured stderr, BreakIndex breaks, SeekableByteChannel spool) throws IOException {
    boolean captureWrote = breaks != null;
    for (Cut c : shaped.cuts()) {
      if (c.reason() == CutReason.ITEMS || c.reason() == CutReason.BINARY || c.reason() == CutReason.INSIDE_LINE) {
        return Both.UNKNOWN; // cut positions that are not whole lines
      }
    }
    if (stderrLines == null && stdout.bytes() > 0 && stderr.bytes() > 0) {
      return Both.UNKNOWN;
    }
    java.util.TreeMap<Long, String> excerpts = new java.util.TreeMap<>();
    Matcher m = EXCERPT.matcher(shaped.text());
    while (m.find()) {
      excerpts.putIfAbsent(Long.parseLong(m.group(1)), m.group(2));
    }
    Tally out = new Tally();
    Tally err = new Tally();
    List<Cut> cuts = shaped.cuts();
    List<long[]> ranges = stderrLines == null ? List.of() : stderrLines;
    boolean allStderr = stderrLines == null && stdout.bytes() == 0;
    // With no stderr ranges every byte goes to one stream: its whole hash, the check of what is
    // read back, is the capture's own for a spool the capture wrote, else worked out on a thread
    // of its own while this one finds and hashes the runs.
    Tally whole = ranges.isEmpty() ? (allStderr ? err : out) : null;
    WholeHash hasher = null;
    if (whole != null && captureWrote) {
      whole.hashShared(spool);
    } else if (whole != null) {
      hasher = whole.hashedApart();
    }
    // No copy of each buffer is queued for a hasher when the capture wrote the spool: larger reads.
    byte[] buf = new byte[captureWrote ? 1 << 20 : 65_536];
    // The spool is read straight from its channel, so that moving the channel passes bytes over.
    InputStream in = spool != null ? merged : new BufferedInputStream(merged, 65_536);
    try {
      return read(in, buf, hasher, excerpts, cuts, ranges, allStderr, out, err, stdout, stderr, breaks, spool);
    } finally {
      if (hasher != null) {
        hasher.stop();
      }
    }
  }

  private static Both read(InputStream in, byte[] buf, WholeHash hasher, java.util.TreeMap<Long, String> excerpts,
      List<Cut> cuts, List<long[]> ranges, boolean allStderr, Tally out, Tally err, Captured stdout, Captured stderr,
      BreakIndex breaks, SeekableByteChannel spool) throws IOException {
    int cut = 0;
    int range = 0;
    long line = 1;
    ByteArrayOutputStream held = new ByteArrayOutputStream();
    boolean atStart = true;
    Tally tally = null;
    int state = 0; // 0 shown, 1 dropped, 2 held: an excerpt candidate, decided at its end
    long stretchEnd = 0; // the last line of the stretch the state holds for
    long pos = 0; // the offset of buf[from] in the stream
    long jumpEnd = -1; // a mark of breaks inside the stretch: no line of it ends before that offset
    long jumpLine = 0; // the line at jumpEnd
    int n;
    while ((n = in.read(buf)) > 0) {
      if (hasher != null) {
        hasher.add(buf, n);
      }
      int from = 0;
      while (from < n) {
        if (atStart) {
          while (cut < cuts.size() && cuts.get(cut).to() < line) {
            cut++;
          }
          while (range < ranges.size() && ranges.get(range)[1] < line) {
            range++;
          }
          boolean isErr = allStderr || (range < ranges.size() && ranges.get(range)[0] <= line);
          tally = isErr ? err : out;
          boolean inCut = cut < cuts.size() && cuts.get(cut).from() <= line;
          state = !inCut ? 0 : cuts.get(cut).hasExcerpts() && excerpts.containsKey(line) ? 2 : 1;
          held.reset();
          atStart = false;
          stretchEnd = state == 2 ? line : stretchEnd(line, inCut, cuts, cut, excerpts, ranges, range);
        }
        if (state != 2) {
          // Every line up to stretchEnd is shown, or every one dropped, and in the same stream: one slice.
          if (breaks != null && pos >= jumpEnd) {
            int mark = breaks.lastWithAtMost(stretchEnd - 1); // stretchEnd's break is at or past it
            if (mark >= 0 && breaks.offset(mark) > pos) {
              jumpEnd = breaks.offset(mark);
              jumpLine = breaks.breaks(mark) + 1;
            }
          }
          if (pos < jumpEnd && spool != null && !tally.needs(state == 1)) {
            // Up to the mark, bytes that are neither hashed nor looked at: passed over, not read.
            tally.skip(jumpEnd - pos, state == 1, pos);
            if (jumpEnd - pos <= n - from) {
              from += (int) (jumpEnd - pos);
            } else {
              spool.position(jumpEnd);
              from = n; // the next read starts at the mark
            }
            pos = jumpEnd;
            line = jumpLine;
            continue;
          }
          if (pos < jumpEnd) { // up to the mark: no break to look for
            int k = (int) Math.min(jumpEnd - pos, n - from);
            tally.add(buf, from, k, state == 1, pos);
            from += k;
            pos += k;
            if (pos == jumpEnd) {
              line = jumpLine;
            }
            continue;
          }
          int found = breakAfter(buf, from, n, stretchEnd - line);
          boolean ends = found >= 0;
          int end = ends ? found : n;
          line += ends ? stretchEnd - line : ~found;
          int to = ends ? end + 1 : n;
          tally.add(buf, from, to - from, state == 1, pos);
          if (ends) {
            line++;
            atStart = true;
          }
          pos += to - from;
          from = to;
          continue;
        }
        int end = from;
        while (end < n && buf[end] != '\n') {
          end++;
        }
        boolean lineEnds = end < n;
        int to = lineEnds ? end + 1 : n;
        if (state == 2) {
          held.write(buf, from, to - from);
          if (held.size() > 4 * excerpts.get(line).length() + 8) {
            byte[] b = held.toByteArray(); // far longer than its excerpt: not the line shown
            tally.add(b, 0, b.length, true, pos + (to - from) - b.length);
            state = 1;
          }
        } else {
          tally.add(buf, from, to - from, state == 1, pos);
        }
        if (lineEnds) {
          if (state == 2) {
            byte[] b = held.toByteArray();
            tally.add(b, 0, b.length, !sameText(b, excerpts.get(line)), pos + (to - from) - b.length);
          }
          line++;
          atStart = true;
        }
        pos += to - from;
        from = to;
      }
    }
    if (!atStart && state == 2) {
      byte[] b = held.toByteArray();
      tally.add(b, 0, b.length, !sameText(b, excerpts.get(line)), pos - b.length);
    }
    if (spool != null && pos != spool.size()) {
      return Both.UNKNOWN; // passed over bytes the spool does not hold
    }
    if (hasher != null) {
      hasher.finish();
    }
    return new Both(out.result(stdout), err.result(stderr));
  }

  /**
   * Where in {@code b[from, n)} the line break comes after {@code pass} others: its index, or, when
   * there is none, {@code ~k} for the {@code k} line breaks there are. A loop of its own, and a
   * plain one: it is called once a buffer, so it is compiled on its own, where the same loop
   * inside {@link #read} (entered once a stream) waited for an on-stack replacement, and its
   * eight-bytes-at-a-time form went through {@code VarHandle} calls that a profile of a 256 MB run
   * showed not inlined.
   */
  static int breakAfter(byte[] b, int from, int n, long pass) {
    int seen = 0;
    for (int i = from; i < n; i++) {
      if (b[i] == '\n') {
        if (seen == pass) {
          return i;
        }
        seen++;
      }
    }
    return ~seen;
  }

  /**
   * The last line from {@code line} on whose bytes go to the same stream and are all shown or all
   * dropped: up to the end of the cut it is in (or the line before its next excerpt), or the line
   * before the next cut; and within its stream's stretch of lines.
   */
  private static long stretchEnd(long line, boolean inCut, List<Cut> cuts, int cut, java.util.TreeMap<Long, String> excerpts,
      List<long[]> ranges, int range) {
    long end = Long.MAX_VALUE;
    if (inCut) {
      Cut c = cuts.get(cut);
      end = c.to();
      Long next = c.hasExcerpts() ? excerpts.higherKey(line) : null;
      if (next != null) {
        end = Math.min(end, next - 1);
      }
    } else if (cut < cuts.size()) {
      end = cuts.get(cut).from() - 1;
    }
    if (range < ranges.size()) {
      long[] r = ranges.get(range);
      end = Math.min(end, r[0] <= line ? r[1] : r[0] - 1);
    }
    return Math.max(line, end);
  }

  /**
   * The SHA-256 of every byte handed to it, worked out on a thread of its own: a copy of each
   * buffer is queued (a few at most, so memory stays bounded) and hashed there.
   */
  private static final class WholeHash {
    private static final byte[] END = new byte[0];
    private final java.util.concurrent.BlockingQueue<byte[]> queue = new java.util.concurrent.ArrayBlockingQueue<>(8);
    private final MessageDigest digest = Tally.sha();
    private final Thread thread = new Thread(this::run, "candor-dropped-runs-hash");
    private volatile String hex;
    private volatile RuntimeException failure;

    WholeHash() {
      thread.setDaemon(true);
      thread.start();
    }

    private void run() {
      try {
        for (byte[] b = queue.take(); b != END; b = queue.take()) {
          digest.update(b);
        }
        hex = HexFormat.of().formatHex(digest.digest());
      } catch (InterruptedException e) {
        failure = new IllegalStateException("interrupted while hashing", e);
      } catch (RuntimeException e) {
        failure = e;
      }
    }

    void add(byte[] b, int n) throws java.io.InterruptedIOException {
      put(java.util.Arrays.copyOf(b, n));
    }

    /** Ends the thread if it still waits (the read failed). */
    void stop() {
      if (thread.isAlive()) {
        thread.interrupt();
      }
    }

    void finish() throws java.io.InterruptedIOException {
      put(END);
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new java.io.InterruptedIOException("interrupted while hashing");
      }
      if (failure != null) {
        throw failure;
      }
    }

    private void put(byte[] b) throws java.io.InterruptedIOException {
      try {
        while (!queue.offer(b, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
          if (!thread.isAlive()) {
            throw failure != null ? failure : new IllegalStateException("the hashing thread ended");
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new java.io.InterruptedIOException("interrupted while hashing");
      }
    }

    String hex() {
      return hex;
    }
  }

  /** Whether a raw line, its line break and a carriage return before it aside, reads as {@code shown}. */
  private static boolean sameText(byte[] raw, String shown) {
    int len = raw.length;
    if (len > 0 && raw[len - 1] == '\n') {
      len--;
    }
    String text = new String(raw, 0, len, StandardCharsets.UTF_8);
    return text.equals(shown) || (text.endsWith("\r") && text.substring(0, text.length() - 1).equals(shown));
  }

  /**
   * One stream's bytes as read back: the whole, and the dropped runs. A stream that is the whole
   * of a spool the capture hashed ({@link #hashShared}) hashes only its first run as it is read;
   * a later run is only located, since until the end it is not known which is the last, and the
   * last is read back and hashed then. So a run that is neither the first nor the last (the
   * middle of a long output between two folds of repeated lines) is never read at all.
   */
  private static final class Tally {
    private MessageDigest whole = sha();
    private WholeHash apart;
    /** The spool whose later runs are located rather than hashed as read; null when each is hashed as read. */
    private SeekableByteChannel spool;

    /** The whole hash is worked out by a {@link WholeHash} fed every byte read, not by {@link #add}. */
    WholeHash hashedApart() {
      whole = null;
      apart = new WholeHash();
      return apart;
    }

    /**
     * The whole hash is the one taken as the bytes were captured: only their length is checked;
     * and the stream is all of {@code spool}, so a run after the first is read back only if last.
     */
    void hashShared(SeekableByteChannel spool) {
      whole = null;
      shared = true;
      this.spool = spool;
    }

    private boolean shared;
    private long bytes;
    private long dropped;
    private MessageDigest run;
    /** The run being located, not hashed: its spool offsets {@code [runFrom, runTo)}; runFrom -1 for none. */
    private long runFrom = -1;
    private long runTo;
    /** The last run closed, when it was located and not hashed; lastFrom -1 otherwise. */
    private long lastFrom = -1;
    private long lastTo;
    private String first;
    private String last;

    /** Whether {@link #add} must see the bytes of a stretch that is {@code drop}ped or not, or {@link #skip} will do. */
    boolean needs(boolean drop) {
      return whole != null || apart != null || spool == null || (drop && (run != null || (runFrom < 0 && first == null)));
    }

    /** Adds {@code b[off, off + len)}, which lie at offset {@code at} of the spool. */
    void add(byte[] b, int off, int len, boolean drop, long at) {
      if (whole != null) {
        whole.update(b, off, len);
      }
      bytes += len;
      if (drop) {
        if (run == null && runFrom < 0) {
          start(at);
        }
        if (run != null) {
          run.update(b, off, len);
        } else {
          runTo = at + len;
        }
        dropped += len;
      } else if (len > 0) {
        close();
      }
    }

    /** Counts {@code len} bytes at offset {@code at} that are passed over unread; only where {@link #needs} is false. */
    void skip(long len, boolean drop, long at) {
      bytes += len;
      if (drop) {
        if (runFrom < 0) {
          start(at);
        }
        runTo = at + len;
        dropped += len;
      } else if (len > 0) {
        close();
      }
    }

    /** A run begins at {@code at}: hashed as read when it is the first, or when there is no spool to read a later one back from. */
    private void start(long at) {
      if (first == null || spool == null) {
        run = sha();
      } else {
        runFrom = at;
        runTo = at;
      }
    }

    private void close() {
      if (run != null) {
        last = HexFormat.of().formatHex(run.digest());
        if (first == null) {
          first = last;
        }
        run = null;
        lastFrom = -1;
      } else if (runFrom >= 0) {
        lastFrom = runFrom;
        lastTo = runTo;
        runFrom = -1;
      }
    }

    Stream result(Captured captured) throws IOException {
      close();
      String hex = shared ? captured.sha256() : whole != null ? HexFormat.of().formatHex(whole.digest()) : apart.hex();
      if (bytes != captured.bytes() || !hex.equals(captured.sha256())) {
        return Stream.UNKNOWN;
      }
      if (lastFrom >= 0) {
        last = readBack(lastFrom, lastTo);
      }
      return new Stream(true, dropped, Optional.ofNullable(first), Optional.ofNullable(last));
    }

    /** The hex SHA-256 of the spool's bytes {@code [from, to)}. */
    private String readBack(long from, long to) throws IOException {
      MessageDigest d = sha();
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate((int) Math.min(1 << 20, Math.max(1, to - from)));
      spool.position(from);
      for (long left = to - from; left > 0; ) {
        buf.clear().limit((int) Math.min(buf.capacity(), left));
        int n = spool.read(buf);
        if (n < 0) {
          throw new java.io.EOFException("the spool ended at " + (to - left) + ", inside a dropped run that ends at " + to);
        }
        d.update(buf.array(), 0, n);
        left -= n;
      }
      return HexFormat.of().formatHex(d.digest());
    }

    private static MessageDigest sha() {
      try {
        return MessageDigest.getInstance("SHA-256");
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException("SHA-256 is required of every Java platform", e);
      }
    }
  }
}

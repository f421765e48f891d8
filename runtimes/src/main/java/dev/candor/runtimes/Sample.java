package dev.candor.runtimes;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A tool output read in bounded memory: all of it when it is short, otherwise its first and last
 * {@link #window()} bytes together with the counts of the whole that the runtimes' markers state
 * (UTF-16 units, code points, UTF-8 bytes, lines, escape sequences stripped).
 *
 * <p>Every runtime keeps at most its cap of each end and states counts of the rest, so a profile
 * observes a sample as it would observe the whole output as long as what it keeps of each end lies
 * within the window ({@link RuntimeProfile#observe(Sample, java.util.OptionalInt, int, String)}).
 * Memory is two windows and one line prefix of {@value #LINE_PREFIX} chars, whatever the size of
 * the output or of one line in it.
 */
public final class Sample {
  /** Bytes {@link #read(InputStream)} keeps of each end: over four times the largest default cap. */
  public static final int WINDOW = 1 << 20;
  /** Chars of one line that the per-line counts (escape sequences) look at; a longer line counts raw. */
  static final int LINE_PREFIX = 1 << 16;

  private final byte @org.jspecify.annotations.Nullable [] raw;
  private final String head;
  private final String tail;
  private final int window;
  final long bytes;
  final long utf16;
  final long codePoints;
  final long utf8;
  final long newlines;
  final long pyLines;
  final boolean endsWithNewline;
  /** Chars Gemini CLI's and SWE-ReX's escape-sequence patterns remove (SWE-ReX's CRLF included). */
  final long geminiAnsi;
  final long sweAnsi;
  /** Whether any char is not whitespace (Python's {@code isspace}). */
  final boolean anyNonSpace;

  private Sample(Reader r, int window) {
    this.window = window;
    this.raw = r.whole ? r.headBytes() : null;
    this.head = r.whole ? Text.decode(this.raw) : decodeHead(r.headBytes());
    this.tail = r.whole ? "" : decodeTail(r.tailBytes());
    this.bytes = r.total;
    this.utf16 = r.utf16;
    this.codePoints = r.codePoints;
    this.utf8 = r.utf8;
    this.newlines = r.newlines;
    this.pyLines = r.pyLines + (r.pyOpen ? 1 : 0);
    this.endsWithNewline = r.prev == '\n';
    this.geminiAnsi = r.geminiAnsi;
    this.sweAnsi = r.sweAnsi;
    this.anyNonSpace = r.anyNonSpace;
  }

  /** The whole of {@code raw}. */
  public static Sample of(byte[] raw) {
    try {
      return read(new java.io.ByteArrayInputStream(raw), Math.max(raw.length, 1));
    } catch (IOException e) {
      throw new IllegalStateException("a byte array does not fail", e);
    }
  }

  /** Reads {@code in} to its end, keeping {@link #WINDOW} bytes of each end. */
  public static Sample read(InputStream in) throws IOException {
    return read(in, WINDOW);
  }

  /** Reads {@code in} to its end, keeping {@code window} bytes of each end; all of it if it fits in two. */
  public static Sample read(InputStream in, int window) throws IOException {
    Objects.requireNonNull(in, "in");
    if (window < 1) {
      throw new IllegalArgumentException("window < 1: " + window);
    }
    Reader r = new Reader(window);
    byte[] buf = new byte[1 << 16];
    for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
      r.accept(buf, n);
    }
    r.finish();
    return new Sample(r, window);
  }

  /** Whether the sample holds the whole output. */
  public boolean whole() {
    return raw != null;
  }

  /** The whole output's bytes; only when {@link #whole()}. */
  public byte[] raw() {
    if (raw == null) {
      throw new IllegalStateException("a sample of " + bytes + " bytes holds only its ends");
    }
    return raw.clone();
  }

  /** The output's size in bytes. */
  public long bytes() {
    return bytes;
  }

  /** Code points of the decoded text. */
  public long codePoints() {
    return codePoints;
  }

  /** Bytes kept of each end. */
  public int window() {
    return window;
  }

  /** The decoded text of the first bytes: the whole text when {@link #whole()}. */
  public String head() {
    return head;
  }

  /** The decoded text of the last bytes, from a character boundary; empty when {@link #whole()}. */
  public String tail() {
    return tail;
  }

  /** Python's {@code len(text.splitlines())} of the decoded text. */
  long rustLines() {
    return bytes == 0 ? 0 : endsWithNewline ? newlines : newlines + 1;
  }

  private static String decodeHead(byte[] b) {
    int end = b.length;
    int back = 0;
    // Drop a sequence the window cut short: at most three continuation bytes after its lead byte.
    while (back < 3 && end - back - 1 >= 0 && (b[end - back - 1] & 0xC0) == 0x80) {
      back++;
    }
    int lead = end - back - 1;
    if (lead >= 0) {
      int need = need(b[lead]);
      if (need > 1 && back + 1 < need) {
        end = lead;
      }
    }
    return Text.decode(Arrays.copyOf(b, end));
  }

  private static String decodeTail(byte[] b) {
    int start = 0;
    while (start < 3 && start < b.length && (b[start] & 0xC0) == 0x80) {
      start++;
    }
    return Text.decode(Arrays.copyOfRange(b, start, b.length));
  }

  private static int need(byte lead) {
    int u = lead & 0xFF;
    return u < 0xC0 ? 1 : u < 0xE0 ? 2 : u < 0xF0 ? 3 : 4;
  }

  /** One pass over the bytes: both windows and every count. */
  private static final class Reader {
    final int window;
    final ByteArrayOutputStream headOut = new ByteArrayOutputStream();
    final byte[] ring;
    long total;
    boolean whole = true;
    final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    ByteBuffer pending = ByteBuffer.allocate(1 << 17);
    final CharBuffer chars = CharBuffer.allocate(1 << 17);
    final StringBuilder line = new StringBuilder();
    boolean lineOver;
    /** Whether the line so far holds a char either escape-sequence pattern starts with. */
    boolean lineEscape;
    long utf16;
    long codePoints;
    long utf8;
    long newlines;
    long pyLines;
    boolean pyOpen;
    char prev;
    long geminiAnsi;
    long sweAnsi;
    boolean anyNonSpace;

    Reader(int window) {
      this.window = window;
      this.ring = new byte[window];
    }

    void accept(byte[] b, int n) {
      int toHead = (int) Math.min(n, Math.max(0, 2L * window - total));
      if (toHead > 0) {
        headOut.write(b, 0, toHead);
      }
      // The last window bytes of b, copied to where they fall in the ring: at most two copies.
      int from = Math.max(0, n - window);
      int at = (int) ((total + from) % window);
      int first = Math.min(n - from, window - at);
      System.arraycopy(b, from, ring, at, first);
      System.arraycopy(b, from + first, ring, 0, n - from - first);
      total += n;
      if (pending.remaining() < n) {
        pending = ByteBuffer.allocate(pending.position() + n).put(pending.flip());
      }
      pending.put(b, 0, n);
      decode(false);
    }

    void finish() {
      decode(true);
      decoder.flush(chars);
      drain();
      endLine();
      whole = total <= 2L * window;
    }

    byte[] headBytes() {
      byte[] all = headOut.toByteArray();
      return whole ? all : Arrays.copyOf(all, window);
    }

    byte[] tailBytes() {
      byte[] out = new byte[window];
      long start = total - window;
      for (int i = 0; i < window; i++) {
        out[i] = ring[(int) ((start + i) % window)];
      }
      return out;
    }

    private void decode(boolean end) {
      pending.flip();
      while (true) {
        CoderResult r = decoder.decode(pending, chars, end);
        drain();
        if (!r.isOverflow()) {
          break;
        }
      }
      pending.compact();
    }

    private void drain() {
      chars.flip();
      while (chars.hasRemaining()) {
        count(chars.get());
      }
      chars.clear();
    }

    private void count(char c) {
      utf16++;
      boolean pairLow = Character.isLowSurrogate(c) && Character.isHighSurrogate(prev);
      if (pairLow) {
        utf8 += 1; // the high surrogate counted 3; the pair is 4
      } else {
        codePoints++;
        utf8 += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
      }
      if (!pairLow && !Text.pyIsSpace(c)) {
        anyNonSpace = true;
      }
      if (c == '\n') {
        newlines++;
      }
      if (Text.isPyLineBreak(c)) {
        if (!(c == '\n' && prev == '\r')) {
          pyLines++;
        }
        pyOpen = false;
      } else {
        pyOpen = true;
      }
      if (c == '\u001B' || c == '\u009B') {
        lineEscape = true;
      }
      if (c == '\n') {
        line.append(c);
        endLine();
      } else if (!lineOver) {
        line.append(c);
        if (line.length() > LINE_PREFIX) {
          lineOver = true;
          line.setLength(0);
        }
      }
      prev = c;
    }

    private void endLine() {
      int n = line.length();
      if (!lineOver && n > 0 && !lineEscape) {
        // Neither pattern matches without an escape; SWE-ReX's CRLF is the one char it removes.
        sweAnsi += n > 1 && line.charAt(n - 1) == '\n' && line.charAt(n - 2) == '\r' ? 1 : 0;
      } else if (!lineOver && n > 0) {
        String s = line.toString();
        geminiAnsi += s.length() - GeminiCliShell.stripAnsi(s).length();
        String swe = SweAgentBash.stripAnsi(s);
        sweAnsi += s.length() - swe.length() + (swe.endsWith("\r\n") ? 1 : 0);
      }
      line.setLength(0);
      lineOver = false;
      lineEscape = false;
    }
  }
}

package dev.candor;

import java.nio.charset.StandardCharsets;

/**
 * A line's template: the line with its variable tokens masked, so that lines a tool prints from
 * one format string share one template whatever their numbers, ids, paths or quoted values.
 *
 * <p>Masked are: runs of digits inside words ({@code module42} is {@code module<N>}), words of hex
 * digits that hold a digit (hashes, ids, the parts of a UUID), timestamps and versions (masks
 * joined by {@code -:.,} count once), quoted values ({@code "..."}, {@code '...'}, {@code `...`},
 * {@code ‘...’}, {@code “...”}; a JSON key, a quote followed by {@code :}, is kept), and paths (a
 * run of path characters that holds a {@code /}), whose extension is kept. Runs of white space
 * count as one space. Only the first {@link #SPAN} bytes of a line are read.
 *
 * <p>{@link #hash} works on raw bytes and allocates nothing: the scanner calls it for every line.
 * {@link #display} renders the same template as text, for markers and summaries.
 */
final class Template {
  /** How many bytes of a line make its template. */
  static final int SPAN = 256;

  private static final long PRIME = 0x100000001b3L;
  private static final long OFFSET = 0xcbf29ce484222325L;
  private static final int MASK_N = 0x101;
  private static final int MASK_Q = 0x102;
  private static final int MASK_PATH = 0x103;

  private static final byte[] CLASS = new byte[256];
  private static final byte WORD = 1;
  private static final byte SPACE = 2;
  private static final byte JOIN = 3;
  private static final byte PATH = 4;

  static {
    for (int c = 0; c < 256; c++) {
      boolean alnum = c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
      CLASS[c] = alnum ? WORD : c == ' ' || c == '\t' || c == '\r' ? SPACE
          : c == '-' || c == ':' || c == '.' || c == ',' ? JOIN : c == '/' || c == '~' || c == '+' || c == '@' || c == '\\' ? PATH : 0;
    }
  }

  private Template() {}

  /** The template hash of line {@code b[s, e)}; never 0. */
  static long hash(byte[] b, int s, int e) {
    return hash(b, s, e, null);
  }

  /** As {@link #hash(byte[], int, int)}, telling {@code slots} (when not null) where each masked token lies. */
  static long hash(byte[] b, int s, int e, Slots slots) {
    if (slots != null) {
      slots.reset(s);
    }
    long h = walk(b, s, Math.min(e, s + SPAN), null, null, slots, cutInToken(b, s, e));
    return h == 0 ? 1 : h;
  }

  /**
   * The longest start of a word the span may end in that is left out of a template: a word of
   * values ({@code estimate=62013}), not a line's one long token (base64, a minified script), which
   * would leave the template next to nothing.
   */
  private static final int CUT_WORD = 32;

  /**
   * Whether the line at {@code b[s]}, which ends before {@code e}, is cut by {@link #SPAN} inside a
   * word: then the word's start is left out of the template, since where the span ends in it
   * depends on how long the values before it were (PostgreSQL's {@code checkpoint complete: ...}
   * lines ended their span in {@code estim} or {@code estimat}, each its own template).
   */
  private static boolean cutInToken(byte[] b, int s, int e) {
    int at = s + SPAN;
    return at < e && b[at] != '\n' && CLASS[b[at] & 0xFF] != SPACE;
  }

  /**
   * The template hash of the line that starts at {@code b[s]} and ends at the first line break
   * before {@code limit}; {@code end[0]} is set to that break's index, or to -1 when the line is
   * longer than {@link #SPAN} (the caller then looks for its end). One pass finds both.
   */
  static long hashLine(byte[] b, int s, int limit, int[] end) {
    return hashLine(b, s, limit, end, null);
  }

  /** As {@link #hashLine(byte[], int, int, int[])}, telling {@code slots} (when not null) where each masked token lies. */
  static long hashLine(byte[] b, int s, int limit, int[] end, Slots slots) {
    end[0] = -1;
    if (slots != null) {
      slots.reset(s);
    }
    long h = walk(b, s, Math.min(limit, s + SPAN), null, end, slots, cutInToken(b, s, limit));
    return h == 0 ? 1 : h;
  }

  /** The template hash of a line's text. */
  static long hash(String text) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    return hash(b, 0, b.length);
  }

  /** The template of {@code text} as text, masks shown as {@code <N>}, {@code <Q>} and {@code <path>}, at most {@code max} chars. */
  static String display(String text, int max) {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    Sink out = new Sink();
    walk(b, 0, Math.min(b.length, SPAN), out, null, null, cutInToken(b, 0, b.length));
    String s = new String(out.bytes, 0, out.len, StandardCharsets.UTF_8).strip();
    if (b.length > SPAN || s.codePointCount(0, s.length()) > max) {
      int cut = s.codePointCount(0, s.length()) > max ? s.offsetByCodePoints(0, Math.max(0, max - 4)) : s.length();
      s = s.substring(0, cut).stripTrailing() + " ...";
    }
    return s;
  }

  /** Whether {@code b[s, e)}, after a comma, is a group of a number written with thousands separators: three digits. */
  private static boolean thousands(byte[] b, int s, int e) {
    if (e - s != 3) {
      return false;
    }
    for (int i = s; i < e; i++) {
      if (b[i] < '0' || b[i] > '9') {
        return false;
      }
    }
    return true;
  }

  /** Collects the displayed template; only {@link #display} makes one. */
  private static final class Sink {
    byte[] bytes = new byte[SPAN * 2];
    int len;

    void add(int v) {
      if (len + 8 > bytes.length) {
        bytes = java.util.Arrays.copyOf(bytes, bytes.length * 2);
      }
      if (v < 0x100) {
        bytes[len++] = (byte) v;
        return;
      }
      String m = v == MASK_N ? "<N>" : v == MASK_Q ? "<Q>" : "<path>";
      for (int i = 0; i < m.length(); i++) {
        bytes[len++] = (byte) m.charAt(i);
      }
    }
  }

  private static final byte[] FLAGS = new byte[256];
  private static final int F_WORD = 1;
  private static final int F_DIGIT = 2;
  private static final int F_HEX = 4;

  static {
    for (int c = 0; c < 256; c++) {
      int f = CLASS[c] == WORD ? F_WORD : 0;
      f |= c >= '0' && c <= '9' ? F_DIGIT : 0;
      f |= c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' ? F_HEX : 0;
      FLAGS[c] = (byte) f;
    }
  }

  /**
   * One walk serves both the hash and the display: {@code out} is null on the hot path. A mask
   * that follows a mask with only joining punctuation between them is the same token. A token is
   * found to be a path at its first slash: what was hashed of it since it started is taken back,
   * and so is the word (since white space) the span ends inside ({@code cut}).
   */
  private static long walk(byte[] b, int s, int e, Sink out, int[] end, Slots slots, boolean cut) {
    long h = OFFSET;
    boolean lastMask = false;
    int pendingJoin = -1;
    boolean space = false;
    boolean tokenStart = true;
    int tokStart = s;
    long tokH = h;
    boolean tokMask = false;
    int tokJoin = -1;
    int tokOut = 0;
    int tokSlots = 0;
    // Where the word now being walked began, after white space (none: the line's first word), for a cut.
    int wordAt = s;
    long wordH = h;
    int wordOut = 0;
    int wordSlots = 0;
    long path = 0;
    int i = s;
    while (i < e) {
      int c = b[i] & 0xFF;
      byte k = CLASS[c];
      if (k == SPACE) {
        space = true;
        i++;
        continue;
      }
      if (c == '\n') {
        if (end != null) {
          end[0] = i;
        }
        break;
      }
      if (space) {
        if (pendingJoin >= 0) {
          h = (h ^ pendingJoin) * PRIME;
          if (out != null) {
            out.add(pendingJoin);
          }
          pendingJoin = -1;
        }
        h = (h ^ ' ') * PRIME;
        if (out != null) {
          out.add(' ');
        }
        space = false;
        lastMask = false;
        tokenStart = true;
        wordAt = i; // no join is pending after white space
        wordH = h;
        wordOut = out == null ? 0 : out.len;
        wordSlots = slots == null ? 0 : slots.n;
      }
      if (tokenStart) {
        tokStart = i;
        tokH = h;
        tokMask = lastMask;
        tokJoin = pendingJoin;
        tokOut = out == null ? 0 : out.len;
        tokSlots = slots == null ? 0 : slots.n;
        tokenStart = false;
      }
      int unit;
      int next;
      if (k == WORD) {
        // One pass: the word's bytes are hashed as they are, in case it holds no digit.
        long h2 = pendingJoin >= 0 ? (h ^ pendingJoin) * PRIME : h;
        int w = i;
        int any = 0;
        int notHex = 0;
        long acc = 0;
        // Eight bytes to a multiply: the multiplies are a chain, the shifts are not.
        while (w < e) {
          int v = b[w] & 0xFF;
          int f = FLAGS[v];
          if ((f & F_WORD) == 0) {
            break;
          }
          any |= f;
          notHex |= (f & (F_DIGIT | F_HEX)) - 1;
          acc = acc << 8 | v;
          if ((++w - i & 7) == 0) {
            h2 = (h2 ^ acc) * PRIME;
            acc = 0;
          }
        }
        if ((w - i & 7) != 0) {
          h2 = (h2 ^ acc ^ (long) (w - i & 7) << 61) * PRIME;
        }
        boolean hex = notHex >= 0 || isHexLiteral(b, i, w);
        if ((any & F_DIGIT) == 0) {
          if (out != null) {
            if (pendingJoin >= 0) {
              out.add(pendingJoin);
            }
            for (int j = i; j < w; j++) {
              out.add(b[j] & 0xFF);
            }
          }
          h = h2;
          pendingJoin = -1;
          lastMask = false;
          i = w;
          continue;
        }
        if (hex) {
          unit = MASK_N;
          next = w;
        } else {
          // Letters stay, digit runs are masked: TS2339 is TS<N>.
          for (int j = i; j < w; ) {
            int d = b[j];
            if (d >= '0' && d <= '9') {
              int j0 = j;
              while (j < w && b[j] >= '0' && b[j] <= '9') {
                j++;
              }
              if (!lastMask) {
                if (slots != null) {
                  slots.begin(h, j0, j);
                }
                h = emitRaw(h, MASK_N, out, pendingJoin);
              } else if (slots != null) {
                slots.extend(j);
              }
              pendingJoin = -1;
              lastMask = true;
            } else {
              h = emitRaw(h, d & 0xFF, out, pendingJoin);
              pendingJoin = -1;
              lastMask = false;
              j++;
            }
          }
          i = w;
          continue;
        }
      } else if ((c == '/' || c == '\\') && (path = pathEnd(b, tokStart, i, e)) != 0) {
        // The token is a path: what was hashed of it is taken back, and it is masked whole.
        h = tokH;
        lastMask = tokMask;
        pendingJoin = tokJoin;
        takeBack(out, tokOut, slots, tokSlots);
        unit = MASK_PATH;
        next = (int) (path >>> 32);
        i = tokStart;
      } else if (c == '"' || c == '`' || c == '\'' && (i == s || CLASS[b[i - 1] & 0xFF] != WORD)) {
        int close = indexOf(b, i + 1, e, (byte) c);
        if (close < 0) {
          h = emitRaw(h, c, out, pendingJoin);
          pendingJoin = -1;
          lastMask = false;
          i++;
          continue;
        }
        if (close + 1 < e && b[close + 1] == ':' && keyOpens(b, s, i) && !holdsPath(b, i + 1, close)) {
          // A JSON key names the value after it: kept as it is. A quoted path before a colon is a
          // value a message goes on about (cannot access '/srv/a.log': No such file or directory),
          // and so is a quoted name that opens no member (INFO:  "invoices": scanned 133 pages).
          for (int j = i; j <= close; j++) {
            h = emitRaw(h, b[j] & 0xFF, out, pendingJoin);
            pendingJoin = -1;
          }
          lastMask = false;
          i = close + 1;
          continue;
        }
        unit = MASK_Q;
        next = close + 1;
      } else if (c == 0xE2 && i + 2 < e && (b[i + 1] & 0xFF) == 0x80 && ((b[i + 2] & 0xFF) == 0x98 || (b[i + 2] & 0xFF) == 0x9C)) {
        int close = curlyClose(b, i + 3, e, (byte) ((b[i + 2] & 0xFF) + 1));
        if (close < 0) {
          h = emitRaw(h, c, out, pendingJoin);
          pendingJoin = -1;
          lastMask = false;
          i++;
          continue;
        }
        unit = MASK_Q;
        next = close;
      } else if (k == JOIN && lastMask) {
        // Held back: a mask right after it joins the one before (12:00:00, 1.2.3, 2024-01-01).
        if (pendingJoin >= 0) {
          h = emitRaw(h, pendingJoin, out, -1);
          lastMask = false;
        }
        pendingJoin = c;
        i++;
        continue;
      } else {
        h = emitRaw(h, c, out, pendingJoin);
        pendingJoin = -1;
        lastMask = false;
        tokenStart = c == '(' || c == '[' || c == '=';
        i++;
        continue;
      }
      // A mask (number, quote or path).
      if (unit == MASK_N && lastMask) {
        if (slots != null) {
          // One token for the template, but a comma between numbers (not a thousands separator)
          // parts two values, each a slot of its own: 3.96,21628,,page-faults is a time and a count.
          if (pendingJoin == ',' && !thousands(b, i, next)) {
            slots.begin(h, i, next);
          } else {
            slots.extend(next);
          }
        }
        pendingJoin = -1; // joined to the mask before it
      } else {
        if (slots != null) {
          slots.begin(h, i, next);
        }
        h = emitRaw(h, unit, out, pendingJoin);
        pendingJoin = -1;
      }
      lastMask = unit == MASK_N;
      if (unit == MASK_PATH) {
        int dot = (int) path - 1;
        for (int j = dot; j >= 0 && j < next; j++) {
          h = emitRaw(h, b[j] & 0xFF, out, -1);
        }
        lastMask = false;
      }
      i = next;
    }
    if (cut && i >= e && !space && wordAt > s && e - wordAt <= CUT_WORD) {
      h = wordH;
      pendingJoin = -1;
      takeBack(out, wordOut, slots, wordSlots);
    }
    if (pendingJoin >= 0) {
      h = emitRaw(h, pendingJoin, out, -1);
    }
    return h;
  }

  /**
   * Whether a quote at {@code b[q]} may open an object's key: it starts the line, or follows an
   * object's or a list's opening or a comma (spaces between), as in {@code {"id": 7, "name": "x"}}.
   */
  private static boolean keyOpens(byte[] b, int s, int q) {
    int i = q - 1;
    while (i >= s && (b[i] == ' ' || b[i] == '\t')) {
      i--;
    }
    return i < s || b[i] == '{' || b[i] == ',' || b[i] == '[';
  }

  /** Whether {@code b[s, e)} holds a slash or a backslash: a path, not a key. */
  private static boolean holdsPath(byte[] b, int s, int e) {
    for (int i = s; i < e; i++) {
      if (b[i] == '/' || b[i] == '\\') {
        return true;
      }
    }
    return false;
  }

  /** Takes the displayed template ({@code out}) and the slots back to where a token or a word began. */
  private static void takeBack(Sink out, int outLen, Slots slots, int slotCount) {
    if (out != null) {
      out.len = outLen;
    }
    if (slots != null) {
      slots.n = slotCount;
    }
  }

  /**
   * Whether the word {@code b[s, w)} is a hex literal, {@code 0x} then hex digits: an address or a
   * pointer ({@code 0x7ffff4dcb6c0}), which the letter-keeping rule would otherwise split into a
   * template of its own for every value.
   */
  private static boolean isHexLiteral(byte[] b, int s, int w) {
    if (w - s < 3 || b[s] != '0' || (b[s + 1] | 0x20) != 'x') {
      return false;
    }
    for (int j = s + 2; j < w; j++) {
      if ((FLAGS[b[j] & 0xFF] & (F_DIGIT | F_HEX)) == 0) {
        return false;
      }
    }
    return true;
  }

  private static long emitRaw(long h, int v, Sink out, int pendingJoin) {
    if (pendingJoin >= 0) {
      h = (h ^ pendingJoin) * PRIME;
      if (out != null) {
        out.add(pendingJoin);
      }
    }
    if (out != null) {
      out.add(v);
    }
    return (h ^ v) * PRIME;
  }

  /** Path characters: letters, digits, {@code _ . - / ~ + @ \\} and any non-ASCII byte. */
  private static final boolean[] PATH_CHAR = new boolean[256];

  static {
    for (int c = 0; c < 256; c++) {
      PATH_CHAR[c] = CLASS[c] == WORD || CLASS[c] == PATH || c == '.' || c == '-' || c >= 0x80;
    }
  }

  /**
   * Where the path through the slash at {@code b[slash]}, starting at {@code b[from]}, ends,
   * packed with the index of its extension's dot: {@code end << 32 | (dot + 1)}; 0 when the run of
   * path characters there is no path (it does not reach the slash, or it is too short).
   */
  private static long pathEnd(byte[] b, int from, int slash, int e) {
    for (int j = from; j < slash; j++) {
      if (!PATH_CHAR[b[j] & 0xFF]) {
        return 0;
      }
    }
    int j = slash + 1;
    while (j < e && PATH_CHAR[b[j] & 0xFF]) {
      j++;
    }
    // A lone slash or a short run (a separator, a ratio) is not a path.
    if (j - from <= 2) {
      return 0;
    }
    // The extension: a dot in the last segment, at most eight bytes from the end.
    int ext = -1;
    for (int k = j - 1; k > slash && k >= j - 8; k--) {
      byte c = b[k];
      if (c == '.') {
        ext = k + 1 < j ? k : -1;
        break;
      }
      if (c == '/' || c == '\\') {
        break;
      }
    }
    return (long) j << 32 | (ext + 1);
  }

  private static int indexOf(byte[] b, int from, int to, byte c) {
    for (int i = from; i < to; i++) {
      if (b[i] == c) {
        return i;
      }
      if (b[i] == '\n') {
        return -1;
      }
    }
    return -1;
  }

  /** The index just past a closing curly quote {@code E2 80 last}, or -1. */
  private static int curlyClose(byte[] b, int from, int to, byte last) {
    for (int i = from; i + 2 < to && b[i] != '\n'; i++) {
      if ((b[i] & 0xFF) == 0xE2 && (b[i + 1] & 0xFF) == 0x80 && b[i + 2] == last) {
        return i + 3;
      }
    }
    return -1;
  }
}

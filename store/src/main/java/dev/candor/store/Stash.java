package dev.candor.store;

import dev.candor.Redacted;
import dev.candor.Redactor;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Masks secrets in a spooled output and keeps it in the result store, so a cut observation can say
 * where the rest is. A store that cannot be written never costs the observation: the failure is
 * returned, to be stated in the summary, and shaping goes on.
 *
 * <p>Masking runs over blocks of about a mebibyte that end at a line break; the redactor's own
 * prefilter passes over lines with no hint of a secret, and an output with nothing to mask is
 * linked, not written again, so a clean log costs one read.
 */
public final class Stash {
  /** Lines are masked in blocks of about this many chars, so a private-key block is seen whole. */
  private static final int BLOCK = 1 << 20;

  /**
   * The outcome: the handle, or why there is none; and how many secrets of each rule were masked.
   *
   * @param handle where the full output is kept, or null
   * @param failure why it is not kept ({@code --no-store}, or the store's error), or null
   * @param redactions rule name to count of secrets masked
   */
  public record Result(Handle handle, String failure, Map<String, Integer> redactions) {
    public Result {
      redactions = Map.copyOf(redactions);
    }

    /** What the observation's summary says about the full output. */
    public String reference() {
      return handle != null ? "candor more " + handle.value() : "not kept (" + failure + ")";
    }

    /** How many secrets were masked in all. */
    public int redacted() {
      int n = 0; // a loop: a stream's first use sets up its framework on a small call's path
      for (int c : redactions.values()) {
        n += c;
      }
      return n;
    }

    /** The note the observation carries about masked secrets, or null when none were. */
    public String maskNote() {
      int n = redacted();
      return n == 0 ? null : n + (n == 1 ? " secret" : " secrets") + " masked (" + String.join(", ", redactions.keySet()) + ")";
    }
  }

  private Stash() {}

  /**
   * Masks {@code spool} into {@code masked} (unless {@code redactor} is null) and stores the masked
   * copy in the store at {@code storeUrl}, opened for this one result; null means no store.
   *
   * @throws IOException when the spool cannot be read or the masked copy written
   */
  public static Result keep(Path spool, Path masked, Redactor redactor, String storeUrl, ResultMeta meta) throws IOException {
    ResultStore store = null;
    String failure = storeUrl == null ? "--no-store" : null;
    if (storeUrl != null) {
      try {
        store = ResultStore.open(storeUrl);
      } catch (StoreException | IllegalArgumentException e) {
        failure = "the store failed: " + e.getMessage();
      }
    }
    try {
      Result r = keep(spool, masked, redactor, store, meta);
      return failure == null ? r : new Result(null, failure, r.redactions());
    } finally {
      if (store != null) {
        store.close();
      }
    }
  }

  /**
   * As {@link #keep(Path, Path, Redactor, String, ResultMeta)}, into a store the caller holds open
   * (a long-lived server keeps one); {@code store} null means no store.
   *
   * @throws IOException when the spool cannot be read or the masked copy written
   */
  public static Result keep(Path spool, Path masked, Redactor redactor, ResultStore store, ResultMeta meta) throws IOException {
    Map<String, Integer> counts = new TreeMap<>();
    Path source = spool;
    if (redactor != null) {
      mask(spool, masked, redactor, counts);
      source = masked;
    }
    if (store == null) {
      return new Result(null, "--no-store", counts);
    }
    try (InputStream in = Files.newInputStream(source)) {
      return new Result(store.put(in, meta), null, counts);
    } catch (StoreException | IllegalArgumentException e) {
      return new Result(null, "the store failed: " + e.getMessage(), counts);
    }
  }

  /**
   * Writes {@code in} masked to {@code out}. Nothing is written until a block changes (the bytes
   * before it are then copied as they are), and an output with nothing to mask becomes a hard link
   * to the input (a copy where links cannot be made): most outputs hold no secret, and writing them
   * again would cost as much as masking them.
   */
  private static void mask(Path in, Path out, Redactor redactor, Map<String, Integer> counts) throws IOException {
    Files.deleteIfExists(out);
    OutputStream w = null;
    try (InputStream r = Files.newInputStream(in)) {
      // Each block is read as ISO-8859-1, so every byte survives as one char (the rules are ASCII);
      // a block with no sign of a secret is never made text at all (Redactor.redactLatin1).
      byte[] buf = new byte[BLOCK];
      int len = 0;
      long offset = 0;
      while (true) {
        len += r.readNBytes(buf, len, buf.length - len);
        boolean eof = len < buf.length;
        if (len == 0) {
          break;
        }
        int end = blockEnd(buf, len, eof);
        String masked = maskBlock(buf, end, redactor, counts);
        if (masked != null && w == null) {
          w = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16);
          copyPrefix(in, offset, w);
        }
        if (w != null) {
          w.write(masked == null ? buf : masked.getBytes(StandardCharsets.ISO_8859_1), 0,
              masked == null ? end : masked.length());
        }
        offset += end;
        System.arraycopy(buf, end, buf, 0, len - end);
        len -= end;
        if (eof && len == 0) {
          break;
        }
      }
    } finally {
      if (w != null) {
        w.close();
      }
    }
    if (w == null) {
      try {
        Files.createLink(out, in);
      } catch (IOException | UnsupportedOperationException e) {
        Files.copy(in, out);
      }
    }
  }

  /**
   * Copies the first {@code n} bytes of {@code in} to {@code w}: the start of a masked copy, made
   * only once a block turned out to change, is the raw spool's own bytes.
   *
   * @throws IOException if {@code in} holds fewer than {@code n} bytes, or reading or writing fails
   */
  public static void copyPrefix(Path in, long n, OutputStream w) throws IOException {
    try (InputStream r = Files.newInputStream(in)) {
      byte[] b = new byte[1 << 16];
      for (long left = n; left > 0; ) {
        int k = r.read(b, 0, (int) Math.min(b.length, left));
        if (k < 0) {
          throw new IOException(in + " ended before the " + n + " bytes written to it a moment ago");
        }
        w.write(b, 0, k);
        left -= k;
      }
    }
  }

  /**
   * Where a masking block of {@code buf[0, len)} ends: after its last line break, so a rule sees
   * each line (and a private-key block) whole; at {@code len} for the output's last block or a
   * block with no line break.
   */
  public static int blockEnd(byte[] buf, int len, boolean last) {
    if (!last) {
      for (int i = len - 1; i >= 0; i--) {
        if (buf[i] == '\n') {
          return i + 1;
        }
      }
    }
    return len;
  }

  /** The block {@code buf[0, end)} masked, as ISO-8859-1 text, counted into {@code counts}; null when nothing was masked. */
  static String maskBlock(byte[] buf, int end, Redactor redactor, Map<String, Integer> counts) {
    Redacted r = redactor.redactLatin1(buf, 0, end);
    if (r == null) {
      return null;
    }
    for (Map.Entry<String, Integer> e : r.counts().entrySet()) {
      counts.merge(e.getKey(), e.getValue(), Integer::sum);
    }
    return r.text();
  }
}

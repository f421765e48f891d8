package dev.candor.store;

import dev.candor.Redacted;
import dev.candor.Redactor;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Masks secrets in a spooled output and keeps it in the result store, so a cut observation can say
 * where the rest is. A store that cannot be written never costs the observation: the failure is
 * returned, to be stated in the summary, and shaping goes on.
 *
 * <p>Masking runs over blocks of about a mebibyte that end at a line break, and only over blocks
 * that contain a hint of a default secret (or over every block when the redactor has rules of the
 * caller's own), so a clean log costs one read and one write.
 */
public final class Stash {
  /** Lines are masked in blocks of about this many chars, so a private-key block is seen whole. */
  private static final int BLOCK = 1 << 20;
  /** Text that every default secret contains; a block with none of them is not run through the rules. */
  private static final List<String> HINTS = List.of(
      "AKIA", "ASIA", "aws_secret", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xox",
      "eyJ", "Bearer", "bearer", "Basic", "basic", "://", "PRIVATE KEY", "Authorization", "authorization");

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
      return redactions.values().stream().mapToInt(Integer::intValue).sum();
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

  private static void mask(Path in, Path out, Redactor redactor, Map<String, Integer> counts) throws IOException {
    // The hints are the default rules' literals; a user's own rules may need none of them.
    boolean everyBlock = redactor.rules().size() > Redactor.defaults().rules().size();
    try (Reader r = new BufferedReader(Files.newBufferedReader(in, StandardCharsets.ISO_8859_1), 1 << 16);
        Writer w = new BufferedWriter(Files.newBufferedWriter(out, StandardCharsets.ISO_8859_1), 1 << 16)) {
      // Read as ISO-8859-1 so every byte survives as one char; the default rules are ASCII.
      char[] buf = new char[BLOCK];
      int carry = 0;
      int n;
      while ((n = r.read(buf, carry, buf.length - carry)) > 0 || carry > 0) {
        int len = carry + Math.max(n, 0);
        int end = len;
        if (n > 0) {
          int nl = lastBreak(buf, len);
          end = nl >= 0 ? nl + 1 : len;
        }
        w.write(maskBlock(new String(buf, 0, end), redactor, everyBlock, counts));
        carry = len - end;
        System.arraycopy(buf, end, buf, 0, carry);
        if (n <= 0) {
          w.write(maskBlock(new String(buf, 0, carry), redactor, everyBlock, counts));
          break;
        }
      }
    }
  }

  private static int lastBreak(char[] b, int len) {
    for (int i = len - 1; i >= 0; i--) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static String maskBlock(String block, Redactor redactor, boolean everyBlock, Map<String, Integer> counts) {
    boolean hinted = everyBlock;
    for (String h : HINTS) {
      if (block.contains(h)) {
        hinted = true;
        break;
      }
    }
    if (!hinted) {
      return block;
    }
    Redacted r = redactor.redact(block);
    r.counts().forEach((k, v) -> counts.merge(k, v, Integer::sum));
    return r.text();
  }
}

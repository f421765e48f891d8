package dev.candor.pipeline;

import dev.candor.Digested;
import dev.candor.Redacted;
import dev.candor.Sha256Digest;
import dev.candor.Redactor;
import dev.candor.capture.StreamDigest;
import dev.candor.capture.TempFiles;
import dev.candor.store.Stash;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * The masked output of a command as it runs: blocks taken from {@link Intake}'s queue, of about a
 * mebibyte and ending at a line break (as {@link dev.candor.store.Stash} cuts them, so a
 * private-key block is seen whole and the rules see the same text either way), are each masked
 * and then read out, and go back to the writer to be filled again. The masked copy on disk is written only from the first block
 * that changed, its start copied from the raw spool; an output with nothing to mask becomes a
 * hard link to the spool when the stream is closed. Each masked block is also sent to a {@link
 * Relay}, when one is given, for the shaper to read as it comes.
 *
 * <p>The masked output is hashed here, once: the store and the shaper, which both read every
 * block, share that digest ({@link Digested}) instead of each hashing the output again. Nothing is
 * hashed while nothing is masked, since the capture may have hashed the same bytes: at the end its
 * digest is taken ({@link #share}), or, when it was not given, the spool is hashed then; the first
 * masked block, or {@link #hashNow}, hashes the spool up to it and from then on every block as it
 * comes.
 *
 * <p>The spool may be given a limit: past it, nothing more is written to it and the masked copy is
 * not made; the output is then read back from where it was stored. A gibibyte written to the page
 * cache cost more CPU than anything else {@code candor run} did with it. Hashing past that limit
 * takes up the capture's running digest of the one stream the output was so far ({@link #follow})
 * at its last checkpoint, adding the bytes read out since (kept here, less than {@link
 * StreamDigest#SPACING}); without that digest, every block from the limit on is hashed here, the
 * spool's start first. So a gibibyte with nothing masked is hashed once, by the capture, not twice.
 */
final class MaskedInput extends InputStream implements Digested {
  static final int BLOCK = 1 << 20;

  private final BlockingQueue<Intake.Block> queue;
  /** Where a block taken from {@link #queue} goes once read out (here or by the relay's reader), for the writer to fill again. */
  private final BlockingQueue<byte[]> spare;
  /** The raw spool: every block taken is written to it before it is masked, up to {@link #spoolLimit}. */
  private final OutputStream raw;
  /** Bytes the spool holds at most: past them it is given up ({@link #spoolDropped}). */
  private final long spoolLimit;
  /** Bytes written to the spool. */
  private long spooled;
  /** Whether a block would have taken the spool past its limit: it holds only the output's start. */
  private boolean spoolDropped;
  private final Redactor redactor;
  private final Path spool;
  private final Path masked;
  private final Map<String, Integer> counts;
  /** The raw block being read out (masked or as it is); null before the first and after the last. */
  private byte[] block;
  /** Whether {@link #block} was lent to the relay as it is: the relay's reader gives it back, not this. */
  private boolean lent;
  private boolean ended;
  /** What is read out now: {@code out[outPos, outEnd)}. */
  private byte[] out;
  private int outPos;
  private int outEnd;
  /** Raw bytes masked so far: where the next block starts in the spool. */
  private long offset;
  private OutputStream copy;
  /** Also gets every masked block, for the shaper; null for none. */
  private final Relay relay;
  private boolean relayed;
  private Sha256Digest sha = new Sha256Digest();
  /** The capture's digest of the one stream the output is until {@link #wantHash}; null when not given. */
  private volatile StreamDigest follow;
  /** {@link #follow} as it was when the first block was filled: only a digest followed from the start is taken up. */
  private StreamDigest tracked;
  private boolean started;
  /**
   * Raw bytes read out since the last checkpoint, {@code [offset - tailLen, offset)}, kept while
   * not {@link #hashed} and a digest is {@link #follow followed}; grown as needed up to {@link
   * StreamDigest#SPACING}, so a small output does not pay for a quarter mebibyte.
   */
  private byte[] tail = new byte[0];
  private int tailLen;
  /** Whether every block read out so far went into {@link #sha}: not until one is masked, or {@link #hashNow}. */
  private boolean hashed;
  /** Set when the capture's digest will not be the output's (both streams wrote): hash from now on. */
  private volatile boolean wantHash;
  /** The capture's digest of the output, when nothing was masked; given before the end is queued. */
  private volatile byte[] shared;
  /** The digest of every block, once the last was read out; null before. */
  private volatile byte[] digest;

  MaskedInput(BlockingQueue<Intake.Block> queue, BlockingQueue<byte[]> spare, OutputStream raw, long spoolLimit,
      Redactor redactor, Path spool, Path masked, Map<String, Integer> counts, Relay relay) {
    this.queue = queue;
    this.spoolLimit = spoolLimit;
    this.spare = spare;
    this.raw = raw;
    this.relay = relay;
    this.redactor = redactor;
    this.spool = spool;
    this.masked = masked;
    this.counts = counts;
  }

  /** The output is not one stream's bytes as the capture hashed them: hash it here after all. */
  void hashNow() {
    wantHash = true;
  }

  /** The capture's running digest of the stream whose bytes come first; call before they are queued. */
  void follow(StreamDigest digest) {
    follow = digest;
  }

  /** The capture's SHA-256 of exactly the bytes queued (one stream, nothing added); call before the end is queued. */
  void share(byte[] sha256) {
    shared = sha256.clone();
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (outPos == outEnd) {
      if (!next()) {
        return -1;
      }
    }
    int n = Math.min(len, outEnd - outPos);
    System.arraycopy(out, outPos, b, off, n);
    outPos += n;
    return n;
  }

  /** Writes the rest from the masked blocks themselves, with no copy between: {@code out} must not keep them. */
  @Override
  public long transferTo(OutputStream to) throws IOException {
    long total = 0;
    while (outPos < outEnd || next()) {
      int n = outEnd - outPos;
      to.write(out, outPos, n);
      outPos = outEnd;
      total += n;
    }
    return total;
  }

  /** Masks the next block; false at the end. */
  private boolean next() throws IOException {
    if (ended) {
      return false;
    }
    giveBack();
    Intake.Block next = take();
    if (!started) {
      started = true;
      tracked = follow; // given before the first bytes were queued, when given at all
    }
    if (!hashed && (wantHash || spoolDropped && tracked == null)) {
      catchUp(null); // from the spool while it holds every block read out so far
    }
    if (spoolDropped && copy != null) { // the masked copy is made of the spool's start: given up with it
      copy.close();
      copy = null;
    }
    if (next == Intake.END) {
      ended = true;
      if (digest == null) {
        byte[] given = shared;
        if (!hashed && given == null) {
          catchUp(null);
        }
        digest = hashed ? sha.digest() : given;
      }
      if (relay != null && !relayed) {
        relayed = true;
        relay.end(digest);
      }
      return false;
    }
    block = next.data();
    int end = next.len();
    Redacted r = redactor == null ? null : redactor.redactLatin1(block, 0, end);
    if (r == null) {
      out = block;
      outEnd = end;
    } else {
      r.counts().forEach((k, v) -> counts.merge(k, v, Integer::sum));
      out = r.text().getBytes(StandardCharsets.ISO_8859_1);
      outEnd = out.length;
      if (copy == null && !spoolDropped) {
        copy = new BufferedOutputStream(TempFiles.open(masked), 1 << 16);
        if (hashed) {
          Stash.copyPrefix(spool, offset, copy); // nothing before this block changed
        } else {
          catchUp(copy);
        }
      }
      if (!hashed) {
        catchUp(null); // past the spool's limit
      }
    }
    outPos = 0;
    if (hashed) {
      sha.update(out, 0, outEnd);
    }
    if (relay != null && relay.lend(out, outEnd) && out == block) {
      lent = true; // a masked copy is new each block, so only the block itself is kept from reuse
    }
    if (copy != null) {
      copy.write(out, 0, outEnd);
    }
    offset += end;
    if (!hashed && tracked != null) {
      keepTail(end);
    }
    return true;
  }

  /** Keeps the raw bytes {@code block[0, n)}, just read out, that follow the last checkpoint. */
  private void keepTail(int n) {
    long start = offset - n;
    long checkpoint = offset - offset % StreamDigest.SPACING;
    int from = checkpoint >= start ? (int) (checkpoint - start) : 0;
    int keep = checkpoint >= start ? 0 : tailLen;
    int len = (int) (offset - Math.max(checkpoint, start));
    if (keep + len > tail.length) {
      tail = java.util.Arrays.copyOf(tail, Math.min(StreamDigest.SPACING, Math.max(2 * tail.length, keep + len)));
    }
    System.arraycopy(block, from, tail, keep, len);
    tailLen = keep + len;
  }

  /**
   * Hashes the output up to the blocks read out so far, from the spool while it holds them (copying
   * them to {@code also} too, when not null), else from the capture's digest; from then on every
   * block is hashed.
   */
  private void catchUp(OutputStream also) throws IOException {
    if (offset > spooled) {
      if (tracked == null) {
        throw new IllegalStateException("the spool holds " + spooled + " bytes of " + offset + " and no digest was given");
      }
      sha = tracked.at(offset - tailLen);
      sha.update(tail, 0, tailLen);
      hashed = true;
      return;
    }
    Stash.copyPrefix(spool, offset, new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        sha.update(b, off, len);
        if (also != null) {
          also.write(b, off, len);
        }
      }
    });
    hashed = true;
  }

  @Override
  public byte[] sha256() {
    byte[] d = digest;
    if (d == null) {
      throw new IllegalStateException("the masked output has not reached its end");
    }
    return d.clone();
  }

  /**
   * Gives the block read out back to the writer, unless it was lent to the relay, whose reader
   * gives it back instead; and passes on those the relay's reader has given back.
   */
  private void giveBack() {
    if (block != null && !lent) {
      spare.offer(block); // dropped when enough wait
    }
    block = null;
    lent = false;
    for (byte[] b = relay == null ? null : relay.reclaim(); b != null; b = relay.reclaim()) {
      spare.offer(b);
    }
  }

  /** The next block, written to the spool first (while the spool is within its limit). */
  private Intake.Block take() throws IOException {
    Intake.Block c;
    try {
      c = queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while masking the output");
    }
    if (c == Intake.ABORT) {
      throw new IOException("the command's output ended before it was read (its capture failed)");
    }
    if (c != Intake.END && !spoolDropped) {
      if (spooled + c.len() > spoolLimit) {
        spoolDropped = true;
      } else {
        raw.write(c.data(), 0, c.len());
        spooled += c.len();
      }
    }
    return c;
  }

  /**
   * Finishes the masked copy: closes it, or, when nothing was masked, links it to the spool (a
   * copy where links cannot be made). Call once the stream is read to its end and the spool closed.
   */
  void finishCopy() throws IOException {
    if (redactor == null || spoolDropped) {
      return;
    }
    if (copy != null) {
      copy.close();
      return;
    }
    Files.deleteIfExists(masked);
    try {
      Files.createLink(masked, spool);
    } catch (IOException | UnsupportedOperationException e) {
      Files.copy(spool, masked);
    }
  }

  /**
   * Whether the spool holds the whole output (and the masked copy, when asked for, is made): false
   * once the output passed the spool's limit. Valid once the stream has been read to its end.
   */
  boolean spooledAll() {
    return !spoolDropped;
  }

  /** Closes the masked copy if one was begun; for a stream given up on. */
  @Override
  public void close() throws IOException {
    if (copy != null) {
      copy.close();
    }
  }
}

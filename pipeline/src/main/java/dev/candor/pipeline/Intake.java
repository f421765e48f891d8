package dev.candor.pipeline;

import dev.candor.Evidence;
import dev.candor.Redactor;
import dev.candor.Scanned;
import dev.candor.Shaper;
import dev.candor.capture.Captured;
import dev.candor.capture.StreamStats;
import dev.candor.capture.StdStream;
import dev.candor.capture.TempFiles;
import dev.candor.store.Handle;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.store.StoreException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A command's merged output on its way in, while the command runs: each block is handed to a
 * thread of its own that writes it to the raw spool (which the span's dropped runs are read back
 * from), masks it ({@link MaskedInput}) and stores it, so capture, masking, hashing and compressing
 * overlap on the second core and the output is read from the pipes once, not from the spool again.
 *
 * <p>The output is passed on in the blocks masking works on ({@link MaskedInput#BLOCK} bytes cut
 * back to their last line break, the rest carried into the next), filled here as the capture
 * writes, so that masking takes each as it is, not copied into one of its own. The queue is
 * bounded ({@value #DEPTH} blocks): when masking or the store falls behind, the pump waits, the
 * pipe fills and the command blocks, so memory stays bounded whatever the command writes. Blocks
 * come back once read out ({@link #spare}), so a long output goes through a few arrays again and
 * again. The result row is written with the metadata given to
 * {@link #finish}, after the command ended (its exit code), in the one transaction of
 * {@link ResultStore#put(java.io.InputStream, java.util.function.Supplier)}; a capture that fails
 * stores nothing ({@link #abort}).
 */
final class Intake extends OutputStream implements dev.candor.capture.ChunkSink {
  /** Bytes {@code data[0, len)} of the output: a block that ends at a line break, unless it is the last or one line fills it. */
  record Block(byte[] data, int len) {}

  static final Block END = new Block(new byte[0], 0);
  static final Block ABORT = new Block(new byte[0], 0);
  /**
   * Blocks waiting for masking at most: each is one write to the spool and one hand-over to the
   * masking thread, and the bytes in flight stay 2 MiB.
   */
  private static final int DEPTH = 2;
  /**
   * Bytes of raw output spooled at most when the output is stored: a larger output is read back
   * from the store by what needs it after the run (a span's dropped runs, a structured output's
   * second reading), since writing a gibibyte to the page cache cost 2.5 s of CPU, more than any
   * other step of {@code candor run}. Below it, nothing reads the store back.
   */
  static final long SPOOL_LIMIT = 64L << 20;

  /** The raw spool: written by the masking thread, closed here once that thread has ended. */
  private final OutputStream raw;
  private final BlockingQueue<Block> queue = new ArrayBlockingQueue<>(DEPTH + 1);
  /**
   * Blocks read out, by masking and by the shaper's relay, to be filled again rather than
   * allocated anew (a mebibyte array is a humongous allocation under G1); room for every block
   * that can be in flight.
   */
  private final BlockingQueue<byte[]> spare = new ArrayBlockingQueue<>(DEPTH + 8);
  private final Thread thread;
  private final Map<String, Integer> counts = new TreeMap<>();
  private final MaskedInput masking;
  /** Bytes written: the merged output's length. */
  private long written;
  private boolean sawStdout;
  private boolean sawStderr;
  /** The capture's running digests of each stream, when it gives them. */
  private dev.candor.capture.StreamDigest stdoutDigest;
  private dev.candor.capture.StreamDigest stderrDigest;
  /** The block being filled. */
  private byte[] cur = new byte[MaskedInput.BLOCK];
  private int curLen;
  private boolean closed;
  private volatile ResultMeta meta;
  /** The handle the result gets once stored, made before: null without a store. */
  private final Handle minted;
  // Written by the thread before it ends; read after join.
  private Handle handle;
  private String failure;
  private volatile Throwable broken;
  /** The shaper's reading, on a thread of its own; null when not asked for. */
  private final Relay relay;
  private final Thread scanning;
  private volatile Scanned scanned;
  private volatile Throwable scanFailure;

  /**
   * Starts the thread: the output is masked with {@code redactor} (none when null) into {@code
   * masked}, and kept in {@code store}; when {@code store} is null, {@code reason} says why not.
   */
  Intake(Path spool, Path masked, Redactor redactor, ResultStore store, String reason) throws IOException {
    this(spool, masked, redactor, store, reason, null, null);
  }

  /**
   * As {@link #Intake(Path, Path, Redactor, ResultStore, String)}, and {@code shaper} reads the
   * masked output as it comes too ({@link Shaper#scan}, with {@code early}: the tool and the
   * command line), on a third thread, so that shaping overlaps the command; see {@link #scanned}.
   */
  Intake(Path spool, Path masked, Redactor redactor, ResultStore store, String reason, Shaper shaper, Evidence early)
      throws IOException {
    this(spool, masked, redactor, store, reason, shaper, early, store != null ? SPOOL_LIMIT : Long.MAX_VALUE);
  }

  /** As above, with the spool given up past {@code spoolLimit} bytes (which needs a store). */
  Intake(Path spool, Path masked, Redactor redactor, ResultStore store, String reason, Shaper shaper, Evidence early,
      long spoolLimit) throws IOException {
    if (store == null && spoolLimit != Long.MAX_VALUE) {
      throw new IllegalArgumentException("an output not stored is read back from its spool: it needs all of it");
    }
    this.raw = TempFiles.open(spool);
    this.failure = store == null ? reason : null;
    this.minted = store == null ? null : Handle.random();
    this.relay = shaper == null ? null : new Relay(MaskedInput.BLOCK);
    this.masking = new MaskedInput(queue, spare, raw, spoolLimit, redactor, spool, masked, counts, relay);
    // Anonymous classes, not lambdas, here and below: each lambda's first use costs a call-site
    // bootstrap, and this is on the path of every candor run.
    this.scanning = shaper == null ? null : new Thread(new Runnable() {
      @Override
      public void run() {
        scan(shaper, early);
      }
    }, "candor-intake-shaper");
    if (scanning != null) {
      scanning.setDaemon(true);
      scanning.start();
    }
    this.thread = new Thread(new Runnable() {
      @Override
      public void run() {
        Intake.this.run(store);
      }
    }, "candor-intake");
    thread.setDaemon(true);
    thread.start();
  }

  private void scan(Shaper shaper, Evidence early) {
    try {
      scanned = shaper.scan(relay, early);
    } catch (IOException | RuntimeException | Error e) {
      scanFailure = e;
    } finally {
      relay.stop(); // structured output is read only to its start: the rest is not waited on
    }
  }

  /**
   * What the shaper kept of the output, once it has read what it reads (after {@link #end}; the
   * store may still be at work); null when no shaper was given.
   *
   * @throws IOException when reading failed
   * @throws dev.candor.ShapeException when the shaping options are contradictory
   */
  Scanned scanned() throws IOException {
    join(scanning);
    if (scanFailure != null) {
      finish(); // throws what broke the output off, when that is why the reading failed
    }
    rethrow(scanFailure);
    return scanned;
  }

  private void run(ResultStore store) {
    try {
      if (store != null) {
        try {
          handle = store.put(masking, new java.util.function.Supplier<ResultMeta>() {
            @Override
            public ResultMeta get() {
              return meta;
            }
          }, minted);
        } catch (StoreException | IllegalArgumentException e) {
          failure = "the store failed: " + e.getMessage();
        }
      }
      masking.transferTo(OutputStream.nullOutputStream()); // the rest, for the masked copy the shaper reads
    } catch (IOException | RuntimeException | Error e) {
      broken = e;
      if (relay != null) {
        relay.fail();
      }
      try {
        masking.close();
      } catch (IOException again) {
        e.addSuppressed(again);
      }
    }
  }

  /** Keeps the capture's digest of {@code stream}, for masking to take up should it have to hash. */
  @Override
  public void digestOf(StdStream stream, dev.candor.capture.StreamDigest digest) {
    if (stream == StdStream.STDOUT) {
      stdoutDigest = digest;
    } else {
      stderrDigest = digest;
    }
  }

  /**
   * Told the stream of each chunk the capture reads (as its {@link dev.candor.capture.ChunkSink}),
   * before its bytes are written here: the output is that stream's bytes until the other writes,
   * and from then on is hashed as it is masked.
   */
  @Override
  public void accept(StdStream stream, byte[] b, int off, int len) {
    if (len <= 0 || (sawStdout && sawStderr)) {
      return;
    }
    if (!sawStdout && !sawStderr) {
      masking.follow(stream == StdStream.STDOUT ? stdoutDigest : stderrDigest);
    }
    if (stream == StdStream.STDOUT) {
      sawStdout = true;
    } else {
      sawStderr = true;
    }
    if (sawStdout && sawStderr) {
      masking.hashNow();
    }
  }

  /**
   * How the command ended; call before {@link #finish}. When the output is exactly one stream's
   * bytes (the other wrote none, nothing was added, none went unwritten), that stream's digest,
   * taken by the capture, is the output's too unless something is masked: it is not taken again.
   */
  void captured(Captured c) {
    StreamStats one = c.stderr().bytes() == 0 ? c.stdout() : c.stdout().bytes() == 0 ? c.stderr() : null;
    if (one != null && c.launchError().isEmpty() && one.bytes() == written) {
      masking.share(HexFormat.of().parseHex(one.sha256()));
    }
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    written += len;
    while (len > 0) {
      int n = Math.min(len, cur.length - curLen);
      System.arraycopy(b, off, cur, curLen, n);
      curLen += n;
      off += n;
      len -= n;
      if (curLen == cur.length) {
        cut();
      }
    }
  }

  /**
   * Passes the full block on to the masking thread, up to its last line break (as {@link
   * Stash#blockEnd} cuts), and carries the rest into the next block. The masking thread writes
   * each block to the spool before it masks it (so the spool always holds what masking has seen):
   * the capture's thread, which the command waits on when its pipe is full, does not also copy
   * every byte into the page cache.
   */
  private void cut() throws IOException {
    int end = Stash.blockEnd(cur, curLen, false);
    byte[] next = spare.poll();
    if (next == null) {
      next = new byte[MaskedInput.BLOCK];
    }
    System.arraycopy(cur, end, next, 0, curLen - end);
    pass(new Block(cur, end));
    cur = next;
    curLen -= end;
  }

  /** Does nothing: the output is passed on a block at a time, and its last block by {@link #close}. */
  @Override
  public void flush() {}

  /** Queues {@code c}; a thread that has failed takes nothing more, and {@link #finish} says why. */
  private void pass(Block c) throws IOException {
    try {
      while (!queue.offer(c, 100, TimeUnit.MILLISECONDS)) {
        if (!thread.isAlive()) {
          return;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while passing the output on");
    }
  }

  /**
   * The command has ended: passes on the last bytes and the end, for the result row to be made
   * with {@code meta}; masking and storing go on, {@link #finish} waits for them.
   */
  void end(ResultMeta meta) throws IOException {
    this.meta = meta;
    close();
    pass(END);
  }

  /**
   * What will have been kept if the store takes the result, for the shaper to name it while the
   * store finishes: the handle made for it, and the secrets masked. Only once {@link #scanned}
   * has returned a complete reading (it then read every masked block, so masking is done); else
   * null. {@link #finish} says what was kept.
   */
  Stash.Result expected() {
    if (relay == null || !relay.ended() || (minted == null && failure == null)) {
      return null;
    }
    return new Stash.Result(minted, minted == null ? failure : null, counts);
  }

  /**
   * After {@link #end}: waits for the masking and the store, closes the spool, and returns what
   * was kept.
   *
   * @throws IOException when the spool or the masked copy could not be written
   */
  Stash.Result finish() throws IOException {
    join(thread);
    raw.close(); // written by the masking thread, which has ended
    join(scanning);
    rethrow(broken);
    masking.finishCopy();
    return new Stash.Result(handle, failure, counts);
  }

  /**
   * After {@link #finish}: whether the spool (and the masked copy, when masking) holds the whole
   * output; when not, the output is over {@link #SPOOL_LIMIT} and was stored, and is read from there.
   */
  boolean spooledAll() {
    return masking.spooledAll();
  }

  private static void rethrow(Throwable t) throws IOException {
    if (t instanceof IOException e) {
      throw e;
    }
    if (t instanceof UncheckedIOException e) {
      throw e.getCause();
    }
    if (t instanceof RuntimeException e) {
      throw e;
    }
    if (t instanceof Error e) {
      throw e;
    }
  }

  /** The capture failed: nothing is stored, and the thread ends. */
  void abort() {
    try {
      close();
    } catch (IOException e) {
      // the spool is deleted by the caller either way
    }
    queue.clear();
    queue.offer(ABORT);
    join(thread);
    try {
      raw.close();
    } catch (IOException e) {
      // the spool is deleted by the caller either way
    }
    if (relay != null) {
      relay.fail();
    }
    join(scanning);
  }

  /** Passes on what is held, the last block; idempotent. The spool is closed once the masking thread has written it all. */
  @Override
  public void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    if (curLen > 0) {
      pass(new Block(cur, curLen));
      curLen = 0;
    }
  }

  private static void join(Thread thread) {
    boolean interrupted = false;
    while (thread != null && thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}

package dev.candor.capture;

import dev.candor.BreakIndex;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Merges stdout and stderr in arrival order a line at a time. The pipes deliver chunks that end
 * anywhere, so writing them as they come would splice a stderr line into the middle of a stdout
 * line ({@code 19982FATAL: disk quota exceeded}) and hide it from the error patterns. Each stream's
 * unfinished line waits here until its line break arrives; a line longer than {@link #MAX_PENDING}
 * is written as it is, so memory stays bounded.
 */
public final class LineMerger {
  /** A line longer than this is written before its line break arrives. */
  public static final int MAX_PENDING = 64 * 1024;

  /** Stderr's line ranges kept at most; past this, which lines came from stderr is unknown. */
  public static final int MAX_RANGES = 10_000;

  private final OutputStream out;
  private final Pending stdout = new Pending();
  private final Pending stderr = new Pending();
  /** Line breaks written so far: the merged output's current line is {@code lines + 1}. */
  private long lines;
  /** Bytes written so far. */
  private long written;
  /** Where the line breaks written fall, sampled, for a reader of the merged output to find a line. */
  private final BreakIndex index = new BreakIndex();
  /** Stderr's lines in the merged output, as inclusive ranges {@code [from, to]}, counting from 1. */
  private final java.util.List<long[]> stderrLines = new java.util.ArrayList<>();
  private boolean rangesOverflowed;

  /**
   * A run whose output was merged to a file.
   *
   * @param captured how the command ended
   * @param stderrLines {@link #stderrLines()}: stderr's lines in the merged output, or null when unknown
   * @param breaks {@link #breakIndex()}: where the merged output's line breaks fall, sampled
   */
  public record Spooled(Captured captured, java.util.List<long[]> stderrLines, BreakIndex breaks) {
    /** {@link #streamsNote} for this run. */
    public String streamsNote() {
      return LineMerger.streamsNote(captured.stdout().bytes(), captured.stderr().bytes(), stderrLines);
    }
  }

  /**
   * Runs {@code capture}, writing its output merged line by line to {@code spool} and passing
   * every chunk to {@code also} too when it is not null, before its bytes are merged (so a sink
   * that writes on to the same place knows which stream they are first). A command that did not
   * start leaves one line in the spool that says why, so the output is never silently empty.
   */
  public static Spooled run(ProcessCapture capture, Path spool, ChunkSink also) throws IOException {
    try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(spool), 1 << 16)) {
      return run(capture, os, also);
    }
  }

  /**
   * As {@link #run(ProcessCapture, Path, ChunkSink)}, writing the merged output to {@code out} as it
   * comes (from the pump threads, one call at a time), which is flushed at the end and not closed:
   * a caller can pass the output on while the command still runs.
   */
  public static Spooled run(ProcessCapture capture, OutputStream out, ChunkSink also) throws IOException {
    LineMerger merged = new LineMerger(out);
    Captured c = capture.run(new ChunkSink() { // not a lambda: a bootstrap on every run's path
      @Override
      public void accept(StdStream stream, byte[] b, int off, int len) throws IOException {
        if (also != null) {
          also.accept(stream, b, off, len);
        }
        merged.accept(stream, b, off, len);
      }

      @Override
      public void digestOf(StdStream stream, StreamDigest digest) {
        if (also != null) {
          also.digestOf(stream, digest);
        }
      }
    });
    merged.finish();
    if (c.launchError().isPresent()) {
      out.write(("[candor: the command did not start: " + c.launchError().get() + "]\n").getBytes(StandardCharsets.UTF_8));
    }
    out.flush();
    return new Spooled(c, merged.stderrLines(), merged.breakIndex());
  }

  /** A merger that writes whole lines to {@code out}, which it does not close. */
  public LineMerger(OutputStream out) {
    this.out = out;
  }

  /** Takes one chunk of {@code stream}; a {@link ChunkSink} can pass its chunks straight on. */
  public void accept(StdStream stream, byte[] b, int off, int len) throws IOException {
    Pending p = stream == StdStream.STDOUT ? stdout : stderr;
    int end = off + len;
    int lastBreak = -1;
    for (int i = end - 1; i >= off; i--) {
      if (b[i] == '\n') {
        lastBreak = i;
        break;
      }
    }
    if (lastBreak >= 0) {
      long breaks = BreakIndex.count(b, off, lastBreak + 1);
      written += p.flushTo(out);
      out.write(b, off, lastBreak + 1 - off);
      written += lastBreak + 1 - off;
      mark(stream, lines + 1, lines + breaks);
      lines += breaks;
      index.mark(written, lines);
      p.add(b, lastBreak + 1, end - lastBreak - 1);
    } else {
      p.add(b, off, len);
    }
    if (p.len >= MAX_PENDING) {
      // A partial line written alone: it joins whatever comes next on that line.
      mark(stream, lines + 1, lines + 1);
      written += p.flushTo(out);
      index.mark(written, lines);
    }
  }

  private void mark(StdStream stream, long from, long to) {
    if (stream != StdStream.STDERR || to < from) {
      return;
    }
    if (!stderrLines.isEmpty() && stderrLines.get(stderrLines.size() - 1)[1] >= from - 1) {
      long[] last = stderrLines.get(stderrLines.size() - 1);
      last[1] = Math.max(last[1], to);
    } else if (stderrLines.size() < MAX_RANGES) {
      stderrLines.add(new long[] {from, to});
    } else {
      rangesOverflowed = true;
    }
  }

  /**
   * Where the line breaks of the merged output written so far fall, sampled about every
   * {@link BreakIndex#SPACING} bytes; read it once the run has ended.
   */
  public BreakIndex breakIndex() {
    return index;
  }

  /** Stderr's lines in the merged output as inclusive ranges, or null when there were too many to keep. */
  public java.util.List<long[]> stderrLines() {
    return rangesOverflowed ? null : stderrLines;
  }

  /** Writes what is left of both streams: the last lines that had no line break. */
  public void finish() throws IOException {
    if (stdout.len > 0) {
      written += stdout.flushTo(out);
      if (stderr.len > 0) {
        out.write('\n'); // two unfinished last lines must not run together
        written++;
        lines++;
      }
    }
    if (stderr.len > 0) {
      mark(StdStream.STDERR, lines + 1, lines + 1);
      written += stderr.flushTo(out);
    }
  }

  /** Ranges listed in the note at most. */
  private static final int NOTE_RANGES = 6;

  /**
   * The note that tells a model which merged lines stderr wrote, when both streams wrote
   * something; null otherwise. {@code stderrLines} is {@link #stderrLines()}, null when unknown.
   */
  public static String streamsNote(long stdoutBytes, long stderrBytes, java.util.List<long[]> stderrLines) {
    if (stdoutBytes == 0 || stderrBytes == 0) {
      return null;
    }
    if (stderrLines == null) {
      return "stdout and stderr merged in arrival order";
    }
    StringBuilder sb = new StringBuilder("stderr wrote line");
    long count = 0;
    for (long[] r : stderrLines) {
      count += r[1] - r[0] + 1;
    }
    sb.append(count == 1 ? " " : "s ");
    for (int i = 0; i < Math.min(NOTE_RANGES, stderrLines.size()); i++) {
      long[] r = stderrLines.get(i);
      sb.append(i == 0 ? "" : ", ").append(r[0] == r[1] ? "L" + r[0] : "L" + r[0] + "-L" + r[1]);
    }
    if (stderrLines.size() > NOTE_RANGES) {
      sb.append(" and ").append(stderrLines.size() - NOTE_RANGES).append(" more stretches");
    }
    return sb.append("; stdout the rest, merged in arrival order").toString();
  }

  private static final class Pending {
    private byte[] buf = new byte[256];
    private int len;

    void add(byte[] b, int off, int n) {
      if (len + n > buf.length) {
        buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
      }
      System.arraycopy(b, off, buf, len, n);
      len += n;
    }

    /** Writes the bytes held, and returns how many. */
    int flushTo(OutputStream out) throws IOException {
      int n = len;
      if (n > 0) {
        out.write(buf, 0, n);
        len = 0;
      }
      return n;
    }
  }
}

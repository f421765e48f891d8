package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The line filter in front of the SDK's stdio transport: reads the client's lines, answers each
 * bad one on {@code out} with the error {@link ServeGate} gives, and passes the good ones on to
 * the SDK's input. When the client's input ends, it lets the calls already read answer, then ends
 * the SDK's input.
 *
 * <p>Answers are written under {@code out}'s lock, the lock the SDK's transport writes under, so
 * that an error line never lands inside one of the SDK's.
 */
final class ServeLines {
  /** The longest line read; a longer one is skipped and answered with an error. Below the SDK's own limit. */
  static final int MAX_LINE = 16 << 20;

  private final ServeGate gate;
  private final OutputStream out;

  ServeLines(ServeGate gate, OutputStream out) {
    this.gate = gate;
    this.out = out;
  }

  /**
   * Copies {@code in}'s good lines to {@code toSdk} until {@code in} ends, then runs {@code atEnd}
   * and closes {@code toSdk}.
   */
  void pump(InputStream in, OutputStream toSdk, Runnable atEnd) {
    try (toSdk) {
      LineReader lines = new LineReader(in);
      byte[] line;
      while ((line = lines.next()) != null) {
        JsonNode verdict = line == LineReader.TOO_LONG
            ? gate.error(NullNode.instance, ServeGate.INVALID_REQUEST, "Invalid Request: a line of more than " + (MAX_LINE >> 20) + " MiB; it was skipped")
            : gate.check(line);
        if (verdict == null) {
          toSdk.write(whitespace(line));
          toSdk.write('\n');
          toSdk.flush();
        } else if (verdict != ServeGate.BLANK) {
          answer(verdict);
        }
      }
    } catch (IOException e) {
      System.err.println("candor mcp serve: reading the client's input failed: " + e.getMessage());
    } finally {
      atEnd.run();
    }
  }

  private void answer(JsonNode error) throws IOException {
    byte[] b = gate.write(error);
    synchronized (out) {
      out.write(b);
      out.flush();
    }
  }

  /**
   * A line that parsed as JSON has carriage returns only as whitespace (one inside a string is not
   * JSON); the SDK would end a line at one, so they become spaces.
   */
  private static byte[] whitespace(byte[] line) {
    for (int i = 0; i < line.length; i++) {
      if (line[i] == '\r') {
        line[i] = ' ';
      }
    }
    return line;
  }

  /** Newline-delimited lines of at most {@link #MAX_LINE} bytes, without their line ends. */
  static final class LineReader {
    /** Returned in place of a line over the limit, whose bytes were skipped. */
    static final byte[] TOO_LONG = new byte[0];

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int lim;

    LineReader(InputStream in) {
      this.in = in;
    }

    /** The next line, {@link #TOO_LONG}, or null at the end of the input. */
    byte[] next() throws IOException {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      boolean over = false;
      boolean any = false;
      while (true) {
        if (pos == lim) {
          lim = in.read(buf);
          pos = 0;
          if (lim <= 0) {
            lim = 0;
            return over ? TOO_LONG : any ? strip(line.toByteArray()) : null;
          }
        }
        any = true;
        int start = pos;
        while (pos < lim && buf[pos] != '\n') {
          pos++;
        }
        if (!over) {
          if (line.size() + (pos - start) > MAX_LINE) {
            over = true;
            line = new ByteArrayOutputStream();
          } else {
            line.write(buf, start, pos - start);
          }
        }
        if (pos < lim) {
          pos++; // the newline
          return over ? TOO_LONG : strip(line.toByteArray());
        }
      }
    }

    private static byte[] strip(byte[] b) {
      return b.length > 0 && b[b.length - 1] == '\r' ? java.util.Arrays.copyOf(b, b.length - 1) : b;
    }
  }
}

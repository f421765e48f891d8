package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;

/**
 * The line filter in front of the SDK's stdio transport: reads the client's lines, answers each
 * bad one on {@code out} with the error {@link ServeGate} gives, and passes the good ones on to
 * the SDK's input. When the client's input ends, it waits until every request passed on has its
 * answer, then ends the SDK's input (which drops every answer not yet written once its input ends).
 *
 * <p>Answers are written under the lock the SDK's transport writes under (it locks the stream it
 * is given, {@link ServeAnswers}), so that an error line never lands inside one of the SDK's.
 */
final class ServeLines {
  /** The longest line read; a longer one is skipped and answered with an error. Below the SDK's own limit. */
  static final int MAX_LINE = 16 << 20;

  private final ServeGate gate;
  private final OutputStream out;
  private final ServeAnswers answers;

  /**
   * A filter answering on {@code out} itself (so that its own errors strike off no request),
   * where the SDK writes through {@code answers}, under {@code answers}' lock.
   */
  ServeLines(ServeGate gate, OutputStream out, ServeAnswers answers) {
    this.gate = gate;
    this.out = out;
    this.answers = answers;
  }

  /**
   * Copies {@code in}'s good lines to {@code toSdk} until {@code in} ends, then waits (at most
   * {@code drain}) for the requests passed on to be answered, and closes {@code toSdk}.
   */
  void pump(InputStream in, OutputStream toSdk, Duration drain) {
    try {
      copy(in, toSdk);
      // The SDK drops every answer not yet written once its input ends: end it only when all are.
      if (!answers.awaitAnswered(drain)) {
        System.err.println("candor mcp serve: the input ended and requests were still unanswered after " + drain);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      try {
        toSdk.close();
      } catch (IOException e) {
        // a pipe of our own: nothing left to tell
      }
    }
  }

  private void copy(InputStream in, OutputStream toSdk) {
    try {
      LineReader lines = new LineReader(in);
      byte[] line;
      while ((line = lines.next()) != null) {
        ServeGate.Verdict v = line == LineReader.TOO_LONG
            ? ServeGate.Verdict.refuse(gate.error(NullNode.instance, ServeGate.INVALID_REQUEST,
                "Invalid Request: a line of more than " + (MAX_LINE >> 20) + " MiB; it was skipped"))
            : gate.check(line);
        if (v.message() != null) {
          track(v.message());
          toSdk.write(whitespace(line));
          toSdk.write('\n');
          toSdk.flush();
        } else if (v.error() != null) {
          answer(v.error());
        }
      }
    } catch (IOException e) {
      System.err.println("candor mcp serve: reading the client's input failed: " + e.getMessage());
    }
  }

  /** Notes a request the SDK owes an answer, or a cancelled one it no longer does. */
  private void track(JsonNode m) {
    JsonNode id = m.get("id");
    if (m.has("method") && id != null && !id.isNull()) {
      answers.asked(key(id));
    } else if ("notifications/cancelled".equals(m.path("method").asText()) && m.path("params").has("requestId")) {
      answers.cancelled(key(m.path("params").get("requestId")));
    }
  }

  /** The key {@link ServeAnswers} matches ids by: a string's text quoted, a number's as written. */
  static String key(JsonNode id) {
    return id.isTextual() ? "\"" + id.asText() + "\"" : id.asText();
  }

  private void answer(JsonNode error) throws IOException {
    byte[] b = gate.write(error);
    synchronized (answers) { // the lock the SDK writes under: see ServeServer#serve
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

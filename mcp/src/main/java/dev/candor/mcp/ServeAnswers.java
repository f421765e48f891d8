package dev.candor.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;

/**
 * The requests passed to the SDK and not answered yet, seen from the server's output: wraps the
 * stream the SDK writes its messages to and, at each line's end, strikes off the request the line
 * answers. So {@link ServeLines} can hold the end of the client's input back until every request
 * read has its answer, however long the SDK takes to read, dispatch or run it.
 *
 * <p>Only a line's first {@link #PREFIX} bytes are kept to read its id: the SDK writes {@code
 * jsonrpc} and {@code id} first, and a server request's {@code method} before its {@code id}.
 */
final class ServeAnswers extends FilterOutputStream {
  static final int PREFIX = 4_096;

  private static final JsonFactory JSON = new JsonFactory();

  private final Set<String> open = new HashSet<>();
  private final byte[] head = new byte[PREFIX];
  private int headLen;

  ServeAnswers(OutputStream out) {
    super(out);
  }

  /** A request with this id (its JSON text) went to the SDK. */
  synchronized void asked(String id) {
    open.add(id);
  }

  /** The client cancelled a request: no answer is owed. */
  synchronized void cancelled(String id) {
    open.remove(id);
    notifyAll();
  }

  /** Waits until every request has its answer, or {@code max} has passed; true when none is open. */
  synchronized boolean awaitAnswered(Duration max) throws InterruptedException {
    long end = System.nanoTime() + max.toNanos();
    while (!open.isEmpty()) {
      long left = end - System.nanoTime();
      if (left <= 0) {
        return false;
      }
      java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, left);
    }
    return true;
  }

  @Override
  public void write(int b) throws IOException {
    out.write(b);
    see(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    out.write(b, off, len);
    see(b, off, len);
  }

  private void see(byte[] b, int off, int len) {
    for (int i = off; i < off + len; i++) {
      if (b[i] == '\n') {
        answered(responseId(head, headLen));
        headLen = 0;
      } else if (headLen < PREFIX) {
        head[headLen++] = b[i];
      }
    }
  }

  private synchronized void answered(String id) {
    if (id != null && open.remove(id)) {
      notifyAll();
    }
  }

  /** The id of the response this line starts, as JSON text; null for a request, a notification or no JSON. */
  static String responseId(byte[] line, int len) {
    try (JsonParser p = JSON.createParser(line, 0, len)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      String id = null;
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        String field = p.currentName();
        JsonToken v = p.nextToken();
        switch (field) {
          case "method":
            return null;
          case "id":
            id = v == JsonToken.VALUE_STRING ? "\"" + p.getText() + "\"" : p.getText();
            break;
          case "result":
          case "error":
            return id;
          default:
            p.skipChildren();
        }
      }
      return null;
    } catch (IOException e) {
      return null; // a line cut at the prefix's end before its id: nothing to strike off
    }
  }
}

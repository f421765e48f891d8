package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One Streamable HTTP session of {@link HttpStreamBridge}: a running {@link HttpStreamServer} on a
 * pair of pipes, and the routing of what it writes. A response goes to the POST that carried its
 * request; anything else the server sends (notifications, its own requests) goes to the session's
 * GET stream when one is open, else to a POST still waiting, else waits (at most {@link #BACKLOG}
 * messages) for one.
 *
 * <p>Every event written on a stream of the session is numbered {@code STREAM-SEQ} and kept (the
 * last {@link #HISTORY} of them, at most {@link #HISTORY_BYTES}), so that a client that lost a
 * stream can resume it with {@code Last-Event-ID}.
 */
final class HttpStreamSession {
  /** Server messages kept for a stream that is not open yet, at most; older ones are dropped. */
  static final int BACKLOG = 1_000;

  /** Events kept for resumption, at most, and their bytes at most. */
  static final int HISTORY = 1_000;

  static final long HISTORY_BYTES = 8L << 20;

  /** A message that ends a stream: the session is over. */
  static final JsonNode END = new ObjectMapper().createObjectNode();

  final String id;
  private final ObjectMapper mapper;
  private final OutputStream toServer;
  private final Map<String, BlockingQueue<JsonNode>> waiting = new ConcurrentHashMap<>();
  private final Deque<BlockingQueue<JsonNode>> posts = new ArrayDeque<>();
  private final Deque<JsonNode> backlog = new ArrayDeque<>();
  private final Deque<Event> history = new ArrayDeque<>();
  private long historyBytes;
  private int streams;
  private long seq;
  private BlockingQueue<JsonNode> stream;
  private volatile boolean ended;
  private int busy;
  private long lastActive = System.nanoTime();
  private final Runnable onEnd;

  /** One event written on a stream: its stream, its number, and its data. */
  record Event(int stream, long seq, String data) {
    String id() {
      return stream + "-" + seq;
    }
  }

  HttpStreamSession(String id, HttpStreamServer server, ObjectMapper mapper) throws IOException {
    this(id, server, mapper, () -> {});
  }

  /** A session whose {@code onEnd} runs once its server has stopped writing. */
  HttpStreamSession(String id, HttpStreamServer server, ObjectMapper mapper, Runnable onEnd) throws IOException {
    this.id = id;
    this.onEnd = onEnd;
    this.mapper = mapper;
    Pipe in = Pipe.open();
    Pipe out = Pipe.open();
    this.toServer = Channels.newOutputStream(in.sink());
    InputStream fromClient = Channels.newInputStream(in.source());
    OutputStream toClient = Channels.newOutputStream(out.sink());
    InputStream fromServer = Channels.newInputStream(out.source());
    Thread run = new Thread(() -> {
      try (fromClient; toClient) {
        server.serve(fromClient, toClient);
      } catch (IOException | InterruptedException | RuntimeException e) {
        System.err.println("candor mcp: HTTP session " + id + " ended: " + e);
      }
    }, "candor-mcp-session-" + id);
    run.setDaemon(true);
    run.start();
    Thread route = new Thread(() -> route(fromServer), "candor-mcp-route-" + id);
    route.setDaemon(true);
    route.start();
  }

  boolean ended() {
    return ended;
  }

  /** A request of the client's begins: the session is not idle while it lasts. */
  synchronized void enter() {
    busy++;
    lastActive = System.nanoTime();
  }

  synchronized void leave() {
    busy--;
    lastActive = System.nanoTime();
  }

  /** How long the session has had no request in flight and no open stream; 0 while it has one. */
  synchronized long idleNanos(long now) {
    return busy > 0 ? 0 : Math.max(1, now - lastActive);
  }

  /** A new stream's number, for its event ids. */
  synchronized int newStream() {
    return ++streams;
  }

  /** Numbers and keeps an event about to be written on {@code stream}. */
  synchronized Event record(int stream, String data) {
    Event e = new Event(stream, ++seq, data);
    history.addLast(e);
    historyBytes += data.length();
    while (history.size() > HISTORY || historyBytes > HISTORY_BYTES && history.size() > 1) {
      historyBytes -= history.removeFirst().data().length();
    }
    return e;
  }

  /**
   * The events of the stream {@code lastEventId} names, after that one; null when it names no
   * event still kept (unknown, malformed, or too old), so that nothing can be replayed honestly.
   */
  synchronized java.util.List<Event> after(String lastEventId) {
    int dash = lastEventId.indexOf('-');
    int s;
    long q;
    try {
      s = Integer.parseInt(lastEventId.substring(0, Math.max(0, dash)));
      q = Long.parseLong(lastEventId.substring(dash + 1));
    } catch (NumberFormatException e) {
      return null;
    }
    boolean known = false;
    java.util.List<Event> out = new java.util.ArrayList<>();
    for (Event e : history) {
      if (e.stream() == s && e.seq() == q) {
        known = true;
      } else if (known && e.stream() == s) {
        out.add(e);
      }
    }
    return known ? out : null;
  }

  /**
   * A POST's stream was lost before its answers were all written: they go wherever server
   * messages go (the GET stream, a resumed one, or the backlog), those already queued included.
   */
  synchronized void abandon(BlockingQueue<JsonNode> q, Iterable<String> ids) {
    done(q, ids);
    for (JsonNode m; (m = q.poll()) != null; ) {
      if (m != END) {
        deliver(m);
      }
    }
  }

  /** Registers a POST waiting for the responses to {@code ids}; it also takes server messages while no GET stream is open. */
  synchronized BlockingQueue<JsonNode> post(Iterable<String> ids) {
    BlockingQueue<JsonNode> q = new LinkedBlockingQueue<>();
    for (String rid : ids) {
      waiting.put(rid, q);
    }
    posts.addLast(q);
    if (stream == null) {
      drainBacklog(q);
    }
    if (ended) {
      q.add(END);
    }
    return q;
  }

  synchronized void done(BlockingQueue<JsonNode> q, Iterable<String> ids) {
    for (String rid : ids) {
      waiting.remove(rid, q);
    }
    posts.remove(q);
  }

  /** Opens the session's GET stream, replacing any open one (which ends). */
  synchronized BlockingQueue<JsonNode> openStream() {
    if (stream != null) {
      stream.add(END);
    }
    stream = new LinkedBlockingQueue<>();
    drainBacklog(stream);
    if (ended) {
      stream.add(END);
    }
    return stream;
  }

  /** Closes a GET stream; messages queued on it and not yet written go where server messages go. */
  synchronized void closeStream(BlockingQueue<JsonNode> q) {
    if (stream == q) {
      stream = null;
      for (JsonNode m; (m = q.poll()) != null; ) {
        if (m != END) {
          deliver(m);
        }
      }
    }
  }

  /** Sends one message, as one line, to the server. */
  void send(JsonNode message) throws IOException {
    byte[] line = (mapper.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8);
    synchronized (toServer) {
      toServer.write(line);
      toServer.flush();
    }
  }

  /** Ends the session: the server's input ends, and it is expected to return. */
  void close() {
    try {
      synchronized (toServer) {
        toServer.close();
      }
    } catch (IOException e) {
      // closing a pipe we own: nothing left to do
    }
  }

  private void route(InputStream fromServer) {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode msg;
        try {
          msg = mapper.readTree(line);
        } catch (IOException e) {
          System.err.println("candor mcp: HTTP session " + id + ": the server wrote a line that is not JSON; dropped");
          continue;
        }
        deliver(msg);
      }
    } catch (IOException e) {
      System.err.println("candor mcp: HTTP session " + id + ": reading the server failed: " + e.getMessage());
    } finally {
      end();
      onEnd.run();
    }
  }

  private synchronized void deliver(JsonNode msg) {
    boolean response = msg.has("id") && !msg.has("method");
    BlockingQueue<JsonNode> q = response ? waiting.remove(key(msg.get("id"))) : null;
    if (q == null) {
      q = stream != null ? stream : posts.peekFirst();
    }
    if (q != null) {
      q.add(msg);
      return;
    }
    if (backlog.size() >= BACKLOG) {
      backlog.removeFirst();
    }
    backlog.addLast(msg);
  }

  private synchronized void end() {
    ended = true;
    for (BlockingQueue<JsonNode> q : waiting.values()) {
      q.add(END);
    }
    for (BlockingQueue<JsonNode> q : posts) {
      q.add(END);
    }
    if (stream != null) {
      stream.add(END);
    }
  }

  private void drainBacklog(BlockingQueue<JsonNode> q) {
    while (!backlog.isEmpty()) {
      q.add(backlog.removeFirst());
    }
  }

  /** The key a JSON-RPC id is matched by: its JSON text, so 1 and "1" stay apart. */
  static String key(JsonNode id) {
    return id.toString();
  }

  /** A JSON-RPC error answer to the request {@code id}. */
  static JsonNode error(ObjectMapper mapper, JsonNode id, int code, String message) {
    ObjectNode e = mapper.createObjectNode();
    e.put("jsonrpc", "2.0");
    e.set("id", id);
    e.putObject("error").put("code", code).put("message", message);
    return e;
  }
}

package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The MCP Streamable HTTP transport (spec 2025-06-18) in front of any server that speaks MCP on a
 * pair of streams, as over stdio ({@link HttpStreamServer}): how the shaping proxy, a JSON-RPC
 * relay with no SDK server inside, can serve remote clients. Serve it with {@link HttpFront},
 * which adds the origin, host and token checks.
 *
 * <ul>
 *   <li>An {@code initialize} POST without {@code Mcp-Session-Id} starts a session (a new server)
 *       and the response names its id; every later request must carry it (400 without, 404 for
 *       an unknown or ended one).
 *   <li>A POST of responses or notifications only gets 202. A POST with requests gets an SSE
 *       stream (or one JSON answer, for a client that accepts only JSON) that carries the answers
 *       and whatever else the server sends meanwhile, and ends with the last answer.
 *   <li>A GET opens the session's stream for what the server sends on its own; a DELETE ends the
 *       session, and its server sees the end of its input.
 *   <li>Sessions end on their own too, as {@link SessionLimits} says: when idle too long, or when
 *       a new one needs room (see {@link HttpSessions}).
 *   <li>Every event has an id unique in its session; a GET with {@code Last-Event-ID} replays what
 *       followed that event on its stream, or gets 400 when that event is no longer known.
 *   <li>{@code MCP-Protocol-Version} must name a version of MCP, else 400; without it, 2025-03-26
 *       is assumed, as the transport spec says.
 *   <li>Every refusal is a JSON-RPC error object that says what was wrong; an unexpected failure
 *       is logged here and answered with one, never with a stack trace.
 * </ul>
 */
public final class HttpStreamBridge extends HttpServlet {
  private static final long serialVersionUID = 1L;

  /** The session header of the Streamable HTTP transport. */
  public static final String SESSION_HEADER = "Mcp-Session-Id";

  /** The protocol-version header of the Streamable HTTP transport. */
  public static final String VERSION_HEADER = "MCP-Protocol-Version";

  /** The versions of MCP a client may name in {@link #VERSION_HEADER}. */
  static final java.util.Set<String> VERSIONS = java.util.Set.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25");

  /** The largest request body read (the MCP Java SDK's limit too); a larger one gets 413. */
  static final int MAX_BODY = 16 << 20;

  /** The largest refused body still read to its end, so that its client gets the 413 (Tomcat's idea). */
  private static final long MAX_SWALLOW = 2L * MAX_BODY;

  /** How often an idle stream gets a comment line, so that dead clients are noticed. */
  private static final long KEEPALIVE_SECONDS = 15;

  private final transient HttpStreamServer server;
  private final transient ObjectMapper mapper = new ObjectMapper();
  private final transient ObjectMapper strict = new ObjectMapper()
      .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  private final transient HttpSessions sessions;
  private final transient java.util.function.Consumer<String> log;
  private final transient SecureRandom random = new SecureRandom();

  /** A bridge that starts {@code server} once for each session, with the default {@link SessionLimits}. */
  public HttpStreamBridge(HttpStreamServer server) {
    this(server, SessionLimits.defaults());
  }

  /** A bridge that starts {@code server} once for each session, and ends sessions as {@code limits} say. */
  public HttpStreamBridge(HttpStreamServer server, SessionLimits limits) {
    this(server, limits, System.err::println);
  }

  /** As {@link #HttpStreamBridge(HttpStreamServer, SessionLimits)}, logging each session's end to {@code log}. */
  public HttpStreamBridge(HttpStreamServer server, SessionLimits limits, java.util.function.Consumer<String> log) {
    this.server = server;
    this.log = log;
    this.sessions = new HttpSessions(limits, log);
  }

  /** Sessions live now. */
  public int sessions() {
    return sessions.size();
  }

  /** The limits sessions end by. */
  public SessionLimits limits() {
    return sessions.limits();
  }

  @Override
  protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    try {
      super.service(req, resp);
    } catch (IOException | RuntimeException | jakarta.servlet.ServletException e) {
      // The client gets what went wrong in one line; the trace stays here.
      log.accept("candor mcp: " + req.getMethod() + " " + req.getRequestURI() + " failed: " + e);
      for (StackTraceElement t : e.getStackTrace()) {
        log.accept("\tat " + t);
      }
      if (!resp.isCommitted()) {
        resp.reset();
        refuse(resp, HttpServletResponse.SC_INTERNAL_SERVER_ERROR, -32603, "Internal error: " + e.getClass().getSimpleName()
            + (e.getMessage() != null ? ": " + e.getMessage() : "") + " (the server's log has the details)");
      }
    }
  }

  @Override
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    byte[] raw = readBody(req);
    if (raw == null) {
      refuse(resp, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, -32600, "Invalid Request: the body is over "
          + (MAX_BODY >> 20) + " MiB, the most this server reads");
      return;
    }
    List<JsonNode> messages = new ArrayList<>();
    JsonNode body;
    try {
      body = strict.readTree(raw);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32700, "Parse error: the body is not JSON: " + JsonRpcCheck.parseFault(e));
      return;
    }
    if (body == null || !(body.isObject() || body.isArray() && body.size() > 0)) {
      refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32600, "Invalid Request: the body must be a JSON-RPC message (an object)"
          + (body == null || body.isMissingNode() ? ", and it is empty" : ", not " + body.getNodeType().name().toLowerCase(java.util.Locale.ROOT)));
      return;
    }
    if (body.isArray()) {
      body.forEach(messages::add);
    } else {
      messages.add(body);
    }
    for (JsonNode m : messages) {
      JsonNode problem = JsonRpcCheck.problem(mapper, m);
      if (problem != null) {
        answer(resp, HttpServletResponse.SC_BAD_REQUEST, problem);
        return;
      }
    }
    boolean initialize = messages.stream().anyMatch(m -> "initialize".equals(m.path("method").asText(null)));
    HttpStreamSession session = session(req, resp, initialize);
    if (session == null) {
      return;
    }
    session.enter();
    try {
      post(req, resp, session, messages);
    } finally {
      session.leave();
    }
  }

  private void post(HttpServletRequest req, HttpServletResponse resp, HttpStreamSession session, List<JsonNode> messages)
      throws IOException {
    List<String> ids = new ArrayList<>();
    for (JsonNode m : messages) {
      if (m.has("method") && m.hasNonNull("id")) {
        ids.add(HttpStreamSession.key(m.get("id")));
      }
    }
    if (ids.isEmpty()) {
      if (send(resp, session, messages)) {
        resp.setStatus(HttpServletResponse.SC_ACCEPTED);
      }
      return;
    }
    BlockingQueue<JsonNode> answers = session.post(ids);
    if (!send(resp, session, messages)) {
      session.done(answers, ids);
      return;
    }
    try {
      String accept = String.valueOf(req.getHeader("Accept"));
      if (accept.contains("text/event-stream") || !accept.contains("application/json")) {
        stream(resp, session, answers, messages, ids);
      } else {
        json(resp, answers, messages, ids);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      // The client left before its answers came: they wait for a stream it may resume or open.
      session.abandon(answers, ids);
      return;
    }
    session.done(answers, ids);
  }

  /** Sends the messages to the session's server; false, after answering 404, when its server has gone. */
  private boolean send(HttpServletResponse resp, HttpStreamSession session, List<JsonNode> messages) throws IOException {
    try {
      for (JsonNode m : messages) {
        session.send(m);
      }
      return true;
    } catch (IOException e) {
      sessions.ended(session, HttpSessions.End.SERVER_EXITED);
      refuse(resp, HttpServletResponse.SC_NOT_FOUND, -32001, "session " + session.id + " has ended (its server exited): start a new one with initialize");
      return false;
    }
  }

  @Override
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    if (!String.valueOf(req.getHeader("Accept")).contains("text/event-stream")) {
      refuse(resp, HttpServletResponse.SC_NOT_ACCEPTABLE, -32600, "a GET opens an event stream: send 'Accept: text/event-stream'");
      return;
    }
    HttpStreamSession session = session(req, resp, false);
    if (session == null) {
      return;
    }
    String last = req.getHeader("Last-Event-ID");
    List<HttpStreamSession.Event> missed = last == null ? List.of() : session.after(last.strip());
    if (missed == null) {
      refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32600, "Invalid Request: cannot resume after event " + last
          + ": this session keeps no such event (it is unknown or too old); open a stream without Last-Event-ID");
      return;
    }
    session.enter();
    BlockingQueue<JsonNode> q = session.openStream();
    int n = session.newStream();
    try {
      OutputStream out = startStream(resp);
      for (HttpStreamSession.Event e : missed) {
        writeEvent(out, e);
      }
      while (true) {
        JsonNode m = q.poll(KEEPALIVE_SECONDS, TimeUnit.SECONDS);
        if (m == HttpStreamSession.END) {
          return;
        }
        if (m == null) {
          out.write(": idle\n\n".getBytes(StandardCharsets.UTF_8)); // a client that left fails this write
          out.flush();
          continue;
        }
        write(out, session, n, m);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      // The client left; what it missed can be resumed, and what was queued waits for its next stream.
    } finally {
      session.closeStream(q);
      session.leave();
    }
  }

  @Override
  protected void doDelete(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    HttpStreamSession session = session(req, resp, false);
    if (session == null) {
      return;
    }
    sessions.end(session, HttpSessions.End.DELETED);
    resp.setStatus(HttpServletResponse.SC_OK);
  }

  @Override
  public void destroy() {
    sessions.close();
  }

  /** The request's session, a new one for an initialize without one, or null after refusing the request. */
  private HttpStreamSession session(HttpServletRequest req, HttpServletResponse resp, boolean initialize) throws IOException {
    String id = req.getHeader(SESSION_HEADER);
    if (id == null) {
      if (!initialize) {
        refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32600, "no " + SESSION_HEADER + " header: start a session with initialize");
        return null;
      }
      byte[] b = new byte[16];
      random.nextBytes(b);
      HttpStreamSession[] made = new HttpStreamSession[1];
      made[0] = new HttpStreamSession(HexFormat.of().formatHex(b), server, mapper,
          () -> sessions.ended(made[0], HttpSessions.End.SERVER_EXITED));
      try {
        sessions.add(made[0]);
      } catch (HttpSessions.Full e) {
        made[0].close();
        refuse(resp, HttpServletResponse.SC_SERVICE_UNAVAILABLE, -32000, e.getMessage());
        return null;
      }
      resp.setHeader(SESSION_HEADER, made[0].id);
      return made[0];
    }
    HttpStreamSession s = sessions.get(id).orElse(null);
    if (s == null) {
      refuse(resp, HttpServletResponse.SC_NOT_FOUND, -32001, "session " + id + " is unknown or has ended: start a new one with initialize");
      return null;
    }
    String version = req.getHeader(VERSION_HEADER);
    if (version != null && !VERSIONS.contains(version.strip())) {
      refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32600, "Invalid Request: unsupported " + VERSION_HEADER + " " + version
          + "; this server speaks " + String.join(", ", new java.util.TreeSet<>(VERSIONS)));
      return null;
    }
    return s;
  }

  /** Answers on an event stream: everything the server sends until every request is answered. */
  private void stream(HttpServletResponse resp, HttpStreamSession session, BlockingQueue<JsonNode> answers, List<JsonNode> messages,
      List<String> ids) throws IOException, InterruptedException {
    int n = session.newStream();
    OutputStream out = startStream(resp);
    List<String> open = new ArrayList<>(ids);
    while (!open.isEmpty()) {
      JsonNode m = answers.poll(KEEPALIVE_SECONDS, TimeUnit.SECONDS);
      if (m == null) {
        out.write(": waiting\n\n".getBytes(StandardCharsets.UTF_8));
        out.flush();
        continue;
      }
      if (m == HttpStreamSession.END) {
        for (JsonNode r : unanswered(messages, open)) {
          write(out, session, n, r);
        }
        return;
      }
      write(out, session, n, m);
      if (m.has("id") && !m.has("method")) {
        open.remove(HttpStreamSession.key(m.get("id")));
      }
    }
  }

  /** Answers with one JSON body, for a client that takes no event stream: what else the server sends meanwhile is lost. */
  private void json(HttpServletResponse resp, BlockingQueue<JsonNode> answers, List<JsonNode> messages, List<String> ids)
      throws IOException, InterruptedException {
    List<JsonNode> out = new ArrayList<>();
    List<String> open = new ArrayList<>(ids);
    while (!open.isEmpty()) {
      JsonNode m = answers.take();
      if (m == HttpStreamSession.END) {
        out.addAll(unanswered(messages, open));
        break;
      }
      if (m.has("id") && !m.has("method") && open.remove(HttpStreamSession.key(m.get("id")))) {
        out.add(m);
      }
    }
    resp.setStatus(HttpServletResponse.SC_OK);
    resp.setContentType("application/json");
    resp.setCharacterEncoding("UTF-8");
    Object body = out.size() == 1 && ids.size() == 1 ? out.get(0) : out;
    resp.getOutputStream().write(mapper.writeValueAsBytes(body));
  }

  private List<JsonNode> unanswered(List<JsonNode> messages, List<String> open) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode m : messages) {
      if (m.hasNonNull("id") && open.contains(HttpStreamSession.key(m.get("id")))) {
        out.add(HttpStreamSession.error(mapper, m.get("id"), -32603, "the server ended the session before answering"));
      }
    }
    return out;
  }

  private static OutputStream startStream(HttpServletResponse resp) throws IOException {
    resp.setStatus(HttpServletResponse.SC_OK);
    resp.setContentType("text/event-stream");
    resp.setCharacterEncoding("UTF-8");
    resp.setHeader("Cache-Control", "no-cache");
    OutputStream out = resp.getOutputStream();
    out.flush();
    return out;
  }

  /** Writes one message as an event of stream {@code n}, kept first so that a client that misses it can resume. */
  private void write(OutputStream out, HttpStreamSession session, int n, JsonNode m) throws IOException {
    writeEvent(out, session.record(n, mapper.writeValueAsString(m)));
  }

  private static void writeEvent(OutputStream out, HttpStreamSession.Event e) throws IOException {
    out.write(("id: " + e.id() + "\nevent: message\ndata: " + e.data() + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  private void refuse(HttpServletResponse resp, int status, int code, String message) throws IOException {
    answer(resp, status, HttpStreamSession.error(mapper, mapper.nullNode(), code, message));
  }

  private void answer(HttpServletResponse resp, int status, JsonNode error) throws IOException {
    resp.setStatus(status);
    resp.setContentType("application/json");
    resp.setCharacterEncoding("UTF-8");
    resp.getOutputStream().write(mapper.writeValueAsBytes(error));
  }

  /**
   * The body, or null when it is over {@link #MAX_BODY}. An oversized body up to {@link
   * #MAX_SWALLOW} is read to its end and dropped: a server that answers before the client has sent
   * it all closes a connection the client is still writing to, and the client then sees a reset
   * instead of the 413 that says what was wrong. A larger body is not read; its connection closes.
   */
  private static byte[] readBody(HttpServletRequest req) throws IOException {
    long declared = req.getContentLengthLong();
    try (InputStream in = req.getInputStream()) {
      if (declared > MAX_SWALLOW) {
        return null;
      }
      if (declared > MAX_BODY) {
        swallow(in, MAX_SWALLOW);
        return null;
      }
      byte[] b = in.readNBytes(MAX_BODY + 1);
      if (b.length > MAX_BODY) {
        swallow(in, MAX_SWALLOW - b.length);
        return null;
      }
      return b;
    }
  }

  /** Reads and drops at most {@code left} more bytes of a refused body, to its end when it is within that. */
  private static void swallow(InputStream in, long left) throws IOException {
    byte[] sink = new byte[64 << 10];
    for (int n; left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0; ) {
      left -= n;
    }
  }
}

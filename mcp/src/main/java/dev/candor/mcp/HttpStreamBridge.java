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
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
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
 * </ul>
 */
public final class HttpStreamBridge extends HttpServlet {
  private static final long serialVersionUID = 1L;

  /** The session header of the Streamable HTTP transport. */
  public static final String SESSION_HEADER = "Mcp-Session-Id";

  /** The largest request body read; a client's messages are small, but a tool's arguments may not be. */
  static final int MAX_BODY = 64 << 20;

  /** How often an idle stream gets a comment line, so that dead clients are noticed. */
  private static final long KEEPALIVE_SECONDS = 15;

  private final transient HttpStreamServer server;
  private final transient ObjectMapper mapper = new ObjectMapper();
  private final transient Map<String, HttpStreamSession> sessions = new ConcurrentHashMap<>();
  private final transient SecureRandom random = new SecureRandom();

  /** A bridge that starts {@code server} once for each session. */
  public HttpStreamBridge(HttpStreamServer server) {
    this.server = server;
  }

  /** Sessions open now. */
  public int sessions() {
    sessions.values().removeIf(HttpStreamSession::ended);
    return sessions.size();
  }

  @Override
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    List<JsonNode> messages = new ArrayList<>();
    try {
      JsonNode body = mapper.readTree(readBody(req));
      if (body == null || !(body.isObject() || body.isArray() && body.size() > 0)) {
        throw new IOException("the body is not a JSON-RPC message");
      }
      if (body.isArray()) {
        body.forEach(messages::add);
      } else {
        messages.add(body);
      }
      for (JsonNode m : messages) {
        if (!m.isObject()) {
          throw new IOException("a JSON-RPC message must be an object, not " + m.getNodeType());
        }
      }
    } catch (IOException e) {
      refuse(resp, HttpServletResponse.SC_BAD_REQUEST, -32700, "parse error: " + e.getMessage());
      return;
    }
    boolean initialize = messages.stream().anyMatch(m -> "initialize".equals(m.path("method").asText(null)));
    HttpStreamSession session = session(req, resp, initialize);
    if (session == null) {
      return;
    }
    List<String> ids = new ArrayList<>();
    for (JsonNode m : messages) {
      if (m.has("method") && m.hasNonNull("id")) {
        ids.add(HttpStreamSession.key(m.get("id")));
      }
    }
    if (ids.isEmpty()) {
      for (JsonNode m : messages) {
        session.send(m);
      }
      resp.setStatus(HttpServletResponse.SC_ACCEPTED);
      return;
    }
    BlockingQueue<JsonNode> answers = session.post(ids);
    try {
      for (JsonNode m : messages) {
        session.send(m);
      }
      String accept = String.valueOf(req.getHeader("Accept"));
      if (accept.contains("text/event-stream") || !accept.contains("application/json")) {
        stream(resp, answers, messages, ids);
      } else {
        json(resp, answers, messages, ids);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      session.done(answers, ids);
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
    BlockingQueue<JsonNode> q = session.openStream();
    try {
      OutputStream out = startStream(resp);
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
        write(out, m);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      session.closeStream(q);
    }
  }

  @Override
  protected void doDelete(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    HttpStreamSession session = session(req, resp, false);
    if (session == null) {
      return;
    }
    sessions.remove(session.id);
    session.close();
    resp.setStatus(HttpServletResponse.SC_OK);
  }

  @Override
  public void destroy() {
    sessions.values().forEach(HttpStreamSession::close);
    sessions.clear();
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
      HttpStreamSession s = new HttpStreamSession(HexFormat.of().formatHex(b), server, mapper);
      sessions.put(s.id, s);
      resp.setHeader(SESSION_HEADER, s.id);
      return s;
    }
    HttpStreamSession s = sessions.get(id);
    if (s == null || s.ended()) {
      sessions.remove(id);
      refuse(resp, HttpServletResponse.SC_NOT_FOUND, -32001, "session " + id + " is unknown or has ended: start a new one with initialize");
      return null;
    }
    return s;
  }

  /** Answers on an event stream: everything the server sends until every request is answered. */
  private void stream(HttpServletResponse resp, BlockingQueue<JsonNode> answers, List<JsonNode> messages, List<String> ids)
      throws IOException, InterruptedException {
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
          write(out, r);
        }
        return;
      }
      write(out, m);
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

  private void write(OutputStream out, JsonNode m) throws IOException {
    out.write(("event: message\ndata: " + mapper.writeValueAsString(m) + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  private void refuse(HttpServletResponse resp, int status, int code, String message) throws IOException {
    resp.setStatus(status);
    resp.setContentType("application/json");
    resp.setCharacterEncoding("UTF-8");
    resp.getOutputStream().write(mapper.writeValueAsBytes(HttpStreamSession.error(mapper, mapper.nullNode(), code, message)));
  }

  private static byte[] readBody(HttpServletRequest req) throws IOException {
    if (req.getContentLengthLong() > MAX_BODY) {
      throw new IOException("the body is over " + (MAX_BODY >> 20) + " MiB");
    }
    try (InputStream in = req.getInputStream()) {
      byte[] b = in.readNBytes(MAX_BODY + 1);
      if (b.length > MAX_BODY) {
        throw new IOException("the body is over " + (MAX_BODY >> 20) + " MiB");
      }
      return b;
    }
  }
}

package dev.candor.mcp;

import dev.candor.pipeline.Ledgers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code candor mcp proxy}: a stdio MCP server in front of an upstream stdio MCP server. Every
 * message is relayed as it came, ids and all, both ways, except that
 *
 * <ul>
 *   <li>{@code tools/call} results, and {@code resources/read} results of the upstream's own
 *       resources, are shaped to the budget ({@link ProxyResults});
 *   <li>{@code tools/list} results gain the {@code candor_more} tool, and calls to it are answered
 *       here from the store, never forwarded;
 *   <li>{@code resources/read} of {@code candor://result/HANDLE} is answered here;
 *   <li>a request the upstream does not answer within the timeout, or that was in flight when the
 *       upstream died, gets an error, and the upstream is started again (and initialized with the
 *       client's own {@code initialize} parameters) for the next request;
 *   <li>a line that is not JSON, from either side, is answered with a JSON-RPC parse error.
 * </ul>
 *
 * <p>Only protocol frames go to the client's stream; the proxy's own messages go to standard error.
 */
public final class Proxy implements AutoCloseable {
  /** JSON outside long strings that one message may hold (long strings are spooled to disk). */
  static final int MAX_JSON = 32 << 20;
  private static final String REINIT = "candor-reinit-";
  private static final com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>> ARGS = new com.fasterxml.jackson.core.type.TypeReference<>() {};

  private final ProxyConfig config;
  private final ObjectMapper mapper = new ObjectMapper();
  private final ProxyKeeper keeper;
  private final ProxyResults results;
  /** Where each tools/call is recorded: the trace (when on) and the ledger. */
  private final ProxyTrace trace;
  private final ProxyClient client;
  private final Map<String, ProxyPending> pending = new ConcurrentHashMap<>();
  private final ProxyListings listings = new ProxyListings(mapper);
  private final ExecutorService workers;
  private final ScheduledExecutorService timer;
  private final AtomicInteger generations = new AtomicInteger();
  private volatile JsonNode initParams;
  private volatile boolean initializedSeen;
  private volatile boolean closing;
  private ProxyUpstream upstream;

  /** A proxy that writes frames for the client to {@code client}; {@link #run} reads the client's. */
  public Proxy(ProxyConfig config, OutputStream client) {
    this.config = config;
    this.client = new ProxyClient(mapper, client);
    this.keeper = new ProxyKeeper(config.storeUrl(), config.redactor());
    this.results = new ProxyResults(mapper, keeper, new DefaultJsonSchemaValidator(mapper));
    this.trace = ProxyTrace.to(config.trace(), config.command(), keeper,
        Optional.of(Ledgers.run(null, System.getenv()).orElseGet(() -> Ledgers.sessionRun("mcp"))));
    this.workers = Executors.newFixedThreadPool(2, daemon("candor-mcp-worker"));
    this.timer = Executors.newSingleThreadScheduledExecutor(daemon("candor-mcp-timer"));
  }

  /** Relays until the client's stream ends, then stops the upstream. */
  public void run(InputStream fromClient) throws IOException {
    timer.scheduleAtFixedRate(this::expire, 100, 100, TimeUnit.MILLISECONDS);
    try {
      upstream(false);
    } catch (IOException e) {
      log(e.getMessage());
    }
    ProxyFrameReader reader = new ProxyFrameReader(fromClient, MAX_JSON);
    while (true) {
      ProxyFrame f;
      try {
        f = reader.next();
      } catch (ProxyFrameReader.TooLarge e) {
        client.send(client.error(NullNode.instance, -32600, "Invalid Request: " + e.getMessage()));
        continue;
      }
      if (f == null) {
        break;
      }
      try {
        fromClient(f);
      } catch (RuntimeException e) {
        log("could not relay a client message: " + e);
        f.close();
      }
    }
  }

  private void fromClient(ProxyFrame f) throws IOException {
    JsonNode m = f.tree(mapper);
    if (m == null) {
      f.close();
      client.send(client.error(NullNode.instance, -32700, "Parse error: " + f.malformed().getMessage()));
      return;
    }
    if (!m.isObject()) {
      f.close();
      client.send(client.error(NullNode.instance, -32600, "Invalid Request: send one JSON-RPC object a line (batches are not supported)"));
      return;
    }
    JsonNode id = m.get("id");
    String method = m.path("method").isTextual() ? m.get("method").asText() : null;
    if (method == null && id == null) {
      f.close();
      client.send(client.error(NullNode.instance, -32600, "Invalid Request: a message needs a method, an id, or both"));
      return;
    }
    JsonNode params = m.path("params");
    if (method == null) {
      forward(f, null, false); // the client's answer to a server request
      return;
    }
    if (id == null) {
      if (method.equals("notifications/initialized")) {
        initializedSeen = true;
      } else if (method.equals("notifications/cancelled")) {
        pending.remove(key(params.path("requestId")));
      }
      forward(f, null, false);
      return;
    }
    switch (method) {
      case "initialize":
        initParams = params.deepCopy();
        forward(f, new Request(id, method, null, null, false), true);
        return;
      case "tools/call": {
        String tool = params.path("name").asText(null);
        if (MoreTool.NAME.equals(tool)) {
          f.close();
          Map<String, Object> args = params.has("arguments") && params.get("arguments").isObject()
              ? mapper.convertValue(params.get("arguments"), ARGS) : Map.of();
          workers.submit(() -> answerMore(id, args));
          return;
        }
        if (HistoryTool.NAME.equals(tool)) {
          f.close();
          Map<String, Object> args = params.has("arguments") && params.get("arguments").isObject()
              ? mapper.convertValue(params.get("arguments"), ARGS) : Map.of();
          workers.submit(() -> answerHistory(id, args));
          return;
        }
        forward(f, new Request(id, method, tool, params.path("_meta").get("progressToken"), false), false);
        return;
      }
      case "resources/read": {
        String uri = params.path("uri").asText(null);
        if (ProxyResources.ours(uri)) {
          f.close();
          workers.submit(() -> answerResource(id, uri));
          return;
        }
        forward(f, new Request(id, method, null, params.path("_meta").get("progressToken"), false), false);
        return;
      }
      case "tools/list":
        forward(f, new Request(id, method, null, null, !params.hasNonNull("cursor")), false);
        return;
      case "resources/list":
      case "resources/templates/list":
        if (listings.localResources()) {
          f.close();
          client.answer(id, listings.localAnswer(method));
          return;
        }
        forward(f, new Request(id, method, null, null, !params.hasNonNull("cursor")), false);
        return;
      default:
        forward(f, new Request(id, method, null, params.path("_meta").get("progressToken"), false), false);
    }
  }

  private record Request(JsonNode id, String method, String tool, JsonNode progressToken, boolean firstPage) {}

  private void forward(ProxyFrame f, Request r, boolean isInitialize) throws IOException {
    try (f) {
      ProxyUpstream up;
      try {
        if (r == null) {
          // A notification or an answer is for the upstream that is running; none is started for it.
          synchronized (this) {
            up = upstream != null && upstream.alive ? upstream : null;
          }
          if (up == null) {
            return;
          }
        } else {
          up = upstream(!isInitialize);
        }
      } catch (IOException e) {
        if (r != null) {
          client.fail(r.id(), r.method(), e.getMessage());
        }
        return;
      }
      if (r != null) {
        pending.put(key(r.id()), new ProxyPending(r.id(), r.method(), r.tool(), r.progressToken(), r.firstPage(), up,
            System.nanoTime() + config.timeout().toNanos()));
      }
      try {
        up.send(f.json(), f.spools());
      } catch (IOException e) {
        ended(up, "the upstream MCP server stopped reading its input (" + e.getMessage() + ")");
      }
    }
  }

  /** The running upstream, started (and initialized again, when {@code reinit}) if it is not running. */
  private synchronized ProxyUpstream upstream(boolean reinit) throws IOException {
    if (upstream != null && upstream.alive) {
      return upstream;
    }
    if (closing) {
      throw new IOException("the proxy is stopping");
    }
    ProxyUpstream up = ProxyUpstream.start(config.command(), shortCommand(), generations.incrementAndGet());
    Thread t = new Thread(() -> readUpstream(up), "candor-mcp-upstream-" + up.generation);
    t.setDaemon(true);
    t.start();
    if (up.generation > 1) {
      log("started the upstream MCP server again (run " + up.generation + ")");
    }
    if (reinit && initParams != null) {
      ObjectNode init = mapper.createObjectNode().put("jsonrpc", "2.0").put("id", REINIT + up.generation).put("method", "initialize");
      init.set("params", initParams);
      try {
        up.send(mapper.writeValueAsBytes(init));
        JsonNode answer = up.reinit.get(config.timeout().toMillis(), TimeUnit.MILLISECONDS);
        if (answer.has("error")) {
          throw new IOException("the restarted upstream MCP server refused initialize: " + answer.get("error"));
        }
        if (initializedSeen) {
          up.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }
      } catch (IOException | TimeoutException | ExecutionException e) {
        up.kill("the restarted upstream MCP server did not initialize: " + e);
        throw new IOException(up.endReason);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        up.kill("interrupted while the upstream MCP server started");
        throw new IOException(up.endReason);
      }
    }
    upstream = up;
    return up;
  }

  private void readUpstream(ProxyUpstream up) {
    ProxyFrameReader reader = new ProxyFrameReader(up.process.getInputStream(), MAX_JSON);
    try {
      while (true) {
        ProxyFrame f;
        try {
          f = reader.next();
        } catch (ProxyFrameReader.TooLarge e) {
          tooLarge(up, e);
          continue;
        }
        if (f == null) {
          break;
        }
        try {
          fromUpstream(up, f);
        } catch (IOException | RuntimeException e) {
          log("could not relay an upstream message: " + e);
          f.close();
        }
      }
    } catch (IOException e) {
      log("reading the upstream MCP server failed: " + e.getMessage());
    }
    String why = up.endReason;
    if (why == null) {
      try {
        if (up.process.waitFor(2, TimeUnit.SECONDS)) {
          why = "the upstream MCP server (" + shortCommand() + ") exited with code " + up.process.exitValue();
        } else {
          why = "the upstream MCP server closed its output";
          up.process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        why = "the upstream MCP server stopped";
      }
    }
    ended(up, why);
  }

  private void fromUpstream(ProxyUpstream up, ProxyFrame f) throws IOException {
    JsonNode m = f.tree(mapper);
    if (m == null || !m.isObject()) {
      f.close();
      log("the upstream MCP server wrote a line that is not a JSON-RPC message: "
          + (m == null ? f.malformed().getMessage() : "not an object"));
      sendUpstream(up, client.error(NullNode.instance, m == null ? -32700 : -32600,
          m == null ? "Parse error: " + f.malformed().getMessage() : "Invalid Request: not a JSON object"));
      return;
    }
    JsonNode id = m.get("id");
    boolean isResponse = !m.has("method") && id != null;
    if (!isResponse) {
      if ("notifications/progress".equals(m.path("method").asText())) {
        JsonNode token = m.path("params").get("progressToken");
        for (ProxyPending p : pending.values()) {
          if (p.progressToken != null && p.progressToken.equals(token)) {
            p.deadline = System.nanoTime() + config.timeout().toNanos();
          }
        }
      }
      client.send(f);
      return;
    }
    if (id.isTextual() && id.asText().equals(REINIT + up.generation)) {
      f.close();
      up.reinit.complete(m);
      return;
    }
    ProxyPending p = pending.remove(key(id));
    if (p == null) {
      client.send(f);
      return;
    }
    if ((p.method.equals("tools/call") || p.method.equals("resources/read")) && m.path("result").isObject()) {
      workers.submit(() -> shapeAndSend(f, (ObjectNode) m, p));
      return;
    }
    if (listings.rewrite(p, (ObjectNode) m)) {
      try (f) {
        client.send(ProxyFrame.spliced(mapper.writeValueAsBytes(m), f.spools()));
      }
      return;
    }
    client.send(f);
  }

  private void shapeAndSend(ProxyFrame f, ObjectNode m, ProxyPending p) {
    try (f) {
      Budget budget = config.budgetFor(p.tool);
      ProxyResults.Shaping shaped = results.shape(f, m, p.tool, budget, listings.outputSchema(p.tool));
      boolean traced = p.method.equals("tools/call");
      if (shaped == null) {
        if (traced) {
          trace.passed(p.tool, p.started, m.get("result"), budget);
        }
        client.send(f);
      } else {
        if (traced) {
          trace.shaped(p.tool, p.started, f.wireSize(), shaped, mapper, budget);
        }
        client.send(shaped.wire());
      }
    } catch (IOException | RuntimeException e) {
      log("could not shape the result of " + p.tool + ": " + e);
      client.fail(p.id, p.method, "candor mcp proxy could not shape the result of " + p.tool + " (" + e.getMessage()
          + "), so it is not sent whole; try again with a narrower request");
    }
  }

  /** Answers a call to candor_more from the store: never forwarded. */
  private void answerMore(JsonNode id, Map<String, Object> args) {
    ResultStore store = keeper.store();
    Object tool = args.get("tool");
    McpSchema.CallToolResult r = store == null
        ? ServeResults.error(MoreTool.NAME + ": no result store (" + keeper.failure() + "), so nothing was kept to show more of")
        : MoreTool.call(store, args, config.budgetFor(tool instanceof String ? (String) tool : null));
    client.answer(id, mapper.valueToTree(r));
  }

  /** Answers a call to candor_history from the store's ledger: never forwarded. */
  private void answerHistory(JsonNode id, Map<String, Object> args) {
    ResultStore store = keeper.store();
    McpSchema.CallToolResult r = store == null
        ? ServeResults.error(HistoryTool.NAME + ": no result store (" + keeper.failure() + "), so no calls were recorded")
        : HistoryTool.call(store, args, config.budget());
    client.answer(id, mapper.valueToTree(r));
  }

  /** Answers a resources/read of candor://result/HANDLE from the store, a page within the budget. */
  private void answerResource(JsonNode id, String uri) {
    ResultStore store = keeper.store();
    if (store == null) {
      client.send(client.error(id, -32002, "Resource not found: " + uri + " (no result store: " + keeper.failure() + ")"));
      return;
    }
    client.answer(id, mapper.valueToTree(ProxyResources.read(store, uri, config.budget())));
  }

  /** Answers every request still waiting on {@code up}, which has ended, with why. */
  private void ended(ProxyUpstream up, String why) {
    retire(up);
    up.reinit.completeExceptionally(new IOException(why));
    if (!closing) {
      log(why);
    }
    for (Map.Entry<String, ProxyPending> e : pending.entrySet()) {
      ProxyPending p = e.getValue();
      if (p.up == up && pending.remove(e.getKey(), p)) {
        client.fail(p.id, p.method, why + "; the proxy starts it again for the next request");
      }
    }
  }

  /**
   * An upstream message too large to read was dropped. When one request alone waits on {@code
   * up}, it was the answer to that one: the client hears why now, not at the timeout. With more
   * than one waiting, which one it answered is unknown, and they time out as they would.
   */
  private void tooLarge(ProxyUpstream up, ProxyFrameReader.TooLarge e) {
    List<Map.Entry<String, ProxyPending>> waiting = new ArrayList<>();
    for (Map.Entry<String, ProxyPending> entry : pending.entrySet()) {
      if (entry.getValue().up == up) {
        waiting.add(entry);
      }
    }
    if (waiting.size() == 1 && pending.remove(waiting.get(0).getKey(), waiting.get(0).getValue())) {
      ProxyPending p = waiting.get(0).getValue();
      log("the upstream MCP server sent " + e.getMessage() + "; it was dropped, and " + p.method + " was answered with an error");
      client.fail(p.id, p.method, "the upstream MCP server's answer held " + e.getMessage()
          + ", which the proxy does not read: ask the tool for less (a narrower query, a page, fewer fields)");
      return;
    }
    log("the upstream MCP server sent " + e.getMessage() + "; it was dropped, and the request it answered will time out");
  }

  /** Takes {@code up} out of service: the next request starts a new one. */
  private synchronized void retire(ProxyUpstream up) {
    up.alive = false;
    if (upstream == up) {
      upstream = null;
    }
  }

  /** Times out requests past their deadline; the upstream that hangs is stopped and started again. */
  private void expire() {
    long now = System.nanoTime();
    for (Map.Entry<String, ProxyPending> e : pending.entrySet()) {
      ProxyPending p = e.getValue();
      if (now - p.deadline > 0 && pending.remove(e.getKey(), p)) {
        String what = p.method + (p.tool != null ? " " + p.tool : "");
        String why = "no answer from the upstream MCP server to " + what + " within " + config.timeout().toSeconds() + " s";
        retire(p.up);
        client.fail(p.id, p.method, why + "; the proxy stopped it and starts it again for the next request");
        p.up.kill("the upstream MCP server was stopped because " + why);
      }
    }
  }

  private void sendUpstream(ProxyUpstream up, ObjectNode msg) {
    try {
      up.send(mapper.writeValueAsBytes(msg));
    } catch (IOException e) {
      // it is going away; its reader says so
    }
  }

  /** The command, short enough for a message. */
  private String shortCommand() {
    String c = String.join(" ", config.command());
    return c.length() <= 120 ? c : c.substring(0, 60) + " ... " + c.substring(c.length() - 55);
  }

  private static String key(JsonNode id) {
    return id == null ? "null" : id.toString();
  }

  static void log(String text) {
    System.err.println("candor mcp proxy: " + text);
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  /** Stops the upstream and the proxy's threads, and closes the store. */
  @Override
  public void close() {
    closing = true;
    ProxyUpstream up;
    synchronized (this) {
      up = upstream;
      upstream = null;
    }
    if (up != null) {
      up.stop();
    }
    timer.shutdownNow();
    workers.shutdown();
    try {
      workers.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    keeper.close();
  }
}

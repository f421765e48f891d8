package dev.candor.mcp;

import dev.candor.pipeline.Ledgers;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * {@code candor mcp serve}: an MCP server offering Candor's tools ({@code run_command}, {@code
 * read_file}, {@code shape}, {@code candor_more} and {@code candor_history}) over stdio or Streamable HTTP.
 *
 * <pre>{@code
 * ServeServer.serve(ServeConfig.defaults(ResultStore.open("sqlite:store.db")), System.in, System.out);
 * }</pre>
 */
public final class ServeServer {
  /** The name the server gives in {@code initialize}. */
  public static final String NAME = "candor";

  private static final String INSTRUCTIONS = "Candor's tools return output shaped to a budget: the exit code and every "
      + "error line are kept, and the result says exactly what was cut. When something was cut, page the rest with "
      + "candor_more and the handle the result gives, rather than running the command again.";

  private ServeServer() {}

  /** The JSON mapper the server and its transports use. */
  public static McpJsonMapper jsonMapper() {
    return McpJsonDefaults.getMapper();
  }

  /** Every tool, bound to {@code config}. */
  public static List<SyncToolSpecification> tools(ServeConfig config) {
    List<SyncToolSpecification> tools = new ArrayList<>();
    tools.add(spec(RunCommandTool.definition(), args -> RunCommandTool.call(config, args)));
    tools.add(spec(ReadFileTool.definition(), args -> ReadFileTool.call(config, args)));
    tools.add(spec(ShapeTool.definition(), args -> ShapeTool.call(config, args)));
    if (config.store() != null) {
      // With no store there is nothing to page, and a tool that can only fail would mislead.
      tools.add(spec(MoreTool.definition(), args -> MoreTool.call(config.store(), args, config.budget())));
      tools.add(spec(HistoryTool.definition(), args -> HistoryTool.call(config.store(), args, config.budget())));
    }
    return tools;
  }

  private static SyncToolSpecification spec(Tool tool, java.util.function.Function<Map<String, Object>, CallToolResult> call) {
    BiFunction<io.modelcontextprotocol.server.McpSyncServerExchange, McpSchema.CallToolRequest, CallToolResult> handler =
        (exchange, request) -> {
          try {
            return call.apply(request.arguments());
          } catch (RuntimeException e) {
            // A bug must not cost the session: the agent reads what went wrong.
            return ServeResults.error(tool.name() + ": internal error (please report it with the arguments): " + e);
          }
        };
    return SyncToolSpecification.builder().tool(tool).callHandler(handler).build();
  }

  /**
   * Serves one client on newline-delimited JSON-RPC streams (stdio) and returns when {@code in}
   * ends, which is how a client ends a stdio session.
   *
   * <p>The client's lines reach the SDK's stdio transport through {@link ServeLines}, which answers
   * the lines the SDK cannot read (the SDK would stop reading at the first). The SDK's transport
   * also drops every answer once its input ends, so the end is held back from it until every
   * request passed on has its answer ({@link ServeAnswers} watches the SDK's output): a script may
   * close stdin right after its last request.
   */
  public static void serve(ServeConfig given, InputStream in, OutputStream out) throws InterruptedException {
    // A session with no run of its own (--run, $CANDOR_RUN) is one: its calls share a run in the ledger.
    ServeConfig config = given.run() != null ? given : given.withRun(Ledgers.sessionRun("mcp"));
    java.time.Duration drain = config.timeout().plusSeconds(5);
    List<SyncToolSpecification> tools = tools(config);
    ServeGate gate = new ServeGate(jsonMapper(), tools.stream().map(t -> t.tool().name()).toList());
    java.nio.channels.Pipe pipe;
    try {
      pipe = java.nio.channels.Pipe.open();
    } catch (IOException e) {
      throw new IllegalStateException("cannot open a pipe: " + e.getMessage(), e);
    }
    OutputStream toSdk = java.nio.channels.Channels.newOutputStream(pipe.sink());
    InputStream fromGate = java.nio.channels.Channels.newInputStream(pipe.source());
    ServeAnswers answers = new ServeAnswers(out);
    McpSyncServer server = build(new StdioServerTransportProvider(jsonMapper(), fromGate, answers, ServeLines.MAX_LINE + 1), tools);
    Thread pump = new Thread(() -> new ServeLines(gate, out, answers).pump(in, toSdk, drain), "candor-mcp-serve-input");
    pump.setDaemon(true);
    pump.start();
    try {
      pump.join();
    } finally {
      server.closeGracefully();
    }
  }

  /** Serves one client on a session transport (stdio, or a test's in-memory pipe). */
  public static McpSyncServer on(McpServerTransportProvider transport, ServeConfig config) {
    return build(transport, tools(config));
  }

  private static McpSyncServer build(McpServerTransportProvider transport, List<SyncToolSpecification> tools) {
    return McpServer.sync(transport)
        .serverInfo(NAME, version())
        .instructions(INSTRUCTIONS)
        .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
        .tools(tools)
        .build();
  }

  /**
   * Serves Streamable HTTP at {@code http://HOST:PORT/mcp} as {@code options} say, with the default
   * {@link SessionLimits}; close the result to stop.
   */
  public static Http http(HttpOptions options, ServeConfig config) {
    return http(options, SessionLimits.defaults(), config);
  }

  /**
   * Serves Streamable HTTP at {@code http://HOST:PORT/mcp} as {@code options} say, each session
   * ending as {@code limits} say; close the result to stop.
   *
   * <p>Each session is this server on its stdio loop ({@link #serve}) behind {@link
   * HttpStreamBridge}, rather than on the SDK's Streamable HTTP servlet: that servlet (2.1.0) never
   * ends an abandoned session, does not check {@code MCP-Protocol-Version}, answers malformed
   * requests with serialized Java exceptions, gives every event the session's id and refuses
   * notifications when no GET stream is open. The bridge does all of that as the transport spec
   * asks, for the proxy and this server alike, and the stdio loop brings its line checks along.
   */
  public static Http http(HttpOptions options, SessionLimits limits, ServeConfig config) {
    HttpStreamBridge bridge = new HttpStreamBridge((in, out) -> serve(config, in, out), limits);
    try {
      return new Http(bridge, HttpFront.start(options, bridge));
    } catch (RuntimeException e) {
      bridge.destroy();
      throw e;
    }
  }

  /** A running HTTP server: the bridge that holds its sessions and the HTTP front that carries it. */
  public record Http(HttpStreamBridge bridge, HttpFront front) implements AutoCloseable {
    /** Stops serving; every session ends. */
    @Override
    public void close() {
      try {
        front.close();
      } finally {
        bridge.destroy();
      }
    }
  }

  static String version() {
    String v = ServeServer.class.getPackage().getImplementationVersion();
    return v != null ? v : "dev";
  }
}

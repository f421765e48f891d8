package dev.candor.mcp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A server that speaks MCP as newline-delimited JSON-RPC on a pair of streams, as over stdio: the
 * shaping proxy, or {@link ServeServer#serve}. {@link HttpStreamBridge} runs one per HTTP session.
 */
@FunctionalInterface
public interface HttpStreamServer {
  /**
   * Serves one session: reads the client's messages from {@code fromClient}, one JSON object a
   * line, and writes its own to {@code toClient} the same way; returns when {@code fromClient}
   * ends (the session was deleted) or the server is done.
   */
  void serve(InputStream fromClient, OutputStream toClient) throws IOException, InterruptedException;
}

package dev.candor.mcp;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServlet;
import java.net.URI;
import java.util.EnumSet;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * An embedded HTTP server (Jetty) that serves one MCP endpoint servlet at {@link
 * HttpOptions#ENDPOINT} behind {@link HttpGuard}: origin and host checks, and the bearer token.
 *
 * <p>It knows nothing of MCP itself: {@code candor mcp serve} hands it the SDK's Streamable HTTP
 * transport, and any other server (the proxy's downstream side) can hand it its own servlet.
 */
public final class HttpFront implements AutoCloseable {
  private final Server server;
  private final URI endpoint;

  private HttpFront(Server server, URI endpoint) {
    this.server = server;
    this.endpoint = endpoint;
  }

  /**
   * Starts serving {@code endpoint} (an asynchronous servlet, such as the SDK's {@code
   * HttpServletStreamableServerTransportProvider}) as {@code options} say.
   *
   * @throws IllegalStateException when the address cannot be bound (in use, not this machine's)
   */
  public static HttpFront start(HttpOptions options, HttpServlet endpoint) {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost(options.host());
    connector.setPort(options.port());
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    context.setContextPath("/");
    ServletHolder servlet = new ServletHolder(endpoint);
    servlet.setAsyncSupported(true);
    context.addServlet(servlet, HttpOptions.ENDPOINT);
    FilterHolder guard = new FilterHolder(new HttpGuard(options));
    guard.setAsyncSupported(true);
    context.addFilter(guard, "/*", EnumSet.of(DispatcherType.REQUEST));
    // Jetty's own error pages (a malformed HTTP request) name the status only, never a stack trace.
    org.eclipse.jetty.ee10.servlet.ErrorHandler pages = new org.eclipse.jetty.ee10.servlet.ErrorHandler();
    pages.setShowStacks(false);
    context.setErrorHandler(pages);
    org.eclipse.jetty.server.handler.ErrorHandler serverPages = new org.eclipse.jetty.server.handler.ErrorHandler();
    serverPages.setShowStacks(false);
    server.setErrorHandler(serverPages);
    server.setHandler(context);
    server.setStopAtShutdown(true);
    try {
      server.start();
    } catch (Exception e) {
      try {
        server.stop();
      } catch (Exception ignored) {
        // the start failure is the one to report
      }
      throw new IllegalStateException("cannot serve HTTP on " + options.host() + ":" + options.port() + ": " + e.getMessage()
          + " (is the port in use? give another, or 0 for a free one)", e);
    }
    String host = options.host().contains(":") ? "[" + options.host() + "]" : options.host();
    return new HttpFront(server, URI.create("http://" + host + ":" + connector.getLocalPort() + HttpOptions.ENDPOINT));
  }

  /** The endpoint's URL, with the port actually bound. */
  public URI endpoint() {
    return endpoint;
  }

  /** Blocks until the server stops (on {@link #close} or at JVM shutdown). */
  public void join() throws InterruptedException {
    server.join();
  }

  /** Stops serving; open streams are closed. */
  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the HTTP server did not stop cleanly: " + e.getMessage(), e);
    }
  }
}

package dev.candor.mcp;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Objects;

/**
 * Where and how an MCP server listens for Streamable HTTP: the address, the bearer token clients
 * must send, and the browser origins it accepts besides loopback ones.
 *
 * <p>Bound to anything but a loopback address, the server can be reached by other machines, and
 * {@code run_command} runs whatever it is asked to: so a token is then required, and an options
 * object without one cannot be made.
 *
 * @param host the address to bind, such as {@code 127.0.0.1}, {@code ::1} or {@code 0.0.0.0}
 * @param port the port; 0 picks a free one
 * @param token the bearer token every request must carry, or null for none (loopback only)
 * @param allowedOrigins browser origins accepted besides loopback ones, like {@code
 *     https://app.example.com}; a port pattern {@code http://host:*} accepts any port
 */
public record HttpOptions(String host, int port, String token, List<String> allowedOrigins) {
  /** The address bound when none is given. */
  public static final String DEFAULT_HOST = "127.0.0.1";

  /** The path the MCP endpoint is served at. */
  public static final String ENDPOINT = "/mcp";

  public HttpOptions {
    Objects.requireNonNull(host, "host");
    allowedOrigins = List.copyOf(allowedOrigins);
    if (port < 0 || port > 65_535) {
      throw new IllegalArgumentException("port must lie between 0 and 65535, not " + port);
    }
    if (token != null && token.isBlank()) {
      throw new IllegalArgumentException("the bearer token is empty: put the token on the first line of the token file");
    }
    if (token == null && !loopback(host)) {
      throw new IllegalArgumentException("refusing to serve on " + host + " without a bearer token: anyone who can "
          + "reach it could run commands as this user. Give --token-file FILE (or set CANDOR_MCP_TOKEN), or bind 127.0.0.1");
    }
  }

  /**
   * Parses {@code [HOST:]PORT}: {@code 8765}, {@code 127.0.0.1:8765}, {@code 0.0.0.0:8765} or
   * {@code [::1]:8765}.
   */
  public static HttpOptions parse(String hostPort, String token, List<String> allowedOrigins) {
    String host = DEFAULT_HOST;
    String port = hostPort.strip();
    int colon = port.lastIndexOf(':');
    if (colon >= 0) {
      host = port.substring(0, colon);
      port = port.substring(colon + 1);
      if (host.startsWith("[") && host.endsWith("]")) {
        host = host.substring(1, host.length() - 1);
      }
      if (host.isEmpty()) {
        throw new IllegalArgumentException("--http takes [HOST:]PORT, like 8765 or 127.0.0.1:8765, not '" + hostPort + "'");
      }
    }
    try {
      return new HttpOptions(host, Integer.parseInt(port), token, allowedOrigins);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--http takes [HOST:]PORT, like 8765 or 127.0.0.1:8765, not '" + hostPort + "'");
    }
  }

  /** Whether {@code host} names only this machine: a loopback address, or a name that resolves to one. */
  static boolean loopback(String host) {
    if (host.equalsIgnoreCase("localhost")) {
      return true;
    }
    try {
      InetAddress[] all = InetAddress.getAllByName(host);
      for (InetAddress a : all) {
        if (!a.isLoopbackAddress()) {
          return false;
        }
      }
      return all.length > 0;
    } catch (UnknownHostException e) {
      return false;
    }
  }
}

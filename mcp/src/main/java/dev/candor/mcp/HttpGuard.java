package dev.candor.mcp;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;

/**
 * Guards the MCP endpoint before any MCP message is read, as the Streamable HTTP transport's
 * security advice asks: a browser request from a foreign {@code Origin} gets 403, and so does one
 * whose {@code Host} is not this machine's when the server listens on loopback (DNS rebinding); a
 * request without the bearer token, when there is one, gets 401.
 */
final class HttpGuard implements Filter {
  private final byte[] tokenHash;
  private final boolean loopback;
  private final List<String> origins;

  HttpGuard(HttpOptions options) {
    this.tokenHash = options.token() == null ? null : sha256(options.token());
    this.loopback = HttpOptions.loopback(options.host());
    this.origins = options.allowedOrigins();
  }

  @Override
  public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
    HttpServletRequest request = (HttpServletRequest) req;
    HttpServletResponse response = (HttpServletResponse) res;
    String origin = request.getHeader("Origin");
    if (origin != null && !originAllowed(origin)) {
      refuse(response, HttpServletResponse.SC_FORBIDDEN, "origin " + origin + " is not allowed: start the server with --allow-origin " + origin);
      return;
    }
    if (loopback && !loopbackHost(request.getHeader("Host"))) {
      refuse(response, HttpServletResponse.SC_FORBIDDEN, "this server answers only requests addressed to this machine (Host localhost, 127.0.0.1 or [::1])");
      return;
    }
    if (tokenHash != null && !authorized(request.getHeader("Authorization"))) {
      response.setHeader("WWW-Authenticate", "Bearer realm=\"candor\"");
      refuse(response, HttpServletResponse.SC_UNAUTHORIZED, "send the server's token as 'Authorization: Bearer TOKEN'");
      return;
    }
    chain.doFilter(req, res);
  }

  private boolean authorized(String header) {
    if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return false;
    }
    // Hashes of equal length, compared in constant time: neither the token nor its length leaks by timing.
    return MessageDigest.isEqual(tokenHash, sha256(header.substring(7).strip()));
  }

  private boolean originAllowed(String origin) {
    if (origin.equals("null")) {
      return false; // sandboxed frames and file: pages
    }
    try {
      URI u = URI.create(origin);
      if (u.getHost() != null && loopbackName(u.getHost())) {
        return true;
      }
    } catch (IllegalArgumentException e) {
      return false;
    }
    for (String allowed : origins) {
      if (allowed.equalsIgnoreCase(origin)
          || allowed.endsWith(":*") && origin.regionMatches(true, 0, allowed, 0, allowed.length() - 1)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the Host header names this machine: localhost, 127.0.0.1 or [::1], any port. */
  static boolean loopbackHost(String host) {
    if (host == null) {
      return false;
    }
    String h = host.strip().toLowerCase(Locale.ROOT);
    if (h.startsWith("[")) {
      int end = h.indexOf(']');
      return end > 0 && loopbackName(h.substring(0, end + 1));
    }
    int colon = h.indexOf(':');
    return loopbackName(colon >= 0 ? h.substring(0, colon) : h);
  }

  private static boolean loopbackName(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    return h.equals("localhost") || h.equals("[::1]") || h.equals("::1") || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
  }

  private static void refuse(HttpServletResponse response, int status, String message) throws IOException {
    response.setStatus(status);
    response.setContentType("application/json");
    response.setCharacterEncoding("UTF-8");
    String json = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32001,\"message\":\"" + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}}";
    response.getOutputStream().write(json.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] sha256(String s) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}

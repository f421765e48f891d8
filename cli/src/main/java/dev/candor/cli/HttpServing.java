package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.mcp.HttpOptions;
import dev.candor.mcp.SessionLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The Streamable HTTP options that {@code candor mcp serve} and {@code candor mcp proxy} share. */
final class HttpServing {
  @Option(names = "--http", paramLabel = "[HOST:]PORT", description = "Serve Streamable HTTP at http://HOST:PORT/mcp instead of stdio; HOST is 127.0.0.1 unless given; PORT 0 picks a free one.")
  String http;

  @Option(names = "--token-file", paramLabel = "FILE", description = "With --http: require 'Authorization: Bearer TOKEN', the token being FILE's first line (default: $CANDOR_MCP_TOKEN); needed to bind other than loopback.")
  Path tokenFile;

  @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "With --http: also accept browser requests from ORIGIN, like https://app.example.com (repeatable; loopback origins are always accepted).")
  List<String> origins = new ArrayList<>();

  @Option(names = "--session-idle", paramLabel = "DURATION", description = "With --http: end a session after DURATION with no request and no open stream, like 30s or 10m (default: 5m). Clients often leave without ending their session.")
  String sessionIdle;

  @Option(names = "--max-sessions", paramLabel = "N", description = "With --http: at most N live sessions; a new one past N ends the session idle longest (default: " + SessionLimits.DEFAULT_MAX + ").")
  Integer maxSessions;

  /** Whether HTTP was asked for, rather than stdio. */
  boolean requested() {
    return http != null;
  }

  /**
   * The address, token and origins to serve with.
   *
   * @throws ShapeException for an address that cannot be parsed or a token file that cannot be read
   */
  HttpOptions options() {
    try {
      return HttpOptions.parse(http, token(), origins);
    } catch (IllegalArgumentException e) {
      throw new ShapeException("--http", e.getMessage());
    }
  }

  /**
   * How long sessions may idle and how many may live.
   *
   * @throws ShapeException for a duration or a count that cannot be used
   */
  SessionLimits limits() {
    java.time.Duration idle = sessionIdle == null ? SessionLimits.DEFAULT_IDLE : Durations.parse("--session-idle", sessionIdle);
    int max = maxSessions == null ? SessionLimits.DEFAULT_MAX : maxSessions;
    if (max < 1) {
      throw new ShapeException("--max-sessions", "--max-sessions takes a count of at least 1, not " + max);
    }
    return new SessionLimits(idle, max);
  }

  /** The bearer token: the token file's first line, else $CANDOR_MCP_TOKEN, else none. */
  private String token() {
    if (tokenFile != null) {
      try {
        String first = Files.readAllLines(tokenFile).stream().findFirst().orElse("").strip();
        if (first.isEmpty()) {
          throw new ShapeException("--token-file", "the token file " + tokenFile + " is empty: put the token on its first line");
        }
        return first;
      } catch (IOException e) {
        throw new ShapeException("--token-file", "cannot read the token file " + tokenFile + ": " + e.getMessage());
      }
    }
    String env = System.getenv("CANDOR_MCP_TOKEN");
    return env != null && !env.isBlank() ? env.strip() : null;
  }
}

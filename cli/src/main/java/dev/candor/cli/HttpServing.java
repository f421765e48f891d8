package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.mcp.HttpOptions;
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

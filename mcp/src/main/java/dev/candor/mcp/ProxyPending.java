package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A client request forwarded upstream and not yet answered: what it asked, of which run of the
 * upstream, and until when it may wait (moved on by each progress notification for its token).
 */
final class ProxyPending {
  final JsonNode id;
  final String method;
  final String tool;
  final JsonNode progressToken;
  final boolean firstPage;
  final ProxyUpstream up;
  volatile long deadline;
  /** When the request went to the upstream: a span's start. */
  final java.time.Instant started = java.time.Instant.now();

  ProxyPending(JsonNode id, String method, String tool, JsonNode progressToken, boolean firstPage, ProxyUpstream up,
      long deadline) {
    this.id = id;
    this.method = method;
    this.tool = tool;
    this.progressToken = progressToken;
    this.firstPage = firstPage;
    this.up = up;
    this.deadline = deadline;
  }
}

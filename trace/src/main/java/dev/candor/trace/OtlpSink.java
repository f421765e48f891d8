package dev.candor.trace;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.random.RandomGenerator;

/**
 * {@link SpanSink#otlp}: each span is POSTed as its own OTLP/HTTP JSON request, synchronously.
 *
 * <p>Why synchronous and one request per span. A Candor process is often one tool call long, so a
 * batching thread would need a flush at exit that a killed process never reaches; and the JSONL
 * sink, the record of truth, is synchronous too. The cost is bounded instead: one export takes at
 * most {@link OtlpConfig#timeout()}, connecting included, after which the request is cancelled.
 *
 * <p>An export never fails the tool call. {@link #append} does not throw for a refused
 * connection, a time-out, an HTTP error or spans the collector rejects; it writes one line to the
 * log stream ({@code System.err} by default) and returns. A failure that repeats the last one is
 * not written again, so a collector that is down costs one line, not one per call; a success
 * resets that.
 */
final class OtlpSink implements SpanSink {
  private static final int MAX_BODY_IN_LOG = 200;

  private final OtlpConfig config;
  private final HttpClient client;
  private final PrintStream log;
  private final RandomGenerator ids;
  private String lastFailure; // guarded by this

  OtlpSink(OtlpConfig config) {
    this(config, System.err, new SecureRandom());
  }

  // This is visible for testing: the log stream and the source of ids are injected.
  OtlpSink(OtlpConfig config, PrintStream log, RandomGenerator ids) {
    this.config = Objects.requireNonNull(config, "config");
    this.log = Objects.requireNonNull(log, "log");
    this.ids = Objects.requireNonNull(ids, "ids");
    this.client = HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1) // collectors speak HTTP/1.1; an h2c upgrade only adds a round trip
        .connectTimeout(config.timeout())
        .followRedirects(HttpClient.Redirect.NEVER)
        .build();
  }

  OtlpConfig config() {
    return config;
  }

  @Override
  public void append(Span span) {
    String body;
    synchronized (ids) {
      body = OtlpJson.request(span, config, ids);
    }
    HttpRequest.Builder b = HttpRequest.newBuilder(config.endpoint())
        .timeout(config.timeout())
        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    config.headers().forEach(b::header);
    b.setHeader("Content-Type", "application/json");
    String failure = send(b.build());
    synchronized (this) {
      if (failure == null) {
        lastFailure = null;
      } else if (!failure.equals(lastFailure)) {
        lastFailure = failure;
        log.println("candor: span export to " + config.endpoint() + " failed: " + failure);
      }
    }
  }

  /** Sends one request; returns why it failed, or null. */
  private String send(HttpRequest request) {
    CompletableFuture<HttpResponse<String>> pending =
        client.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    HttpResponse<String> response;
    try {
      response = pending.get(config.timeout().toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      pending.cancel(true);
      return "no answer within " + config.timeout().toMillis() + " ms";
    } catch (InterruptedException e) {
      pending.cancel(true);
      Thread.currentThread().interrupt();
      return "interrupted";
    } catch (ExecutionException e) {
      return describe(e.getCause());
    }
    if (response.statusCode() / 100 != 2) {
      return "HTTP " + response.statusCode() + oneLine(response.body());
    }
    return rejected(response.body());
  }

  /** The collector's partial-success answer, when it rejected any span; else null. */
  private static String rejected(String body) {
    if (body == null || !body.contains("rejectedSpans")) {
      return null;
    }
    try {
      JsonNode partial = Json.mapper().readTree(body).path("partialSuccess");
      long n = partial.path("rejectedSpans").asLong(0);
      return n == 0 ? null : "the collector rejected " + n + " span(s)" + oneLine(partial.path("errorMessage").asText(""));
    } catch (Exception e) { // an unreadable success body is still a success
      return null;
    }
  }

  /** The innermost cause that says something, such as {@code ConnectException: Connection refused}. */
  static String describe(Throwable t) {
    Throwable said = t;
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c.getMessage() != null && !c.getMessage().isBlank()) {
        said = c;
      }
    }
    String msg = said.getMessage();
    return said.getClass().getSimpleName() + (msg == null || msg.isBlank() ? "" : ": " + oneLine(msg).substring(2));
  }

  /** {@code ": <text>"} on one line and at most 200 chars, or empty for no text. */
  private static String oneLine(String text) {
    String s = text == null ? "" : text.strip().replaceAll("\\s+", " ");
    if (s.isEmpty()) {
      return "";
    }
    return ": " + (s.length() > MAX_BODY_IN_LOG ? s.substring(0, MAX_BODY_IN_LOG) + "..." : s);
  }

  @Override
  public String toString() {
    return "SpanSink.otlp(" + config.endpoint() + ")";
  }
}

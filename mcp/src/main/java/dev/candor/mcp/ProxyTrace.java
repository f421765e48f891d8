package dev.candor.mcp;

import dev.candor.pipeline.Ledgers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.trace.Observation;
import dev.candor.trace.SpanStream;
import dev.candor.trace.Span;
import dev.candor.trace.SpanBudget;
import dev.candor.trace.SpanSink;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One span per {@code tools/call} the proxy answers, appended to a JSONL trace, so {@code candor
 * lint} and {@code candor audit} see MCP calls as they see {@code candor run}'s: what the upstream
 * returned (its size; its hash when passed whole) and what the client was sent (the result's size,
 * tokens and hash), whether it was cut, and the handle of the full result.
 *
 * <p>A result cut to one shaped text part has that part's span, as the call pipeline builds it
 * for {@code candor shape} (the text's bytes as stdout, dropped-run hashes, per-stream flags,
 * upstream-cut sign), with the call's times. Any other result's span has the upstream's whole
 * message as stdout. stderr is empty. The same span is the call's row in the ledger. A trace that
 * cannot be written costs a line on stderr, never the call.
 */
final class ProxyTrace {
  private static final Pattern HANDLE = Pattern.compile("candor://result/(cnd_[a-z2-7]{32})");

  private final SpanSink sink;
  private final Path file;
  private final String cwd;
  private final String upstream;

  private final ProxyKeeper ledger;
  private final Optional<String> run;

  private ProxyTrace(Path file, String cwd, String upstream, ProxyKeeper ledger, Optional<String> run) {
    this.file = file;
    this.sink = file == null ? null : SpanSink.jsonl(file);
    this.cwd = cwd;
    this.upstream = upstream;
    this.ledger = ledger;
    this.run = run;
  }

  /**
   * Spans appended to {@code file} (none when null) and recorded in the ledger of {@code keeper}'s
   * store (when it has one), under {@code run}.
   */
  static ProxyTrace to(Path file, List<String> upstreamCommand, ProxyKeeper keeper, Optional<String> run) {
    return new ProxyTrace(file, Path.of("").toAbsolutePath().toString(), String.join(" ", upstreamCommand), keeper, run);
  }

  /** A result passed to the client as the upstream sent it. */
  void passed(String tool, Instant started, JsonNode result, Budget budget) {
    String text = result.toString();
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    append(tool, started, SpanStream.whole(utf8.length, sha256(utf8)), text, budget, "none",
        "within the budget: passed as the upstream sent it");
  }

  /**
   * A result of {@code rawBytes} on the wire, shaped. When its one shaped part is a text, the span
   * is that part's, as the call pipeline built it ({@code candor shape}'s span of the same bytes, to
   * the part's budget), with the call's times; else one for the whole result, whose stdout is the
   * upstream's message ({@code rawBytes}, truncated, no hashes) and whose observation is the result
   * the client was sent.
   */
  void shaped(String tool, Instant started, long rawBytes, ProxyResults.Shaping shaping, ObjectMapper mapper,
      Budget budget) {
    if (shaping.textSpan().isPresent()) {
      record(tool, shaping.textSpan().get().at(started, Math.max(0, Duration.between(started, Instant.now()).toMillis())));
      return;
    }
    byte[] sent = shaping.wire();
    String text;
    try {
      JsonNode result = mapper.readTree(sent).get("result");
      text = result == null ? new String(sent, StandardCharsets.UTF_8) : result.toString();
    } catch (IOException e) {
      text = new String(sent, StandardCharsets.UTF_8);
    }
    SpanStream raw = new SpanStream(rawBytes, OptionalLong.empty(), true, Optional.empty(), Optional.empty(), Optional.empty());
    append(tool, started, raw, text, budget, "mcp", "shaped by candor mcp proxy; the upstream's size is of its whole message");
  }

  private void append(String tool, Instant started, SpanStream stdout, String text, Budget budget, String strategy, String note) {
    try {
      Span.Builder b = Span.builder()
          .toolName(tool == null || tool.isBlank() ? "tools/call" : tool)
          .argv(List.of())
          .cwd(cwd)
          .startTime(started)
          .durationMs(Math.max(0, Duration.between(started, Instant.now()).toMillis()))
          .stdout(stdout)
          .stderr(SpanStream.empty())
          .encoding("utf-8")
          .strategy(strategy)
          .budget(SpanBudget.of(budget))
          .observation(Observation.of(text, budget.tokenizer()))
          .notes(List.of(note, "MCP tools/call through candor mcp proxy; upstream: " + upstream));
      Matcher m = HANDLE.matcher(text);
      if (m.find()) {
        b.handle(m.group(1));
      }
      record(tool, b.build());
    } catch (RuntimeException e) {
      Proxy.log("the span of " + tool + " was not written to " + file + ": " + e.getMessage());
    }
  }

  /** Records {@code span} in the ledger and appends it to the trace; a failure costs a line on stderr. */
  private void record(String tool, Span span) {
    try {
      Ledgers.record(ledger.store(), span, run, Proxy::log);
      if (sink != null) {
        sink.append(span);
      }
    } catch (IOException | RuntimeException e) {
      Proxy.log("the span of " + tool + " was not written to " + file + ": " + e.getMessage());
    }
  }

  private static String sha256(byte[] data) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }
}

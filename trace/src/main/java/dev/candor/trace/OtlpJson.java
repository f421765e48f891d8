package dev.candor.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Cut;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.random.RandomGenerator;

/**
 * One {@link Span} as an OTLP/HTTP JSON export request ({@code ExportTraceServiceRequest}).
 *
 * <p>The OTLP JSON mapping differs from plain proto3 JSON in two ways this follows: trace and
 * span ids are hex, not base64, and enums are integers. 64-bit integers (times, {@code intValue})
 * are decimal strings, as proto3 JSON writes them. Names follow the GenAI semantic conventions
 * for tool execution where they exist ({@code execute_tool {tool}}, {@code gen_ai.operation.name},
 * {@code gen_ai.tool.name}, {@code error.type}); every other field of the span is a {@code
 * candor.*} attribute named after its JSONL field.
 */
final class OtlpJson {
  static final String SCOPE = "dev.candor.trace";
  private static final int SPAN_KIND_INTERNAL = 1;
  private static final int STATUS_CODE_ERROR = 2;

  private OtlpJson() {}

  static String request(Span s, OtlpConfig config, RandomGenerator ids) {
    StringWriter out = new StringWriter(2048);
    try (JsonGenerator g = Json.FACTORY.createGenerator(out)) {
      g.writeStartObject();
      g.writeArrayFieldStart("resourceSpans");
      g.writeStartObject();
      g.writeObjectFieldStart("resource");
      g.writeArrayFieldStart("attributes");
      for (Map.Entry<String, String> e : config.resource().entrySet()) {
        string(g, e.getKey(), e.getValue());
      }
      g.writeEndArray();
      g.writeEndObject();
      g.writeArrayFieldStart("scopeSpans");
      g.writeStartObject();
      g.writeObjectFieldStart("scope");
      g.writeStringField("name", SCOPE);
      String version = OtlpJson.class.getPackage().getImplementationVersion();
      if (version != null) {
        g.writeStringField("version", version);
      }
      g.writeEndObject();
      g.writeArrayFieldStart("spans");
      span(g, s, config, ids);
      g.writeEndArray();
      g.writeEndObject();
      g.writeEndArray();
      g.writeEndObject();
      g.writeEndArray();
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing JSON to a string cannot fail", e);
    }
    return out.toString();
  }

  private static void span(JsonGenerator g, Span s, OtlpConfig config, RandomGenerator ids) throws IOException {
    g.writeStartObject();
    g.writeStringField("traceId", config.parentTraceId().orElseGet(() -> id(ids, 16)));
    g.writeStringField("spanId", id(ids, 8));
    if (config.parentSpanId().isPresent()) {
      g.writeStringField("parentSpanId", config.parentSpanId().get());
    }
    g.writeStringField("name", "execute_tool " + s.toolName());
    g.writeNumberField("kind", SPAN_KIND_INTERNAL);
    long start = nanos(s.startTime());
    g.writeStringField("startTimeUnixNano", Long.toString(start));
    g.writeStringField("endTimeUnixNano", Long.toString(start + s.durationMs() * 1_000_000L));
    g.writeArrayFieldStart("attributes");
    attributes(g, s);
    g.writeEndArray();
    String failure = failure(s);
    if (failure != null) {
      g.writeObjectFieldStart("status");
      g.writeNumberField("code", STATUS_CODE_ERROR);
      g.writeStringField("message", failure);
      g.writeEndObject();
    }
    g.writeEndObject();
  }

  private static void attributes(JsonGenerator g, Span s) throws IOException {
    string(g, "gen_ai.operation.name", "execute_tool");
    string(g, "gen_ai.tool.name", s.toolName());
    String failure = failure(s);
    if (failure != null) {
      string(g, "error.type", s.timedOut() ? "timeout" : s.exitCode().isPresent()
          ? Integer.toString(s.exitCode().getAsInt()) : "signal");
    }
    strings(g, "candor.argv", s.argv());
    string(g, "candor.cwd", s.cwd());
    if (s.exitCode().isPresent()) {
      integer(g, "candor.exit_code", s.exitCode().getAsInt());
    }
    if (s.signal().isPresent()) {
      integer(g, "candor.signal", s.signal().getAsInt());
      string(g, "candor.signal_name", dev.candor.Signals.name(s.signal().getAsInt()));
    }
    bool(g, "candor.timed_out", s.timedOut());
    stream(g, "stdout", s.stdout());
    stream(g, "stderr", s.stderr());
    string(g, "candor.encoding", s.encoding());
    bool(g, "candor.ok_preview", s.okPreview());
    string(g, "candor.strategy", s.strategy());
    integer(g, "candor.budget.limit", s.budget().limit());
    string(g, "candor.budget.unit", s.budget().unit());
    string(g, "candor.budget.tokenizer", s.budget().tokenizer());
    integer(g, "candor.observation.chars", s.observation().chars());
    integer(g, "candor.observation.bytes", s.observation().bytes());
    integer(g, "candor.observation.tokens", s.observation().tokens());
    string(g, "candor.observation.sha256", s.observation().sha256());
    integer(g, "candor.error_lines_found", s.errorLinesFound());
    integer(g, "candor.error_lines_shown", s.errorLinesShown());
    integer(g, "candor.errors_in_dropped_region", s.errorsInDroppedRegion());
    bool(g, "candor.exit_code_preserved", s.exitCodePreserved());
    integer(g, "candor.cuts.count", s.cuts().size());
    integer(g, "candor.cuts.bytes", s.cuts().stream().mapToLong(Cut::bytes).sum());
    optional(g, "candor.handle", s.handle());
    optional(g, "candor.upstream_cut_reason", s.upstreamCut());
    if (!s.notes().isEmpty()) {
      strings(g, "candor.notes", s.notes());
    }
  }

  private static void stream(JsonGenerator g, String name, SpanStream p) throws IOException {
    String k = "candor." + name;
    integer(g, k + "_bytes", p.bytes());
    optional(g, k + "_cap", p.cap());
    bool(g, k + "_truncated", p.truncated());
    optional(g, k + "_sha256", p.sha256());
    optional(g, k + "_head_sha256", p.headSha256());
    optional(g, k + "_tail_sha256", p.tailSha256());
  }

  /** Why the span's status is ERROR, or null: a time-out, a signal, or a non-zero exit. */
  static String failure(Span s) {
    if (s.timedOut()) {
      return "timed out";
    }
    if (s.exitCode().isPresent()) {
      return s.exitCode().getAsInt() == 0 ? null : "exit code " + s.exitCode().getAsInt();
    }
    return s.signal().isPresent() ? "killed by signal " + dev.candor.Signals.describe(s.signal().getAsInt()) : null;
  }

  private static String id(RandomGenerator ids, int bytes) {
    byte[] b = new byte[bytes];
    do {
      for (int i = 0; i < bytes; i++) {
        b[i] = (byte) ids.nextInt(256);
      }
    } while (allZero(b)); // an all-zero id is invalid
    return HexFormat.of().formatHex(b);
  }

  private static boolean allZero(byte[] b) {
    for (byte x : b) {
      if (x != 0) {
        return false;
      }
    }
    return true;
  }

  private static long nanos(Instant t) {
    return Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano());
  }

  private static void string(JsonGenerator g, String key, String value) throws IOException {
    g.writeStartObject();
    g.writeStringField("key", key);
    g.writeObjectFieldStart("value");
    g.writeStringField("stringValue", value);
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void integer(JsonGenerator g, String key, long value) throws IOException {
    g.writeStartObject();
    g.writeStringField("key", key);
    g.writeObjectFieldStart("value");
    g.writeStringField("intValue", Long.toString(value));
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void optional(JsonGenerator g, String key, OptionalLong value) throws IOException {
    if (value.isPresent()) {
      integer(g, key, value.getAsLong());
    }
  }

  private static void optional(JsonGenerator g, String key, Optional<String> value) throws IOException {
    if (value.isPresent()) {
      string(g, key, value.get());
    }
  }

  private static void bool(JsonGenerator g, String key, boolean value) throws IOException {
    g.writeStartObject();
    g.writeStringField("key", key);
    g.writeObjectFieldStart("value");
    g.writeBooleanField("boolValue", value);
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void strings(JsonGenerator g, String key, List<String> values) throws IOException {
    g.writeStartObject();
    g.writeStringField("key", key);
    g.writeObjectFieldStart("value");
    g.writeObjectFieldStart("arrayValue");
    g.writeArrayFieldStart("values");
    for (String v : values) {
      g.writeStartObject();
      g.writeStringField("stringValue", v);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndObject();
    g.writeEndObject();
  }
}

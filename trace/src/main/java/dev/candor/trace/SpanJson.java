package dev.candor.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.candor.Cut;
import dev.candor.CutReason;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The JSON form of a {@link Span}, field by field in the order of the schema.
 *
 * <p>The mapping is written out rather than left to annotations: the JSON form is flat where the
 * record nests ({@code stdout_bytes} is {@code stdout().bytes()}), an absent value is written as
 * {@code null} rather than omitted, and two fields are derived. Reading is strict: a missing field
 * or a field of the wrong type is an error that names the field.
 */
final class SpanJson {
  private SpanJson() {}

  static String write(Span s) {
    StringWriter out = new StringWriter(1024);
    try (JsonGenerator g = Json.FACTORY.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("schema", Span.SCHEMA);
      g.writeStringField("span_type", Span.SPAN_TYPE);
      g.writeStringField("tool_name", s.toolName());
      g.writeArrayFieldStart("argv");
      for (String a : s.argv()) {
        g.writeString(a);
      }
      g.writeEndArray();
      g.writeStringField("cwd", s.cwd());
      g.writeStringField("start_time", UtcMillis.format(s.startTime()));
      g.writeNumberField("duration_ms", s.durationMs());
      writeInt(g, "exit_code", s.exitCode());
      writeInt(g, "signal", s.signal());
      if (s.signal().isPresent()) {
        g.writeStringField("signal_name", dev.candor.Signals.name(s.signal().getAsInt()));
      }
      g.writeBooleanField("timed_out", s.timedOut());
      writeStreams(g, s.stdout(), s.stderr());
      g.writeStringField("encoding", s.encoding());
      g.writeBooleanField("ok_preview", s.okPreview());
      g.writeStringField("strategy", s.strategy());
      g.writeFieldName("budget");
      ShapedFacts.write(g, ShapedFacts.budget(s.budget().limit(), s.budget().unit(), s.budget().tokenizer()));
      g.writeObjectFieldStart("observation");
      g.writeNumberField("chars", s.observation().chars());
      g.writeNumberField("bytes", s.observation().bytes());
      g.writeNumberField("tokens", s.observation().tokens());
      g.writeStringField("sha256", s.observation().sha256());
      g.writeEndObject();
      g.writeNumberField("error_lines_found", s.errorLinesFound());
      g.writeNumberField("error_lines_shown", s.errorLinesShown());
      g.writeBooleanField("exit_code_preserved", s.exitCodePreserved());
      g.writeNumberField("errors_in_dropped_region", s.errorsInDroppedRegion());
      writeCuts(g, s.cuts());
      g.writeStringField("handle", s.handle().orElse(null));
      g.writeArrayFieldStart("notes");
      for (String n : s.notes()) {
        g.writeString(n);
      }
      g.writeEndArray();
      g.writeBooleanField("upstream_cut_suspected", s.upstreamCut().isPresent());
      g.writeStringField("upstream_cut_reason", s.upstreamCut().orElse(null));
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing JSON to a string cannot fail", e);
    }
    return out.toString();
  }

  private static void writeStreams(JsonGenerator g, SpanStream out, SpanStream err) throws IOException {
    g.writeNumberField("stdout_bytes", out.bytes());
    g.writeNumberField("stderr_bytes", err.bytes());
    writeLong(g, "stdout_cap", out.cap());
    writeLong(g, "stderr_cap", err.cap());
    g.writeBooleanField("stdout_truncated", out.truncated());
    g.writeBooleanField("stderr_truncated", err.truncated());
    g.writeStringField("stdout_sha256", out.sha256().orElse(null));
    g.writeStringField("stderr_sha256", err.sha256().orElse(null));
    g.writeStringField("stdout_head_sha256", out.headSha256().orElse(null));
    g.writeStringField("stdout_tail_sha256", out.tailSha256().orElse(null));
    g.writeStringField("stderr_head_sha256", err.headSha256().orElse(null));
    g.writeStringField("stderr_tail_sha256", err.tailSha256().orElse(null));
  }

  private static void writeCuts(JsonGenerator g, List<Cut> cuts) throws IOException {
    g.writeArrayFieldStart("cuts");
    for (Cut c : cuts) {
      ShapedFacts.write(g, ShapedFacts.cut(c));
    }
    g.writeEndArray();
  }

  private static void writeInt(JsonGenerator g, String name, OptionalInt v) throws IOException {
    if (v.isPresent()) {
      g.writeNumberField(name, v.getAsInt());
    } else {
      g.writeNullField(name);
    }
  }

  private static void writeLong(JsonGenerator g, String name, OptionalLong v) throws IOException {
    if (v.isPresent()) {
      g.writeNumberField(name, v.getAsLong());
    } else {
      g.writeNullField(name);
    }
  }

  static Span read(String line) {
    JsonNode root;
    try {
      root = Json.mapper().readTree(line);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a span: " + Json.reason(e), e);
    }
    Fields f = new Fields(root);
    if (!Span.SCHEMA.equals(f.text("schema")) || !Span.SPAN_TYPE.equals(f.text("span_type"))) {
      throw new IllegalArgumentException("not a " + Span.SCHEMA + " tool span: schema '" + f.text("schema")
          + "', span_type '" + f.text("span_type") + "'");
    }
    Fields budget = f.object("budget");
    Fields obs = f.object("observation");
    return new Span(f.text("tool_name"), f.strings("argv"), f.text("cwd"), instant(f.text("start_time")),
        f.integer("duration_ms"), f.optionalInt("exit_code"), f.optionalInt("signal"), f.bool("timed_out"),
        pipe(f, "stdout"), pipe(f, "stderr"), f.text("encoding"), f.text("strategy"),
        new SpanBudget(budget.integer("limit"), budget.text("unit"), budget.text("tokenizer")),
        new Observation(obs.integer("chars"), obs.integer("bytes"), obs.integer("tokens"), obs.text("sha256")),
        f.integer("error_lines_found"), f.integer("error_lines_shown"), f.bool("exit_code_preserved"),
        cuts(f), f.optionalText("handle"), f.strings("notes"),
        f.has("upstream_cut_reason") ? f.optionalText("upstream_cut_reason") : Optional.empty());
  }

  private static SpanStream pipe(Fields f, String stream) {
    long bytes = f.integer(stream + "_bytes");
    OptionalLong cap = f.optionalLong(stream + "_cap");
    boolean truncated = f.bool(stream + "_truncated");
    Optional<String> sha = f.optionalText(stream + "_sha256");
    Optional<String> head = f.optionalText(stream + "_head_sha256");
    Optional<String> tail = f.optionalText(stream + "_tail_sha256");
    try {
      return new SpanStream(bytes, cap, truncated, sha, head, tail);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(stream + ": " + e.getMessage(), e);
    }
  }

  private static List<Cut> cuts(Fields f) {
    List<Cut> cuts = new ArrayList<>();
    for (Fields c : f.objects("cuts")) {
      CutReason reason;
      try {
        reason = CutReason.valueOf(c.text("reason").toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("cuts: unknown reason '" + c.text("reason") + "'", e);
      }
      cuts.add(new Cut(reason, c.integer("from"), c.integer("to"), c.integer("count"), c.integer("bytes"), like(c)));
    }
    return cuts;
  }

  /**
   * The cut's template ({@code like}, written for repeats only) or {@code ""} for a cut of empty
   * lines ({@code empty: true}; spans before the shared form wrote it as {@code like: ""}).
   */
  private static String like(Fields c) {
    if (c.has("empty")) {
      if (!c.bool("empty")) {
        throw new IllegalArgumentException("cuts: 'empty' is written only as true");
      }
      return "";
    }
    return c.has("like") ? c.optionalText("like").orElse(null) : null;
  }

  private static Instant instant(String text) {
    try {
      return OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("start_time is not an RFC 3339 time: '" + text + "'", e);
    }
  }

  /** Strict accessors over one JSON object; every failure names the field. */
  private static final class Fields {
    private final JsonNode node;

    boolean has(String name) {
      return node.has(name);
    }

    Fields(JsonNode node) {
      if (!node.isObject()) {
        throw new IllegalArgumentException("expected a JSON object, got " + Json.typeName(node));
      }
      this.node = node;
    }

    private JsonNode get(String name, String type, boolean nullable) {
      JsonNode v = node.get(name);
      if (v == null) {
        throw new IllegalArgumentException("missing field '" + name + "'");
      }
      if (nullable && v.isNull()) {
        return null;
      }
      boolean ok = switch (type) {
        case "string" -> v.isTextual();
        case "integer" -> v.isIntegralNumber() && v.canConvertToLong();
        case "boolean" -> v.isBoolean();
        case "array" -> v.isArray();
        default -> v.isObject();
      };
      if (!ok) {
        throw new IllegalArgumentException("field '" + name + "' must be " + (nullable ? "null or " : "")
            + type + ", not " + Json.typeName(v));
      }
      return v;
    }

    String text(String name) {
      return get(name, "string", false).asText();
    }

    Optional<String> optionalText(String name) {
      return Optional.ofNullable(get(name, "string", true)).map(JsonNode::asText);
    }

    long integer(String name) {
      return get(name, "integer", false).asLong();
    }

    OptionalLong optionalLong(String name) {
      JsonNode v = get(name, "integer", true);
      return v == null ? OptionalLong.empty() : OptionalLong.of(v.asLong());
    }

    OptionalInt optionalInt(String name) {
      JsonNode v = get(name, "integer", true);
      if (v != null && !v.canConvertToInt()) {
        throw new IllegalArgumentException("field '" + name + "' is outside the int range: " + v);
      }
      return v == null ? OptionalInt.empty() : OptionalInt.of(v.asInt());
    }

    boolean bool(String name) {
      return get(name, "boolean", false).asBoolean();
    }

    Fields object(String name) {
      return new Fields(get(name, "object", false));
    }

    List<String> strings(String name) {
      List<String> out = new ArrayList<>();
      for (JsonNode v : get(name, "array", false)) {
        if (!v.isTextual()) {
          throw new IllegalArgumentException("field '" + name + "' must hold strings, not " + Json.typeName(v));
        }
        out.add(v.asText());
      }
      return out;
    }

    List<Fields> objects(String name) {
      List<Fields> out = new ArrayList<>();
      for (JsonNode v : get(name, "array", false)) {
        out.add(new Fields(v));
      }
      return out;
    }
  }
}

package dev.candor.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Interval;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * {@link Audit.Report#json()}: one object with {@code files}, {@code overall}, {@code by_tool},
 * {@code by_strategy}, {@code flags}, {@code sizes}, {@code losses}, {@code unparseable}, {@code
 * other_lines} and {@code errors}. Shares are fractions from 0 to 1, {@code null} when there was
 * nothing to divide by.
 */
final class AuditJson {
  private AuditJson() {}

  static String render(Audit.Report r) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = Json.FACTORY.createGenerator(out)) {
      g.writeStartObject();
      g.writeArrayFieldStart("files");
      for (Path p : r.files()) {
        g.writeString(p.toString());
      }
      g.writeEndArray();
      g.writeFieldName("overall");
      figures(g, r.overall());
      rows(g, "by_tool", r.byTool());
      rows(g, "by_strategy", r.byStrategy());
      g.writeArrayFieldStart("flags");
      for (Audit.Flag f : r.flags()) {
        g.writeStartObject();
        g.writeStringField("rule", f.rule().label());
        g.writeStringField("message", f.message());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("sizes");
      for (Audit.Bucket b : r.sizes()) {
        g.writeStartObject();
        g.writeNumberField("from", b.from());
        if (b.to() == Long.MAX_VALUE) {
          g.writeNullField("to");
        } else {
          g.writeNumberField("to", b.to());
        }
        g.writeNumberField("calls", b.calls());
        g.writeNumberField("truncated", b.truncated());
        g.writeEndObject();
      }
      g.writeEndArray();
      losses(g, r);
      g.writeArrayFieldStart("unparseable");
      for (Audit.Unparseable u : r.unparseable()) {
        g.writeStartObject();
        g.writeStringField("file", u.file().toString());
        g.writeNumberField("line", u.line());
        g.writeStringField("reason", u.reason());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeNumberField("other_lines", r.otherLines());
      g.writeArrayFieldStart("errors");
      for (String e : r.errors()) {
        g.writeString(e);
      }
      g.writeEndArray();
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing JSON to a string cannot fail", e);
    }
    return out.toString();
  }

  private static void rows(JsonGenerator g, String name, Map<String, Audit.Figures> rows) throws IOException {
    g.writeObjectFieldStart(name);
    for (Map.Entry<String, Audit.Figures> e : rows.entrySet()) {
      g.writeFieldName(e.getKey());
      figures(g, e.getValue());
    }
    g.writeEndObject();
  }

  private static void figures(JsonGenerator g, Audit.Figures f) throws IOException {
    g.writeStartObject();
    g.writeNumberField("calls", f.calls());
    g.writeNumberField("truncated", f.truncated());
    share(g, "truncated_share", f.truncatedShare());
    interval(g, "truncated_share_ci95", f.truncatedShareInterval());
    g.writeNumberField("dropped_errors", f.droppedErrors());
    share(g, "dropped_error_share", f.droppedErrorShare());
    interval(g, "dropped_error_share_ci95", f.droppedErrorShareInterval());
    g.writeNumberField("terminal", f.terminal());
    g.writeNumberField("exit_code_kept", f.exitCodeKept());
    share(g, "exit_code_kept_share", f.exitCodeKeptShare());
    interval(g, "exit_code_kept_share_ci95", f.exitCodeKeptShareInterval());
    g.writeNumberField("retention_calls", f.retentionCalls());
    share(g, "mean_retention", f.meanRetention());
    interval(g, "mean_retention_ci95", f.retentionInterval());
    g.writeNumberField("silent_cuts", f.silentCuts());
    g.writeEndObject();
  }

  private static void losses(JsonGenerator g, Audit.Report r) throws IOException {
    g.writeArrayFieldStart("losses");
    for (Audit.Loss l : r.losses()) {
      g.writeStartObject();
      g.writeStringField("file", l.file().toString());
      g.writeNumberField("line", l.line());
      g.writeStringField("tool", l.tool());
      g.writeArrayFieldStart("argv");
      for (String a : l.argv()) {
        g.writeString(a);
      }
      g.writeEndArray();
      g.writeStringField("strategy", l.strategy());
      g.writeNumberField("output_bytes", l.outputBytes());
      number(g, "observation_bytes", l.observationBytes());
      g.writeNumberField("dropped_error_lines", l.droppedErrorLines());
      number(g, "unstated_exit_code", l.unstatedExitCode());
      g.writeBooleanField("silent_cut", l.silentCut());
      g.writeStringField("lost", l.lost());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void share(JsonGenerator g, String name, OptionalDouble v) throws IOException {
    if (v.isPresent()) {
      g.writeNumberField(name, v.getAsDouble());
    } else {
      g.writeNullField(name);
    }
  }

  /** {@code [low, high]} to four decimals, or null when the figure has nothing to divide by. */
  private static void interval(JsonGenerator g, String name, Optional<Interval> v) throws IOException {
    if (v.isEmpty()) {
      g.writeNullField(name);
      return;
    }
    g.writeArrayFieldStart(name);
    g.writeNumber(round(v.get().low()));
    g.writeNumber(round(v.get().high()));
    g.writeEndArray();
  }

  private static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }

  private static void number(JsonGenerator g, String name, OptionalLong v) throws IOException {
    if (v.isPresent()) {
      g.writeNumberField(name, v.getAsLong());
    } else {
      g.writeNullField(name);
    }
  }
}

package dev.candor.trace;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where spans go as tool calls finish: a JSONL trace, an OpenTelemetry collector, or both.
 *
 * <pre>{@code
 * SpanSink sink = SpanSink.fromEnvironment(System.getenv())
 *     .map(otlp -> SpanSink.all(SpanSink.jsonl(trace), otlp))
 *     .orElse(SpanSink.jsonl(trace));
 * }</pre>
 *
 * <p>Implementations are thread-safe.
 */
public interface SpanSink {

  /** Records {@code span}; when this returns, the span is written. */
  void append(Span span) throws IOException;

  /**
   * A sink that appends each span to {@code file} as one JSON line, creating the file and its parent
   * directories as needed.
   *
   * <p>Each line is written whole or not at all with respect to other writers: the file is opened
   * for appending, locked with {@link java.nio.channels.FileChannel#lock()}, written with the
   * complete line in one call, and closed. So any number of threads and processes may append to the
   * same trace at once, and a reader never sees two spans spliced into one line. The sink holds no
   * open file between calls and needs no closing.
   */
  static SpanSink jsonl(Path file) {
    return new JsonlSink(file);
  }

  /**
   * A sink that exports each span to an OpenTelemetry collector over OTLP/HTTP, encoded as JSON
   * ({@code Content-Type: application/json}), with {@code service.name} {@code candor} and a
   * time limit of two seconds per export.
   *
   * <p>Each span becomes an {@code INTERNAL} span named {@code execute_tool <tool_name>}, with the
   * GenAI semantic conventions' {@code gen_ai.operation.name=execute_tool} and {@code
   * gen_ai.tool.name}, and every other field of the span as a {@code candor.*} attribute named
   * after its JSONL field ({@code candor.exit_code}, {@code candor.stdout_bytes}, {@code
   * candor.stdout_truncated}, {@code candor.strategy}, {@code candor.budget.limit}, {@code
   * candor.observation.bytes}, {@code candor.errors_in_dropped_region}, {@code candor.handle}, ...).
   * The status is ERROR, with {@code error.type}, when the call timed out, was killed by a signal,
   * or exited non-zero; otherwise it is left unset.
   *
   * <p>Exporting never fails the tool call: {@link #append} on this sink does not throw. A failed
   * export (refused, timed out, an HTTP error, spans rejected) is one line on standard error,
   * written once while the same failure repeats. The request is sent before {@code append}
   * returns.
   *
   * @param endpoint the full URL to POST to, used as is, such as {@code http://127.0.0.1:4318/v1/traces}
   * @param headers sent with every request, such as an API key; never logged
   * @throws IllegalArgumentException if the endpoint is not an http or https URL, or a header
   *     cannot be sent (a restricted name such as {@code Host}, or a line break in a value)
   */
  static SpanSink otlp(URI endpoint, Map<String, String> headers) {
    return new OtlpSink(OtlpConfig.of(endpoint, headers));
  }

  /**
   * The OTLP sink the standard OpenTelemetry environment variables describe, or empty when they
   * ask for none. Pass {@code System.getenv()}.
   *
   * <ul>
   *   <li>{@code OTEL_EXPORTER_OTLP_TRACES_ENDPOINT} is the traces URL, used as is; else {@code
   *       OTEL_EXPORTER_OTLP_ENDPOINT} is the base URL, to which {@code v1/traces} is appended
   *       (after a {@code /} if it has none). With neither set there is no sink: Candor does not
   *       assume a collector on localhost.
   *   <li>{@code OTEL_SDK_DISABLED=true}, or an {@code OTEL_TRACES_EXPORTER} that does not list
   *       {@code otlp} (such as {@code none}), means no sink.
   *   <li>{@code OTEL_EXPORTER_OTLP_HEADERS} then {@code OTEL_EXPORTER_OTLP_TRACES_HEADERS}: {@code
   *       key=value} pairs separated by commas, values percent-decoded; the second wins per key.
   *   <li>{@code OTEL_EXPORTER_OTLP_TRACES_TIMEOUT} or {@code OTEL_EXPORTER_OTLP_TIMEOUT}, in
   *       milliseconds; by default 2000, not the specification's 10000, since a tool call waits.
   *   <li>{@code OTEL_SERVICE_NAME} and {@code OTEL_RESOURCE_ATTRIBUTES} set the resource.
   *   <li>{@code TRACEPARENT}, a W3C trace context, makes every span a child of that span, so
   *       the tool calls of an agent that exports it land in the agent's trace. An invalid value
   *       is ignored.
   *   <li>{@code OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL} may be {@code http/json} or {@code
   *       http/protobuf} (JSON is sent either way; collectors accept both on the same URL).
   * </ul>
   *
   * @throws IllegalArgumentException if the variables ask for what this exporter cannot do, such
   *     as the {@code grpc} protocol, or are malformed; the message names the variable
   */
  static Optional<SpanSink> fromEnvironment(Map<String, String> env) {
    Objects.requireNonNull(env, "env");
    Optional<OtlpConfig> config = OtlpConfig.fromEnvironment(env); // no method reference: a bootstrap on every run's path
    return config.isPresent() ? Optional.of(new OtlpSink(config.get())) : Optional.empty();
  }

  /**
   * A sink that appends each span to every one of {@code sinks}, in order. A sink that throws
   * does not keep the span from the others; the first failure is rethrown after all have been
   * tried, with later ones suppressed. With no sinks, spans go nowhere.
   */
  static SpanSink all(SpanSink... sinks) {
    Arrays.stream(sinks).forEach(s -> Objects.requireNonNull(s, "sinks holds null"));
    return new FanOutSink(Arrays.asList(sinks));
  }
}
